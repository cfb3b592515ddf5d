import { ErrorResponseSchema, FamilyOverviewResponseSchema, FiguresScopeQuerySchema } from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as overview from './family-overview.service';

/** The family's overview: students with their SAI, and next steps (favourite colleges: GET /api/family/favourites). */
export async function familyOverviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/family/overview',
    {
      preHandler: app.authorize('family'),
      schema: {
        tags: ['family overview'],
        querystring: FiguresScopeQuerySchema,
        response: {
          200: FamilyOverviewResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => overview.getOverview(app.db, request.actor!, request.query.familyVersionId),
  );
}
