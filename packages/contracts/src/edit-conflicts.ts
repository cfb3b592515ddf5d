import { z } from 'zod';
import { ErrorResponseSchema } from './errors';

/*
 * No edit is lost without notice (docs/decisions/0056): a write that carries the version it was based on
 * (`If-Match: "<version>"`) and would overwrite a field someone changed since is refused with 409 EDIT_CONFLICT.
 * The answer holds the record as it now is and who changed what meanwhile, so the page can show both and let the
 * user apply their change again (with the new version).
 */

/** One field a write changed, in words: 'Parent 1', 'annual income', '$95,000', '$80,000'. */
export const EditedFieldSchema = z.object({
  subject: z.string(),
  field: z.string(),
  from: z.string(),
  to: z.string(),
});

/** One write made after the version the refused write was based on. */
export const MeanwhileEditSchema = z.object({
  version: z.number().int(),
  at: z.string(),
  by: z.object({
    name: z.string(),
    /** family, admin or financial_agent (an admin or agent acting as the family counts as itself). */
    role: z.string(),
    /** The same person as the one whose write was refused (another tab or device). */
    you: z.boolean(),
  }),
  changes: z.array(EditedFieldSchema),
  /** Whether this write changed a field the refused write would have overwritten. */
  conflicting: z.boolean(),
});

/** The error answer of a route whose 409 may be an edit conflict: `current` is the route's record as it now is. */
export function editConflictResponseSchema<T extends z.ZodType>(current: T) {
  return z.object({
    error: ErrorResponseSchema.shape.error.extend({
      /** The record as it now is, with its version (the new `If-Match` for applying the change again). */
      current: current.optional(),
      meanwhile: z.array(MeanwhileEditSchema).optional(),
    }),
  });
}

export type EditedField = z.infer<typeof EditedFieldSchema>;
export type MeanwhileEdit = z.infer<typeof MeanwhileEditSchema>;
