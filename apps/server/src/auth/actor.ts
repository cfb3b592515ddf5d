import { forbidden } from '../errors';
import type { Role } from './roles';

/** The staff roles that may act as a family. */
export type ActingRole = 'admin' | 'financial_agent';

/** Who is making a request, resolved on the server from the bearer token or the session cookie. */
export interface Actor {
  userId: string;
  role: Role;
  sessionId: string;
  /** Set while an admin or agent acts as this family (simulation): the acting user's id. */
  impersonatedBy: string | null;
  /**
   * Filled in by `authorize` during a simulation (auth/simulations.ts, docs/decisions/0029): the acting staff
   * member's role and name, and the act-as session's id. Null (or absent) otherwise.
   */
  actingRole?: ActingRole | null;
  actingName?: string | null;
  simulationId?: string | null;
}

/**
 * Only the family itself, never a staff member acting as the family (ADR 0029): downloading or deleting its data,
 * reading its activity, reading or dismissing its notifications, changing its password. 403, saying so.
 */
export function ownFamilyOnly(actor: Actor, what: string): void {
  if (actor.impersonatedBy !== null)
    throw forbidden(`Only the family itself can ${what}, not someone acting as the family.`);
}
