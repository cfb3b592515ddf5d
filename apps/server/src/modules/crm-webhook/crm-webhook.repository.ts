import type { CrmDeliveryStatus } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { claimDue } from '../../database/claim-due';

const e = schema.crmEvents;
const f = schema.families;

export type CrmEventRow = typeof e.$inferSelect;

/** Claims up to `limit` due events for this worker (see `claimDue`: a lease of `leaseMs`, never two workers). */
export function claimDueEvents(db: DbOrTx, limit: number, leaseMs: number): Promise<CrmEventRow[]> {
  return claimDue(db, e, limit, leaseMs);
}

/** The family as the CRM's contact: who, where, and the figures an advisor filters on. */
export async function findContact(db: DbOrTx, familyId: string) {
  const [family] = await db
    .select({
      id: f.id,
      name: f.name,
      email: f.email,
      state: f.state,
      federalSai: f.federalSai,
      phone: schema.user.phone,
    })
    .from(f)
    .leftJoin(schema.user, eq(schema.user.id, f.userId))
    .where(eq(f.id, familyId));
  if (!family) return null;
  const students = await db
    .select({ graduationYear: schema.students.graduationYear })
    .from(schema.students)
    .where(eq(schema.students.familyId, familyId))
    .orderBy(asc(schema.students.position));
  return { ...family, students };
}

export async function saveBody(db: DbOrTx, id: string, body: string) {
  await db.update(e).set({ body }).where(eq(e.id, id));
}

/** Records a success; only a pending event can become delivered, and a delivered one is never claimed again. */
export async function markDelivered(db: DbOrTx, id: string, statusCode: number) {
  await db
    .update(e)
    .set({ status: 'delivered', deliveredAt: new Date(), lastStatusCode: statusCode, lastError: null })
    .where(sql`${e.id} = ${id} and ${e.status} = 'pending'`);
}

export async function markAttemptFailed(
  db: DbOrTx,
  id: string,
  failure: { statusCode: number | null; error: string; retryAt: Date | null },
) {
  await db
    .update(e)
    .set({
      status: failure.retryAt ? 'pending' : 'failed',
      nextAttemptAt: failure.retryAt ?? new Date(),
      lastStatusCode: failure.statusCode,
      lastError: failure.error.slice(0, 500),
    })
    .where(sql`${e.id} = ${id} and ${e.status} = 'pending'`);
}

export async function queueDepth(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(e).where(eq(e.status, 'pending'));
  return row?.n ?? 0;
}

export async function listDeliveries(
  db: DbOrTx,
  query: { page: number; limit: number; status?: CrmDeliveryStatus | undefined },
) {
  const where = query.status ? eq(e.status, query.status) : undefined;
  const [rows, [totals], byStatus] = await Promise.all([
    db
      .select({ event: e, family: { id: f.id, name: f.name, email: f.email } })
      .from(e)
      .leftJoin(f, eq(f.id, e.familyId))
      .where(where)
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(e).where(where),
    db.select({ status: e.status, n: count() }).from(e).groupBy(e.status),
  ]);
  return { rows, total: totals?.total ?? 0, byStatus };
}
