import {
  MarkReadAllParamsSchema,
  MarkReadAllResponseSchema,
  NotificationsResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as notifications from './notifications.service';

const errors = errorResponses(400, 401, 403);

/** Notifications per role (docs/product-spec.md §7): each role reads and marks only its own. */
export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const list = { tags, response: { 200: NotificationsResponseSchema, ...errors } };

  app.get(
    '/api/notifications/getFamilyNotifications',
    { preValidation: app.authorize('family'), schema: list },
    async (request) => notifications.listNotifications(app.db, request.actor!, 'family'),
  );
  app.get(
    '/api/notifications/getAgentNotifications',
    { preValidation: app.authorize('financial_agent'), schema: list },
    async (request) => notifications.listNotifications(app.db, request.actor!, 'agent'),
  );
  app.get(
    '/api/notifications/getAdminNotifications',
    { preValidation: app.authorize('admin'), schema: list },
    async (request) => notifications.listNotifications(app.db, request.actor!, 'admin'),
  );
  app.get(
    '/api/notifications/getProfessionalNotifications',
    { preValidation: app.authorize('admission_professional'), schema: list },
    async (request) => notifications.listNotifications(app.db, request.actor!, 'professional'),
  );
  app.post(
    '/api/notifications/mark-read-all/:audience',
    {
      preValidation: app.authorize('family', 'financial_agent', 'admin', 'admission_professional'),
      schema: {
        tags,
        params: MarkReadAllParamsSchema,
        response: { 200: MarkReadAllResponseSchema, ...errors },
      },
    },
    async (request) => notifications.markAllRead(app.db, request.actor!, request.params.audience),
  );
}
