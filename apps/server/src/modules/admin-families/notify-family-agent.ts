import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';

/** One event about a family, worded for each audience (docs/product-spec.md §3 Notification). */
export interface FamilyAgentEvent {
  familyId: string;
  /** The family's user id (null for an invited family without an account). */
  userId: string | null;
  /** The agent the event is about: the agent sees it in its own list. */
  agentId: string | null;
  senderInitials: string;
  familyMessage: string;
  agentMessage: string;
  adminMessage: string;
}

/**
 * Writes the notification of an agent assignment or removal in the caller's transaction. A local stand-in with
 * the shape of the notifications module's `notify(tx, event)`: the merge replaces it with that one.
 */
export async function notify(tx: DbOrTx, event: FamilyAgentEvent): Promise<void> {
  await tx.insert(schema.notifications).values({
    familyId: event.familyId,
    userId: event.userId,
    agentId: event.agentId,
    senderInitials: event.senderInitials,
    familyMessage: event.familyMessage,
    agentMessage: event.agentMessage,
    adminMessage: event.adminMessage,
  });
}
