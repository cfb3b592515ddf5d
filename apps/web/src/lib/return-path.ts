import type { Role } from '@ccp/contracts/roles';
import { loginPath, ROLE_AREA } from './role-paths';

/** The log-in page's query parameter naming the page to return to after logging in. */
export const RETURN_PARAM = 'next';

/** Any origin: only used to read a path the way the browser would. */
const SAME = 'https://same-site.invalid';

/**
 * The page to return to after logging in, when `raw` is a path of this site inside the role's own area
 * (`/family/...` for a family); null for anything else: an absolute or protocol-relative address (`//evil.com`),
 * a backslash, a control character, another role's area or an over-long value. The answer is the normalised path
 * with its query and fragment.
 */
export function safeReturnPath(raw: string | null | undefined, role: Role): string | null {
  if (!raw || raw.length > 2_000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, SAME);
  } catch {
    return null;
  }
  if (url.origin !== SAME || url.pathname.startsWith('//')) return null;
  const area = `${ROLE_AREA[role]}/`;
  if (!url.pathname.startsWith(area)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The role's log-in page, asked to return to `path` (the page a signed-out user opened) afterwards. */
export function loginReturningTo(role: Role, path: string): string {
  const back = safeReturnPath(path, role);
  return back ? `${loginPath(role)}?${RETURN_PARAM}=${encodeURIComponent(back)}` : loginPath(role);
}
