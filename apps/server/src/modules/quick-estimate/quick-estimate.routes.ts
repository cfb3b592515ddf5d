import {
  QuickEstimateRequestSchema,
  QuickEstimateResponseSchema,
  SignUpDraftCreatedSchema,
  SignUpDraftIdSchema,
  SignUpDraftRequestSchema,
  SignUpDraftResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors';
import * as service from './quick-estimate.service';
import * as drafts from './signup-drafts.service';

/**
 * `POST /api/estimate/quick`: open to everyone, no account; rate-limited per address. The answers carried into the
 * sign-up are kept an hour under an opaque id (`/api/estimate/drafts`, ADR 0056), so a reload keeps them.
 */
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

  const rateLimit = { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } };
  const tags = ['estimate'];
  app.post(
    '/api/estimate/drafts',
    {
      config: rateLimit,
      schema: {
        tags,
        body: SignUpDraftRequestSchema,
        response: { 201: SignUpDraftCreatedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await drafts.createSignUpDraft(app.db, request.body)),
  );
  app.get(
    '/api/estimate/drafts/:id',
    {
      config: rateLimit,
      schema: {
        tags,
        params: SignUpDraftIdSchema,
        response: { 200: SignUpDraftResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => drafts.readSignUpDraft(app.db, request.params.id),
  );
  app.delete(
    '/api/estimate/drafts/:id',
    {
      config: rateLimit,
      schema: {
        tags,
        params: SignUpDraftIdSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await drafts.deleteSignUpDraft(app.db, request.params.id);
      return { deleted: true as const };
    },
  );
}
