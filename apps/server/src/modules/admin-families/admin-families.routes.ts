import {
  AdminFamilyDetailSchema,
  AdminFamilyListRequestSchema,
  AdminFamilyListResponseSchema,
  AdminFamilyParamsSchema,
  AgentOptionsResponseSchema,
  AssignAgentRequestSchema,
  DeleteFamiliesRequestSchema,
  DeleteFamiliesResponseSchema,
  NotRequestedHelpResponseSchema,
  TextSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors';
import * as service from './admin-families.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The admin's families (docs/product-spec.md §7 Admin: /admin/families*), admin only. */
export async function adminFamiliesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Authorised before validation, so that a refused caller learns nothing about the body rules.
  const admin = { preValidation: app.authorize('admin') };
  const tags = ['admin families'];

  app.get(
    '/api/admin/families',
    {
      ...admin,
      schema: {
        tags,
        querystring: AdminFamilyListRequestSchema,
        response: { 200: AdminFamilyListResponseSchema, ...errors },
      },
    },
    async (request) => service.listFamilies(app.db, request.actor!, request.query),
  );

  app.get(
    '/api/admin/families/not-requested-help',
    { ...admin, schema: { tags, response: { 200: NotRequestedHelpResponseSchema, ...errors } } },
    async () => service.countHelpWithoutAgent(app.db),
  );

  app.delete(
    '/api/admin/families/delete',
    {
      ...admin,
      schema: {
        tags,
        body: DeleteFamiliesRequestSchema,
        response: { 200: DeleteFamiliesResponseSchema, ...errors },
      },
    },
    async (request) => service.deleteFamilies(app.db, request.actor!, request.body),
  );

  app.get(
    '/api/admin/financial-agents/options',
    {
      ...admin,
      schema: {
        tags,
        querystring: z.object({ search: TextSchema.trim().max(100).optional() }),
        response: { 200: AgentOptionsResponseSchema, ...errors },
      },
    },
    async (request) => service.agentOptions(app.db, request.query.search),
  );

  app.get(
    '/api/admin/families/:id',
    {
      ...admin,
      schema: {
        tags,
        params: AdminFamilyParamsSchema,
        response: { 200: AdminFamilyDetailSchema, ...errors },
      },
    },
    async (request) => service.getFamily(app.db, request.actor!, request.params.id),
  );

  app.post(
    '/api/admin/families/:id/assign-financial-agent',
    {
      ...admin,
      schema: {
        tags,
        params: AdminFamilyParamsSchema,
        body: AssignAgentRequestSchema,
        response: { 200: AdminFamilyDetailSchema, ...errors },
      },
    },
    async (request) => service.assignAgent(app.db, request.actor!, request.params.id, request.body.agentId),
  );

  app.post(
    '/api/admin/families/:id/remove-financial-agent',
    {
      ...admin,
      schema: {
        tags,
        params: AdminFamilyParamsSchema,
        response: { 200: AdminFamilyDetailSchema, ...errors },
      },
    },
    async (request) => service.removeAgent(app.db, request.actor!, request.params.id),
  );
}
