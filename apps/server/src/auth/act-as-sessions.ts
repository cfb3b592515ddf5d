import { createHmac } from 'node:crypto';
import { AppError } from '../errors';
import type { Auth } from './auth';

/** A new family session for an admin or agent acting as the family (marked with the acting user's id). */
export async function createFamilySession(
  auth: Auth,
  familyUserId: string,
  actorUserId: string,
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(familyUserId, false, {
    impersonatedBy: actorUserId,
  });
  if (!session) throw new AppError('INTERNAL', 'Something went wrong. Please try again.');
  return { id: session.id, token: session.token, expiresAt: session.expiresAt };
}

/**
 * The Set-Cookie header that puts a session in the browser: better-auth's session cookie, signed the way it signs
 * it (HMAC-SHA256 of the token with the auth secret, `token.signature`, URL-encoded), with its attributes.
 */
export async function sessionCookieHeader(auth: Auth, token: string, expiresAt: Date): Promise<string> {
  const context = await auth.$context;
  const { name, attributes } = context.authCookies.sessionToken;
  const signature = createHmac('sha256', context.secret).update(token).digest('base64');
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  let cookie = `${name}=${encodeURIComponent(`${token}.${signature}`)}; Max-Age=${maxAge}; Path=${attributes.path ?? '/'}`;
  if (attributes.httpOnly) cookie += '; HttpOnly';
  if (attributes.secure) cookie += '; Secure';
  if (attributes.sameSite) {
    const sameSite = String(attributes.sameSite);
    cookie += `; SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`;
  }
  return cookie;
}
