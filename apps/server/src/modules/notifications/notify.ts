/* The one notification writer: every event about a family writes one row, worded for each audience. */
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import type { MessageHtml } from './message-html';

export { initialsOf } from '@ccp/contracts';
export { escapeText, html, joinHtml, type MessageHtml } from './message-html';

export interface NotificationEvent {
  familyId: string;
  /** The family's user id (null for a family invited that has not signed up yet). */
  userId: string | null;
  /** The family's financial agent, when it has one (its organisation's agents see the notification). */
  agentId?: string | null;
  senderInitials: string;
  /** Messages are markup, built only with `html` (which escapes user values); the web app sanitises them on show. */
  familyMessage: MessageHtml | null;
  agentMessage: MessageHtml | null;
  adminMessage: MessageHtml | null;
  /** For the admission professional who invited the family, if any: never money (docs/decisions/0060). */
  professionalMessage?: MessageHtml | null;
}

/** Writes one notification; call it with the transaction that makes the change it tells about. */
export async function notify(tx: DbOrTx, event: NotificationEvent): Promise<void> {
  await tx.insert(schema.notifications).values({
    familyId: event.familyId,
    userId: event.userId,
    agentId: event.agentId ?? null,
    senderInitials: event.senderInitials.slice(0, 4),
    familyMessage: event.familyMessage,
    agentMessage: event.agentMessage,
    adminMessage: event.adminMessage,
    professionalMessage: event.professionalMessage ?? null,
  });
}
