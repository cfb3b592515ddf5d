import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

const n = schema.notifications;
const f = schema.families;

export type NotificationRow = typeof n.$inferSelect;

export async function findFamilyIdOfUser(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: f.id }).from(f).where(eq(f.userId, userId)).limit(1);
  return row?.id ?? null;
}

export async function findOrganisationOfAgentUser(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ organisationId: schema.agents.organisationId })
    .from(schema.agents)
    .where(eq(schema.agents.userId, userId))
    .limit(1);
  return row?.organisationId ?? null;
}

/** Which notifications an audience may read: a family its own; an agent its organisation's families'; an admin all. */
export type NotificationScope =
  | { audience: 'family'; familyId: string }
  | { audience: 'agent'; organisationId: string }
  | { audience: 'admin' };

function scopeCondition(scope: NotificationScope): SQL | undefined {
  if (scope.audience === 'family') return eq(n.familyId, scope.familyId);
  if (scope.audience === 'admin') return undefined;
  const organisationAgents = sql`(select ${schema.agents.id} from ${schema.agents} where ${schema.agents.organisationId} = ${scope.organisationId})`;
  const organisationFamilies = sql`(select ${f.id} from ${f} where ${f.organisationId} = ${scope.organisationId} or ${f.agentId} in ${organisationAgents})`;
  return or(inArray(n.familyId, organisationFamilies), inArray(n.agentId, organisationAgents));
}

function messageColumn(scope: NotificationScope) {
  return scope.audience === 'family'
    ? n.familyMessage
    : scope.audience === 'agent'
      ? n.agentMessage
      : n.adminMessage;
}

function readColumn(scope: NotificationScope) {
  return scope.audience === 'family' ? n.read : scope.audience === 'agent' ? n.agentRead : n.adminRead;
}

/** Only notifications that say something to this audience count (a null message is not addressed to it). */
function visible(scope: NotificationScope): SQL {
  const condition = scopeCondition(scope);
  const addressed = sql`${messageColumn(scope)} is not null`;
  return condition ? (and(condition, addressed) as SQL) : addressed;
}

export async function listNotifications(db: DbOrTx, scope: NotificationScope, limit: number) {
  const where = visible(scope);
  const [items, [totals]] = await Promise.all([
    db.select().from(n).where(where).orderBy(desc(n.createdAt), desc(n.id)).limit(limit),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where not ${readColumn(scope)})`.mapWith(Number),
      })
      .from(n)
      .where(where),
  ]);
  return { items, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

export async function markAllRead(db: DbOrTx, scope: NotificationScope): Promise<number> {
  const column = readColumn(scope);
  const key = scope.audience === 'family' ? 'read' : scope.audience === 'agent' ? 'agentRead' : 'adminRead';
  const rows = await db
    .update(n)
    .set({ [key]: true })
    .where(and(visible(scope), eq(column, false)))
    .returning({ id: n.id });
  return rows.length;
}
