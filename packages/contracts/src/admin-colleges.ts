import { z } from 'zod';
import { COLLEGE_COLUMNS } from './college-columns';
import type { CollegeScalarKey, CollegeWrite } from './college-write';
import {
  CipFamilyCodeSchema,
  CollegeControlSchema,
  CollegeLevelSchema,
  HIGHEST_DEGREES,
  PREDOMINANT_DEGREES,
} from './colleges';
import { MAX_PAGE_SIZE, PAGE_SIZE, pageOf, TextSchema } from './common';

// ---- admin --------------------------------------------------------------------------------------------------

export const ADMIN_COLLEGE_SORTS = [
  'name',
  'state',
  'control',
  'level',
  'enrollment',
  'unit_id',
  'updated',
] as const;

export const AdminCollegeListRequestSchema = z.object({
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  sort_by: z.enum(ADMIN_COLLEGE_SORTS, { error: 'Choose a sort from the list.' }).default('name'),
  sort_order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('ASC')
    .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
});
export type AdminCollegeListRequest = z.input<typeof AdminCollegeListRequestSchema>;

export const AdminCollegeListItemSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  control: CollegeControlSchema,
  level: CollegeLevelSchema,
  undergradEnrollment: z.number().int().nullable(),
  /** The tuition families are priced from: the college's newest published charges, of `priceYear`. */
  tuitionFeesInState: z.number().int().nullable(),
  tuitionFeesOutOfState: z.number().int().nullable(),
  /** The academic year of that tuition ("2023-24"). */
  priceYear: z.string(),
  updatedAt: z.string(),
});
export const AdminCollegeListResponseSchema = pageOf(AdminCollegeListItemSchema);
export type AdminCollegeListResponse = z.infer<typeof AdminCollegeListResponseSchema>;

type NumberKey = {
  [K in CollegeScalarKey]: CollegeWrite[K] extends number | null ? K : never;
}[CollegeScalarKey];
const NUMBER_KEYS = COLLEGE_COLUMNS.filter(
  (c) => !['text', 'url', 'state', 'enum', 'flag', 'academic-year'].includes(c.kind),
).map((c) => c.key as NumberKey);
const plainText = z.string().nullable();

/** A stored college as the API returns it (the write schema's fields, already normalised, plus bookkeeping). */
export const CollegeRecordSchema = z.object({
  ...(Object.fromEntries(NUMBER_KEYS.map((key) => [key, z.number().nullable()])) as Record<
    NumberKey,
    z.ZodNullable<z.ZodNumber>
  >),
  name: z.string(),
  alias: plainText,
  city: plainText,
  state: z.string(),
  zip: plainText,
  website: plainText,
  netPriceCalculatorUrl: plainText,
  control: CollegeControlSchema,
  level: CollegeLevelSchema,
  predominantDegree: z.enum(PREDOMINANT_DEGREES).nullable(),
  highestDegree: z.enum(HIGHEST_DEGREES).nullable(),
  mainCampus: z.boolean().nullable(),
  locale: plainText,
  formerNames: plainText,
  commonNames: plainText,
  dataYear: plainText,
  dataSource: plainText,
  degreeShares: z.partialRecord(CipFamilyCodeSchema, z.number()),
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many students have this college in their favourites (removing the college removes those too). */
  favouritesCount: z.number().int(),
  /**
   * The record's edit version (also the ETag): send it back as `If-Match: "<version>"` (or `version` in the body)
   * and a save made after someone else's is refused with 409 EDIT_CONFLICT instead of overwriting it (ADR 0072).
   */
  version: z.number().int(),
});
export type CollegeRecord = z.infer<typeof CollegeRecordSchema>;

export const ImportProblemSchema = z.object({
  /** Spreadsheet row: the header is row 1, the first college row 2. */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportReportSchema = z.object({
  /** Data rows in the file (header excluded). */
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** True when the file's good rows were written. */
  imported: z.boolean(),
  problems: z.array(ImportProblemSchema),
  /** Problems beyond the first 500 are counted, not listed. */
  moreProblems: z.number().int(),
  durationMs: z.number().int(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** A file that was refused: the usual error shape, plus the report of what is wrong. */
export const ImportRejectedResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  report: ImportReportSchema,
});
export type ImportRejectedResponse = z.infer<typeof ImportRejectedResponseSchema>;

export const CalculatorUsersRequestSchema = z.object({
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type CalculatorUsersRequest = z.input<typeof CalculatorUsersRequestSchema>;

export const CalculatorUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  familyName: z.string().nullable(),
  uses: z.number().int(),
  firstUsedAt: z.string(),
  lastUsedAt: z.string(),
  /** The colleges this user calculated for, most recent first. */
  colleges: z.array(z.object({ id: z.number().int(), name: z.string(), state: z.string() })),
});
export const CalculatorUsersResponseSchema = pageOf(CalculatorUserSchema);
export type CalculatorUsersResponse = z.infer<typeof CalculatorUsersResponseSchema>;
