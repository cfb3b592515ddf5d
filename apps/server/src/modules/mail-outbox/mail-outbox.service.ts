import type { MailOutboxItem, MailOutboxQuery, MailOutboxResponse, MailStatus } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound } from '../../errors';
import { linksIn } from '../../mail/outbox-mailer';
import * as repo from './mail-outbox.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const CANNOT_RETRY = 'Only a failed mail can be sent again.';
const ADDRESS_GONE = 'This mail’s address was removed with the deleted account: it cannot be sent again.';

/** One mail as the admin sees it; its links only when the outbox is where mail stays (no SMTP server). */
function present(row: repo.MailRow, showLinks: boolean): MailOutboxItem {
  const status = row.status as MailStatus;
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: status === 'pending' ? iso(row.nextAttemptAt) : null,
    sentAt: iso(row.sentAt),
    transport: row.transport,
    lastError: row.lastError,
    links: showLinks ? linksIn(row.text) : null,
    canRetry: status === 'failed' && row.to !== repo.REMOVED_ADDRESS,
  };
}

/** The admin's view of the outbox: each mail, its attempts, its last error. */
export async function listMail(
  db: Db,
  query: MailOutboxQuery,
  transport: string,
): Promise<MailOutboxResponse> {
  const { rows, total, byStatus } = await repo.listMail(db, query);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const { status, n } of byStatus) if (status in counts) counts[status as MailStatus] = n;
  return {
    items: rows.map((row) => present(row, transport === 'outbox')),
    page: query.page,
    limit: query.limit,
    total,
    transport,
    counts,
  };
}

/** An admin sends a failed mail again: it is queued, due now, with the full number of attempts. */
export async function retryMail(
  db: Db,
  actor: Actor,
  id: string,
  transport: string,
): Promise<MailOutboxItem> {
  const row = await retryingTransaction(db, async (tx) => {
    const found = await repo.findMail(tx, id);
    if (!found) throw notFound('That mail');
    if (found.status === 'failed' && found.to === repo.REMOVED_ADDRESS)
      throw new AppError('CONFLICT', ADDRESS_GONE);
    const requeued = await repo.requeueFailed(tx, id);
    if (!requeued) throw new AppError('CONFLICT', CANNOT_RETRY);
    await recordAudit(tx, actor, {
      familyId: null,
      action: 'mail.retry',
      entity: 'mail',
      entityId: id,
      details: { kind: found.kind },
    });
    return requeued;
  });
  return present(row, transport === 'outbox');
}
