/**
 * Request targets under /api/auth that must all be refused: spellings of closed endpoints and other spellings of
 * open ones. Each family of tricks is combined with several endpoints, so a test covers the family, not one example.
 */

/** Endpoints the product does not use, some of them powerful (admin plugin, sign-up without a family row). */
export const CLOSED_ENDPOINTS = [
  'list-sessions',
  'get-session',
  'sign-up/email',
  'update-user',
  'admin/list-users',
  'admin/set-user-password',
  'admin/set-role',
  'revoke-sessions',
] as const;

/** A slash, as the different decoders of a path read it. */
const SLASHES = ['%2f', '%2F', '%252f', '%252F', '\\', '%5c', '%5C', '%255c'];
/** `..`, spelled for the different decoders. */
const DOT_DOTS = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%u002e%u002e'];
/** Characters that end the path for one reader and not another. */
const PATH_ENDS = ['%3F', '%3f', '%253F', '%23', '%2523', ';', '%3B', '%00', '%0a', '%0d%0a'];

function traversals(): string[] {
  const targets: string[] = [];
  for (const closed of ['list-sessions', 'sign-up/email', 'admin/list-users']) {
    for (const end of PATH_ENDS) targets.push(`/api/auth/get-session${end}/../${closed}`);
    for (const dots of DOT_DOTS) {
      targets.push(`/api/auth/get-session/${dots}/${closed}`);
      for (const slash of SLASHES) targets.push(`/api/auth/get-session${slash}${dots}${slash}${closed}`);
    }
    targets.push(`/api/auth/sign-out%3F/../${closed}`);
    targets.push(`/api/auth/./${closed}`, `/api/auth/%2e/${closed}`, `/api/auth//${closed}`);
  }
  targets.push('/api/auth/sign-out%3F/../sign-in/email', '/api/auth/sign-out%3f/%2e%2e/sign-in/email');
  return targets;
}

/** Other spellings of the open endpoints: each must be refused too, since better-auth may read it as the open one. */
function variants(): string[] {
  const targets: string[] = [];
  for (const open of ['get-session', 'token', 'sign-in/email', 'sign-out']) {
    const upper = open.toUpperCase();
    const title = open.replace(
      /(^|[-/])([a-z])/g,
      (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`,
    );
    targets.push(`/api/auth/${upper}`, `/api/auth/${title}`, `/api/AUTH/${open}`);
    for (const tail of [
      '/',
      '.',
      '%20',
      '%00',
      '%09',
      '%2f',
      '%2e',
      ';',
      ';jsessionid=abc',
      '~',
      '%3F',
      '%23',
      '//',
    ]) {
      targets.push(`/api/auth/${open}${tail}`);
    }
    targets.push(`/api/auth//${open}`, `/api/auth/./${open}`, `/api//auth/${open}`);
    targets.push(`/api/auth/${open.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`);
    if (open.includes('-')) targets.push(`/api/auth/${open.replace('-', '%2d')}`);
    targets.push(`/api/auth/x/../${open}`, `/api/auth/${open}/.`);
  }
  targets.push('/api/auth/sign-in%2femail', '/api/auth/sign-in%252femail', '/api/auth/sign-in\\email');
  return targets;
}

/** Every closed endpoint spelled plainly, and each hostile target above, without duplicates. */
export function hostileAuthTargets(): string[] {
  const plain = CLOSED_ENDPOINTS.map((closed) => `/api/auth/${closed}`);
  return [...new Set([...plain, ...traversals(), ...variants()])];
}

/**
 * Targets outside /api/ altogether: the proxy never sees them (the server answers them as web pages), so only the
 * path check itself is tested with them.
 */
export function outsideApiTargets(): string[] {
  return ['get-session', 'token', 'sign-in/email'].flatMap((open) => [
    `/API/auth/${open}`,
    `//api/auth/${open}`,
  ]);
}

/** Absolute-form request targets (`GET http://host/path HTTP/1.1`) for the same closed endpoints. */
export function absoluteFormTargets(host: string): string[] {
  return CLOSED_ENDPOINTS.map((closed) => `http://${host}/api/auth/${closed}`);
}
