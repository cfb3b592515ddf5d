import { z } from 'zod';

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
});

/** The support address when SUPPORT_EMAIL is not set (and the one the prerendered pages start with). */
export const DEFAULT_SUPPORT_EMAIL = 'support@collegecostplanner.test';
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
