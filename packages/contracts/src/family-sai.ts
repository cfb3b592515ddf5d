import { z } from 'zod';
import { MoneySchema } from './common';
import { FiguresBasisSchema, FiguresScopeQuerySchema, YearContextSchema } from './family-figures';
import { FilingStatusSchema, NetProfitSchema } from './family-profile';

/** Federal income tax estimated by the aid engine from one parent's income and filing status. */
export const TaxEstimateQuerySchema = z.object({
  wages: z.coerce.number({ error: 'Enter an amount in whole dollars.' }).pipe(MoneySchema),
  /** On a joint return: the other parent's wages, taxed together with `wages`. */
  spouseWages: z.coerce.number({ error: 'Enter an amount in whole dollars.' }).pipe(MoneySchema).optional(),
  filingStatus: FilingStatusSchema,
  /** Pre-tax payroll retirement contributions (traditional 401(k)/403(b)/457) on this return: not in the AGI. */
  preTaxRetirement: z.coerce
    .number({ error: 'Enter an amount in whole dollars.' })
    .pipe(MoneySchema)
    .optional(),
  /** Deductible IRA/SEP contributions on this return: lower the AGI. */
  deductibleIra: z.coerce.number({ error: 'Enter an amount in whole dollars.' }).pipe(MoneySchema).optional(),
  /** Net profit from self-employment (Schedule C) on this return, a loss negative: part of the AGI. */
  scheduleC: z.coerce.number({ error: 'Enter an amount in whole dollars.' }).pipe(NetProfitSchema).optional(),
  /** Children under 17 claimed on this return: the child tax credit. */
  childrenUnder17: z.coerce
    .number({ error: 'Enter the number of children under 17.' })
    .int('Enter the number of children under 17.')
    .min(0, 'Enter the number of children under 17.')
    .max(9, 'Enter the number of children under 17.')
    .optional(),
  /** The parent's age today (the return's year is the one before: from 65, the age deductions). */
  age: z.coerce
    .number({ error: 'Enter an age in years.' })
    .int('Enter an age in years.')
    .min(0, 'Enter an age in years.')
    .max(120, 'Enter an age in years.')
    .optional(),
  /** On a joint return: the other parent's age today. */
  spouseAge: z.coerce
    .number({ error: 'Enter an age in years.' })
    .int('Enter an age in years.')
    .min(0, 'Enter an age in years.')
    .max(120, 'Enter an age in years.')
    .optional(),
});
export type TaxEstimateQuery = z.input<typeof TaxEstimateQuerySchema>;

export const TaxEstimateResponseSchema = z.object({
  taxYear: z.number().int(),
  agi: z.number().int(),
  standardDeduction: z.number().int(),
  taxableIncome: z.number().int(),
  /** The child tax credit's part that lowered the income tax (0 without children under 17). */
  childTaxCredit: z.number().int(),
  incomeTax: z.number().int(),
  payrollTax: z.number().int(),
  assumptions: z.array(z.string()),
});
export type TaxEstimateResponse = z.infer<typeof TaxEstimateResponseSchema>;

export const SaiQuerySchema = z.object({
  studentId: z.uuid('That is not a valid student id.').optional(),
  /** A case study's figures instead of the family's own (staff acting as the family; docs/decisions/0047). */
  familyVersionId: FiguresScopeQuerySchema.shape.familyVersionId,
});
export type SaiQuery = z.infer<typeof SaiQuerySchema>;

/** One line of the explanation: what was computed, its amount, and the rule or table the engine used. */
export const SaiStepSchema = z.object({ label: z.string(), amount: z.number(), rule: z.string() });
export type SaiStep = z.infer<typeof SaiStepSchema>;

export const SAI_STEP_GROUPS = [
  'income',
  'allowances',
  'available',
  'assets',
  'parentContribution',
  'student',
  'total',
] as const;
export const SaiStepGroupKeySchema = z.enum(SAI_STEP_GROUPS);
export type SaiStepGroupKey = z.infer<typeof SaiStepGroupKeySchema>;

export const SaiStepGroupSchema = z.object({
  key: SaiStepGroupKeySchema,
  title: z.string(),
  /** What this part of the formula does, in plain words. */
  explanation: z.string(),
  steps: z.array(SaiStepSchema),
});
export type SaiStepGroup = z.infer<typeof SaiStepGroupSchema>;

/** A what-if: the same profile with one change, run through the engine again. */
export const SaiSensitivitySchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  federalSai: z.number().int(),
  /** New federal SAI minus the current one (negative: more aid). */
  federalChange: z.number().int(),
  institutionalChange: z.number().int(),
});
export type SaiSensitivity = z.infer<typeof SaiSensitivitySchema>;

export const SaiStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  graduationYear: z.number().int().nullable(),
});
export type SaiStudent = z.infer<typeof SaiStudentSchema>;

/** The tables an award year's figures used and their status, in words (aid engine `awardYearStatus`). */
export const AwardYearTablesSchema = z.object({
  /** "2027-28 federal tables, published June 2026", or for a projected year the tables used and the rule. */
  federal: z.string(),
  /** "2027-28 maximum Pell not set yet (…): 2026-27's $7,395 used", or the published amount and its date. */
  pell: z.string(),
  /** The tax year whose figures estimate a tax the profile does not give. */
  tax: z.string(),
  projected: z.boolean(),
  provisionalPell: z.boolean(),
  /** For a projected year: which year's tables and by what rule. */
  projection: z.string().nullable(),
  /** Values of the tables used that are not yet confirmed against the official tables. */
  unconfirmed: z.array(z.string()),
});
export type AwardYearTables = z.infer<typeof AwardYearTablesSchema>;

export const SaiResultSchema = z.object({
  studentId: z.string(),
  awardYear: z.string(),
  /** True when the award year has no tables of its own and the latest ones were used (see `tables.projection`). */
  projected: z.boolean(),
  tables: AwardYearTablesSchema,
  federal: z.object({
    sai: z.number().int(),
    formula: z.enum(['A', 'B', 'C']),
    formulaName: z.string(),
    formulaSummary: z.string(),
    groups: z.array(SaiStepGroupSchema),
    maxPell: z.object({ eligible: z.boolean(), reason: z.string() }),
    minPell: z.object({ eligible: z.boolean(), reason: z.string() }),
  }),
  pell: z.object({
    eligible: z.boolean(),
    kind: z.enum(['maximum', 'calculated', 'minimum', 'none']),
    annualAward: z.number().int(),
    maxPell: z.number().int(),
    reason: z.string(),
  }),
  institutional: z.object({
    estimate: z.number().int(),
    low: z.number().int(),
    high: z.number().int(),
    label: z.literal('estimate'),
    assumptions: z.array(z.string()),
    /** The other (non-reporting) parent's own contribution, its own line and range; null when there is none. It is
     * in `estimate` and `high`, not in `low` (colleges that do not ask about that parent). */
    otherParent: z
      .object({ contribution: z.number().int(), low: z.number().int(), high: z.number().int() })
      .nullable(),
  }),
  /** Who reported on the FAFSA and how the student's dependency was decided, in plain words. */
  reporting: z.object({
    who: z.string(),
    dependency: z.enum(['dependent', 'independent', 'provisionally_independent', 'parents_refuse']),
    explanation: z.string(),
  }),
  sensitivities: z.array(SaiSensitivitySchema),
  /** Every profile field the engine read and how it used it. */
  used: z.array(z.object({ field: z.string(), how: z.string() })),
  assumptions: z.array(z.string()),
  /** Why these estimates may differ (inputs estimated, a complex household), from the profile: aid engine `estimateReasons`. */
  estimateReasons: z.array(z.string()),
  /** How the award year was worked out (growth from the base year, projected tables): what the what-ifs run with. */
  context: YearContextSchema,
});
export type SaiResult = z.infer<typeof SaiResultSchema>;

export const FamilySaiResponseSchema = z.object({
  students: z.array(SaiStudentSchema),
  /** Null when no SAI can be computed yet; `missing` then says what to add. */
  result: SaiResultSchema.nullable(),
  missing: z.array(z.string()),
  basis: FiguresBasisSchema,
  /** Set when the FAFSA gives no SAI at all (parents refuse to give their information, no unusual circumstances):
   * why, and what the student can still get (unsubsidized loans only). */
  noSai: z.string().nullable(),
});
export type FamilySaiResponse = z.infer<typeof FamilySaiResponseSchema>;
