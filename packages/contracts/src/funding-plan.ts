import { z } from 'zod';
import { FUNDING_RESOURCE_KINDS } from './aid-offer-values';

/** The funding plan (docs/decisions/0050): how the family pays the plan's net price, year by year. */

const money = z.number().int();
const wholeDollars = (what: string) =>
  z
    .number({ error: `Enter ${what} in whole dollars.` })
    .int(`Enter ${what} in whole dollars, without cents.`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} cannot be negative.`)
    .max(10_000_000, `${what[0]?.toUpperCase()}${what.slice(1)} is too large (at most $10,000,000).`);

export const FundingResourceSchema = z.enum(FUNDING_RESOURCE_KINDS, {
  error: 'Choose a resource of the list.',
});

export const FundingStudentSettingsSchema = z.object({
  studentId: z.uuid('That is not a valid student id.'),
  /** The student's savings to use; null: the savings on the profile. */
  savings: wholeDollars('the student’s savings').nullable(),
  workPerYear: wholeDollars('the student’s yearly earnings'),
  borrowsDirectLoans: z.boolean(),
  /** The interim exception's question (a Direct Loan made for the program before July 1, 2026); null: not answered. */
  borrowedBeforeJuly2026: z.boolean().nullable(),
  /** The salary repayment is worked out at; null: the college's median earnings. */
  startingSalary: wholeDollars('the starting salary').nullable(),
});
export type FundingStudentSettings = z.infer<typeof FundingStudentSettingsSchema>;

export const FundingSettingsRequestSchema = z
  .object({
    order: z
      .array(FundingResourceSchema)
      .length(FUNDING_RESOURCE_KINDS.length, 'Put each of the four resources in the order once.'),
    /** The parents' 529 plans and savings to use; null: the 529 balance on the profile. */
    parentSavings: wholeDollars('the parents’ savings').nullable(),
    parentIncomePerYear: wholeDollars('the yearly amount from income'),
    parentsBorrowPlus: z.boolean(),
    parentPlusDenied: z.boolean(),
    students: z.array(FundingStudentSettingsSchema).max(10),
  })
  .refine((s) => new Set(s.order).size === s.order.length, {
    error: 'Put each of the four resources in the order once.',
    path: ['order'],
  });
export type FundingSettingsRequest = z.infer<typeof FundingSettingsRequestSchema>;

const LoanSchema = z.object({
  principal: money,
  fee: money,
  received: money,
  ratePercent: z.number(),
  rateStatus: z.enum(['official', 'projected']),
  feePercent: z.number(),
});

const ResourcesSchema = z.object({
  parentSavings: money,
  parentIncome: money,
  studentSavings: money,
  studentWork: money,
});

export const FundingStudentYearSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  awardYear: z.string(),
  startYear: z.number().int(),
  collegeYear: z.number().int(),
  college: z.string().nullable(),
  costOfAttendance: money,
  grants: money,
  netPrice: money,
  resources: ResourcesSchema,
  resourcesTotal: money,
  subsidised: LoanSchema,
  unsubsidised: LoanSchema,
  parentPlus: LoanSchema,
  directLoanLimit: money,
  subsidisedEligible: money,
  parentPlusLimit: money.nullable(),
  parentPlusRule: z.enum(['capped', 'interim-exception', 'cost-minus-aid', 'not-borrowed', 'denied']),
  gap: money,
  projectedRules: z.boolean(),
});
export type FundingStudentYearDto = z.infer<typeof FundingStudentYearSchema>;

const TieredSchema = z.object({
  months: z.number().int(),
  monthlyPayment: money,
  totalPaid: money,
  interest: money,
  balance: money,
});

const RepaymentSchema = z.object({
  principal: money,
  interestBeforeRepayment: money,
  balanceAtGraduation: money,
  balanceAtRepayment: money,
  tieredStandard: TieredSchema,
  totalInterest: money,
});

export const PayStatusSchema = z.enum(['covered', 'loans', 'gap']);
export type PayStatusDto = z.infer<typeof PayStatusSchema>;

export const FundingStudentSummarySchema = z.object({
  studentId: z.string(),
  name: z.string(),
  college: z.string().nullable(),
  years: z.number().int(),
  netPrice: money,
  resources: ResourcesSchema,
  resourcesTotal: money,
  studentLoans: money,
  parentPlus: money,
  gap: money,
  status: PayStatusSchema,
  statusLine: z.string(),
  studentRepayment: RepaymentSchema,
  parentRepayment: RepaymentSchema,
  rap: z
    .object({
      firstMonthlyPayment: money,
      months: z.number().int(),
      totalPaid: money,
      interestPaid: money,
      interestWaived: money,
      principalMatch: money,
      forgiven: money,
      shareOfSalary: z.number(),
    })
    .nullable(),
  startingSalary: money.nullable(),
  salarySource: z.string().nullable(),
  standardShareOfSalary: z.number().nullable(),
  interimException: z.boolean(),
});

export const FundingPlanResultSchema = z.object({
  rows: z.array(FundingStudentYearSchema),
  students: z.array(FundingStudentSummarySchema),
  years: z.array(
    z.object({
      awardYear: z.string(),
      netPrice: money,
      resources: money,
      studentLoans: money,
      parentPlus: money,
      gap: money,
    }),
  ),
  totals: z.object({
    netPrice: money,
    resources: money,
    studentLoans: money,
    parentPlus: money,
    gap: money,
    interest: money,
  }),
  order: z.array(FundingResourceSchema),
  sources: z.array(
    z.object({
      rule: z.string(),
      source: z.string(),
      grade: z.enum(['P', 'P-repo', 'S', 'U']),
      caveat: z.string().optional(),
    }),
  ),
  assumptions: z.array(z.string()),
  gapMeaning: z.string().nullable(),
});
export type FundingPlanResultDto = z.infer<typeof FundingPlanResultSchema>;

export const FundingStudentChoicesSchema = FundingStudentSettingsSchema.extend({
  name: z.string(),
  /** The savings on the profile (the default of `savings`). */
  profileSavings: money,
  /** The counted college's median earnings (College Scorecard), the default of `startingSalary`. */
  medianEarnings: money.nullable(),
  /** The interim exception can apply: the student was in college before July 1, 2026 (the question is asked). */
  interimQuestionApplies: z.boolean(),
});
export type FundingStudentChoices = z.infer<typeof FundingStudentChoicesSchema>;

export const FamilyFundingResponseSchema = z.object({
  settings: z.object({
    order: z.array(FundingResourceSchema),
    parentSavings: money.nullable(),
    /** The parents' 529 balance on the profile (the default of `parentSavings`). */
    profile529: money,
    parentIncomePerYear: money,
    parentsBorrowPlus: z.boolean(),
    parentPlusDenied: z.boolean(),
    students: z.array(FundingStudentChoicesSchema),
  }),
  /** The plan's growth rates the funding plan uses (savings left grow with assets, the salary with income). */
  assetGrowthPercent: z.number(),
  salaryGrowthPercent: z.number(),
  baseAwardYear: z.string(),
  plan: FundingPlanResultSchema,
});
export type FamilyFundingResponse = z.infer<typeof FamilyFundingResponseSchema>;

/** "Can we pay for this?" for a student's colleges: the funding plan with each college counted in turn. */
export const CanWePayQuerySchema = z.object({
  studentId: z.uuid('That is not a valid student id.'),
  collegeIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'List up to 50 college ids, separated by commas.')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

export const CanWePayItemSchema = z.object({
  collegeId: z.number().int(),
  status: PayStatusSchema.nullable(),
  line: z.string(),
  netPrice: money.nullable(),
  resources: money.nullable(),
  studentLoans: money.nullable(),
  parentPlus: money.nullable(),
  gap: money.nullable(),
});
export type CanWePayItem = z.infer<typeof CanWePayItemSchema>;

export const CanWePayResponseSchema = z.object({
  studentId: z.string(),
  items: z.array(CanWePayItemSchema),
});
export type CanWePayResponse = z.infer<typeof CanWePayResponseSchema>;
