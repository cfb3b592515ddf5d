import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { colleges } from './colleges';
import { createdAt, updatedAt } from './columns';

/**
 * How one college awards aid, as it publishes it (data/colleges/aid-policies.csv, admins' edits and CSV imports):
 * the form it uses, whether it meets full need, its published income guarantees, each row with its source and
 * grade. Keyed by the college's IPEDS unit id; removing the college removes its policy.
 */
export const collegeAidPolicies = pgTable(
  'college_aid_policies',
  {
    unitId: integer('unit_id')
      .primaryKey()
      .references(() => colleges.unitId, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** yes | no | unknown: whether domestic aid applicants file the CSS Profile. */
    cssProfileRequired: text('css_profile_required').notNull().default('unknown'),
    /** all | residents_only | no | unknown. */
    meetsFullNeed: text('meets_full_need').notNull().default('unknown'),
    /** yes | no | unknown (for US citizens and permanent residents). */
    needBlind: text('need_blind').notNull().default('unknown'),
    /** yes | no | unknown: need met without loans for every aided student. */
    noLoanPolicy: text('no_loan_policy').notNull().default('unknown'),
    /** Family income (whole dollars) up to which tuition is covered by grants. */
    freeTuitionIncomeMax: integer('free_tuition_income_max'),
    /** Family income up to which tuition, housing and food are covered. */
    freeTotalIncomeMax: integer('free_total_income_max'),
    /** at_or_below | below: whether an income equal to the published figure still qualifies. */
    incomeLimit: text('income_limit').notNull().default('at_or_below'),
    /** any | in_state; null when there is no guarantee or no stated rule. */
    guaranteeResidency: text('guarantee_residency'),
    guaranteeAssetsNote: text('guarantee_assets_note'),
    /** The first academic year the thresholds apply, e.g. "2025-26". */
    policyYear: text('policy_year'),
    source: text('source').notNull(),
    /** PRIMARY | SECONDARY | UNVERIFIED. */
    grade: text('grade').notNull(),
    /** When the row was last checked against its source. */
    checkedOn: date('checked_on', { mode: 'string' }),
    /**
     * Aid the college publishes for non-residents (out-of-state students; docs/decisions/0064): a yearly grant every
     * non-resident receives (whole dollars, as published, not grown), and/or its rule in words where it cannot be
     * priced, with the year, source and grade of that publication. All null: none in our data.
     */
    nonresidentAidAmount: integer('nonresident_aid_amount'),
    nonresidentAidNote: text('nonresident_aid_note'),
    nonresidentAidYear: text('nonresident_aid_year'),
    nonresidentAidSource: text('nonresident_aid_source'),
    /** PRIMARY | SECONDARY | UNVERIFIED. */
    nonresidentAidGrade: text('nonresident_aid_grade'),
    /** Raised by every update (a trigger, migration 0028); a save based on an older one is refused (ADR 0072). */
    editVersion: integer('edit_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('college_aid_policies_css', sql`${t.cssProfileRequired} in ('yes', 'no', 'unknown')`),
    check(
      'college_aid_policies_full_need',
      sql`${t.meetsFullNeed} in ('all', 'residents_only', 'no', 'unknown')`,
    ),
    check('college_aid_policies_need_blind', sql`${t.needBlind} in ('yes', 'no', 'unknown')`),
    check('college_aid_policies_no_loan', sql`${t.noLoanPolicy} in ('yes', 'no', 'unknown')`),
    check('college_aid_policies_income_limit', sql`${t.incomeLimit} in ('at_or_below', 'below')`),
    check('college_aid_policies_residency', sql`${t.guaranteeResidency} in ('any', 'in_state')`),
    check('college_aid_policies_grade', sql`${t.grade} in ('PRIMARY', 'SECONDARY', 'UNVERIFIED')`),
    check(
      'college_aid_policies_nonresident_grade',
      sql`${t.nonresidentAidGrade} in ('PRIMARY', 'SECONDARY', 'UNVERIFIED')`,
    ),
    check(
      'college_aid_policies_nonresident_sourced',
      sql`(${t.nonresidentAidAmount} is null and ${t.nonresidentAidNote} is null) or (${t.nonresidentAidSource} is not null and ${t.nonresidentAidGrade} is not null)`,
    ),
    check('college_aid_policies_nonresident_amount', sql`${t.nonresidentAidAmount} >= 0`),
    check(
      'college_aid_policies_incomes',
      sql`${t.freeTuitionIncomeMax} >= 0 and ${t.freeTotalIncomeMax} >= 0`,
    ),
  ],
);
