import { z } from 'zod';
import { TextSchema } from './common';

/** `DELETE /api/family/account`: the family's password, entered again. */
export const DeleteAccountRequestSchema = z.object({
  password: TextSchema.min(1, 'Enter your password.').max(128, 'Password must be at most 128 characters.'),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const ExportQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'Choose json or csv.' }).default('json'),
});
