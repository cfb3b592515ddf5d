import { DeleteAccountRequestSchema, ExportQuerySchema, OkResponseSchema } from '@ccp/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionRevocations } from '../../auth/session-revocations';
import { errorResponses } from '../../errors';
import * as service from './family-data.service';

const errors = errorResponses(400, 401, 403, 404);

/** Data the family owns: download everything held about it, delete the account (issue 13 item 6). */
export async function familyDataRoutes(
  fastify: FastifyInstance,
  opts: { revocations: SessionRevocations; rateLimitMax: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['family data'];

  app.get(
    '/api/family/export',
    {
      preHandler: app.authorize('family'),
      schema: { tags, querystring: ExportQuerySchema, response: errors },
    },
    async (request, reply) => {
      const data = await service.exportData(app.db, request.actor!);
      const day = data.exportedAt.slice(0, 10);
      const csv = request.query.format === 'csv';
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="college-cost-planner-${csv ? 'figures' : 'data'}-${day}.${csv ? 'csv' : 'json'}"`,
        )
        .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
      // A file, not an API answer: sent as text, outside the zod serializer (only the errors have a schema).
      return (reply as FastifyReply).send(csv ? service.figuresCsv(data) : JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/api/family/account',
    {
      preHandler: app.authorize('family'),
      // Password guesses are limited like log-in attempts.
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } },
      schema: { tags, body: DeleteAccountRequestSchema, response: { 200: OkResponseSchema, ...errors } },
    },
    async (request, reply) => {
      await service.deleteAccount(
        { db: app.db, auth: app.auth, revocations: opts.revocations },
        request.actor!,
        request.body.password,
      );
      // The session is gone on the server; the browser forgets its cookie too.
      reply.header('set-cookie', [
        'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
        '__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
      ]);
      return { ok: true as const };
    },
  );
}
