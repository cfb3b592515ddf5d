import { z } from 'zod';

// ---- the mail outbox, for the admin (ADR 0042) ---------------------------------------------------------------

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MailOutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'Page starts at 1.' }).default(1),
  limit: z.coerce.number().int().min(1).max(100, { error: 'At most 100 per page.' }).default(20),
  status: z.enum(MAIL_STATUSES, { error: 'Choose pending, sent or failed.' }).optional(),
});
export type MailOutboxQuery = z.infer<typeof MailOutboxQuerySchema>;

export const MailOutboxItemSchema = z.object({
  id: z.string(),
  /** password-reset, family-invitation, staff-invitation, help-request, help-message, help-resolved, help-reopened, account-deleted, sign-up-confirmation, sign-up-existing-account */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** How it went out: smtp, or outbox (kept here, development). */
  transport: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The mail's links, only while no SMTP server is configured (the outbox is then the only place they are). */
  links: z.array(z.string()).nullable(),
  /** A failed mail can be queued again (not a deleted account's confirmation, whose address is gone). */
  canRetry: z.boolean(),
});
export type MailOutboxItem = z.infer<typeof MailOutboxItemSchema>;

export const MailOutboxResponseSchema = z.object({
  items: z.array(MailOutboxItemSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** smtp when SMTP_URL is set; outbox when mail is only kept (development); custom in tests. */
  transport: z.string(),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type MailOutboxResponse = z.infer<typeof MailOutboxResponseSchema>;

export const MailIdParamsSchema = z.object({ id: z.uuid({ error: 'That is not a mail id.' }) });
