import {
  CalculatorRunRequestSchema,
  CalculatorRunResponseSchema,
  CalculatorUsersRequestSchema,
  CalculatorUsersResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as calculator from './calculator.service';

const errors = errorResponses(400, 401, 403, 404, 422);

/** The College Cost Calculator (open to families before onboarding is complete) and its users list for admins. */
export async function calculatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, catalogue: app.collegeCatalogue, familyContexts: app.familyContexts };

  app.post(
    '/api/family/calculator/uses',
    {
      preValidation: app.authorize('family'),
      schema: {
        tags: ['calculator'],
        body: CalculatorRunRequestSchema,
        response: { 201: CalculatorRunResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await calculator.runCalculator(deps, request.actor!, request.body)),
  );

  app.get(
    '/api/admin/calculator/users',
    {
      preValidation: app.authorize('admin'),
      schema: {
        tags: ['admin calculator'],
        querystring: CalculatorUsersRequestSchema,
        response: { 200: CalculatorUsersResponseSchema, ...errors },
      },
    },
    async (request) => calculator.listCalculatorUsers(app.db, request.query),
  );
}
