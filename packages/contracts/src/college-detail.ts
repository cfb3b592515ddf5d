import { z } from 'zod';
import { CollegeAidPolicySchema } from './aid-policies';
import { CollegeSearchItemSchema, CostAssumptionsSchema, LoanRateSchema } from './college-search';
import { IdParamSchema } from './common';
import { FiguresBasisSchema } from './family-figures';

/* One college's page (GET /api/family/colleges/:id) and the family's figures the college screens start from. */

export const CollegeIdParamsSchema = z.object({
  id: IdParamSchema('Not a college id.'),
});

/** The family's own figures the college screens start from (GET /api/family/colleges/defaults). */
export const CollegeDefaultsResponseSchema = z.object({
  familyState: z.string().nullable(),
  federalSai: z.number().int().nullable(),
  institutionalSai: z.number().int().nullable(),
  income: z.number().int().nullable(),
  /** Each student's own figures: the college screens use the chosen student's (default: the first). */
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      graduationYear: z.number().int().nullable(),
      /** FAFSA award year of the student's first college year, e.g. "2027-28". */
      awardYear: z.string(),
      /** Calendar year the student's first college year starts. */
      startYear: z.number().int(),
      federalSai: z.number().int().nullable(),
      institutionalSai: z.number().int().nullable(),
      pellAward: z.number().int().nullable(),
      /** The parents' incomes grown to the student's first college year (the net price's income band). */
      income: z.number().int().nullable(),
      yearNote: z.string().nullable(),
    }),
  ),
  basis: FiguresBasisSchema.nullable(),
});
export type CollegeDefaultsResponse = z.infer<typeof CollegeDefaultsResponseSchema>;

const costLine = z.object({ label: z.string(), amount: z.number().int() });

export const CollegeCostBreakdownSchema = z.object({
  residency: z.enum(['in-state', 'out-of-state']),
  /** Which tuition figure applied: the residency's own, or general tuition as the 0-tuition fallback. */
  tuitionBasis: z.enum(['in-district', 'in-state', 'out-of-state', 'general']),
  lines: z.array(costLine),
  /** Null when the college publishes no tuition at all. */
  total: z.number().int().nullable(),
  /** The rule applied, in plain words. */
  rule: z.string(),
});
export type CollegeCostBreakdown = z.infer<typeof CollegeCostBreakdownSchema>;

export const CollegeDetailResponseSchema = z.object({
  college: CollegeSearchItemSchema.extend({
    zip: z.string().nullable(),
    netPriceCalculatorUrl: z.string().nullable(),
    locale: z.string().nullable(),
    predominantDegree: z.string().nullable(),
    highestDegree: z.string().nullable(),
    mainCampus: z.boolean().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  costs: z.object({
    forFamily: CollegeCostBreakdownSchema,
    inState: CollegeCostBreakdownSchema,
    outOfState: CollegeCostBreakdownSchema,
    /**
     * The full cost of attendance for this student (tuition and fees, housing and food where it lives, books and
     * supplies, transport and personal expenses): need and net price are worked out from it.
     */
    full: CollegeCostBreakdownSchema,
    booksSupplies: z.number().int().nullable(),
    otherExpensesOnCampus: z.number().int().nullable(),
    /** The published year of the two figures above (the newest the college has). */
    booksAndOtherYear: z.string(),
    publishedCostOfAttendance: z.number().int().nullable(),
    /** The academic year of that published cost of attendance (the college's own price year). */
    publishedCostOfAttendanceYear: z.string(),
    next: z.object({
      academicYear: z.literal('2022-23'),
      tuitionInState: z.number().int().nullable(),
      tuitionOutOfState: z.number().int().nullable(),
      roomBoardOnCampus: z.number().int().nullable(),
    }),
  }),
  admissions: z.object({
    acceptanceRate: z.number().nullable(),
    satAvg: z.number().int().nullable(),
    satReading: z.object({ p25: z.number().int(), p75: z.number().int() }).nullable(),
    satMath: z.object({ p25: z.number().int(), p75: z.number().int() }).nullable(),
    act: z
      .object({ p25: z.number().int(), mid: z.number().int().nullable(), p75: z.number().int() })
      .nullable(),
  }),
  outcomes: z.object({
    graduationRate: z.number().nullable(),
    medianDebt: z.number().int().nullable(),
    pellGrantShare: z.number().nullable(),
    federalLoanShare: z.number().nullable(),
  }),
  /** The academic year of the published net prices below (the newest the college has, as published). */
  netPriceByIncomeYear: z.string(),
  netPriceByIncome: z.array(
    z.object({
      bracket: z.string(),
      label: z.string(),
      amount: z.number().int().nullable(),
      yours: z.boolean(),
    }),
  ),
  majors: z.array(z.object({ code: z.string(), title: z.string(), share: z.number() })),
  /** How the college awards aid, as it publishes it (read-only; null when no policy is on file). */
  aidPolicy: CollegeAidPolicySchema.nullable(),
  assumptions: CostAssumptionsSchema,
  fitStudent: z.object({ id: z.string(), name: z.string(), hasScores: z.boolean() }).nullable(),
  loanRate: LoanRateSchema,
  /** The home ZIP code distances are measured from, or null (none in the profile). */
  homeZip: z.string().nullable(),
});
export type CollegeDetailResponse = z.infer<typeof CollegeDetailResponseSchema>;
