import {
  AgentFamilyDetailSchema,
  AgentFamilyListRequestSchema,
  AgentFamilyListResponseSchema,
  PortalFamilyParamsSchema,
  RemoveFamilyResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as service from './agent-portal.service';

const errors = errorResponses(400, 401, 403, 404);

/** The financial agent's families (docs/product-spec.md §7 Agents): its organisation's only. */
export async function agentPortalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Authorised before validation, so that a refused caller learns nothing about the rules.
  const agent = { preValidation: app.authorize('financial_agent') };
  const tags = ['financial agent'];

  app.get(
    '/api/agents/families',
    {
      ...agent,
      schema: {
        tags,
        querystring: AgentFamilyListRequestSchema,
        response: { 200: AgentFamilyListResponseSchema, ...errors },
      },
    },
    async (request) => service.listFamilies(app.db, request.actor!, request.query),
  );

  app.get(
    '/api/agents/families/:id',
    {
      ...agent,
      schema: {
        tags,
        params: PortalFamilyParamsSchema,
        response: { 200: AgentFamilyDetailSchema, ...errors },
      },
    },
    async (request) => service.getFamily(app.db, request.actor!, request.params.id),
  );

  app.post(
    '/api/agents/families/:id/remove-family',
    {
      ...agent,
      schema: {
        tags,
        params: PortalFamilyParamsSchema,
        response: { 200: RemoveFamilyResponseSchema, ...errors },
      },
    },
    async (request) => service.removeFamily(app.db, request.actor!, request.params.id),
  );
}
