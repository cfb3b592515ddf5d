import { z } from 'zod';
import { TextSchema } from './common';

// ---- help request threads (issue 23 item 2, docs/decisions/0060) ---------------------------------------------------

export const HELP_AUTHOR_ROLES = ['family', 'financial_agent', 'admin'] as const;

/** One message of a thread after the family's opening message: the family's, or its agent's or an admin's answer. */
export const HelpMessageSchema = z.object({
  id: z.string(),
  authorRole: z.enum(HELP_AUTHOR_ROLES),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type HelpMessage = z.infer<typeof HelpMessageSchema>;

/** A help request with its thread: `message` is what the family wrote when it asked (may be empty). */
export const HelpThreadSchema = z.object({
  id: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(['open', 'resolved']),
  resolvedAt: z.string().nullable(),
  /** Who marked it resolved, by name (the family's name, its agent's or an admin's). */
  resolvedByName: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  messages: z.array(HelpMessageSchema),
});
export type HelpThread = z.infer<typeof HelpThreadSchema>;

export const HelpThreadsResponseSchema = z.object({
  /** Newest request first. */
  items: z.array(HelpThreadSchema),
  /** Who answers: the family's financial agent, else "our advisors" (an administrator). */
  answeredBy: z.string(),
});
export type HelpThreadsResponse = z.infer<typeof HelpThreadsResponseSchema>;

export const HELP_MESSAGE_MAX = 2000;

export const HelpMessageRequestSchema = z.object({
  message: TextSchema.trim()
    .min(1, 'Write your message first.')
    .max(HELP_MESSAGE_MAX, 'Keep the message under 2,000 characters.'),
});
export type HelpMessageRequest = z.infer<typeof HelpMessageRequestSchema>;

export const HelpRequestParamsSchema = z.object({
  id: z.uuid({ error: 'That help request does not exist.' }),
});

export const HelpThreadResponseSchema = z.object({ helpRequest: HelpThreadSchema });
export type HelpThreadResponse = z.infer<typeof HelpThreadResponseSchema>;
