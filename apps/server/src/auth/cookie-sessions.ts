import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { LRUCache } from 'lru-cache';
import type { Actor } from './actor';
import type { Auth } from './auth';
import { isRole } from './roles';
import type { SessionRevocations } from './session-revocations';

/** How long a looked-up session is trusted without asking the database again. */
export const COOKIE_SESSION_CACHE_MS = 2_000;
const MAX_CACHED_SESSIONS = 10_000;

/** better-auth's session cookie, with the `__Secure-` prefix it adds on HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/**
 * Resolves the actor of a cookie-authenticated request. better-auth's getSession reads the session (and its user)
 * from the database on every call; here a valid session is remembered for at most COOKIE_SESSION_CACHE_MS, keyed by
 * a hash of the signed cookie value, so a burst of requests costs one query. Revocations (sign-out, password
 * reset, role change, ban) are checked on every request against the shared revocation list, and a deleted
 * session is noticed by the next lookup, at most COOKIE_SESSION_CACHE_MS later.
 */
export function cookieSessions(auth: Auth, revocations: SessionRevocations) {
  const cache = new LRUCache<string, Actor>({ max: MAX_CACHED_SESSIONS, ttl: COOKIE_SESSION_CACHE_MS });
  /** Lookups under way, so that concurrent requests with the same cookie share one query. */
  const pending = new Map<string, Promise<Actor | null>>();

  async function lookUp(headers: IncomingHttpHeaders): Promise<Actor | null> {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
    if (!session) return null;
    const role = (session.user as { role?: unknown }).role;
    return {
      userId: session.user.id,
      role: isRole(role) ? role : 'family',
      sessionId: session.session.id,
      impersonatedBy: (session.session as { impersonatedBy?: string | null }).impersonatedBy ?? null,
    };
  }

  return async function actorFromCookie(headers: IncomingHttpHeaders): Promise<Actor | null> {
    const token = headers.cookie ? SESSION_COOKIE.exec(headers.cookie)?.[1] : undefined;
    if (!token) return null;
    const key = createHash('sha256').update(token).digest('base64url');
    let actor = cache.get(key);
    if (!actor) {
      let lookup = pending.get(key);
      if (!lookup) {
        lookup = lookUp(headers).finally(() => pending.delete(key));
        pending.set(key, lookup);
      }
      const found = await lookup;
      if (!found) return null;
      cache.set(key, found);
      actor = found;
    }
    return revocations.isRevoked(actor.sessionId) ? null : actor;
  };
}
