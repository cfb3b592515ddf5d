/**
 * Which better-auth endpoint a raw request target may reach. The check reads the request target exactly as the
 * client sent it and accepts only one spelling of each endpoint: lower-case words joined by single hyphens and
 * single slashes. Anything a URL parser could read another way (percent-encoding, dot segments, doubled or
 * trailing slashes, backslashes, `;` parameters, case variants, a fragment, absolute form) is refused, and the
 * Request handed to better-auth is built from the checked path, so what is checked is what better-auth routes.
 */

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The better-auth endpoints this product uses, by method and exact path; every other one stays closed. Not
 * get-session: nothing calls it (`/api/me` says who is signed in), and its body holds the session token, which
 * must stay in the httpOnly cookie.
 */
export const OPEN_AUTH_ROUTES: ReadonlySet<string> = new Set([
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /token',
  'GET /jwks',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
]);

/** One or more path segments, each of lower-case letters and digits joined by single hyphens. */
const CANONICAL_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

export interface AuthRoute {
  /** The endpoint's path below `/api/auth`, e.g. `/sign-in/email`. */
  path: string;
  /** The query string to forward (re-serialised, without `?`), empty when there is none. */
  search: string;
}

/**
 * The endpoint a request may reach, or null when the target is not one exact spelling of an open endpoint.
 * `rawTarget` is the request target as received (`request.raw.url`), not a decoded or normalised form.
 */
export function openAuthRoute(method: string, rawTarget: string): AuthRoute | null {
  if (!rawTarget.startsWith(`${AUTH_BASE_PATH}/`) || rawTarget.includes('#')) return null;
  const queryAt = rawTarget.indexOf('?');
  const rawPath = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
  const path = rawPath.slice(AUTH_BASE_PATH.length);
  if (!CANONICAL_PATH.test(path)) return null;
  if (!OPEN_AUTH_ROUTES.has(`${method} ${path}`)) return null;
  const search = queryAt === -1 ? '' : new URLSearchParams(rawTarget.slice(queryAt + 1)).toString();
  return { path, search };
}

/** The URL better-auth is given: the public origin, the checked path and nothing else. */
export function authRequestUrl(publicUrl: string, route: AuthRoute): URL {
  const url = new URL(`${AUTH_BASE_PATH}${route.path}`, new URL(publicUrl).origin);
  url.search = route.search;
  return url;
}
