import { z } from 'zod';
import {
  CipFamilyCodeSchema,
  COLLEGE_TYPES,
  CollegeControlSchema,
  CollegeLevelSchema,
  CollegeStateSchema,
  type CollegeType,
} from './colleges';
import { MAX_PAGE_SIZE, PAGE_SIZE, pageOf, TextSchema, UsStateSchema } from './common';
import { CASE_STUDY_ID_INVALID, FiguresBasisSchema } from './family-figures';

// ---- search -------------------------------------------------------------------------------------------------

const percentFilter = z.coerce
  .number({ error: 'Enter a percentage from 0 to 100.' })
  .min(0, 'Enter a percentage from 0 to 100.')
  .max(100, 'Enter a percentage from 0 to 100.');
const SaiQuerySchema = z.coerce
  .number({ error: 'Enter the SAI as a whole number.' })
  .int('Enter the SAI as a whole number.')
  .min(-1500, 'The SAI cannot be below -1,500.')
  .max(999_999, 'The SAI can be at most 999,999.');
const stateQuery = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), schema);

/**
 * `relevance` (the default): with a search, the best match for what was typed first (an exact common short name,
 * name or other name, then names starting with it, then names with each word, then any match; larger colleges
 * first within each); without one, the colleges most useful to this family first (its state, its student's fit,
 * its favourites' peers; see SUGGESTED_ORDER_TEXT).
 */
export const COLLEGE_SORTS = [
  'relevance',
  'name',
  'state',
  'size',
  'coa',
  'need',
  'net_price',
  'acceptance',
  'graduation_rate',
  'gift_rate',
  'aid_rate',
  'fit',
  'debt_payment',
  'distance',
  'earnings',
  'payment_share',
  'can_we_pay',
] as const;
export type CollegeSort = (typeof COLLEGE_SORTS)[number];

/** How a college fits the chosen student's scores (the rule: packages/aid-engine/src/fit/college-fit.ts, ADR 0022). */
export const FIT_LEVELS = ['reach', 'target', 'likely', 'unknown'] as const;
export const FitLevelSchema = z.enum(FIT_LEVELS);
export type FitLevelName = z.infer<typeof FitLevelSchema>;
export const FIT_LABEL: Record<FitLevelName, string> = {
  reach: 'Reach',
  target: 'Target',
  likely: 'Likely',
  unknown: 'Not enough data',
};

/** GET /api/family/colleges. Rate filters take a percentage (0–100); `coa` is a maximum in whole dollars. */
export const CollegeSearchRequestSchema = z.object({
  state: stateQuery(CollegeStateSchema as z.ZodType<string>).optional(),
  family_state: stateQuery(UsStateSchema).optional(),
  family_federal_sai: SaiQuerySchema.optional(),
  family_institutional_sai: z.coerce
    .number({ error: 'Enter the institutional SAI as a whole number.' })
    .int('Enter the institutional SAI as a whole number.')
    .min(0, 'The institutional SAI cannot be negative.')
    .max(999_999, 'The institutional SAI can be at most 999,999.')
    .optional(),
  /** The student the figures are for (its SAI, award year, first college year and test scores for the fit); default: the first. */
  student_id: z.uuid({ error: 'Choose one of your students.' }).optional(),
  student_graduation_year: z.coerce
    .number({ error: 'Enter a year, like 2027.' })
    .int('Enter a year, like 2027.')
    .min(2000, 'Enter a year from 2000 to 2100.')
    .max(2100, 'Enter a year from 2000 to 2100.')
    .optional(),
  /** A case study's figures instead of the family's own (staff acting as the family; docs/decisions/0047). */
  familyVersionId: z.uuid(CASE_STUDY_ID_INVALID).optional(),
  college_level: z.enum(['4-year', '2-year'], { error: 'Choose 4-year or 2-year.' }).optional(),
  college_type: z
    .enum(Object.keys(COLLEGE_TYPES) as [CollegeType, ...CollegeType[]], {
      error: 'Choose public, private-nonprofit or private-for-profit.',
    })
    .optional(),
  major_code: CipFamilyCodeSchema.optional(),
  /** Minimum acceptance rate, percent. */
  acceptance: percentFilter.optional(),
  /** Maximum cost of attendance for this family, whole dollars. */
  coa: z.coerce
    .number({ error: 'Enter a whole-dollar amount.' })
    .int('Enter a whole-dollar amount.')
    .min(0, 'The amount cannot be negative.')
    .max(1_000_000, 'Enter an amount up to $1,000,000.')
    .optional(),
  /** Minimum graduation rate, percent. */
  graduation_rate: percentFilter.optional(),
  /** Minimum gift aid rate, percent. */
  gift_rate: percentFilter.optional(),
  /** Minimum federal aid rate, percent. */
  aid_rate: percentFilter.optional(),
  college_size_min: z.coerce
    .number({ error: 'Enter a number of students.' })
    .int('Enter a whole number of students.')
    .min(0, 'Cannot be negative.')
    .optional(),
  college_size_max: z.coerce
    .number({ error: 'Enter a number of students.' })
    .int('Enter a whole number of students.')
    .min(0, 'Cannot be negative.')
    .optional(),
  /** Only colleges with this fit for the student. */
  fit: z.enum(['reach', 'target', 'likely'], { error: 'Choose reach, target or likely.' }).optional(),
  /** Maximum monthly payment on the median federal debt (standard 10-year plan), whole dollars. */
  max_debt_payment: z.coerce
    .number({ error: 'Enter a whole-dollar amount.' })
    .int('Enter a whole-dollar amount.')
    .min(0, 'The amount cannot be negative.')
    .max(100_000, 'Enter an amount up to $100,000.')
    .optional(),
  /** Minimum median earnings of former students 10 years after entry, whole dollars a year. */
  min_earnings: z.coerce
    .number({ error: 'Enter a whole-dollar amount.' })
    .int('Enter a whole-dollar amount.')
    .min(0, 'The amount cannot be negative.')
    .max(1_000_000, 'Enter an amount up to $1,000,000.')
    .optional(),
  /** Maximum yearly loan payment as a share of those earnings, percent (0–100). */
  max_payment_share: percentFilter.optional(),
  /** Only colleges at most this many miles from the family's home ZIP code. */
  max_distance: z.coerce
    .number({ error: 'Enter a number of miles.' })
    .int('Enter a whole number of miles.')
    .min(1, 'Enter at least 1 mile.')
    .max(5_000, 'Enter at most 5,000 miles.')
    .optional(),
  /**
   * "Can we pay for this?" (the family's funding plan with the college counted for the student): `covered` keeps the
   * colleges savings and income cover, `within_loans` also those the federal loans cover (no gap).
   */
  can_we_pay: z
    .enum(['covered', 'within_loans'], { error: 'Choose covered or within the federal loans.' })
    .optional(),
  sort_college: z.enum(COLLEGE_SORTS, { error: 'Choose a sort from the list.' }).default('relevance'),
  sort_order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('DESC')
    .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type CollegeSearchRequest = z.input<typeof CollegeSearchRequestSchema>;

/** GET /api/family/colleges/{id}: the family figures to work the costs out with (defaults: the family's own). */
export const CollegeDetailRequestSchema = CollegeSearchRequestSchema.pick({
  family_state: true,
  family_federal_sai: true,
  family_institutional_sai: true,
  student_id: true,
  student_graduation_year: true,
  familyVersionId: true,
});
export type CollegeDetailRequest = z.input<typeof CollegeDetailRequestSchema>;
export type CollegeSearchQuery = z.output<typeof CollegeSearchRequestSchema>;

/** Published average net price by family income band (whole dollars, null when not published). */
export const NetPriceByIncomeSchema = z.object({
  '0-30000': z.number().int().nullable(),
  '30001-48000': z.number().int().nullable(),
  '48001-75000': z.number().int().nullable(),
  '75001-110000': z.number().int().nullable(),
  '110001+': z.number().int().nullable(),
});

/** A college's pricing rules for one family (the aid engine's `PriceRules`, docs/decisions/0062). */
export const PriceRulesSchema = z.object({
  publishedPricesApply: z.boolean(),
  aidMethod: z.enum(['css-profile', 'fafsa', 'unknown']),
  meetsFullNeed: z.boolean(),
  guarantee: z
    .object({
      freeTuitionIncomeMax: z.number().int().nullable(),
      freeTotalIncomeMax: z.number().int().nullable(),
      incomeLimit: z.enum(['at_or_below', 'below']),
      policyYear: z.string().nullable(),
      source: z.string(),
      grade: z.string(),
    })
    .nullable(),
  nonResidentAid: z.number().int().nullable(),
  /** What the college publishes for non-residents, in words with its source (a non-resident at a public college). */
  nonResidentAidText: z.string().nullable(),
});

/**
 * How a net price was estimated: from the college's published net price for the family's income band, from its
 * overall average, as the need-based price (the college publishes none), as the full cost less federal grants (an
 * out-of-state student at a public college: its published prices are its residents'), from the college's published
 * income guarantee, or not at all (SAI or cost unknown).
 */
export const NetPriceMethodSchema = z.enum([
  'income-bracket',
  'average',
  'need-based',
  'non-resident',
  'guarantee',
  'unavailable',
]);
export type NetPriceMethod = z.infer<typeof NetPriceMethodSchema>;

/** The figures of one college for one family (whole dollars; null when the college publishes too little). */
export const FamilyCostSchema = z.object({
  /** The spec's cost of attendance (§9) in priceYear, shown labelled "tuition, fees, room and board". */
  costOfAttendance: z.number().int().nullable(),
  /** The same figure under the name it is shown with. */
  tuitionFeesRoomBoard: z.number().int().nullable(),
  /** Where the student lives in these prices (its profile's choice, else the college's usual one). */
  living: z.enum(['on_campus', 'off_campus', 'with_family']).nullable(),
  /** The estimate the college awards its own aid from; 'both' when unknown (the range spans the two). */
  aidIndex: z.enum(['federal', 'institutional', 'both']).nullable(),
  /** The college's published income guarantee at the family's income: met, missed, or none. */
  guarantee: z.enum(['met', 'missed']).nullable(),
  /** A college meeting full need for this family: its price was held at cost minus need. */
  fullNeedCapped: z.boolean(),
  /** What the net price is and how it was made, in the words shown beside it. */
  netPriceLabel: z.string().nullable(),
  /** Whether the in-state or out-of-state tuition applied (the spec's rule), or none for lack of a state. */
  residency: z.enum(['in-state', 'out-of-state']),
  /** fullCost less the estimate the college uses (the institutional one at a CSS Profile college). */
  estimatedNeed: z.number().int().nullable(),
  estimatedNetPrice: z.number().int().nullable(),
  netPriceLow: z.number().int().nullable(),
  netPriceHigh: z.number().int().nullable(),
  netPriceMethod: NetPriceMethodSchema,
  /**
   * The published year the net price was worked out from: the college's published net prices' year, or its charges'
   * year for a need-based price; null when no net price is estimated.
   */
  netPriceDataYear: z.string().nullable(),
  /**
   * The full cost of attendance in priceYear (tuition and fees, housing and food for where the student lives, books
   * and supplies, transport and personal expenses): estimatedNeed and estimatedNetPrice are worked out from it.
   */
  fullCost: z.number().int().nullable(),
  /** The year of costOfAttendance, estimatedNeed and estimatedNetPrice (the student's first college year). */
  priceYear: z.string(),
  /** The catalogue's published year the prices were projected from (its newest figures for this college). */
  publishedPriceYear: z.string().nullable(),
  /** Cost of attendance in the student's first academic year, grown from the published price (= costOfAttendance). */
  projectedCost: z.object({ academicYear: z.string(), amount: z.number().int() }).nullable(),
});
export type FamilyCost = z.infer<typeof FamilyCostSchema>;

export const CollegeSearchItemSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int().nullable(),
  name: z.string(),
  alias: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  control: CollegeControlSchema,
  level: CollegeLevelSchema,
  website: z.string().nullable(),
  undergradEnrollment: z.number().int().nullable(),
  collegeSize: z.enum(['small', 'medium', 'large']).nullable(),
  acceptanceRate: z.number().nullable(),
  satAvg: z.number().int().nullable(),
  /** SAT middle 50% of admitted students (reading + math), the spec's requiredSat. */
  satRange: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  graduationRate: z.number().nullable(),
  giftRate: z.number().nullable(),
  aidRate: z.number().nullable(),
  avgNetPrice: z.number().int().nullable(),
  medianDebt: z.number().int().nullable(),
  /** The median debt's monthly payment on the standard 10-year plan at the federal undergraduate rate. */
  monthlyDebtPayment: z.number().int().nullable(),
  /** Median earnings of former students (federal aid recipients) 10 years after entry, College Scorecard. */
  medianEarnings: z.number().int().nullable(),
  /** Twelve monthly payments as a share of those earnings, 0..1 (3 decimals); null when either is unknown. */
  paymentShareOfEarnings: z.number().nullable(),
  /** Names the college had before (a renamed college is shown by its current name). */
  formerNames: z.array(z.string()),
  /** Short names families type for it ("Penn State"). */
  commonNames: z.array(z.string()),
  /**
   * The academic year of the Scorecard/IPEDS figures this college's row was built from (enrolment, admissions,
   * outcomes; prices carry their own year in publishedPriceYear), and where they come from.
   */
  dataYear: z.string().nullable(),
  dataSource: z.string().nullable(),
  /** For the chosen student: reach, target, likely, or unknown ("Not enough data"), with the reason in words. */
  fit: z.object({ level: FitLevelSchema, reason: z.string() }),
  /** Miles from the family's home ZIP code (straight line), or null without a ZIP or the college's location. */
  distanceMiles: z.number().int().nullable(),
  ...FamilyCostSchema.shape,
});
export type CollegeSearchItem = z.infer<typeof CollegeSearchItemSchema>;

/** The family figures the results were worked out with, and where each came from. */
export const CostAssumptionsSchema = z.object({
  familyState: z.string().nullable(),
  federalSai: z.number().int().nullable(),
  institutionalSai: z.number().int().nullable(),
  /** Household income used to pick the net-price income band (from the parents' incomes), if known. */
  income: z.number().int().nullable(),
  /** The student these figures are for (null for a caller without students). */
  studentId: z.string().nullable(),
  studentGraduationYear: z.number().int().nullable(),
  /** First academic year of college, e.g. "2027-28", when a graduation year is known. */
  firstAcademicYear: z.string().nullable(),
  /** The family's yearly college price growth (its plan's rate, else the default), percent. */
  annualIncreasePercent: z.number(),
  /** The student's full-time Pell Grant in priceYear: a net price is at most the cost less Pell. */
  pellAward: z.number().int().nullable(),
  /** How the student's figures for priceYear were worked out (income grown, tables projected), or null. */
  yearNote: z.string().nullable(),
  /** The growth and the profile the figures come from (null for a caller without a family). */
  basis: FiguresBasisSchema.nullable(),
  /**
   * The academic year every cost, need and net price in the answer is for: the student's first college year (its
   * award year), or the current award year when no graduation year is known.
   */
  priceYear: z.string(),
  /** The calendar year `priceYear` starts. */
  priceYearStart: z.number().int(),
  /** Why the SAI and net prices may differ (inputs estimated, a complex household): aid engine `estimateReasons`. */
  estimateReasons: z.array(z.string()),
});
export type CostAssumptions = z.infer<typeof CostAssumptionsSchema>;

/** The loan rate the debt payments use, named with its year and source. */
export const LoanRateSchema = z.object({ percent: z.number(), awardYear: z.string(), source: z.string() });

export const CollegeSearchResponseSchema = pageOf(CollegeSearchItemSchema).extend({
  /** Pages there are; a page past the last answers no items. */
  totalPages: z.number().int(),
  assumptions: CostAssumptionsSchema,
  /** The student the fit labels are for, or null (no student). */
  fitStudent: z.object({ id: z.string(), name: z.string(), hasScores: z.boolean() }).nullable(),
  loanRate: LoanRateSchema,
  /** The home ZIP code distances are measured from, or null (none in the profile). */
  homeZip: z.string().nullable(),
  /**
   * "Can we pay for this?" for the page's colleges, in the items' order: only when the search sorts or filters by it
   * (it runs the family's funding plan for every college); otherwise null.
   */
  canWePay: z
    .array(
      z.object({
        collegeId: z.number().int(),
        status: z.enum(['covered', 'loans', 'gap']).nullable(),
        line: z.string(),
      }),
    )
    .nullable()
    .optional(),
  /** How the list is ordered, in words, where it needs saying: by relevance (the best matches, or what is suggested and why) or by the cost of attendance (which figure); null otherwise. */
  orderNote: z.string().nullable(),
});
export type CollegeSearchResponse = z.infer<typeof CollegeSearchResponseSchema>;
