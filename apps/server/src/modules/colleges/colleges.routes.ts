import {
  CollegeDefaultsResponseSchema,
  CollegeDetailRequestSchema,
  CollegeDetailResponseSchema,
  CollegeIdParamsSchema,
  CollegeSearchRequestSchema,
  CollegeSearchResponseSchema,
  FiguresScopeQuerySchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as colleges from './colleges.service';
import { PayViews } from './pay-views';
import { compiledSerializer } from './schema-serializer';
import { precomputedSecurityHeaders } from './security-headers';

const errors = errorResponses(400, 401, 403, 404);

/**
 * College search and the college page (docs/product-spec.md §7: /family/colleges). Open to every signed-in role: a family
 * gets its own state and SAI as defaults; anyone else gives them in the query or sees cost-of-attendance figures only.
 */
export async function collegesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.authorize() };
  const tags = ['colleges'];
  const deps = colleges.collegesDeps(app.db, app.collegeCatalogue, app.familyContexts, new PayViews(app.db));

  app.get(
    '/api/family/colleges',
    {
      ...signedIn,
      schema: {
        tags,
        querystring: CollegeSearchRequestSchema,
        response: { 200: CollegeSearchResponseSchema, ...errors },
      },
      serializerCompiler: compiledSerializer,
      helmet: false,
      onRequest: precomputedSecurityHeaders(app.securityHeaders),
    },
    async (request) => colleges.searchColleges(deps, request.actor!, request.query),
  );

  app.get(
    '/api/family/colleges/defaults',
    {
      ...signedIn,
      schema: {
        tags,
        querystring: FiguresScopeQuerySchema,
        response: { 200: CollegeDefaultsResponseSchema, ...errors },
      },
    },
    async (request) => colleges.collegeDefaults(deps, request.actor!, request.query),
  );

  app.get(
    '/api/family/colleges/:id',
    {
      ...signedIn,
      schema: {
        tags,
        params: CollegeIdParamsSchema,
        querystring: CollegeDetailRequestSchema,
        response: { 200: CollegeDetailResponseSchema, ...errors },
      },
    },
    async (request) => colleges.collegeDetail(deps, request.actor!, request.params.id, request.query),
  );
}
