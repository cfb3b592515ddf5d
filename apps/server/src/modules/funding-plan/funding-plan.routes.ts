import {
  CanWePayQuerySchema,
  CanWePayResponseSchema,
  FamilyFundingResponseSchema,
  FundingSettingsRequestSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { getCanWePay } from './can-we-pay';
import * as funding from './funding-plan.service';

const errors = errorResponses(400, 401, 403, 404);

/** How the family pays (docs/decisions/0050); every figure from the aid engine's `fundingPlan`. */
export async function fundingPlanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const family = { preValidation: app.authorize('family') };
  const tags = ['funding plan'];

  app.get(
    '/api/family/funding-plan',
    { ...family, schema: { tags, response: { 200: FamilyFundingResponseSchema, ...errors } } },
    async (request) => funding.getFunding(app.db, request.actor!),
  );

  app.put(
    '/api/family/funding-plan',
    {
      ...family,
      schema: {
        tags,
        body: FundingSettingsRequestSchema,
        response: { 200: FamilyFundingResponseSchema, ...errors },
      },
    },
    async (request) => funding.saveFunding(app.db, request.actor!, request.body),
  );

  app.get(
    '/api/family/can-we-pay',
    {
      ...family,
      schema: {
        tags,
        querystring: CanWePayQuerySchema,
        response: { 200: CanWePayResponseSchema, ...errors },
      },
    },
    async (request) => getCanWePay(app.db, request.actor!, request.query),
  );
}
