import {
  PortalFamilyParamsSchema,
  ProfessionalFamilyDetailSchema,
  ProfessionalFamilyListRequestSchema,
  ProfessionalFamilyListResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as service from './professional-portal.service';

const errors = errorResponses(400, 401, 403, 404);

/** The admission professional's families (docs/product-spec.md §7 Professionals): those it invited, no money. */
export async function professionalPortalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const professional = { preValidation: app.authorize('admission_professional') };
  const tags = ['admission professional'];

  app.get(
    '/api/admission-professionals/families',
    {
      ...professional,
      schema: {
        tags,
        querystring: ProfessionalFamilyListRequestSchema,
        response: { 200: ProfessionalFamilyListResponseSchema, ...errors },
      },
    },
    async (request) => service.listFamilies(app.db, request.actor!, request.query),
  );

  app.get(
    '/api/admission-professionals/families/:id',
    {
      ...professional,
      schema: {
        tags,
        params: PortalFamilyParamsSchema,
        response: { 200: ProfessionalFamilyDetailSchema, ...errors },
      },
    },
    async (request) => service.getFamily(app.db, request.actor!, request.params.id),
  );
}
