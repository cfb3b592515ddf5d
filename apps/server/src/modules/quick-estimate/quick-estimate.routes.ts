import { QuickEstimateRequestSchema, QuickEstimateResponseSchema } from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as service from './quick-estimate.service';

/** `POST /api/estimate/quick`: open to everyone, no account; rate-limited per address. */
export async function quickEstimateRoutes(fastify: FastifyInstance, opts: { rateLimitMax: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/estimate/quick',
    {
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['estimate'],
        body: QuickEstimateRequestSchema,
        response: { 200: QuickEstimateResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => service.estimate(app.db, request.body),
  );
}
