import type { MailStatus } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { count, desc, eq, sql } from 'drizzle-orm';
import { claimDue } from '../../database/claim-due';

const m = schema.mailOutbox;

export type MailRow = typeof m.$inferSelect;

/** What a deleted account's confirmation keeps once it can no longer be sent: not the address. */
export const REMOVED_ADDRESS = 'address removed with the account';

/** Claims up to `limit` due mails for this sender (see `claimDue`: a lease of `leaseMs`, never two senders). */
export function claimDueMail(db: DbOrTx, limit: number, leaseMs: number): Promise<MailRow[]> {
  return claimDue(db, m, limit, leaseMs);
}

/** Records a send; a mail that must not be kept (`forget_after_send`) is deleted instead. */
export async function markSent(db: DbOrTx, row: MailRow, transport: string) {
  const pending = sql`${m.id} = ${row.id} and ${m.status} = 'pending'`;
  if (row.forgetAfterSend) {
    await db.delete(m).where(pending);
    return;
  }
  await db.update(m).set({ status: 'sent', sentAt: new Date(), transport, lastError: null }).where(pending);
}

export async function markAttemptFailed(
  db: DbOrTx,
  row: MailRow,
  failure: { error: string; retryAt: Date | null },
) {
  const giveUp = failure.retryAt === null;
  // A mail that must not be kept keeps, once it has failed for good, only that it failed (and not the address an
  // SMTP server's answer may quote).
  const forget = giveUp && row.forgetAfterSend;
  const error = forget ? failure.error.split(row.to).join('(address removed)') : failure.error;
  await db
    .update(m)
    .set({
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: failure.retryAt ?? new Date(),
      lastError: error.slice(0, 500),
      ...(forget ? { to: REMOVED_ADDRESS, text: '', html: null, replyTo: null } : {}),
    })
    .where(sql`${m.id} = ${row.id} and ${m.status} = 'pending'`);
}

/** A failed mail goes back in the queue, due now, with a fresh count of attempts; null when it is not failed. */
export async function requeueFailed(db: DbOrTx, id: string): Promise<MailRow | null> {
  const [row] = await db
    .update(m)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
    .where(sql`${m.id} = ${id} and ${m.status} = 'failed' and ${m.to} <> ${REMOVED_ADDRESS}`)
    .returning();
  return row ?? null;
}

export async function findMail(db: DbOrTx, id: string): Promise<MailRow | null> {
  const [row] = await db.select().from(m).where(eq(m.id, id));
  return row ?? null;
}

export async function queueDepth(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(m).where(eq(m.status, 'pending'));
  return row?.n ?? 0;
}

export async function listMail(
  db: DbOrTx,
  query: { page: number; limit: number; status?: MailStatus | undefined },
) {
  const where = query.status ? eq(m.status, query.status) : undefined;
  const [rows, [totals], byStatus] = await Promise.all([
    db
      .select()
      .from(m)
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(m).where(where),
    db.select({ status: m.status, n: count() }).from(m).groupBy(m.status),
  ]);
  return { rows, total: totals?.total ?? 0, byStatus };
}
