import {
  FamilySaiResponseSchema,
  SaiQuerySchema,
  TaxEstimateQuerySchema,
  TaxEstimateResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as sai from './family-sai.service';

const errors = errorResponses(400, 401, 403, 404);

/** The family's Student Aid Index and the tax estimate of the onboarding Parents step; numbers from the aid engine. */
export async function familySaiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const family = { preHandler: app.authorize('family') };
  const tags = ['family sai'];

  app.get(
    '/api/family/sai',
    {
      ...family,
      schema: { tags, querystring: SaiQuerySchema, response: { 200: FamilySaiResponseSchema, ...errors } },
    },
    async (request) =>
      sai.getSai(app.db, request.actor!, request.query.studentId, request.query.familyVersionId),
  );

  app.get(
    '/api/family/tax-estimate',
    {
      ...family,
      schema: {
        tags,
        querystring: TaxEstimateQuerySchema,
        response: { 200: TaxEstimateResponseSchema, ...errors },
      },
    },
    async (request) => sai.taxEstimate(request.query),
  );
}
