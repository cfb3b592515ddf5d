import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, isNull } from 'drizzle-orm';
import { recordActivity } from '../audit/family-activity';
import { forbidden, unauthenticated } from '../errors';
import type { Actor } from './actor';
import type { SessionRevocations } from './session-revocations';

/** The header the web client sends on every call while acting as a family (docs/product-spec.md §7). */
export const SIMULATOR_HEADER = 'x-admin-simulator-id';

export type SimulationRow = typeof schema.simulationSessions.$inferSelect;
export type EndReason = 'back' | 'switched' | 'sign-out' | 'expired';

/** Last activity is written at most this often (a burst of requests costs one update). */
const TOUCH_EVERY_MS = 15_000;

export const SIMULATION_EXPIRED_MESSAGE =
  'Your time acting as this family ended after a period without activity. Please log in again.';
export const SIMULATOR_HEADER_MESSAGE =
  'This request was refused: it does not come from the staff member acting as this family.';

/** The live act-as session whose family session is `familySessionId`, if any. */
export async function findLiveSimulation(db: DbOrTx, familySessionId: string): Promise<SimulationRow | null> {
  const t = schema.simulationSessions;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.familySessionId, familySessionId), isNull(t.endedAt)))
    .limit(1);
  return row ?? null;
}

/** Ends sessions: recorded as revoked on every instance first, then their rows deleted. */
export async function endSessions(
  db: DbOrTx,
  revocations: SessionRevocations,
  sessions: { id: string; userId: string }[],
): Promise<void> {
  if (sessions.length === 0) return;
  await revocations.revoke(sessions);
  for (const s of sessions) await db.delete(schema.session).where(eq(schema.session.id, s.id));
}

/**
 * Marks an act-as session ended (once: a second caller finds it ended and does nothing) and appends the end to
 * the family's activity log. `alsoEnd` lists which sessions to end with it: the family session the browser
 * holds and/or the staff session kept aside. Answers whether this call ended it.
 */
export async function endSimulation(
  db: DbOrTx,
  revocations: SessionRevocations,
  row: SimulationRow,
  reason: EndReason,
  alsoEnd: { family: boolean; staff: boolean },
): Promise<boolean> {
  const t = schema.simulationSessions;
  const ended = await db
    .update(t)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(t.id, row.id), isNull(t.endedAt)))
    .returning({ id: t.id });
  if (ended.length === 0) return false;
  await recordActivity(db, {
    familyId: row.familyId,
    familyName: row.familyName,
    actorUserId: row.actorUserId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    simulationId: row.id,
    action: 'session.end',
    entity: 'session',
    note: reason,
  });
  const sessions: { id: string; userId: string }[] = [];
  if (alsoEnd.family) sessions.push({ id: row.familySessionId, userId: row.familyUserId });
  if (alsoEnd.staff) sessions.push({ id: row.staffSessionId, userId: row.actorUserId });
  await endSessions(db, revocations, sessions);
  return true;
}

/**
 * The check every request of an act-as session passes (plugins/auth.ts): the act-as session is live and was
 * used within `idleMinutes` (else it ends, with the staff session kept aside, and the caller must log in again),
 * the request names the acting staff member in `x-admin-simulator-id` (else 403), and the actor learns who acts.
 */
export function simulationGuard(db: DbOrTx, revocations: SessionRevocations, idleMinutes: number) {
  const idleMs = idleMinutes * 60_000;
  return async function checkSimulation(actor: Actor, header: string | string[] | undefined): Promise<Actor> {
    if (!actor.impersonatedBy) return actor;
    const row = await findLiveSimulation(db, actor.sessionId);
    if (!row) {
      // An impersonated session this product did not start, or one whose act-as session already ended.
      await endSessions(db, revocations, [{ id: actor.sessionId, userId: actor.userId }]);
      throw unauthenticated(SIMULATION_EXPIRED_MESSAGE);
    }
    const idle = Date.now() - row.lastActivityAt.getTime();
    if (idle > idleMs) {
      await endSimulation(db, revocations, row, 'expired', { family: true, staff: true });
      throw unauthenticated(SIMULATION_EXPIRED_MESSAGE);
    }
    if (typeof header !== 'string' || header !== row.actorUserId || header !== actor.impersonatedBy) {
      throw forbidden(SIMULATOR_HEADER_MESSAGE);
    }
    if (idle > TOUCH_EVERY_MS) {
      await db
        .update(schema.simulationSessions)
        .set({ lastActivityAt: new Date() })
        .where(eq(schema.simulationSessions.id, row.id));
    }
    return { ...actor, actingRole: row.actorRole, actingName: row.actorName, simulationId: row.id };
  };
}
