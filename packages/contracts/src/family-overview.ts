import { z } from 'zod';
import { FiguresBasisSchema } from './family-figures';
import { StudentTypeSchema } from './family-profile';

/** One student on the overview: where they are, the aid year that applies, and their federal SAI. */
export const OverviewStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  graduationYear: z.number().int().nullable(),
  overallStudentType: StudentTypeSchema.nullable(),
  awardYear: z.string(),
  federalSai: z.number().int().nullable(),
  pellAward: z.number().int().nullable(),
  institutionalSai: z.number().int().nullable(),
  /** How the award year was worked out (income grown, tables projected), or null when nothing was grown. */
  yearNote: z.string().nullable(),
});
export type OverviewStudent = z.infer<typeof OverviewStudentSchema>;

export const NextStepSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  /** Where to act, inside the app. */
  href: z.string(),
  action: z.string(),
  done: z.boolean(),
});
export type NextStep = z.infer<typeof NextStepSchema>;

export const FamilyOverviewResponseSchema = z.object({
  name: z.string(),
  state: z.string().nullable(),
  federalSai: z.number().int().nullable(),
  institutionalSai: z.number().int().nullable(),
  saiComputedAt: z.string().nullable(),
  students: z.array(OverviewStudentSchema),
  /** Why the SAI and estimates may differ (inputs estimated, a complex household): aid engine `estimateReasons`. */
  estimateReasons: z.array(z.string()),
  nextSteps: z.array(NextStepSchema),
  basis: FiguresBasisSchema,
});
export type FamilyOverviewResponse = z.infer<typeof FamilyOverviewResponseSchema>;
