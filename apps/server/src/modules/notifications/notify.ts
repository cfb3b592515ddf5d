/* The one notification writer: every event about a family writes one row, worded for each audience. */
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { sanitiseMessage } from './sanitise';

export { initialsOf } from '@ccp/contracts';
export { escapeText, html } from './sanitise';

export interface NotificationEvent {
  familyId: string;
  /** The family's user id (null for a family invited that has not signed up yet). */
  userId: string | null;
  /** The family's financial agent, when it has one (its organisation's agents see the notification). */
  agentId?: string | null;
  senderInitials: string;
  /** Messages are markup: build them with `html` (which escapes user values); they are sanitised again here. */
  familyMessage: string | null;
  agentMessage: string | null;
  adminMessage: string | null;
  /** For the admission professional who invited the family, if any: never money (docs/decisions/0060). */
  professionalMessage?: string | null;
}

/** Writes one notification; call it with the transaction that makes the change it tells about. */
export async function notify(tx: DbOrTx, event: NotificationEvent): Promise<void> {
  await tx.insert(schema.notifications).values({
    familyId: event.familyId,
    userId: event.userId,
    agentId: event.agentId ?? null,
    senderInitials: event.senderInitials.slice(0, 4),
    familyMessage: sanitiseMessage(event.familyMessage),
    agentMessage: sanitiseMessage(event.agentMessage),
    adminMessage: sanitiseMessage(event.adminMessage),
    professionalMessage: sanitiseMessage(event.professionalMessage ?? null),
  });
}
