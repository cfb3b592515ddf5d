import { z } from 'zod';

/* Where a family's figures come from (docs/decisions/0046, 0047): the one growth assumption, the base award year, the
 * case study they belong to. Every answer with a figure carries it, so that every screen can say so. */

/** A case study (draft family version) whose figures an answer gives, while staff act as the family. */
export const CaseStudyRefSchema = z.object({ id: z.string(), name: z.string() });
export type CaseStudyRef = z.infer<typeof CaseStudyRefSchema>;

export const FiguresBasisSchema = z.object({
  /** The award year the profile's income and assets stand for: the FAFSA the family files now. */
  baseAwardYear: z.string(),
  /** The family's yearly growth rates (the plan's), percent. */
  costGrowthPercent: z.number(),
  incomeGrowthPercent: z.number(),
  assetGrowthPercent: z.number(),
  /** True when the family set the rates on its plan; false when they are the defaults. */
  ratesSet: z.boolean(),
  /** The yearly index the latest federal tables are grown by for a later award year, percent. */
  tableIndexPercent: z.number(),
  /** The newest award year with published federal tables. */
  latestOfficialAwardYear: z.string(),
  /** The case study these figures are for (staff acting as the family chose it), or null: the family's own. */
  caseStudy: CaseStudyRefSchema.nullable(),
});
export type FiguresBasis = z.infer<typeof FiguresBasisSchema>;

/**
 * What one student's figures for one award year depend on besides the profile: the browser's what-ifs run the
 * engine's `yearFigures` with it, and the page says how the year was worked out (`note`).
 */
export const YearContextSchema = z.object({
  awardYear: z.string(),
  baseAwardYear: z.string(),
  incomeGrowthPercent: z.number(),
  assetGrowthPercent: z.number(),
  /** The family's listed students in college that award year. */
  studentsInCollege: z.number().int(),
  /** True when the award year has its own published federal tables. */
  official: z.boolean(),
  tablesYear: z.string(),
  /** How the year was worked out (income grown, tables projected), or null when nothing was grown. */
  note: z.string().nullable(),
});
export type YearContext = z.infer<typeof YearContextSchema>;

export const CASE_STUDY_ID_INVALID = 'That is not a valid case study id.';

/**
 * `?familyVersionId=`: the figures of a case study instead of the family's own (only while an admin or agent acts
 * as the family; docs/decisions/0047).
 */
export const FiguresScopeQuerySchema = z.object({
  familyVersionId: z.uuid(CASE_STUDY_ID_INVALID).optional(),
});
export type FiguresScopeQuery = z.infer<typeof FiguresScopeQuerySchema>;
