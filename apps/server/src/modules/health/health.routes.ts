import { HealthResponseSchema, ReadyResponseSchema } from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Answers once the server is up, which main.ts does only after the database is migrated. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  // For a load balancer: 200 when this instance can serve (ADR 0014), 503 naming the checks that failed.
  app.get(
    '/api/ready',
    { schema: { tags: ['health'], response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema } } },
    async (_request, reply) => {
      const report = await app.readiness.check();
      return reply.code(report.status === 'ready' ? 200 : 503).send(report);
    },
  );
}
