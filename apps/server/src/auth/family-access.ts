/*
 * The one family access rule (issue 18 item 2, docs/decisions/0040): who may do what to which family.
 *   - an administrator: any family, anything;
 *   - a financial agent: the families of its organisation (`families.organisation_id`), anything;
 *   - an admission professional: the families it invited (`families.invited_by_professional_id`), read only and
 *     without money;
 * and only while the account is active (not banned, its agent or professional record active, its role the same).
 * Every staff read or write of a family asks `may` (one family) or `familyScope` (a list, in SQL); acting as a
 * family asks it again on every request (auth/simulations.ts). There is no "any family" default: an access is
 * always resolved from the database for the staff member behind the request.
 */
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { forbidden } from '../errors';
import type { ActingRole, Actor } from './actor';

const { user, agents, admissionProfessionals, families } = schema;

/** A staff member's reach over families, as its account stands now. */
export type FamilyAccess =
  | { kind: 'admin'; userId: string }
  | { kind: 'agent'; userId: string; agentId: string; organisationId: string }
  | { kind: 'professional'; userId: string; professionalId: string };

export type FamilyAccessKind = FamilyAccess['kind'];

/** The access an acting role needs: an admin acts as an admin, an agent as an agent. */
export function actingAccessKind(role: ActingRole): FamilyAccessKind {
  return role === 'admin' ? 'admin' : 'agent';
}

/**
 * What a caller wants of a family: `read` its contact details, students, colleges and onboarding; `money` its
 * incomes, assets, SAI, Pell, costs and case studies; `write` change it or its case studies, or take it out of an
 * organisation; `act` as the family.
 */
export type FamilyAction = 'read' | 'money' | 'write' | 'act';

/** What the rule reads of a family. */
export interface FamilyReach {
  organisationId: string | null;
  invitedByProfessionalId: string | null;
}

/** Whether `access` allows `action` on `family`. */
export function may(access: FamilyAccess, action: FamilyAction, family: FamilyReach): boolean {
  switch (access.kind) {
    case 'admin':
      return true;
    case 'agent':
      return family.organisationId === access.organisationId;
    case 'professional':
      return action === 'read' && family.invitedByProfessionalId === access.professionalId;
  }
}

/** The same rule as a condition on `families`, for lists and scoped look-ups. */
export function familyScope(access: FamilyAccess, action: FamilyAction): SQL {
  switch (access.kind) {
    case 'admin':
      return sql`true`;
    case 'agent':
      return eq(families.organisationId, access.organisationId);
    case 'professional':
      return action === 'read' ? eq(families.invitedByProfessionalId, access.professionalId) : sql`false`;
  }
}

/** A condition on a column holding a family id (notifications, the activity log): the families in scope. */
export function familyIdInScope(column: AnyPgColumn, access: FamilyAccess, action: FamilyAction): SQL {
  if (access.kind === 'admin') return sql`true`;
  return sql`${column} in (select ${families.id} from ${families} where ${familyScope(access, action)})`;
}

// ---- resolving an access from the database ---------------------------------------------------------------------

/** The facts the rule reads about a staff user: select them from `user` left-joined as `staffJoins` says. */
export const accessColumns = {
  userId: user.id,
  role: user.role,
  banned: user.banned,
  agentId: agents.id,
  agentOrganisationId: agents.organisationId,
  agentStatus: agents.status,
  professionalId: admissionProfessionals.id,
  professionalStatus: admissionProfessionals.status,
};
/** The joins `accessColumns` need, from `user`: its agent record and its professional record, if any. */
export const staffJoins = {
  agents: eq(agents.userId, user.id),
  admissionProfessionals: eq(admissionProfessionals.userId, user.id),
};

export interface AccessFacts {
  userId: string | null;
  role: string | null;
  banned: boolean | null;
  agentId: string | null;
  agentOrganisationId: string | null;
  agentStatus: string | null;
  professionalId: string | null;
  professionalStatus: string | null;
}

/** The access the facts give: none for a banned, inactive, removed or deleted account, or one that is not staff. */
export function accessFrom(facts: AccessFacts): FamilyAccess | null {
  const { userId } = facts;
  if (!userId || facts.banned) return null;
  if (facts.role === 'admin') return { kind: 'admin', userId };
  if (
    facts.role === 'financial_agent' &&
    facts.agentId &&
    facts.agentOrganisationId &&
    facts.agentStatus === 'active'
  ) {
    return { kind: 'agent', userId, agentId: facts.agentId, organisationId: facts.agentOrganisationId };
  }
  if (
    facts.role === 'admission_professional' &&
    facts.professionalId &&
    facts.professionalStatus === 'active'
  ) {
    return { kind: 'professional', userId, professionalId: facts.professionalId };
  }
  return null;
}

/** The access of one user as its account stands now (one indexed query), or null. */
export async function familyAccessOfUser(db: DbOrTx, userId: string): Promise<FamilyAccess | null> {
  const [row] = await db
    .select(accessColumns)
    .from(user)
    .leftJoin(agents, staffJoins.agents)
    .leftJoin(admissionProfessionals, staffJoins.admissionProfessionals)
    .where(eq(user.id, userId))
    .limit(1);
  return row ? accessFrom(row) : null;
}

/**
 * The access of the staff member behind a request: the caller itself, or, while an admin or agent acts as a
 * family, the staff member acting. 403 with `message` unless it is one of `kinds`.
 */
export async function requireFamilyAccess<Kind extends FamilyAccessKind>(
  db: DbOrTx,
  actor: Actor,
  kinds: readonly Kind[],
  message?: string,
): Promise<Extract<FamilyAccess, { kind: Kind }>> {
  const userId = actor.role === 'family' ? actor.impersonatedBy : actor.userId;
  const access = userId ? await familyAccessOfUser(db, userId) : null;
  if (!access || !(kinds as readonly string[]).includes(access.kind)) throw forbidden(message);
  return access as Extract<FamilyAccess, { kind: Kind }>;
}

// ---- one family, within reach -------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A family named by its own id or by its user's id (the admin's pages address a family by its user id). */
export function familyNamed(idOrUserId: string): SQL {
  return UUID.test(idOrUserId)
    ? (or(sql`${families.id} = ${idOrUserId}::uuid`, eq(families.userId, idOrUserId)) as SQL)
    : eq(families.userId, idOrUserId);
}

export interface ReachableFamily extends FamilyReach {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  agentId: string | null;
}

/**
 * The family `idOrUserId` names, if `access` allows `action` on it; null otherwise, so that the caller answers
 * "not found" and a refused caller learns nothing about families it may not reach.
 */
export async function findFamilyFor(
  db: DbOrTx,
  access: FamilyAccess,
  action: FamilyAction,
  idOrUserId: string,
): Promise<ReachableFamily | null> {
  const [row] = await db
    .select({
      id: families.id,
      userId: families.userId,
      name: families.name,
      email: families.email,
      agentId: families.agentId,
      organisationId: families.organisationId,
      invitedByProfessionalId: families.invitedByProfessionalId,
    })
    .from(families)
    .where(and(familyNamed(idOrUserId), familyScope(access, action)))
    .limit(1);
  return row ?? null;
}
