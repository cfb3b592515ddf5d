import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, errors, importJWK, type JWTPayload, jwtVerify } from 'jose';

type VerifyKey = Awaited<ReturnType<typeof importJWK>>;
export type TokenCheck = { ok: true; payload: JWTPayload } | { ok: false; expired: boolean };

/**
 * Verifies the short-lived access tokens that better-auth's jwt plugin issues, in process: public keys are read
 * from the jwks table once per key id and cached, so a request costs one signature check and no query.
 */
export function tokenVerifier(db: Db, issuer: string) {
  const keys = new Map<string, Promise<VerifyKey | null>>();

  async function loadKey(kid: string): Promise<VerifyKey | null> {
    const [row] = await db.select().from(schema.jwks).where(eq(schema.jwks.id, kid)).limit(1);
    if (!row) return null;
    return importJWK(JSON.parse(row.publicKey), row.alg ?? 'EdDSA');
  }

  /**
   * Tokens already verified, until they expire: a signature check costs ~0.1-0.25 ms of CPU, more than a whole
   * college search, and a client sends the same token for its 15 minutes. Revocation is still checked by the
   * caller on every request. Bounded; cleared when full.
   */
  const verified = new Map<string, { payload: JWTPayload; expiresAt: number }>();
  const MAX_VERIFIED = 10_000;

  return async function verify(token: string): Promise<TokenCheck> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return { ok: true, payload: known.payload };
      verified.delete(token);
      return { ok: false, expired: true };
    }
    try {
      const { kid } = decodeProtectedHeader(token);
      if (!kid) return { ok: false, expired: false };
      let pending = keys.get(kid);
      if (!pending) {
        pending = loadKey(kid);
        keys.set(kid, pending);
      }
      const key = await pending;
      if (!key) {
        keys.delete(kid);
        return { ok: false, expired: false };
      }
      const { payload } = await jwtVerify(token, key, { issuer, audience: issuer });
      if (!payload.sub) return { ok: false, expired: false };
      if (typeof payload.exp === 'number') {
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { payload, expiresAt: payload.exp * 1000 });
      }
      return { ok: true, payload };
    } catch (err) {
      return { ok: false, expired: err instanceof errors.JWTExpired };
    }
  };
}
