import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type FamilyAccess, familyIdInScope } from '../../auth/family-access';

const n = schema.notifications;
const f = schema.families;

export type NotificationRow = typeof n.$inferSelect;

export async function findFamilyIdOfUser(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: f.id }).from(f).where(eq(f.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** Which notifications an audience may read: a family its own; an agent its organisation's families'; an admin all. */
export type NotificationScope =
  | { audience: 'family'; familyId: string }
  | { audience: 'agent'; access: Extract<FamilyAccess, { kind: 'agent' }> }
  | { audience: 'admin'; access: Extract<FamilyAccess, { kind: 'admin' }> }
  | { audience: 'professional'; access: Extract<FamilyAccess, { kind: 'professional' }> };

function scopeCondition(scope: NotificationScope): SQL {
  if (scope.audience === 'family') return eq(n.familyId, scope.familyId);
  const families = familyIdInScope(n.familyId, scope.access, 'read');
  if (scope.audience === 'admin' || scope.audience === 'professional') return families;
  // An agent also keeps what was addressed to its organisation's agents (e.g. "You removed the X family", written
  // as the family left the organisation).
  const organisationAgents = sql`(select ${schema.agents.id} from ${schema.agents} where ${schema.agents.organisationId} = ${scope.access.organisationId})`;
  return or(families, inArray(n.agentId, organisationAgents)) as SQL;
}

const COLUMNS = {
  family: { message: n.familyMessage, read: n.read, key: 'read' },
  agent: { message: n.agentMessage, read: n.agentRead, key: 'agentRead' },
  admin: { message: n.adminMessage, read: n.adminRead, key: 'adminRead' },
  professional: { message: n.professionalMessage, read: n.professionalRead, key: 'professionalRead' },
} as const;

const messageColumn = (scope: NotificationScope) => COLUMNS[scope.audience].message;
const readColumn = (scope: NotificationScope) => COLUMNS[scope.audience].read;

/** Only notifications that say something to this audience count (a null message is not addressed to it). */
function visible(scope: NotificationScope): SQL {
  return and(scopeCondition(scope), sql`${messageColumn(scope)} is not null`) as SQL;
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
  const key = COLUMNS[scope.audience].key;
  const rows = await db
    .update(n)
    .set({ [key]: true })
    .where(and(visible(scope), eq(column, false)))
    .returning({ id: n.id });
  return rows.length;
}
