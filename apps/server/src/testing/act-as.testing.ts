/**
 * Test-only: a family session in which a staff member acts as the family (session.impersonated_by = the staff
 * user id), the way the act-as flow (issue 12, a1) creates one. The one place the tests and the browser specs of
 * the case studies get such a session: at merge it can switch to the real `POST /api/admin|agents/families/{id}/simulate`.
 */
import { makeSignature } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import type { TestApp, TestUser } from './test-app';

/** A signed session cookie for a new family session acted in by `staffUserId`. */
export async function actAsCookie(app: FastifyInstance, familyUserId: string, staffUserId: string) {
  const ctx = await app.auth.$context;
  const session = await ctx.internalAdapter.createSession(familyUserId, false, {
    impersonatedBy: staffUserId,
  });
  const signed = `${session.token}.${await makeSignature(session.token, ctx.secret)}`;
  return { name: ctx.authCookies.sessionToken.name, value: encodeURIComponent(signed) };
}

/** API tests: the family's user acted as by the staff user, with a bearer token as the web app has it. */
export async function actAs(t: TestApp, family: TestUser, staff: TestUser): Promise<TestUser> {
  const { name, value } = await actAsCookie(t.app, family.userId, staff.userId);
  const cookie = `${name}=${value}`;
  const res = await t.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  if (res.statusCode !== 200)
    throw new Error(`no token for the act-as session: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  return {
    userId: family.userId,
    email: family.email,
    // The act-as flow's web client sends the acting staff member's id on every call (issue 12).
    headers: { authorization: `Bearer ${token}`, 'x-admin-simulator-id': staff.userId },
    cookieHeaders: { cookie },
  };
}

/**
 * Browser specs only (registered by e2e/support/serve.ts, never by the app): `POST /api/testing/act-as/{familyUserId}`
 * replaces the signed-in admin's or agent's session cookie with an act-as session of that family, as the act-as
 * flow will. At merge, the specs can switch to the real simulate route.
 */
export async function actAsTestingRoutes(app: FastifyInstance) {
  app.post<{ Params: { familyUserId: string } }>(
    '/api/testing/act-as/:familyUserId',
    { preHandler: app.authorize('admin', 'financial_agent'), schema: { hide: true } },
    async (request, reply) => {
      const { name, value } = await actAsCookie(app, request.params.familyUserId, request.actor!.userId);
      reply.header('set-cookie', `${name}=${value}; Path=/; HttpOnly; SameSite=Lax`);
      return { ok: true };
    },
  );
}
