import { AdminAggregatesSchema, AdminSignUpsSchema } from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as service from './admin-aggregates.service';

const errors = errorResponses(401, 403);

/** The admin dashboard's figures (docs/product-spec.md §7: GET admin/aggregates), admin only. */
export async function adminAggregatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: app.authorize('admin') };
  const tags = ['admin dashboard'];

  app.get(
    '/api/admin/aggregates',
    { ...admin, schema: { tags, response: { 200: AdminAggregatesSchema, ...errors } } },
    async () => service.getAggregates(app.db),
  );

  app.get(
    '/api/admin/aggregates/sign-ups',
    { ...admin, schema: { tags, response: { 200: AdminSignUpsSchema, ...errors } } },
    async () => service.getSignUps(app.db),
  );
}
