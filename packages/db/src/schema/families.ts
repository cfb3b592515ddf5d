import { FILING_STATUSES, MARITAL_STATUSES, RESIDENCE_KINDS } from '@ccp/contracts/family-options';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { coupons } from './coupons';
import { admissionProfessionals, agentOrganisations, agents } from './organisations';

export const invitationStatus = pgEnum('invitation_status', ['invited', 'pending', 'active']);
export const filingStatus = pgEnum('filing_status', FILING_STATUSES);
export const maritalStatus = pgEnum('marital_status', MARITAL_STATUSES);
export const residenceKind = pgEnum('residence_kind', RESIDENCE_KINDS);

/** What the onboarding wizard remembers between visits (never kept in browser storage). */
export interface OnboardingProgress {
  completedSteps: number[];
  subSteps: Record<string, number>;
}

/**
 * The household and finance profile (docs/product-spec.md §3). Money is whole US dollars.
 * A family invited by an agent or professional exists before its user signs up (user_id null, status 'invited').
 */
export const families = pgTable(
  'families',
  {
    id: id(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    state: text('state'),
    /** The family's home ZIP code (5 digits), for the distance to each college. */
    zip: text('zip'),
    invitationStatus: invitationStatus('invitation_status').notNull().default('pending'),
    completeOnboarding: boolean('complete_onboarding').notNull().default(false),
    onboardingStep: smallint('onboarding_step').notNull().default(0),
    onboardingProgress: jsonb('onboarding_progress')
      .$type<OnboardingProgress>()
      .notNull()
      .default({ completedSteps: [], subSteps: {} }),
    familyMembersCount: smallint('family_members_count'),
    familyMembersInCollege: smallint('family_members_in_college'),
    /** Children under 17 in the household (the child tax credit in the tax estimate); null = not answered. */
    childrenUnder17: smallint('children_under_17'),
    filingStatus: filingStatus('filing_status'),
    standardDeductionOrg: integer('standard_deduction_org'),
    checkingAmount: integer('checking_amount'),
    taxableBrokerageAccountsAmount: integer('taxable_brokerage_accounts_amount'),
    collegeSavingsAccountsAmount: integer('college_savings_accounts_amount'),
    annualRetirementAmount: integer('annual_retirement_amount'),
    insuranceAmount: integer('insurance_amount'),
    primaryResidence: residenceKind('primary_residence'),
    residenceEquity: integer('residence_equity'),
    ownsInvestmentProperty: boolean('owns_investment_property').notNull().default(false),
    investmentEquity: integer('investment_equity'),
    hasBusinessAssets: boolean('has_business_assets').notNull().default(false),
    businessAssetsAmount: integer('business_assets_amount'),
    businessIsSmallFamilyOwned: boolean('business_is_small_family_owned'),
    hasLifeInsuranceAccount: boolean('has_life_insurance_account').notNull().default(false),
    hasAnnuities: boolean('has_annuities').notNull().default(false),
    annuitiesAmount: integer('annuities_amount'),
    hasRothIRA: boolean('has_roth_ira').notNull().default(false),
    hasIRA: boolean('has_ira').notNull().default(false),
    has401k: boolean('has_401k').notNull().default(false),
    // ── The parents' situation and the FAFSA's other questions (issue 21, docs/decisions/0058-0059) ──
    /** The legal parents' marital status, asked once (older profiles: on each parent). */
    parentsMaritalStatus: maritalStatus('parents_marital_status'),
    /** The parent who reports has remarried: the stepparent reports as the spouse. */
    reportingParentRemarried: boolean('reporting_parent_remarried'),
    /** The FAFSA's less common questions, for the parents' return; null = not answered = none. */
    childSupportReceived: integer('child_support_received'),
    foreignIncome: integer('foreign_income'),
    untaxedIraDistributions: integer('untaxed_ira_distributions'),
    untaxedPensions: integer('untaxed_pensions'),
    taxExemptInterest: integer('tax_exempt_interest'),
    educationCredits: integer('education_credits'),
    meansTestedBenefits: boolean('means_tested_benefits'),
    dislocatedWorker: boolean('dislocated_worker'),
    filedSchedulesABDEFH: boolean('filed_schedules_abdefh'),
    hasFinAdvisor: boolean('has_fin_advisor').notNull().default(false),
    hasCPA: boolean('has_cpa').notNull().default(false),
    federalSai: integer('federal_sai'),
    institutionalSai: integer('institutional_sai'),
    saiComputedAt: timestamp('sai_computed_at', { withTimezone: true }),
    directSignUp: boolean('direct_sign_up').notNull().default(true),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => agentOrganisations.id, { onDelete: 'set null' }),
    invitedByProfessionalId: uuid('invited_by_professional_id').references(() => admissionProfessionals.id, {
      onDelete: 'set null',
    }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** The coupon the family signed up with (docs/decisions/0028). */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    hiddenElements: jsonb('hidden_elements').$type<string[]>().notNull().default([]),
    /** The profile's edit version (docs/decisions/0056): raised by every write, read with the profile as its ETag. */
    editVersion: integer('edit_version').notNull().default(0),
    /** For each field (`checkingAmount`, `parents.<id>.annualIncome`), the edit version that last changed it: a
     * write based on an older version is refused only where it would overwrite such a field (ADR 0056). */
    fieldVersions: jsonb('field_versions').$type<Record<string, number>>().notNull().default({}),
    /** Name, e-mail, state and the parents' names, kept by triggers (docs/decisions/0036): the staff lists' search
     * pre-filters on it through a trigram index. Never written by the application. */
    searchText: text('search_text').notNull().default(''),
    /** The number of students, kept by a trigger on students (docs/decisions/0036): the lists sort by it. */
    studentCount: integer('student_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('families_user_idx').on(t.userId),
    index('families_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('families_student_count_idx').on(t.studentCount, t.id),
    index('families_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('families_updated_idx').on(t.updatedAt, t.id),
    uniqueIndex('families_email_idx').on(t.email),
    index('families_agent_idx').on(t.agentId),
    index('families_organisation_idx').on(t.organisationId),
    index('families_professional_idx').on(t.invitedByProfessionalId),
    index('families_created_idx').on(t.createdAt),
    index('families_coupon_idx').on(t.couponId),
  ],
);

export const parents = pgTable(
  'parents',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    age: smallint('age'),
    maritalStatus: maritalStatus('marital_status'),
    annualIncome: integer('annual_income'),
    filingStatus: filingStatus('filing_status'),
    standardDeduction: integer('standard_deduction'),
    taxableIncome: integer('taxable_income'),
    taxPaid: integer('tax_paid'),
    /** Pre-tax payroll retirement contributions (traditional 401(k)/403(b)/457): not in the AGI. */
    preTaxRetirementAmount: integer('pre_tax_retirement_amount'),
    /** Deductible IRA/SEP contributions: lower the AGI, added back by the FAFSA as untaxed income. */
    deductibleIraAmount: integer('deductible_ira_amount'),
    /** Roth contributions: no effect on the AGI or the SAI. */
    rothRetirementAmount: integer('roth_retirement_amount'),
    /** Net profit from self-employment (Schedule C), a loss negative: part of the AGI and earned income. */
    scheduleCNetProfit: integer('schedule_c_net_profit'),
    /** 'parent' (legal: biological or adoptive) or 'stepparent' (the reporting parent's spouse). */
    relationship: text('relationship').$type<'parent' | 'stepparent'>().notNull().default('parent'),
    /** Divorced, separated or never-married parents apart: this one provided more support in the last 12 months. */
    providedMoreSupport: boolean('provided_more_support'),
    /** The other (non-reporting) parent's own household and assets, for the institutional estimate only. */
    householdSize: smallint('household_size'),
    assetsAmount: integer('assets_amount'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('parents_family_idx').on(t.familyId)],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    graduationYear: smallint('graduation_year'),
    overallStudentType: text('overall_student_type'),
    gpa: doublePrecision('gpa'),
    sat: smallint('sat'),
    act: smallint('act'),
    filedTaxes: boolean('filed_taxes'),
    taxAmount: integer('tax_amount'),
    incomeAmount: integer('income_amount'),
    savingsAmount: integer('savings_amount'),
    utmaAmount: integer('utma_amount'),
    /** Year of birth: 24 or older by January 1 of the award year makes the student independent. */
    birthYear: smallint('birth_year'),
    /** The FAFSA's dependency questions (contracts DependencyAnswers); null = not answered. */
    dependency: jsonb('dependency').$type<Record<string, boolean | null>>(),
    /** An independent student's spouse's income from work and the student's own household. */
    spouseIncomeAmount: integer('spouse_income_amount'),
    householdSize: smallint('household_size'),
    /** on_campus | off_campus | with_family; null: not said (the college's usual choice is priced). */
    livingArrangement: text('living_arrangement'),
    /** At a community college: whether the family lives in its district (in-district tuition); null: not said. */
    inCollegeDistrict: boolean('in_college_district'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('students_family_idx').on(t.familyId),
    check(
      'students_living_arrangement',
      sql`${t.livingArrangement} in ('on_campus', 'off_campus', 'with_family')`,
    ),
  ],
);

export const helpRequests = pgTable(
  'help_requests',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Who marked it resolved (the family, its agent or an admin), by name at the time; null while open. */
    resolvedByName: text('resolved_by_name'),
    /** When the family or staff last reopened it (null: never reopened). */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
  },
  (t) => [index('help_requests_family_idx').on(t.familyId)],
);

/** The roles that write in a help request's thread (docs/decisions/0060). */
export type HelpAuthorRole = 'family' | 'financial_agent' | 'admin';

/** One message of a help request's thread after its opening message: the family's, or its agent's or an admin's answer. */
export const helpMessages = pgTable(
  'help_messages',
  {
    id: id(),
    helpRequestId: uuid('help_request_id')
      .notNull()
      .references(() => helpRequests.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    authorRole: text('author_role').$type<HelpAuthorRole>().notNull(),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The author's name at the time (a staff member's name stays readable after the account goes). */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('help_messages_request_idx').on(t.helpRequestId, t.createdAt)],
);

/**
 * A named case-study copy of a family profile (spec: draft family version). The copy is a JSON snapshot in a
 * versioned storage shape (`{ shape, profile, favourites }`, docs/decisions/0057): every past shape is upgraded
 * when read, and by the migration that introduced the next shape.
 */
export const draftFamilyVersions = pgTable(
  'draft_family_versions',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    versionName: text('version_name').notNull(),
    cloneType: text('clone_type').$type<'familyProfile' | 'clonedProfile'>().notNull(),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    agentAccessId: uuid('agent_access_id').references(() => agents.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** The case study's edit version and each field's, as the family's (ADR 0056). */
    editVersion: integer('edit_version').notNull().default(0),
    fieldVersions: jsonb('field_versions').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('draft_family_versions_family_idx').on(t.familyId)],
);
