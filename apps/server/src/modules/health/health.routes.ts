import { HealthResponseSchema } from '@ccp/contracts';
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
}
