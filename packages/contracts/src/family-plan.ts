import { GROWTH_RATE_BOUNDS } from '@ccp/aid-engine/growth';
import { z } from 'zod';
import { NetPriceByIncomeSchema, PriceRulesSchema } from './college-search';
import { MoneySchema } from './common';
import { FiguresBasisSchema } from './family-figures';

/**
 * The family's four-year plan (docs/decisions/0032): a yearly growth rate in percent, one decimal at most, within
 * the engine's bounds for that rate.
 */
const rate = (what: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `Enter the ${what} as a number of percent.` })
    .min(min, `The ${what} must be at least ${min}%.`)
    .max(max, `The ${what} must be at most ${max}%.`)
    .refine((v) => Math.round(v * 10) === v * 10, { error: `Use at most one decimal for the ${what}.` });

export const MAX_YEARS_IN_COLLEGE = 6;

export const PlanStudentChoiceSchema = z
  .object({
    studentId: z.uuid('That is not a valid student id.'),
    /** One of the student's favourites, or null. */
    collegeId: z.number().int().positive('That is not a valid college id.').nullable(),
    /** A yearly cost of attendance the family enters (today's dollars), or null. */
    enteredCost: MoneySchema.nullable(),
    gapYear: z.boolean(),
    yearsInCollege: z
      .number({ error: 'Enter the years in college as a whole number.' })
      .int('Enter the years in college as a whole number.')
      .min(1, 'A student spends at least 1 year in college.')
      .max(MAX_YEARS_IN_COLLEGE, `Plan at most ${MAX_YEARS_IN_COLLEGE} years in college.`),
  })
  .refine((c) => c.collegeId === null || c.enteredCost === null, {
    error: 'Choose a favorite college or enter a cost, not both.',
    path: ['enteredCost'],
  });
export type PlanStudentChoice = z.infer<typeof PlanStudentChoiceSchema>;

export const PlanAssumptionsRequestSchema = z.object({
  costGrowthPercent: rate('college cost growth', GROWTH_RATE_BOUNDS.costGrowthPercent),
  incomeGrowthPercent: rate('income growth', GROWTH_RATE_BOUNDS.incomeGrowthPercent),
  assetGrowthPercent: rate('asset growth', GROWTH_RATE_BOUNDS.assetGrowthPercent),
  students: z.array(PlanStudentChoiceSchema).max(10),
});
export type PlanAssumptionsRequest = z.infer<typeof PlanAssumptionsRequestSchema>;

const money = z.number().int();
const maybe = money.nullable();

export const PlanStudentYearSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  inCollege: z.boolean(),
  collegeYear: z.number().int().nullable(),
  college: z.string().nullable(),
  costOfAttendance: maybe,
  federalSai: maybe,
  pell: maybe,
  institutionalSai: maybe,
  numberInCollege: z.number().int().nullable(),
  parentsShare: z.number().nullable(),
  institutionalParentsContribution: maybe,
  institutionalParentsContributionPerStudent: maybe,
  aidIndex: z.enum(['institutional', 'federal', 'both']).nullable(),
  needBasedGrant: maybe,
  netPrice: maybe,
});
export type PlanStudentYear = z.infer<typeof PlanStudentYearSchema>;

export const PlanYearSchema = z.object({
  awardYear: z.string(),
  startYear: z.number().int(),
  official: z.boolean(),
  /** The year's federal tables and maximum Pell with their status, in the aid engine's words (`awardYearStatus`). */
  tables: z.object({ federal: z.string(), pell: z.string(), provisionalPell: z.boolean() }),
  students: z.array(PlanStudentYearSchema),
  studentsInCollege: z.number().int(),
  totalCostOfAttendance: money,
  totalPell: money,
  totalNeedBasedGrant: money,
  /** Pell and need-based grants together (aid engine). */
  totalGrants: money,
  totalNetPrice: money,
});
export type PlanYear = z.infer<typeof PlanYearSchema>;

/** The college the engine's plan counts for a student, as `fourYearPlan` reads it (for the plan's what-ifs). */
export const PlanCollegeInputSchema = z.object({
  name: z.string(),
  /** The full cost of attendance's lines as published, in costYearStart. */
  costLines: z.array(
    z.object({
      kind: z.enum(['tuition', 'fees', 'housing', 'books', 'other']),
      label: z.string(),
      amount: money,
    }),
  ),
  /** The spec's narrower lines (tuition, full-time fee, room and board). */
  specLines: z.array(money),
  costYearStart: z.number().int(),
  netPriceByIncome: NetPriceByIncomeSchema.nullable(),
  avgNetPrice: z.number().int().nullable(),
  netPriceYearStart: z.number().int(),
  rules: PriceRulesSchema,
  living: z.enum(['on_campus', 'off_campus', 'with_family']),
  tuitionBasis: z.enum(['in-district', 'in-state', 'out-of-state', 'general']),
  costNote: z.string(),
});
export type PlanCollegeInputDto = z.infer<typeof PlanCollegeInputSchema>;

export const PlanStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  graduationYear: z.number().int().nullable(),
  firstAwardYear: z.string().nullable(),
  gapYear: z.boolean(),
  yearsInCollege: z.number().int(),
  collegeId: z.number().int().nullable(),
  enteredCost: maybe,
  favourites: z.array(z.object({ collegeId: z.number().int(), name: z.string() })),
  /** What the plan counts for this student, with where the price comes from. */
  counted: z
    .object({
      name: z.string(),
      costOfAttendance: money,
      priceYear: z.string(),
      method: z.string(),
    })
    .nullable(),
  /**
   * What the engine's `fourYearPlan` reads for this student besides the profile (null when the student has no
   * graduation year): the browser's what-ifs run the plan again on a changed profile with it.
   */
  engine: z
    .object({
      firstYearStart: z.number().int(),
      yearsInCollege: z.number().int(),
      college: PlanCollegeInputSchema.nullable(),
    })
    .nullable(),
});
export type PlanStudent = z.infer<typeof PlanStudentSchema>;

export const FamilyPlanResponseSchema = z.object({
  baseAwardYear: z.string(),
  assumptions: z.object({
    costGrowthPercent: z.number(),
    incomeGrowthPercent: z.number(),
    assetGrowthPercent: z.number(),
    tableIndexPercent: z.number(),
    latestOfficialAwardYear: z.string(),
  }),
  students: z.array(PlanStudentSchema),
  years: z.array(PlanYearSchema),
  totals: z.object({
    costOfAttendance: money,
    pell: money,
    needBasedGrant: money,
    netPrice: money,
  }),
  rule: z.string(),
  notes: z.array(z.string()),
  /** The growth every screen uses and whose figures these are (the family's own or a case study's). */
  basis: FiguresBasisSchema,
  /** What the family must add before the plan can be computed (empty when it is). */
  missing: z.array(z.string()),
});
export type FamilyPlanResponse = z.infer<typeof FamilyPlanResponseSchema>;
