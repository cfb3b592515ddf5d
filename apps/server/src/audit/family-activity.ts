import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import type { ActivityChange } from '@ccp/db/schema';
import { eq } from 'drizzle-orm';
import type { ActingRole, Actor } from '../auth/actor';

export type { ActivityChange };

export interface ActivityEntry {
  familyId: string;
  familyName: string;
  actorUserId: string;
  actorName: string;
  actorRole: ActingRole;
  simulationId: string | null;
  action: string;
  entity: string;
  versionId?: string | null;
  versionName?: string | null;
  note?: string | null;
  changes?: ActivityChange[];
}

/** Appends one row to the family's activity log (never updated or deleted: docs/decisions/0030). */
export async function recordActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await db.insert(schema.familyActivity).values({
    familyId: entry.familyId,
    familyName: entry.familyName,
    actorUserId: entry.actorUserId,
    actorName: entry.actorName,
    actorRole: entry.actorRole,
    simulationId: entry.simulationId,
    action: entry.action,
    entity: entry.entity,
    versionId: entry.versionId ?? null,
    versionName: entry.versionName ?? null,
    note: entry.note ?? null,
    changes: entry.changes ?? [],
  });
}

/** Who acts, for an actor in a simulation: from the actor itself, else from its act-as session row. */
export async function actingOf(
  db: DbOrTx,
  actor: Actor,
): Promise<{
  simulationId: string;
  actorUserId: string;
  actorName: string;
  actorRole: ActingRole;
  familyName: string;
} | null> {
  if (!actor.impersonatedBy) return null;
  const t = schema.simulationSessions;
  const [row] = await db
    .select({
      simulationId: t.id,
      actorUserId: t.actorUserId,
      actorName: t.actorName,
      actorRole: t.actorRole,
      familyName: t.familyName,
    })
    .from(t)
    .where(eq(t.familySessionId, actor.sessionId))
    .limit(1);
  return row ?? null;
}
