import { EmailSchema } from '@ccp/contracts/common';
import { z } from 'zod';

/** The log-in form (loaded on demand by the log-in page, so that the page itself carries no zod). */
export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Enter your password.'),
});
