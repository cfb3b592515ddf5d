import type { Role } from './roles';

/** Who is making a request, resolved on the server from the bearer token or the session cookie. */
export interface Actor {
  userId: string;
  role: Role;
  sessionId: string;
  /** Set while an admin or agent acts as this family (simulation): the acting user's id. */
  impersonatedBy: string | null;
}
