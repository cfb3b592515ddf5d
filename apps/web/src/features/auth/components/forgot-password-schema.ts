import { EmailSchema } from '@ccp/contracts/common';
import { z } from 'zod';

/** The forgot-password form (loaded on demand by its page, so that the page itself carries no zod). */
export const ForgotPasswordFormSchema = z.object({ email: EmailSchema });
