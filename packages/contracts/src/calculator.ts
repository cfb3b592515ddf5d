import { GROWTH_RATE_BOUNDS } from '@ccp/aid-engine/growth';
import { z } from 'zod';
import { NetPriceMethodSchema } from './college-search';
import { CollegeControlSchema, CollegeLevelSchema } from './colleges';
import { IdSchema, UsStateSchema } from './common';
import { CASE_STUDY_ID_INVALID } from './family-figures';

export const CALCULATOR_MAX_YEARS = 6;
/** The yearly price increase the calculator accepts: the engine's bounds for college cost growth. */
export const CALCULATOR_MAX_INCREASE_PERCENT = GROWTH_RATE_BOUNDS.costGrowthPercent.max;
const CALCULATOR_MIN_INCREASE_PERCENT = GROWTH_RATE_BOUNDS.costGrowthPercent.min;

/** POST /api/family/calculator/uses: one run of the College Cost Calculator, recorded for the admins' list. */
export const CalculatorRunRequestSchema = z.object({
  collegeId: IdSchema('Choose a college.'),
  /** The student it is for; optional, because a family may not have added its students yet. */
  studentId: z.uuid({ error: 'Choose a student.' }).nullable().default(null),
  familyState: UsStateSchema.nullable(),
  federalSai: z
    .number({ error: 'Enter the SAI as a whole number.' })
    .int('Enter the SAI as a whole number.')
    .min(-1500, 'The SAI cannot be below -1,500.')
    .max(999_999, 'The SAI can be at most 999,999.')
    .nullable(),
  /** Household income for the net-price income band; null uses the college's average net price. */
  income: z
    .number({ error: 'Enter the income in whole dollars.' })
    .int('Enter the income in whole dollars.')
    .min(0, 'The income cannot be negative.')
    .max(100_000_000, 'Enter an income up to $100,000,000.')
    .nullable()
    .default(null),
  /** Calendar year the first academic year starts (the student's high-school graduation year). */
  startYear: z
    .number({ error: 'Enter a year, like 2027.' })
    .int('Enter a year, like 2027.')
    .min(2021, 'Enter a year from 2021.')
    .max(2060, 'Enter a year up to 2060.'),
  years: z
    .number({ error: 'Enter a number of years.' })
    .int('Enter a whole number of years.')
    .min(1, 'At least 1 year.')
    .max(CALCULATOR_MAX_YEARS, `At most ${CALCULATOR_MAX_YEARS} years.`),
  annualIncreasePercent: z
    .number({ error: 'Enter a percentage.' })
    .min(CALCULATOR_MIN_INCREASE_PERCENT, 'The increase cannot be negative.')
    .max(CALCULATOR_MAX_INCREASE_PERCENT, `Enter at most ${CALCULATOR_MAX_INCREASE_PERCENT}%.`),
  /** A case study's figures instead of the family's own (staff acting as the family; docs/decisions/0047). */
  familyVersionId: z.uuid(CASE_STUDY_ID_INVALID).optional(),
});
export type CalculatorRunRequest = z.input<typeof CalculatorRunRequestSchema>;

const money = z.number().int();

export const CalculatorYearSchema = z.object({
  academicYear: z.string(),
  /** The full cost of attendance that year (the plan's figure). */
  costOfAttendance: money,
  estimatedNeed: money.nullable(),
  estimatedNetPrice: money.nullable(),
  /** The grants and scholarships that net price assumes at that year's full cost (aid engine `grantsAndScholarships`). */
  grants: money.nullable(),
});

export const CalculatorRunResponseSchema = z.object({
  id: z.string(),
  college: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string(),
    control: CollegeControlSchema,
    level: CollegeLevelSchema,
    netPriceCalculatorUrl: z.string().nullable(),
  }),
  student: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The academic year of costOfAttendance, estimatedNeed and estimatedNetPrice: the first year of study. */
  priceYear: z.string(),
  /** The catalogue's published year the prices were projected from. */
  publishedPriceYear: z.string(),
  residency: z.enum(['in-state', 'out-of-state']),
  /** The spec's cost of attendance in priceYear, with its lines: tuition, fees, room and board. */
  costOfAttendance: z.object({
    lines: z.array(z.object({ label: z.string(), amount: money })),
    total: money,
    tuitionBasis: z.enum(['in-district', 'in-state', 'out-of-state', 'general']),
    rule: z.string(),
  }),
  /**
   * The full cost of attendance in priceYear (tuition and fees, housing and food where the student lives, books and
   * supplies, transport and personal expenses): need, net price and every year's figures are worked out from it.
   */
  fullCost: money.nullable(),
  fullCostOfAttendance: z.object({
    lines: z.array(z.object({ label: z.string(), amount: money })),
    total: money,
    tuitionBasis: z.enum(['in-district', 'in-state', 'out-of-state', 'general']),
    rule: z.string(),
  }),
  estimatedNeed: money.nullable(),
  estimatedNetPrice: money.nullable(),
  netPriceLow: money.nullable(),
  netPriceHigh: money.nullable(),
  netPriceMethod: NetPriceMethodSchema,
  /** What the net price is and how it was made, in words (null when none is estimated). */
  netPriceLabel: z.string().nullable(),
  /** The spec's narrower figure in priceYear: tuition, fees, room and board. */
  tuitionFeesRoomBoard: money.nullable(),
  /** The published year the net price was worked out from (null when none is estimated). */
  netPriceDataYear: z.string().nullable(),
  /** Why the net price may differ (inputs estimated, a complex household): aid engine `estimateReasons`. */
  estimateReasons: z.array(z.string()),
  years: z.array(CalculatorYearSchema),
  totals: z.object({
    costOfAttendance: money,
    estimatedNeed: money.nullable(),
    estimatedNetPrice: money.nullable(),
    grants: money.nullable(),
  }),
  inputs: z.object({
    familyState: z.string().nullable(),
    federalSai: z.number().int().nullable(),
    income: z.number().int().nullable(),
    startYear: z.number().int(),
    years: z.number().int(),
    annualIncreasePercent: z.number(),
  }),
  createdAt: z.string(),
});
export type CalculatorRunResponse = z.infer<typeof CalculatorRunResponseSchema>;
