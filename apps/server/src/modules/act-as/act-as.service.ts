/* Acting as a family (docs/decisions/0029): start, switch, go back; the family switcher; the activity log (0030). */
import {
  type ActingRole,
  ADMIN_EMAIL_NOT_FOUND,
  type AdminActivity,
  type AdminActivityRequest,
  AGENT_EMAIL_NOT_FOUND,
  type FamilyActivity,
  type SimulationEnded,
  type SimulationStarted,
  type SwitchableFamilies,
  type SwitchableFamiliesRequest,
} from '@ccp/contracts';
import type { Db, DbOrTx } from '@ccp/db';
import { recordActivity } from '../../audit/family-activity';
import { createFamilySession, sessionCookieHeader } from '../../auth/act-as-sessions';
import { type Actor, ownFamilyOnly } from '../../auth/actor';
import type { Auth } from '../../auth/auth';
import {
  actingAccessKind,
  familyAccessOfUser,
  findFamilyFor,
  type ReachableFamily,
  requireFamilyAccess,
} from '../../auth/family-access';
import type { SessionRevocations } from '../../auth/session-revocations';
import { endSessions, endSimulation, findLiveSimulation, type SimulationRow } from '../../auth/simulations';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, forbidden, notFound, unauthenticated } from '../../errors';
import { html, initialsOf, notify } from '../notifications/notify';
import * as repo from './act-as.repository';
import { toActivityItem } from './activity-sentences';

export interface ActAsDeps {
  db: Db;
  auth: Auth;
  revocations: SessionRevocations;
}

/** What a start, switch or back answers: the body, and the cookie that puts the new session in the browser. */
export interface WithCookie<T> {
  body: T;
  cookie: string;
}

const NOT_SIGNED_UP =
  'This family has not signed up yet, so there is no account to act as. Ask them to accept their invitation first.';
const NOT_ACTING = 'You are not acting as a family.';
const STAFF_SESSION_ENDED = 'Your own session has ended. Please log in again.';

/**
 * The family `staffUserId` may act as now (auth/family-access: an admin any family, an agent its organisation's),
 * with the staff member's account still in `role`. Anything else is "not found", so a refused caller learns nothing.
 */
async function familyFor(db: DbOrTx, staffUserId: string, role: ActingRole, familyId: string) {
  const access = await familyAccessOfUser(db, staffUserId);
  if (!access || access.kind !== actingAccessKind(role)) throw forbidden();
  const family = await findFamilyFor(db, access, 'act', familyId);
  if (!family) throw notFound('That family');
  if (!family.userId) throw new AppError('CONFLICT', NOT_SIGNED_UP);
  return { ...family, userId: family.userId };
}

async function openSimulation(
  tx: DbOrTx,
  input: {
    staffSessionId: string;
    staff: { id: string; name: string; role: ActingRole };
    family: ReachableFamily & { userId: string };
    familySessionId: string;
  },
): Promise<SimulationRow> {
  const { staff, family } = input;
  const row = await repo.insertSimulation(tx, {
    familySessionId: input.familySessionId,
    staffSessionId: input.staffSessionId,
    actorUserId: staff.id,
    actorName: staff.name,
    actorRole: staff.role,
    familyId: family.id,
    familyUserId: family.userId,
    familyName: family.name,
  });
  await recordActivity(tx, {
    familyId: family.id,
    familyName: family.name,
    actorUserId: staff.id,
    actorName: staff.name,
    actorRole: staff.role,
    simulationId: row.id,
    action: 'session.start',
    entity: 'session',
  });
  // One notification to the family per act-as session (its Activity page has the details).
  const who = staff.role === 'admin' ? 'an administrator' : 'your financial agent';
  await notify(tx, {
    familyId: family.id,
    userId: family.userId,
    agentId: family.agentId,
    senderInitials: initialsOf(staff.name),
    familyMessage: html`<b>${staff.name}</b>, ${who}, is working on your profile as your family. Everything they change is listed on your Activity page.`,
    agentMessage: null,
    adminMessage: null,
  });
  return row;
}

/** Starts a family session for the actor and its act-as row; undoes the session when the row cannot be written. */
async function startFamilySession(
  deps: ActAsDeps,
  staff: { id: string; name: string; role: ActingRole },
  family: ReachableFamily & { userId: string },
  staffSessionId: string,
): Promise<WithCookie<SimulationStarted>> {
  const familySession = await createFamilySession(deps.auth, family.userId, staff.id);
  try {
    await retryingTransaction(deps.db, (tx) =>
      openSimulation(tx, { staffSessionId, staff, family, familySessionId: familySession.id }),
    );
  } catch (error) {
    await endSessions(deps.db, deps.revocations, [{ id: familySession.id, userId: family.userId }]);
    throw error;
  }
  return {
    body: { role: 'family', familyId: family.id, actor: staff },
    cookie: await sessionCookieHeader(deps.auth, familySession.token, familySession.expiresAt),
  };
}

/** `POST /api/admin/families/{id}/simulate` and `POST /api/agents/families/{id}/simulate`. */
export async function startSimulation(
  deps: ActAsDeps,
  actor: Actor,
  familyId: string,
): Promise<WithCookie<SimulationStarted>> {
  if (actor.role !== 'admin' && actor.role !== 'financial_agent') throw forbidden();
  const role: ActingRole = actor.role;
  const family = await familyFor(deps.db, actor.userId, role, familyId);
  const [staffUser, staffSession] = await Promise.all([
    repo.findUser(deps.db, actor.userId),
    repo.findSession(deps.db, actor.sessionId),
  ]);
  if (!staffUser || !staffSession) throw unauthenticated();
  return startFamilySession(deps, { id: staffUser.id, name: staffUser.name, role }, family, staffSession.id);
}

async function liveSimulationOf(deps: ActAsDeps, actor: Actor): Promise<SimulationRow> {
  if (actor.role !== 'family' || !actor.impersonatedBy) throw forbidden(NOT_ACTING);
  const row = await findLiveSimulation(deps.db, actor.sessionId);
  if (!row) throw unauthenticated();
  return row;
}

/** `POST /api/family/change-user-access/{id}/simulate`: act as another family without going back first. */
export async function switchFamily(
  deps: ActAsDeps,
  actor: Actor,
  familyId: string,
): Promise<WithCookie<SimulationStarted>> {
  const current = await liveSimulationOf(deps, actor);
  const family = await familyFor(deps.db, current.actorUserId, current.actorRole, familyId);
  const staff = { id: current.actorUserId, name: current.actorName, role: current.actorRole };
  // The old act-as session ends first (once: a second switch at the same moment is refused), then the new one
  // starts with the same staff session kept aside. Revocations are written outside any transaction.
  const ended = await endSimulation(deps.db, deps.revocations, current, 'switched', {
    family: true,
    staff: false,
  });
  if (!ended) throw unauthenticated();
  return startFamilySession(deps, staff, family, current.staffSessionId);
}

/**
 * `POST /api/family/simulate-admin` / `simulate-agents`: restores the staff session kept aside, when the body
 * names the staff member acting (else the spec's 'Admin email not found for login.').
 */
export async function backToStaff(
  deps: ActAsDeps,
  actor: Actor,
  role: ActingRole,
  body: { email: string; id: string },
): Promise<WithCookie<SimulationEnded>> {
  const refused = role === 'admin' ? ADMIN_EMAIL_NOT_FOUND : AGENT_EMAIL_NOT_FOUND;
  const current = await liveSimulationOf(deps, actor);
  const staffUser = await repo.findUser(deps.db, current.actorUserId);
  if (
    current.actorRole !== role ||
    body.id !== current.actorUserId ||
    !staffUser ||
    staffUser.email.toLowerCase() !== body.email.toLowerCase()
  ) {
    throw forbidden(refused);
  }
  const staffSession = await repo.findSession(deps.db, current.staffSessionId);
  const usable =
    staffSession &&
    staffSession.expiresAt.getTime() > Date.now() &&
    !deps.revocations.isRevoked(staffSession.id);
  if (!usable) {
    await endSimulation(deps.db, deps.revocations, current, 'back', { family: true, staff: true });
    throw unauthenticated(STAFF_SESSION_ENDED);
  }
  const ended = await endSimulation(deps.db, deps.revocations, current, 'back', {
    family: true,
    staff: false,
  });
  if (!ended) throw unauthenticated();
  return {
    body: { role, redirectTo: role === 'admin' ? '/admin/families' : '/agent/dashboard' },
    cookie: await sessionCookieHeader(deps.auth, staffSession.token, staffSession.expiresAt),
  };
}

/** `GET /api/family/fetch-all-users` (admin acting) and `fetch-all-agent-users` (agent acting). */
export async function switchableFamilies(
  deps: ActAsDeps,
  actor: Actor,
  role: ActingRole,
  query: SwitchableFamiliesRequest,
): Promise<SwitchableFamilies> {
  const current = await liveSimulationOf(deps, actor);
  if (current.actorRole !== role) throw forbidden();
  const access = await familyAccessOfUser(deps.db, current.actorUserId);
  if (!access || access.kind !== actingAccessKind(role)) throw forbidden();
  const { rows, total } = await repo.listFamilies(deps.db, access, query);
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, canActAs: r.userId !== null })),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** `GET /api/family/activity`: the family's own log, read by the family itself (not while staff act as it). */
export async function familyActivity(deps: ActAsDeps, actor: Actor, page: number): Promise<FamilyActivity> {
  ownFamilyOnly(actor, 'read its activity');
  const familyId = await repo.findFamilyIdByUser(deps.db, actor.userId);
  if (!familyId) throw notFound('Your family profile');
  const { rows, total } = await repo.listOwnActivity(deps.db, familyId, page);
  return {
    items: rows.map((r) => toActivityItem(r, 'family')),
    page,
    limit: repo.ACTIVITY_PAGE_SIZE,
    total,
  };
}

/** `GET /api/admin/activity`: the log of the families the caller may read with money (an admin: all). */
export async function adminActivity(
  deps: ActAsDeps,
  actor: Actor,
  query: AdminActivityRequest,
): Promise<AdminActivity> {
  const access = await requireFamilyAccess(deps.db, actor, ['admin']);
  const [{ rows, total }, filters] = await Promise.all([
    repo.listActivity(deps.db, access, query),
    repo.activityFilters(deps.db, access),
  ]);
  return {
    items: rows.map((r) => toActivityItem(r, 'admin')),
    page: query.page,
    limit: repo.ACTIVITY_PAGE_SIZE,
    total,
    ...filters,
  };
}
