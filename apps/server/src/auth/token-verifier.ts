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

  return async function verify(token: string): Promise<TokenCheck> {
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
      return payload.sub ? { ok: true, payload } : { ok: false, expired: false };
    } catch (err) {
      return { ok: false, expired: err instanceof errors.JWTExpired };
    }
  };
}
