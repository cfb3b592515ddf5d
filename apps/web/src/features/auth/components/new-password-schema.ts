import { PasswordSchema } from '@ccp/contracts/common';
import { z } from 'zod';

/** New password twice; the second must match. */
export const NewPasswordFields = {
  newPassword: PasswordSchema,
  confirmPassword: z.string().min(1, 'Enter the new password again.'),
};

export const matchingPasswords = (values: { newPassword: string; confirmPassword: string }) =>
  values.newPassword === values.confirmPassword;

export const MISMATCH = { message: 'The two passwords do not match.', path: ['confirmPassword'] };
