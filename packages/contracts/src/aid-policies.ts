import { z } from 'zod';
import { AcademicYearSchema } from './college-write';
import { MAX_PAGE_SIZE, PAGE_SIZE, pageOf, TextSchema } from './common';

/*
 * Each college's own aid rules as it publishes them (issue 20 item 2): the form it uses, whether it meets full need,
 * its income guarantees, each row with its source and grade. Admins edit and import them; families read them on
 * the college page (GET /api/family/colleges/:id, `aidPolicy`).
 */

export const AID_POLICY_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type AidPolicyAnswer = (typeof AID_POLICY_ANSWERS)[number];
export const FULL_NEED_VALUES = ['all', 'residents_only', 'no', 'unknown'] as const;
export type FullNeedValue = (typeof FULL_NEED_VALUES)[number];
/** Whether a family whose income equals the published figure still qualifies. */
export const INCOME_LIMITS = ['at_or_below', 'below'] as const;
export type IncomeLimit = (typeof INCOME_LIMITS)[number];
export const GUARANTEE_RESIDENCIES = ['any', 'in_state'] as const;
export type GuaranteeResidency = (typeof GUARANTEE_RESIDENCIES)[number];
/** PRIMARY: the college's own page; SECONDARY: reputable news or a republished release; UNVERIFIED: a blog or similar. */
export const SOURCE_GRADES = ['PRIMARY', 'SECONDARY', 'UNVERIFIED'] as const;
export type SourceGrade = (typeof SOURCE_GRADES)[number];

export const AID_POLICY_LABELS = {
  cssProfileRequired: {
    yes: 'Uses the CSS Profile',
    no: 'Does not use the CSS Profile (FAFSA only)',
    unknown: 'Not known whether it uses the CSS Profile',
  },
  meetsFullNeed: {
    all: 'Meets full demonstrated need for every admitted student',
    residents_only: 'Meets full need for state residents only',
    no: 'Does not promise to meet full need',
    unknown: 'Not known whether it meets full need',
  },
  needBlind: {
    yes: 'Need-blind admission',
    no: 'Need-aware admission',
    unknown: 'Not known whether admission is need-blind',
  },
  noLoanPolicy: {
    yes: 'Meets need without loans',
    no: 'Aid can include loans',
    unknown: 'Not known whether aid includes loans',
  },
  guaranteeResidency: { any: 'Families from any state', in_state: 'State residents only' },
  incomeLimit: { at_or_below: 'at or below', below: 'below' },
  grade: {
    PRIMARY: "the college's own page",
    SECONDARY: 'news coverage or a republished release',
    UNVERIFIED: 'an unverified source',
  },
} as const;

/** A guarantee older than this many years before the award year is flagged stale. */
export const AID_POLICY_STALE_YEARS = 2;

const answer = (field: string) =>
  z.enum(AID_POLICY_ANSWERS, { error: `Choose yes, no or unknown for ${field}.` });
const incomeMax = z
  .number({ error: 'Enter whole dollars.' })
  .int('Enter whole dollars.')
  .min(0, 'Cannot be negative.')
  .max(10_000_000, 'At most $10,000,000.')
  .nullable();
const note = (max: number) =>
  TextSchema.trim()
    .max(max, `Use ${max} characters at most.`)
    .nullable()
    .transform((v) => (v === '' ? null : v));

export const TOTAL_ABOVE_TUITION_MESSAGE =
  'The income for free total cost cannot be above the income for free tuition: free total cost includes tuition.';

/** PUT /api/admin/aid-policies/:unitId: every field of one college's policy. */
export const AidPolicyWriteSchema = z
  .object({
    cssProfileRequired: answer('the CSS Profile'),
    meetsFullNeed: z.enum(FULL_NEED_VALUES, { error: 'Choose all, residents_only, no or unknown.' }),
    needBlind: answer('need-blind admission'),
    noLoanPolicy: answer('the no-loan policy'),
    /** Family income (whole dollars) up to which tuition is covered by grants. */
    freeTuitionIncomeMax: incomeMax,
    /** Family income up to which tuition, housing and food are covered. */
    freeTotalIncomeMax: incomeMax,
    incomeLimit: z.enum(INCOME_LIMITS, { error: 'Choose at_or_below or below.' }).default('at_or_below'),
    guaranteeResidency: z.enum(GUARANTEE_RESIDENCIES, { error: 'Choose any or in_state.' }).nullable(),
    guaranteeAssetsNote: note(1_000),
    /** The first academic year the guarantee applies, like 2025-26. */
    policyYear: AcademicYearSchema.nullable(),
    source: TextSchema.trim()
      .min(1, 'Name the source: the page or article, with its date.')
      .max(1_000, 'Use 1000 characters at most.'),
    grade: z.enum(SOURCE_GRADES, { error: 'Choose PRIMARY, SECONDARY or UNVERIFIED.' }),
    /** When the row was last checked against its source (YYYY-MM-DD). */
    checkedOn: z.iso.date({ error: 'Enter a date like 2026-11-28.' }).nullable().default(null),
    /** A yearly grant (whole dollars, as published) every non-resident receives; null: none published. */
    nonresidentAidAmount: incomeMax.default(null),
    /** The non-resident rule in words, where it has no single amount (shown, not counted). */
    nonresidentAidNote: note(1_000).default(null),
    nonresidentAidYear: AcademicYearSchema.nullable().default(null),
    nonresidentAidSource: note(1_000).default(null),
    nonresidentAidGrade: z
      .enum(SOURCE_GRADES, { error: 'Choose PRIMARY, SECONDARY or UNVERIFIED.' })
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (v.nonresidentAidAmount !== null || v.nonresidentAidNote !== null) {
      if (v.nonresidentAidSource === null)
        ctx.addIssue({
          code: 'custom',
          path: ['nonresidentAidSource'],
          message: NONRESIDENT_AID_SOURCE_MESSAGE,
        });
      if (v.nonresidentAidGrade === null)
        ctx.addIssue({
          code: 'custom',
          path: ['nonresidentAidGrade'],
          message: NONRESIDENT_AID_SOURCE_MESSAGE,
        });
    }
    if (
      v.freeTuitionIncomeMax !== null &&
      v.freeTotalIncomeMax !== null &&
      v.freeTotalIncomeMax > v.freeTuitionIncomeMax
    ) {
      ctx.addIssue({ code: 'custom', path: ['freeTotalIncomeMax'], message: TOTAL_ABOVE_TUITION_MESSAGE });
    }
  });
export type AidPolicyWrite = z.input<typeof AidPolicyWriteSchema>;
export type AidPolicyValues = z.output<typeof AidPolicyWriteSchema>;

const policyFields = {
  cssProfileRequired: z.enum(AID_POLICY_ANSWERS),
  meetsFullNeed: z.enum(FULL_NEED_VALUES),
  needBlind: z.enum(AID_POLICY_ANSWERS),
  noLoanPolicy: z.enum(AID_POLICY_ANSWERS),
  freeTuitionIncomeMax: z.number().int().nullable(),
  freeTotalIncomeMax: z.number().int().nullable(),
  incomeLimit: z.enum(INCOME_LIMITS),
  guaranteeResidency: z.enum(GUARANTEE_RESIDENCIES).nullable(),
  guaranteeAssetsNote: z.string().nullable(),
  policyYear: z.string().nullable(),
  source: z.string(),
  grade: z.enum(SOURCE_GRADES),
  checkedOn: z.string().nullable(),
  nonresidentAidAmount: z.number().int().nullable(),
  nonresidentAidNote: z.string().nullable(),
  nonresidentAidYear: z.string().nullable(),
  nonresidentAidSource: z.string().nullable(),
  nonresidentAidGrade: z.enum(SOURCE_GRADES).nullable(),
};

/**
 * One college's aid policy as a family reads it (read-only). `stale` is true when the guarantee's first year is
 * more than two years before the award year the figures are for (`staleNote` says so in words).
 */
export const CollegeAidPolicySchema = z.object({
  unitId: z.number().int(),
  ...policyFields,
  /** True when the row carries an income guarantee (free tuition or free total cost). */
  hasGuarantee: z.boolean(),
  stale: z.boolean(),
  staleNote: z.string().nullable(),
  /** The award year `stale` was judged against, like 2027-28. */
  awardYear: z.string(),
});
export type CollegeAidPolicy = z.infer<typeof CollegeAidPolicySchema>;

/** An aid policy as admins see it: the policy, its college, and bookkeeping. */
export const AidPolicyRecordSchema = CollegeAidPolicySchema.extend({
  collegeId: z.number().int(),
  collegeName: z.string(),
  collegeState: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The edit version (also the ETag), checked like a college's: `If-Match` or `version` (ADR 0072). */
  version: z.number().int(),
});
export type AidPolicyRecord = z.infer<typeof AidPolicyRecordSchema>;

export const UnitIdParamsSchema = z.object({
  unitId: z.coerce
    .number({ error: 'Not a unit id.' })
    .int('Not a unit id.')
    .min(1, 'Not a unit id.')
    .max(99_999_999, 'Not a unit id.'),
});

export const ADMIN_AID_POLICY_SORTS = ['name', 'state', 'grade', 'policy_year', 'updated'] as const;

export const AdminAidPolicyListRequestSchema = z.object({
  /** Part of the college's name, or its unit id. */
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  /** Only stale guarantees (first year more than two years before the current award year). */
  stale: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  sort_by: z.enum(ADMIN_AID_POLICY_SORTS, { error: 'Choose a sort from the list.' }).default('name'),
  sort_order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('ASC')
    .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
});
export type AdminAidPolicyListRequest = z.input<typeof AdminAidPolicyListRequestSchema>;
export const AdminAidPolicyListResponseSchema = pageOf(AidPolicyRecordSchema);
export type AdminAidPolicyListResponse = z.infer<typeof AdminAidPolicyListResponseSchema>;

export interface AidPolicyColumn {
  /** Header of the column in the CSV file (aid-policies.csv's own header, plus two optional columns). */
  column: string;
  label: string;
  required?: true;
  /** Read for the reader's convenience only: the catalogue's own name and state are used. */
  informational?: true;
}

/**
 * The CSV import's documented columns (POST /api/admin/aid-policies/import): the bundled aid-policies.csv header,
 * then `income_limit` and `checked_on`. `unitid`, `source` and `grade` are required; a column left out keeps the
 * stored value of a college that has a policy (and the default for a new one).
 */
export const AID_POLICY_COLUMNS: readonly AidPolicyColumn[] = [
  { column: 'unitid', label: 'IPEDS unit ID', required: true },
  { column: 'name', label: 'Name (for reading only)', informational: true },
  { column: 'state', label: 'State (for reading only)', informational: true },
  { column: 'css_profile_required', label: 'Uses the CSS Profile: yes, no or unknown' },
  { column: 'meets_full_need', label: 'Meets full need: all, residents_only, no or unknown' },
  { column: 'need_blind', label: 'Need-blind: yes, no or unknown' },
  { column: 'no_loan_policy', label: 'No-loan policy: yes, no or unknown' },
  { column: 'free_tuition_income_max', label: 'Free tuition up to this family income ($)' },
  { column: 'free_total_income_max', label: 'Free total cost up to this family income ($)' },
  { column: 'guarantee_residency', label: 'Who the guarantee is for: any or in_state (empty: not stated)' },
  { column: 'guarantee_assets_note', label: 'Asset test and other conditions' },
  { column: 'policy_year', label: 'First academic year, like 2025-26' },
  { column: 'source', label: 'Source, with its date', required: true },
  { column: 'grade', label: 'Grade: PRIMARY, SECONDARY or UNVERIFIED', required: true },
  { column: 'income_limit', label: 'Income rule: at_or_below or below' },
  { column: 'checked_on', label: 'Checked on (YYYY-MM-DD)' },
  { column: 'nonresident_aid_amount', label: 'Yearly grant every non-resident receives ($)' },
  { column: 'nonresident_aid_note', label: 'Non-resident aid rule, in words' },
  { column: 'nonresident_aid_year', label: 'Non-resident aid: academic year, like 2025-26' },
  { column: 'nonresident_aid_source', label: 'Non-resident aid: source, with its date' },
  { column: 'nonresident_aid_grade', label: 'Non-resident aid: grade (PRIMARY, SECONDARY or UNVERIFIED)' },
];

export const NONRESIDENT_AID_SOURCE_MESSAGE =
  'Name the source and grade of the non-resident aid: every published figure carries them.';
