import { z } from 'zod';

export { DEFAULT_SUPPORT_EMAIL } from './support';

/**
 * `GET /api/client-config`: what the browser learns from the server at run time, so that one build serves every
 * deployment. `sentryDsn` is the public DSN (it names a project and its public key, nothing secret); absent when
 * the server has no SENTRY_DSN, and then the browser loads nothing of Sentry.
 */
export const ClientConfigSchema = z.object({
  sentryDsn: z.string().optional(),
  environment: z.string(),
  /** Where people reach the company by email (SUPPORT_EMAIL). */
  supportEmail: z.string(),
  /** The company's about page (ABOUT_URL); absent: the header's About goes to the landing page's section. */
  aboutUrl: z.string().optional(),
  /** The booking page (CONTACT_URL); absent: the header's Contact goes to the landing page's section. */
  contactUrl: z.string().optional(),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
