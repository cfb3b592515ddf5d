import { CrmDeliveriesQuerySchema, CrmDeliveriesResponseSchema } from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { watchWebhookQueue } from '../../observability/metrics';
import * as repo from './crm-webhook.repository';
import * as service from './crm-webhook.service';
import { CrmWebhookWorker } from './crm-webhook.worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued CRM events; null when CRM_WEBHOOK_URL is not set (events then wait in the queue). */
    crmWebhookWorker: CrmWebhookWorker | null;
  }
}

/**
 * The CRM hand-off (ADR 0023): the delivery worker, started with the app and stopped before the database closes,
 * and the admin's deliveries list. A plugin without encapsulation, so that `app.crmWebhookWorker` is visible.
 */
export const crmWebhookRoutes = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { url, ...options } = app.config.crmWebhook;
    const worker = url
      ? new CrmWebhookWorker(app.db, { url, ...options }, app.log.child({ module: 'crm-webhook' }))
      : null;
    app.decorate('crmWebhookWorker', worker);
    const unwatch = watchWebhookQueue(() => repo.queueDepth(app.db));
    app.addHook('onClose', async () => unwatch());
    if (worker) {
      app.addHook('onReady', async () => worker.start());
      app.addHook('onClose', async () => worker.stop());
    }

    app.get(
      '/api/admin/crm-deliveries',
      {
        preValidation: app.authorize('admin'),
        schema: {
          tags: ['admin crm'],
          querystring: CrmDeliveriesQuerySchema,
          response: { 200: CrmDeliveriesResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => service.listDeliveries(app.db, request.query, worker !== null),
    );
  },
  { name: 'crm-webhook', dependencies: ['db'] },
);
