import { z } from 'zod';
import { IdSchema, TextSchema } from './common';
import { FamilyProfileResponseSchema } from './family-profile';

// ---- case studies (draft family versions, docs/product-spec.md §3, §5, §7) ---------------------------------

const uuid = (message: string) => z.uuid({ error: message });

export const SavedVersionSchema = z.object({ id: z.string(), familyVersionName: z.string() });
export type SavedVersion = z.infer<typeof SavedVersionSchema>;
export const SavedVersionsResponseSchema = z.array(SavedVersionSchema);

/** The family (by its user id), and the acting staff member's user id as the spec's paths carry it. */
export const FamilyUserParamsSchema = z.object({ userId: TextSchema.min(1).max(100) });
export const FamilyAndStaffParamsSchema = z.object({
  userId: TextSchema.min(1).max(100),
  staffId: TextSchema.min(1).max(100),
});

export const CloneTypeSchema = z.enum(['familyProfile', 'clonedProfile'], {
  error: 'Choose what to copy: the family profile or a case study.',
});
export type CloneType = z.infer<typeof CloneTypeSchema>;

export const CloneToDraftRequestSchema = z.object({
  /** The acting staff member's user id. */
  adminId: TextSchema.min(1).max(100),
  /** Cleaned on the server too (cleanVersionName); blank after cleaning is refused. */
  versionName: TextSchema.max(200, 'Keep the name under 200 characters.'),
  /** The case study to copy when cloneType is clonedProfile. */
  versionId: uuid('Choose the case study to copy.').nullish(),
  cloneType: CloneTypeSchema,
  agent_access_id: TextSchema.max(100).nullish(),
});
export type CloneToDraftRequest = z.infer<typeof CloneToDraftRequestSchema>;

export const DraftProfileQuerySchema = z.object({ familyVersionId: uuid('Choose a case study.') });
export const VersionParamsSchema = z.object({ versionId: uuid('Choose a case study.') });
export const RecordInVersionParamsSchema = z.object({
  id: uuid('That is not a valid id.'),
  versionId: uuid('Choose a case study.'),
});
/** Any text: a missing or malformed id answers 'Deleted version not selected.' rather than a bare 404. */
export const DeleteVersionParamsSchema = z.object({ id: TextSchema.max(100) });
export const DeleteVersionResponseSchema = z.object({ deleted: z.literal(true), id: z.string() });

export const DraftFavouriteRequestSchema = z.object({
  collegeId: IdSchema('Choose a college.'),
  studentId: uuid('Choose a student.'),
});
export type DraftFavouriteRequest = z.infer<typeof DraftFavouriteRequestSchema>;

export const DraftFavouriteSchema = z.object({
  id: z.string(),
  collegeId: z.number().int(),
  studentId: z.string(),
  collegeName: z.string(),
});
export type DraftFavourite = z.infer<typeof DraftFavouriteSchema>;

/**
 * A case study answers in the family profile's shape (GET /api/family/profile), its federal SAI and institutional
 * estimate computed by the aid engine from the draft, plus the first student's full-time Pell Grant, the version
 * and the draft's favourites.
 */
export const DraftProfileResponseSchema = FamilyProfileResponseSchema.extend({
  pellAward: z.number().int().nullable(),
  familyVersionId: z.string(),
  familyVersionName: z.string(),
  favourites: z.array(DraftFavouriteSchema),
});
export type DraftProfile = z.infer<typeof DraftProfileResponseSchema>;

export const CreatedInDraftResponseSchema = z.object({ id: z.string(), profile: DraftProfileResponseSchema });

export const CompareQuerySchema = z.object({
  /** Comma-separated case-study ids, at most three. */
  versionIds: TextSchema.max(200).optional(),
  /** The family's user id: needed when a staff member compares with its own session. */
  userId: TextSchema.max(100).optional(),
});

const Figure = z.number().int().nullable();

export const CompareColumnSchema = z.object({
  /** null for the family profile itself. */
  versionId: z.string().nullable(),
  label: z.string(),
  federalSai: Figure,
  pellAward: Figure,
  institutionalSai: Figure,
  /** Each figure minus the family profile's (null for the family profile or when either is unknown). */
  federalSaiDifference: Figure,
  pellAwardDifference: Figure,
  institutionalSaiDifference: Figure,
  /** The inputs that differ from the family profile, in words ("Parent 1 income $120,000 -> $80,000"). */
  changes: z.array(z.string()),
});
export type CompareColumn = z.infer<typeof CompareColumnSchema>;

export const CompareCellSchema = z.object({
  /** The spec's figure: tuition, fees, room and board. */
  costOfAttendance: Figure,
  /** The full cost of attendance the net price is worked out from. */
  fullCost: Figure,
  estimatedNetPrice: Figure,
  costOfAttendanceDifference: Figure,
  fullCostDifference: Figure,
  estimatedNetPriceDifference: Figure,
  /** Whether the college is among this column's favourites for the student. */
  favourite: z.boolean(),
});
export type CompareCell = z.infer<typeof CompareCellSchema>;

export const CompareCollegeSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  collegeId: z.number().int(),
  collegeName: z.string(),
  /** One cell per column, in the columns' order. */
  cells: z.array(CompareCellSchema),
});
export type CompareCollege = z.infer<typeof CompareCollegeSchema>;

/** One column's copy of an aid offer, as the aid engine reads it against that column's own figures (ADR 0065). */
export const CompareOfferCellSchema = z.object({
  /** The offer's cost of attendance minus its grants and scholarships only. */
  netPrice: z.number().int(),
  grants: z.number().int(),
  loans: z.number().int(),
  /** The grants this column's estimate expected at that college that year (null: no estimate there). */
  expectedGrants: Figure,
  /** The net price minus the family profile's copy's (null for the family profile or when either has no offer). */
  netPriceDifference: Figure,
  /** The flags' titles ("Grant below our estimate", ...). */
  flags: z.array(z.string()),
});
export type CompareOfferCell = z.infer<typeof CompareOfferCellSchema>;

export const CompareOfferSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  collegeId: z.number().int(),
  collegeName: z.string(),
  awardYear: z.string(),
  /** One cell per column, in the columns' order: null where that column has no such offer. */
  cells: z.array(CompareOfferCellSchema.nullable()),
});
export type CompareOffer = z.infer<typeof CompareOfferSchema>;

export const CompareResponseSchema = z.object({
  familyName: z.string(),
  columns: z.array(CompareColumnSchema),
  colleges: z.array(CompareCollegeSchema),
  /** The aid offers of every column (each case study keeps its own copy), by student, award year and college. */
  offers: z.array(CompareOfferSchema),
});
export type CompareResponse = z.infer<typeof CompareResponseSchema>;
