import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token (32 random bytes, base64url): sent in the link, never stored. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

/** What the database keeps of a token: its SHA-256 (a leaked table yields no usable link). */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
