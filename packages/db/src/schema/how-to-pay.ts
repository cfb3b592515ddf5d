import type { FundingResourceKind } from '@ccp/contracts/aid-offer-values';
import { AID_BASES, AID_ITEM_KINDS, AID_SOURCES, LOAN_KINDS } from '@ccp/contracts/aid-offer-values';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { colleges } from './colleges';
import { createdAt, id, updatedAt } from './columns';
import { families, students } from './families';

/**
 * How the family pays (docs/decisions/0050): the funding plan's choices. A null amount means "what the profile
 * says" (the 529 balance, the student's savings, the college's median earnings).
 */
export const fundingSettings = pgTable('funding_settings', {
  familyId: uuid('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  resourceOrder: jsonb('resource_order').$type<FundingResourceKind[]>().notNull(),
  parentSavings: integer('parent_savings'),
  parentIncomePerYear: integer('parent_income_per_year').notNull().default(0),
  parentsBorrowPlus: boolean('parents_borrow_plus').notNull().default(true),
  parentPlusDenied: boolean('parent_plus_denied').notNull().default(false),
  updatedAt: updatedAt(),
});

export const fundingStudents = pgTable(
  'funding_students',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    savings: integer('savings'),
    workPerYear: integer('work_per_year').notNull().default(0),
    borrowsDirectLoans: boolean('borrows_direct_loans').notNull().default(true),
    /** The interim exception's question; null until answered. */
    borrowedBeforeJuly2026: boolean('borrowed_before_july_2026'),
    startingSalary: integer('starting_salary'),
    updatedAt: updatedAt(),
  },
  (t) => [index('funding_students_family_idx').on(t.familyId)],
);

export const aidItemKind = pgEnum('aid_item_kind', AID_ITEM_KINDS);
export const aidSource = pgEnum('aid_source', AID_SOURCES);
export const aidBasis = pgEnum('aid_basis', AID_BASES);
export const loanKind = pgEnum('loan_kind', LOAN_KINDS);

/** An aid offer a college sent for a student and award year, as the family entered it (docs/decisions/0051). */
export const aidOffers = pgTable(
  'aid_offers',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    awardYear: text('award_year').notNull(),
    /** Billed by the college. */
    tuitionAndFees: integer('tuition_and_fees').notNull(),
    housingAndFood: integer('housing_and_food').notNull(),
    /** Housing and food are on campus (billed); off campus they are not billed. */
    housingOnCampus: boolean('housing_on_campus').notNull().default(true),
    /** Not billed. */
    booksAndSupplies: integer('books_and_supplies').notNull().default(0),
    transportation: integer('transportation').notNull().default(0),
    personalExpenses: integer('personal_expenses').notNull().default(0),
    /** What the letter itself calls the total aid and the net cost, when it says so. */
    letterTotalAid: integer('letter_total_aid'),
    letterNetCost: integer('letter_net_cost'),
    /** The family's changed circumstances, for the appeal letter. */
    appealCircumstances: text('appeal_circumstances').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('aid_offers_student_college_year_idx').on(t.studentId, t.collegeId, t.awardYear),
    index('aid_offers_family_idx').on(t.familyId),
    check(
      'aid_offers_costs_not_negative',
      sql`${t.tuitionAndFees} >= 0 and ${t.housingAndFood} >= 0 and ${t.booksAndSupplies} >= 0 and ${t.transportation} >= 0 and ${t.personalExpenses} >= 0`,
    ),
  ],
);

/** Each line of an offer: a grant, a scholarship, work-study or a loan, in the letter's order. */
export const aidOfferItems = pgTable(
  'aid_offer_items',
  {
    id: id(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => aidOffers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: aidItemKind('kind').notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    /** Grants and scholarships: whose money, need or merit, renewable and on what condition. */
    source: aidSource('source'),
    basis: aidBasis('basis'),
    renewable: boolean('renewable'),
    renewalCondition: text('renewal_condition').notNull().default(''),
    /** Loans: which kind, and a private loan's rate (federal loans use the award year's own). */
    loanKind: loanKind('loan_kind'),
    interestRate: doublePrecision('interest_rate'),
  },
  (t) => [
    index('aid_offer_items_offer_idx').on(t.offerId, t.position),
    check('aid_offer_items_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

export type AidOfferRow = typeof aidOffers.$inferSelect;
export type AidOfferItemRow = typeof aidOfferItems.$inferSelect;
