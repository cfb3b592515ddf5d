import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import type { Actor } from '../auth/actor';
import { type ActivityChange, actingOf, recordActivity } from './family-activity';

export interface AuditEntry {
  familyId: string | null;
  /** What happened, as `<entity>.<verb>`, e.g. `parent.update`. */
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  /** Each field the write changed, from -> to (shown to the family when staff made the write acting as it). */
  changes?: ActivityChange[];
  /** The case study the write went to; absent or null: the family profile. */
  version?: { id: string; name: string } | null;
  /** A short note for the family's activity log (e.g. what was removed). */
  note?: string | null;
}

/**
 * Records one write to family data with who made it. While an admin or agent acts as a family (simulation) the
 * acting user is recorded as the actor, the session's own user is kept in the details, and the write is also
 * appended to the family's activity log (audit/family-activity.ts) with each field's change.
 */
export async function recordAudit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  const simulated = actor.impersonatedBy !== null;
  await db.insert(schema.auditLog).values({
    actorUserId: actor.impersonatedBy ?? actor.userId,
    actorRole: simulated ? 'simulator' : actor.role,
    familyId: entry.familyId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: {
      ...(entry.details ?? {}),
      ...(entry.changes && entry.changes.length > 0 ? { changes: entry.changes } : {}),
      ...(entry.version ? { version: entry.version } : {}),
      ...(simulated ? { sessionUserId: actor.userId } : {}),
    },
  });
  if (!simulated || !entry.familyId) return;
  const acting = await actingOf(db, actor);
  if (!acting) return;
  await recordActivity(db, {
    familyId: entry.familyId,
    familyName: acting.familyName,
    actorUserId: acting.actorUserId,
    actorName: acting.actorName,
    actorRole: acting.actorRole,
    simulationId: acting.simulationId,
    action: entry.action,
    entity: entry.entity,
    versionId: entry.version?.id ?? null,
    versionName: entry.version?.name ?? null,
    note: entry.note ?? null,
    changes: entry.changes ?? [],
  });
}
