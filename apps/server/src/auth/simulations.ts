import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, isNull } from 'drizzle-orm';
import { recordActivity } from '../audit/family-activity';
import { forbidden, unauthenticated } from '../errors';
import type { Actor } from './actor';
import { accessColumns, accessFrom, actingAccessKind, may, staffJoins } from './family-access';
import type { SessionRevocations } from './session-revocations';

/** The header the web client sends on every call while acting as a family (docs/product-spec.md §7). */
export const SIMULATOR_HEADER = 'x-admin-simulator-id';

export type SimulationRow = typeof schema.simulationSessions.$inferSelect;
export type EndReason =
  | 'back'
  | 'switched'
  | 'sign-out'
  | 'expired'
  | 'staff-access-ended'
  | 'family-access-ended';

/** Last activity is written at most this often (a burst of requests costs one update). */
const TOUCH_EVERY_MS = 15_000;

export const SIMULATION_EXPIRED_MESSAGE =
  'Your time acting as this family ended after a period without activity. Please log in again.';
/** The staff member's own account no longer allows acting (suspended, removed, deleted, its role changed). */
export const STAFF_ACCESS_ENDED_MESSAGE =
  'Acting as this family has ended: your account was suspended, removed or changed. Please log in again.';
/** The family is no longer one the staff member may act for (it left the organisation, or was deleted). */
export const FAMILY_ACCESS_ENDED_MESSAGE =
  'Acting as this family has ended: it is no longer a family you may act for. Please log in again.';
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
 * The act-as session of a family session (live or ended), with what the family access rule reads about its staff
 * member and its family as they are now: one query on primary keys and unique indexes.
 */
async function findSimulationWithAccess(db: DbOrTx, familySessionId: string) {
  const t = schema.simulationSessions;
  const { user, agents, admissionProfessionals, families } = schema;
  const [row] = await db
    .select({
      simulation: t,
      ...accessColumns,
      familyId: families.id,
      familyUserId: families.userId,
      organisationId: families.organisationId,
      invitedByProfessionalId: families.invitedByProfessionalId,
    })
    .from(t)
    .leftJoin(user, eq(user.id, t.actorUserId))
    .leftJoin(agents, staffJoins.agents)
    .leftJoin(admissionProfessionals, staffJoins.admissionProfessionals)
    .leftJoin(families, eq(families.id, t.familyId))
    .where(eq(t.familySessionId, familySessionId))
    .limit(1);
  return row ?? null;
}
type SimulationWithAccess = NonNullable<Awaited<ReturnType<typeof findSimulationWithAccess>>>;

/** Why the staff member may no longer act as this family (the one rule, auth/family-access), or null. */
function accessEnded(row: SimulationWithAccess): EndReason | null {
  const access = accessFrom(row);
  if (!access || access.kind !== actingAccessKind(row.simulation.actorRole)) return 'staff-access-ended';
  if (row.familyId === null || row.familyUserId !== row.simulation.familyUserId) return 'family-access-ended';
  if (!may(access, 'act', row)) return 'family-access-ended';
  return null;
}

/** What a request of an ended act-as session hears, by why it ended. */
const ENDED_MESSAGES: Partial<Record<string, string>> = {
  expired: SIMULATION_EXPIRED_MESSAGE,
  'staff-access-ended': STAFF_ACCESS_ENDED_MESSAGE,
  'family-access-ended': FAMILY_ACCESS_ENDED_MESSAGE,
};

export interface SimulationGuard {
  /**
   * The check every request of an act-as session passes (plugins/auth.ts): the act-as session is live; the staff
   * member may still act for this family, as its account and the family stand now (else it ends, with the staff
   * session kept aside: 401 saying why); it was used within `idleMinutes` (else it ends the same way); the request
   * names the acting staff member in `x-admin-simulator-id` (else 403). The actor learns who acts.
   */
  check(actor: Actor, header: string | string[] | undefined): Promise<Actor>;
  /** The same checks but the header, without counting as activity (a token asked for with the session's cookie). */
  stillLive(actor: Actor): Promise<void>;
  /**
   * Why a family session that was ended has ended, when it was an act-as session that ended for a reason its
   * staff member should read (idle, access ended); else undefined. For the requests that still carry its token.
   */
  endedMessage(familySessionId: string): Promise<string | undefined>;
}

export function simulationGuard(
  db: DbOrTx,
  revocations: SessionRevocations,
  idleMinutes: number,
): SimulationGuard {
  const idleMs = idleMinutes * 60_000;

  async function live(actor: Actor): Promise<SimulationRow> {
    const row = await findSimulationWithAccess(db, actor.sessionId);
    if (!row || row.simulation.endedAt !== null) {
      // An impersonated session this product did not start, or one whose act-as session already ended (on
      // another instance, before its revocation reached this one): said as it was said when it ended.
      await endSessions(db, revocations, [{ id: actor.sessionId, userId: actor.userId }]);
      throw unauthenticated(ENDED_MESSAGES[row?.simulation.endReason ?? ''] ?? SIMULATION_EXPIRED_MESSAGE);
    }
    const { simulation } = row;
    // Both sessions end: the browser holds only the family session, so the one kept aside could not be used again.
    const ended = accessEnded(row);
    if (ended) {
      await endSimulation(db, revocations, simulation, ended, { family: true, staff: true });
      throw unauthenticated(ENDED_MESSAGES[ended]);
    }
    if (Date.now() - simulation.lastActivityAt.getTime() > idleMs) {
      await endSimulation(db, revocations, simulation, 'expired', { family: true, staff: true });
      throw unauthenticated(SIMULATION_EXPIRED_MESSAGE);
    }
    return simulation;
  }

  return {
    async check(actor, header) {
      if (!actor.impersonatedBy) return actor;
      const row = await live(actor);
      if (typeof header !== 'string' || header !== row.actorUserId || header !== actor.impersonatedBy) {
        throw forbidden(SIMULATOR_HEADER_MESSAGE);
      }
      if (Date.now() - row.lastActivityAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(schema.simulationSessions)
          .set({ lastActivityAt: new Date() })
          .where(eq(schema.simulationSessions.id, row.id));
      }
      return { ...actor, actingRole: row.actorRole, actingName: row.actorName, simulationId: row.id };
    },
    async stillLive(actor) {
      if (actor.impersonatedBy) await live(actor);
    },
    async endedMessage(familySessionId) {
      const t = schema.simulationSessions;
      const [row] = await db
        .select({ endReason: t.endReason })
        .from(t)
        .where(eq(t.familySessionId, familySessionId))
        .limit(1);
      return row?.endReason ? ENDED_MESSAGES[row.endReason] : undefined;
    },
  };
}
