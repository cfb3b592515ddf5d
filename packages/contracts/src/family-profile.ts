import { z } from 'zod';
import { InvitationStatusSchema } from './accounts';
import { MoneySchema, PersonNameSchema, TextSchema, UsStateSchema } from './common';
import {
  type DEPENDENCY_KEYS,
  FILING_STATUSES,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  MARITAL_STATUSES,
  PARENT_RELATIONSHIPS,
  RESIDENCE_KINDS,
  STUDENT_TYPES,
} from './family-options';
import { HIDDEN_ELEMENTS, ONBOARDING_STEP_COUNT, ONBOARDING_SUB_STEP_KEYS } from './onboarding';

/*
 * The family profile's request and response schemas. Their types are in family-profile-types.ts, the values
 * they check (choices, limits, steps) in family-options.ts and onboarding.ts, which need no zod.
 */

export const FilingStatusSchema = z.enum(FILING_STATUSES, { error: 'Choose a tax filing status.' });
export const MaritalStatusSchema = z.enum(MARITAL_STATUSES, { error: 'Choose a marital status.' });
export const ResidenceKindSchema = z.enum(RESIDENCE_KINDS, { error: 'Choose own, rent or other.' });
export const StudentTypeSchema = z.enum(STUDENT_TYPES, { error: 'Choose where the student is in school.' });
export const ParentRelationshipSchema = z.enum(PARENT_RELATIONSHIPS, {
  error: 'Choose legal parent or stepparent.',
});
export const HiddenElementSchema = z.enum(HIDDEN_ELEMENTS, { error: 'Unknown element.' });
export const OnboardingSubStepKeySchema = z.enum(ONBOARDING_SUB_STEP_KEYS);

const nullableMoney = MoneySchema.nullable().optional();
const optionalBoolean = z.boolean({ error: 'Answer yes or no.' }).optional();

/** A net profit in whole dollars, a loss negative (Schedule C): the limits of MoneySchema on both sides. */
export const NetProfitSchema = z
  .number({ error: 'Enter an amount in whole dollars.' })
  .int('Enter a whole-dollar amount, without cents.')
  .min(-100_000_000, 'That loss is too large. Enter a value down to -$100,000,000.')
  .max(100_000_000, 'That amount is too large. Enter a value up to $100,000,000.');

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what} as a number.` })
    .int(`Enter ${what} as a whole number.`)
    .min(min, `Enter ${what} between ${min} and ${max}.`)
    .max(max, `Enter ${what} between ${min} and ${max}.`);

const nullableBoolean = z.boolean({ error: 'Answer yes or no.' }).nullable().optional();

/** The parents' situation and the FAFSA's other questions (issue 21); every one optional, null = none/not answered. */
const familyShapeFields = {
  parentsMaritalStatus: MaritalStatusSchema.nullable().optional(),
  reportingParentRemarried: nullableBoolean,
  childSupportReceived: nullableMoney,
  foreignIncome: nullableMoney,
  untaxedIraDistributions: nullableMoney,
  untaxedPensions: nullableMoney,
  taxExemptInterest: nullableMoney,
  educationCredits: nullableMoney,
  meansTestedBenefits: nullableBoolean,
  dislocatedWorker: nullableBoolean,
  filedSchedulesABDEFH: nullableBoolean,
};

/** Household, finance and additional-information fields (docs/product-spec.md §3); every field may be sent alone. */
export const UpdateFamilyProfileRequestSchema = z.object({
  name: PersonNameSchema.optional(),
  state: UsStateSchema.nullable().optional(),
  /** Home ZIP code, 5 digits: the college search shows and filters by the distance from it. */
  zip: z
    .string({ error: 'Enter a 5-digit ZIP code.' })
    .trim()
    .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code, like 43215.')
    .nullable()
    .optional(),
  familyMembersCount: wholeNumber('the number of people in your household', 1, 10).nullable().optional(),
  familyMembersInCollege: wholeNumber('the number in college', 0, 4).nullable().optional(),
  childrenUnder17: wholeNumber('the number of children under 17', 0, 9).nullable().optional(),
  filingStatus: FilingStatusSchema.nullable().optional(),
  standardDeductionOrg: nullableMoney,
  checkingAmount: nullableMoney,
  taxableBrokerageAccountsAmount: nullableMoney,
  collegeSavingsAccountsAmount: nullableMoney,
  annualRetirementAmount: nullableMoney,
  primaryResidence: ResidenceKindSchema.nullable().optional(),
  residenceEquity: nullableMoney,
  ownsInvestmentProperty: optionalBoolean,
  investmentEquity: nullableMoney,
  hasBusinessAssets: optionalBoolean,
  businessAssetsAmount: nullableMoney,
  businessIsSmallFamilyOwned: z.boolean({ error: 'Answer yes or no.' }).nullable().optional(),
  hasLifeInsuranceAccount: optionalBoolean,
  insuranceAmount: nullableMoney,
  hasAnnuities: optionalBoolean,
  annuitiesAmount: nullableMoney,
  hasRothIRA: optionalBoolean,
  hasIRA: optionalBoolean,
  has401k: optionalBoolean,
  hasFinAdvisor: optionalBoolean,
  hasCPA: optionalBoolean,
  ...familyShapeFields,
});

const parentFields = {
  lastName: TextSchema.trim().max(120, 'That name is too long (120 characters at most).').optional(),
  age: wholeNumber('an age', 18, 100).nullable().optional(),
  maritalStatus: MaritalStatusSchema.nullable().optional(),
  annualIncome: nullableMoney,
  filingStatus: FilingStatusSchema.nullable().optional(),
  standardDeduction: nullableMoney,
  taxableIncome: nullableMoney,
  taxPaid: nullableMoney,
  preTaxRetirementAmount: nullableMoney,
  deductibleIraAmount: nullableMoney,
  rothRetirementAmount: nullableMoney,
  /** Net profit from self-employment (Schedule C), a loss negative; empty counts as 0. */
  scheduleCNetProfit: NetProfitSchema.nullable().optional(),
  relationship: ParentRelationshipSchema.optional(),
  providedMoreSupport: nullableBoolean,
  householdSize: wholeNumber('the other parent’s household size', 1, 10).nullable().optional(),
  assetsAmount: nullableMoney,
};
export const ParentRequestSchema = z.object({ firstName: PersonNameSchema, ...parentFields });
export const UpdateParentRequestSchema = z.object({
  firstName: PersonNameSchema.optional(),
  ...parentFields,
});

const thisYear = new Date().getFullYear();
export const BIRTH_YEAR_MIN = thisYear - 80;
export const BIRTH_YEAR_MAX = thisYear - 8;

/** The FAFSA's dependency answers (contracts DEPENDENCY_KEYS): each Yes/No optional (not answered = No). */
const dependencyAnswer = z.boolean({ error: 'Answer yes or no.' }).nullable().optional();
export const DependencyAnswersSchema = z
  .object({
    married: dependencyAnswer,
    graduateStudent: dependencyAnswer,
    activeDutyOrVeteran: dependencyAnswer,
    supportsDependants: dependencyAnswer,
    orphanWardOrFoster: dependencyAnswer,
    emancipatedOrGuardianship: dependencyAnswer,
    homelessYouth: dependencyAnswer,
    unusualCircumstances: dependencyAnswer,
    parentsRefuse: dependencyAnswer,
  } satisfies Record<(typeof DEPENDENCY_KEYS)[number], typeof dependencyAnswer>)
  .strict();

/** Where a student will live in college: the cost of attendance's housing, food and other expenses follow it. */
export const LIVING_ARRANGEMENTS = ['on_campus', 'off_campus', 'with_family'] as const;
export const LivingArrangementSchema = z.enum(LIVING_ARRANGEMENTS, {
  error: 'Choose on campus, off campus or at home with family.',
});
export const LIVING_ARRANGEMENT_LABELS: Record<(typeof LIVING_ARRANGEMENTS)[number], string> = {
  on_campus: 'On campus',
  off_campus: 'Off campus',
  with_family: 'At home with family',
};

const studentFields = {
  graduationYear: wholeNumber('a high-school graduation year', GRADUATION_YEAR_MIN, GRADUATION_YEAR_MAX)
    .nullable()
    .optional(),
  overallStudentType: StudentTypeSchema.nullable().optional(),
  gpa: z
    .number({ error: 'Enter a GPA as a number, like 3.6.' })
    .min(0, 'Enter a GPA between 0 and 5.')
    .max(5, 'Enter a GPA between 0 and 5.')
    .nullable()
    .optional(),
  sat: wholeNumber('an SAT score', 400, 1600).nullable().optional(),
  act: wholeNumber('an ACT score', 1, 36).nullable().optional(),
  filedTaxes: z.boolean({ error: 'Answer yes or no.' }).nullable().optional(),
  taxAmount: nullableMoney,
  incomeAmount: nullableMoney,
  savingsAmount: nullableMoney,
  utmaAmount: nullableMoney,
  birthYear: wholeNumber('a year of birth', BIRTH_YEAR_MIN, BIRTH_YEAR_MAX).nullable().optional(),
  dependency: DependencyAnswersSchema.nullable().optional(),
  spouseIncomeAmount: nullableMoney,
  householdSize: wholeNumber('the student’s household size', 1, 10).nullable().optional(),
  livingArrangement: LivingArrangementSchema.nullable().optional(),
  inCollegeDistrict: z.boolean({ error: 'Answer yes or no.' }).nullable().optional(),
};
export const StudentRequestSchema = z.object({ name: PersonNameSchema, ...studentFields });
export const UpdateStudentRequestSchema = z.object({ name: PersonNameSchema.optional(), ...studentFields });

/** The suffix of family writes (docs/product-spec.md §6): who is writing, depending on the simulation state. */
export const WriteRoleSchema = z.enum(['admin', 'agent', 'family'], {
  error: 'The last part of the address must be admin, agent or family.',
});
export const WriteRoleParamsSchema = z.object({ role: WriteRoleSchema });
export const RecordParamsSchema = z.object({ id: z.uuid('That is not a valid id.') });
export const RecordWriteParamsSchema = z.object({
  id: z.uuid('That is not a valid id.'),
  role: WriteRoleSchema,
});

export const OnboardingProgressSchema = z.object({
  currentStep: wholeNumber('a step', 0, ONBOARDING_STEP_COUNT - 1),
  completedSteps: z.array(wholeNumber('a step', 0, ONBOARDING_STEP_COUNT - 1)).max(ONBOARDING_STEP_COUNT),
  subSteps: z.partialRecord(OnboardingSubStepKeySchema, wholeNumber('a sub-step', 0, 50)),
});
export const OnboardingProgressRequestSchema = OnboardingProgressSchema;

export const HideElementRequestSchema = z.object({
  element: HiddenElementSchema,
  hidden: z.boolean().default(true),
});
export const HiddenElementsResponseSchema = z.object({ hiddenElements: z.array(HiddenElementSchema) });

export const RequestHelpRequestSchema = z.object({
  message: TextSchema.trim().max(2000, 'Keep the message under 2,000 characters.').optional(),
});
export const HelpRequestSchema = z.object({
  id: z.string(),
  message: z.string(),
  requestedAt: z.string(),
});
export const RequestHelpResponseSchema = z.object({
  helpRequest: HelpRequestSchema,
  /** True when an earlier request was still open: nothing new was recorded. */
  alreadyOpen: z.boolean(),
  /** The support address (SUPPORT_EMAIL), which the family may also write to. */
  supportEmail: z.string(),
  /**
   * Who this request was mailed to now (queued in the mail outbox with it): the family's financial agent, or the
   * support address when it has no active agent; null for an earlier open request (nothing new was mailed).
   */
  mailedTo: z.enum(['agent', 'support']).nullable(),
  /** Whether this request was mailed to the support address now (`mailedTo` is "support"). */
  mailedToSupport: z.boolean(),
  /** Who answers, as the family reads it (as the help page's `answeredBy`): "Riley Answer, your financial agent", or "our advisors". */
  answeredBy: z.string(),
});

export const ParentSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  maritalStatus: MaritalStatusSchema.nullable(),
  annualIncome: z.number().int().nullable(),
  filingStatus: FilingStatusSchema.nullable(),
  standardDeduction: z.number().int().nullable(),
  taxableIncome: z.number().int().nullable(),
  taxPaid: z.number().int().nullable(),
  preTaxRetirementAmount: z.number().int().nullable(),
  deductibleIraAmount: z.number().int().nullable(),
  rothRetirementAmount: z.number().int().nullable(),
  scheduleCNetProfit: z.number().int().nullable(),
  /** Older case-study snapshots hold none of these: they read as a legal parent, not answered. */
  relationship: ParentRelationshipSchema.default('parent'),
  providedMoreSupport: z.boolean().nullable().default(null),
  householdSize: z.number().int().nullable().default(null),
  assetsAmount: z.number().int().nullable().default(null),
});

export const StudentSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  graduationYear: z.number().int().nullable(),
  overallStudentType: StudentTypeSchema.nullable(),
  gpa: z.number().nullable(),
  sat: z.number().int().nullable(),
  act: z.number().int().nullable(),
  filedTaxes: z.boolean().nullable(),
  taxAmount: z.number().int().nullable(),
  incomeAmount: z.number().int().nullable(),
  savingsAmount: z.number().int().nullable(),
  utmaAmount: z.number().int().nullable(),
  birthYear: z.number().int().nullable().default(null),
  dependency: DependencyAnswersSchema.nullable().default(null),
  spouseIncomeAmount: z.number().int().nullable().default(null),
  householdSize: z.number().int().nullable().default(null),
  /** Where the student will live in college; null: not said (each college's usual choice is priced). */
  livingArrangement: LivingArrangementSchema.nullable().default(null),
  /** At a community college: whether the family lives in its district; null: not said (in-state tuition). */
  inCollegeDistrict: z.boolean().nullable().default(null),
});

/** The agent or admission professional who invited the family (its profile shows it); null for a direct sign-up. */
export const InvitedBySchema = z.object({
  kind: z.enum(['financial_agent', 'admission_professional']),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string(),
});

export const FamilyProfileResponseSchema = z.object({
  id: z.string(),
  /**
   * The profile's edit version (also the answer's ETag): send it back as `If-Match` with a write, which is then
   * refused with 409 EDIT_CONFLICT where it would overwrite a field changed since (docs/decisions/0056).
   */
  version: z.number().int().min(0),
  name: z.string(),
  email: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  invitationStatus: InvitationStatusSchema,
  completeOnboarding: z.boolean(),
  onboarding: OnboardingProgressSchema,
  familyMembersCount: z.number().int().nullable(),
  familyMembersInCollege: z.number().int().nullable(),
  /** Children under 17 in the household, for the child tax credit; null = not answered (a case study cloned before
   * the question existed reads as null too). */
  childrenUnder17: z.number().int().nullable().default(null),
  filingStatus: FilingStatusSchema.nullable(),
  standardDeductionOrg: z.number().int().nullable(),
  checkingAmount: z.number().int().nullable(),
  taxableBrokerageAccountsAmount: z.number().int().nullable(),
  collegeSavingsAccountsAmount: z.number().int().nullable(),
  /** Read-only in effect: the parents' yearly contributions added up when any parent gives them (each parent's
   * pre-tax, deductible IRA and Roth answers), else an older profile's household figure. Once a parent
   * answers, a write of another value is refused: contributions are asked per parent. */
  annualRetirementAmount: z.number().int().nullable(),
  primaryResidence: ResidenceKindSchema.nullable(),
  residenceEquity: z.number().int().nullable(),
  ownsInvestmentProperty: z.boolean(),
  investmentEquity: z.number().int().nullable(),
  hasBusinessAssets: z.boolean(),
  businessAssetsAmount: z.number().int().nullable(),
  businessIsSmallFamilyOwned: z.boolean().nullable(),
  hasLifeInsuranceAccount: z.boolean(),
  insuranceAmount: z.number().int().nullable(),
  hasAnnuities: z.boolean(),
  annuitiesAmount: z.number().int().nullable(),
  hasRothIRA: z.boolean(),
  hasIRA: z.boolean(),
  has401k: z.boolean(),
  hasFinAdvisor: z.boolean(),
  hasCPA: z.boolean(),
  parentsMaritalStatus: MaritalStatusSchema.nullable().default(null),
  reportingParentRemarried: z.boolean().nullable().default(null),
  childSupportReceived: z.number().int().nullable().default(null),
  foreignIncome: z.number().int().nullable().default(null),
  untaxedIraDistributions: z.number().int().nullable().default(null),
  untaxedPensions: z.number().int().nullable().default(null),
  taxExemptInterest: z.number().int().nullable().default(null),
  educationCredits: z.number().int().nullable().default(null),
  meansTestedBenefits: z.boolean().nullable().default(null),
  dislocatedWorker: z.boolean().nullable().default(null),
  filedSchedulesABDEFH: z.boolean().nullable().default(null),
  /** Federal Student Aid Index of the first student, from the aid engine; null until it can be computed. */
  federalSai: z.number().int().nullable(),
  institutionalSai: z.number().int().nullable(),
  saiComputedAt: z.string().nullable(),
  hiddenElements: z.array(HiddenElementSchema),
  helpRequest: HelpRequestSchema.nullable(),
  invitedBy: InvitedBySchema.nullable(),
  parents: z.array(ParentSchema),
  students: z.array(StudentSchema),
});

/** What a create (parent, student) returns: the new record's id and the whole updated profile. */
export const CreatedInProfileResponseSchema = z.object({
  id: z.string(),
  profile: FamilyProfileResponseSchema,
});
