/* Queues a family event for the CRM (ADR 0023): call it with the transaction that makes the change. */
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';

/** The events handed to the CRM, each with its tag on the contact. */
export const CRM_EVENT_TAGS = {
  'family.signed_up': 'ccp-signed-up',
  'family.onboarding_completed': 'ccp-onboarding-completed',
  'family.help_requested': 'ccp-help-requested',
} as const;
export type CrmEventName = keyof typeof CRM_EVENT_TAGS;

export async function queueCrmEvent(
  tx: DbOrTx,
  event: { familyId: string; event: CrmEventName },
): Promise<void> {
  await tx.insert(schema.crmEvents).values({ familyId: event.familyId, event: event.event });
}
