import type { Db } from '@ccp/db';
import * as schema from '@ccp/db/schema';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, jwt } from 'better-auth/plugins';
import { and, eq, like } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { queueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';
import { fastTestPasswordHashing, passwordHashing } from './password-hashing';
import { ac, isRole, roleClaim, roles } from './roles';
import type { SessionRevocations } from './session-revocations';
import { endSimulation, findLiveSimulation } from './simulations';

/** Where each role's password-recovery page lives (the link in the reset mail). */
const RECOVERY_PATH: Record<string, string> = {
  family: '/family/password-recovery',
  financial_agent: '/agent/password-recovery',
  admission_professional: '/admission-professional/password-recovery',
  admin: '/admin/password-recovery',
};

export const RESET_PREFIX = 'reset-password:';

/**
 * Reset tokens are kept only as hashes (a leaked verification table yields no usable link); the prefix stays
 * readable so that one user's outstanding reset tokens can be found and voided together.
 */
export async function hashResetIdentifier(identifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(identifier));
  return `${RESET_PREFIX}${Buffer.from(digest).toString('base64url')}`;
}

export function makeAuth(db: Db, config: AppConfig, revocations: SessionRevocations) {
  /** Endpoint calls that change a user's role: their sessions end when the update is done. */
  const roleChanges = new WeakSet<object>();
  return betterAuth({
    appName: 'College Cost Planner',
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: config.passwordHashing === 'production' ? passwordHashing : fastTestPasswordHashing,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const role = (user as { role?: unknown }).role;
        const path = RECOVERY_PATH[isRole(role) ? role : 'family'];
        const link = `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
        // Queued, not sent: the answer never waits on SMTP (better-auth has stored the token by now).
        await queueMail(db, passwordResetMail({ to: user.email, name: user.name, link }));
      },
      // One reset link used voids the user's other outstanding links (better-auth already spent the used one).
      onPasswordReset: async ({ user }) => {
        await db
          .delete(schema.verification)
          .where(
            and(
              like(schema.verification.identifier, `${RESET_PREFIX}%`),
              eq(schema.verification.value, user.id),
            ),
          );
      },
    },
    verification: {
      storeIdentifier: { default: 'plain', overrides: { [RESET_PREFIX]: { hash: hashResetIdentifier } } },
    },
    databaseHooks: {
      // Every way a session ends (sign-out, password reset or change, ban, removal) deletes its row through
      // better-auth: record the revocation first, so the session's access tokens are refused on every instance.
      session: {
        delete: {
          before: async (session) => {
            await revocations.revoke([{ id: session.id, userId: session.userId }]);
            // Signing out while acting as a family ends the staff session kept aside too (docs/decisions/0029).
            const simulation = await findLiveSimulation(db, session.id);
            if (simulation) {
              await endSimulation(db, revocations, simulation, 'sign-out', { family: false, staff: true });
            }
          },
        },
      },
      user: {
        update: {
          before: async (data, context) => {
            if (context && 'role' in data) roleChanges.add(context);
          },
          after: async (user, context) => {
            if (context && roleChanges.has(context)) await revocations.revokeUser(user.id);
          },
        },
      },
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    // The server's own rate limits (plugins/security.ts) cover the auth routes.
    rateLimit: { enabled: false },
    plugins: [
      admin({ ac, roles, defaultRole: 'family', adminRoles: ['admin'] }),
      jwt({
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: `${ACCESS_TOKEN_TTL_SECONDS}s`,
          definePayload: ({ user, session }) => ({
            role: roleClaim(isRole(user.role) ? user.role : 'family'),
            sid: session.id,
            ...(session.impersonatedBy ? { imp: session.impersonatedBy } : {}),
          }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof makeAuth>;
