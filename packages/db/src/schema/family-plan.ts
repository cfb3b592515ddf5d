import { boolean, doublePrecision, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { colleges } from './colleges';
import { createdAt, id, updatedAt } from './columns';
import { families, students } from './families';

/** The family's four-year plan assumptions (docs/decisions/0032): yearly growth rates in percent. */
export const familyPlanSettings = pgTable('family_plan_settings', {
  familyId: uuid('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  costGrowthPercent: doublePrecision('cost_growth_percent').notNull(),
  incomeGrowthPercent: doublePrecision('income_growth_percent').notNull(),
  assetGrowthPercent: doublePrecision('asset_growth_percent').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Each student's place in the plan: the college counted (one of the student's favourites, or a yearly cost the
 * family enters, or neither = the student's first favourite), a gap year and the years in college.
 */
export const familyPlanStudents = pgTable(
  'family_plan_students',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    collegeId: integer('college_id').references(() => colleges.id, { onDelete: 'set null' }),
    enteredCost: integer('entered_cost'),
    gapYear: boolean('gap_year').notNull().default(false),
    yearsInCollege: smallint('years_in_college').notNull().default(4),
    updatedAt: updatedAt(),
  },
  (t) => [index('family_plan_students_family_idx').on(t.familyId)],
);

/** Each PDF report made for a family (docs/decisions/0033): its reference and a hash of its figures, for appeals. */
export const familyReports = pgTable(
  'family_reports',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    awardYear: text('award_year').notNull(),
    figuresHash: text('figures_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('family_reports_family_idx').on(t.familyId)],
);

export type FamilyReportRow = typeof familyReports.$inferSelect;
