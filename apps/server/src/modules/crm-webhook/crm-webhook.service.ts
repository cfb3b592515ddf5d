import type { CrmDeliveriesQuery, CrmDeliveriesResponse, CrmDeliveryStatus } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import * as repo from './crm-webhook.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The admin's view of the CRM hand-off: each event, its attempts, its last answer or error. */
export async function listDeliveries(
  db: Db,
  query: CrmDeliveriesQuery,
  configured: boolean,
): Promise<CrmDeliveriesResponse> {
  const { rows, total, byStatus } = await repo.listDeliveries(db, query);
  const counts = { pending: 0, delivered: 0, failed: 0 };
  for (const { status, n } of byStatus) if (status in counts) counts[status as CrmDeliveryStatus] = n;
  return {
    items: rows.map(({ event, family }) => ({
      id: event.id,
      event: event.event,
      family: family?.id ? { id: family.id, name: family.name, email: family.email } : null,
      status: event.status as CrmDeliveryStatus,
      attempts: event.attempts,
      createdAt: event.createdAt.toISOString(),
      lastAttemptAt: iso(event.lastAttemptAt),
      nextAttemptAt: event.status === 'pending' ? iso(event.nextAttemptAt) : null,
      deliveredAt: iso(event.deliveredAt),
      lastStatusCode: event.lastStatusCode,
      lastError: event.lastError,
    })),
    page: query.page,
    limit: query.limit,
    total,
    configured,
    counts,
  };
}
