import {
  FamilyPlanResponseSchema,
  FiguresScopeQuerySchema,
  PlanAssumptionsRequestSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as plan from './family-plan.service';

const errors = errorResponses(400, 401, 403, 404);

/** The family's four-year plan (docs/decisions/0032); every figure from the aid engine's `fourYearPlan`. */
export async function familyPlanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const family = { preHandler: app.authorize('family') };
  const tags = ['family plan'];

  app.get(
    '/api/family/plan',
    {
      ...family,
      schema: {
        tags,
        querystring: FiguresScopeQuerySchema,
        response: { 200: FamilyPlanResponseSchema, ...errors },
      },
    },
    async (request) => plan.getPlan(app.db, request.actor!, request.query.familyVersionId),
  );

  app.put(
    '/api/family/plan/assumptions',
    {
      ...family,
      schema: {
        tags,
        body: PlanAssumptionsRequestSchema,
        response: { 200: FamilyPlanResponseSchema, ...errors },
      },
    },
    async (request) => plan.saveAssumptions(app.db, request.actor!, request.body),
  );
}
