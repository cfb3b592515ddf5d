import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import type { Actor } from '../auth/actor';

export interface AuditEntry {
  familyId: string | null;
  /** What happened, as `<entity>.<verb>`, e.g. `parent.update`. */
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records one write to family data with who made it. While an admin or agent acts as a family (simulation) the
 * acting user is recorded as the actor, and the session's own user is kept in the details.
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
    details: { ...(entry.details ?? {}), ...(simulated ? { sessionUserId: actor.userId } : {}) },
  });
}
