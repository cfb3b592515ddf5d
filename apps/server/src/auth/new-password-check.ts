import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, gt } from 'drizzle-orm';
import { AppError } from '../errors';
import { hashResetIdentifier, RESET_PREFIX } from './auth';
import { passwordProblem } from './password-policy';

/** The account a reset link's token belongs to, while the link is usable. */
async function resetLinkUser(db: Db, token: string) {
  const identifier = await hashResetIdentifier(`${RESET_PREFIX}${token}`);
  const [row] = await db
    .select({ email: schema.user.email, name: schema.user.name })
    .from(schema.verification)
    .innerJoin(schema.user, eq(schema.user.id, schema.verification.value))
    .where(
      and(eq(schema.verification.identifier, identifier), gt(schema.verification.expiresAt, new Date())),
    );
  return row ?? null;
}

/**
 * The password rule for better-auth's change-password and reset-password (the proxy calls this before handing the
 * request on): a refused new password answers 400 with the reason under `newPassword`. Whatever better-auth itself
 * refuses (no session, a used link, a wrong current password) is left to it.
 */
export async function checkNewPassword(
  db: Db,
  path: '/change-password' | '/reset-password',
  body: unknown,
  signedInUserId: string | null,
): Promise<void> {
  const { newPassword, token } = (body ?? {}) as { newPassword?: unknown; token?: unknown };
  if (typeof newPassword !== 'string') return;
  const account =
    path === '/reset-password'
      ? typeof token === 'string'
        ? await resetLinkUser(db, token)
        : null
      : signedInUserId
        ? ((await db.query.user.findFirst({ where: eq(schema.user.id, signedInUserId) })) ?? null)
        : null;
  if (!account) return;
  const problem = await passwordProblem(newPassword, { email: account.email, name: account.name });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { newPassword: problem });
}
