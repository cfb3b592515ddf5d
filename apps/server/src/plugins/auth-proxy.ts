import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ownFamilyOnly } from '../auth/actor';
import { authRequestUrl, openAuthRoute } from '../auth/auth-route-path';
import { checkNewPassword } from '../auth/new-password-check';
import { AppError } from '../errors';
import { authErrorAnswer } from './auth-error-answer';
import { errorAnswer } from './errors';

/**
 * One job: `/api/auth/*` handed to better-auth, on the path checked against the open auth routes (ADR 0011), with
 * the body and answer rewritten where the product differs: a password change ends the other sessions, the session
 * token never travels in a body, "who is signed in" without a session is an empty answer, errors in the product's
 * shape. The per-route limits, the account throttle and the act-as checks run first, each from its own plugin.
 */
export const authProxyPlugin = fp(
  async (app: FastifyInstance) => {
    const baseUrl = String(app.auth.options.baseURL);

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async onResponse(request, reply) {
        await app.accountThrottle.settle(request, reply.statusCode);
      },
      async handler(request: FastifyRequest, reply: FastifyReply) {
        // Checked on the raw request target; better-auth gets a Request built from the checked path only.
        const route = openAuthRoute(request.method, request.raw.url ?? '');
        if (!route) throw new AppError('NOT_FOUND', 'There is no such page.');
        const { path } = route;
        await app.authRouteLimit(path, request, reply);
        if (reply.sent) return reply;
        await app.accountThrottle.check(path, request, reply);
        if (path === '/token') {
          // An act-as session whose right to act has ended (or that sat idle) ends here too: no new token for it.
          const actor = await app.caller.fromCookie(request.headers);
          if (actor) {
            await app.caller.stillLive(actor).catch((err: unknown) => {
              // Refused: the session is gone now, and better-auth answers that nobody is signed in.
              if (!(err instanceof AppError)) throw err;
            });
          }
        }
        if (path === '/change-password' || path === '/reset-password') {
          let userId: string | null = null;
          if (path === '/change-password') {
            // Staff acting as a family act for it, not as its owner: the family's password is the family's own.
            const actor = await app.caller.fromCookie(request.headers);
            if (actor) ownFamilyOnly(actor, 'change its password');
            userId = actor?.userId ?? null;
          }
          // A new password meets the one password rule (auth/password-policy.ts) before better-auth sees it.
          await checkNewPassword(app.db, path, request.body, userId);
        }
        // A password change ends every session of the account (the caller gets a fresh one in the answer).
        if (path === '/change-password' && request.body && typeof request.body === 'object') {
          request.body = { ...request.body, revokeOtherSessions: true };
        }

        const response = await app.auth.handler(
          new Request(authRequestUrl(baseUrl, route), {
            method: request.method,
            headers: fromNodeHeaders(request.headers),
            ...(request.method === 'POST' ? { body: JSON.stringify(request.body ?? {}) } : {}),
          }),
        );
        response.headers.forEach((value, key) => {
          if (key === 'content-length' || key === 'content-encoding') return;
          if (key === 'set-cookie') return;
          reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        const text = await response.text();
        if (path === '/token' && response.status === 401) {
          // Asking whether anyone is signed in is not an error: nobody is, so there is no token.
          return reply.status(200).type('application/json').send({ token: null });
        }
        if (response.status >= 400) {
          const { status, error } = authErrorAnswer(response.status, text);
          return reply
            .status(status)
            .type('application/json')
            .send({ error: errorAnswer(request, error) });
        }
        reply.status(response.status);
        if (path === '/sign-in/email') {
          // The session token travels only in the httpOnly cookie, never in a body that scripts can read.
          const { token: _token, ...rest } = JSON.parse(text) as Record<string, unknown>;
          return reply.send(rest);
        }
        return reply.send(text.length > 0 ? text : null);
      },
    });
  },
  { name: 'auth-proxy', dependencies: ['db', 'auth-caller', 'auth-route-limits', 'account-throttle'] },
);
