import {
  MailIdParamsSchema,
  MailOutboxItemSchema,
  MailOutboxQuerySchema,
  MailOutboxResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { watchMailQueue } from '../../observability/metrics';
import * as repo from './mail-outbox.repository';
import * as service from './mail-outbox.service';
import { MailSender } from './mail-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the mail outbox (ADR 0042); every instance runs one. */
    mailSender: MailSender;
  }
}

/**
 * The mail outbox's sender, started with the app and stopped before the database closes, and the admin's list of
 * mail (`/admin/mail`). A plugin without encapsulation, so that `app.mailSender` is visible.
 */
export const mailOutboxRoutes = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { outboxFile: _file, ...options } = app.config.mail;
    const sender = new MailSender(
      app.db,
      app.mailTransport.mailer,
      app.mailTransport.name,
      options,
      app.log.child({ module: 'mail-outbox' }),
    );
    app.decorate('mailSender', sender);
    const unwatch = watchMailQueue(() => repo.queueDepth(app.db));
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => {
      unwatch();
      await sender.stop();
    });

    app.get(
      '/api/admin/mail',
      {
        preValidation: app.authorize('admin'),
        schema: {
          tags: ['admin mail'],
          summary: 'The mail outbox: every mail, its status, attempts and last error',
          querystring: MailOutboxQuerySchema,
          response: { 200: MailOutboxResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => service.listMail(app.db, request.query, sender.transport),
    );

    app.post(
      '/api/admin/mail/:id/retry',
      {
        preValidation: app.authorize('admin'),
        schema: {
          tags: ['admin mail'],
          summary: 'Queues a failed mail again (sent within a moment, with a fresh number of attempts)',
          params: MailIdParamsSchema,
          response: { 200: MailOutboxItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const item = await service.retryMail(app.db, request.actor!, request.params.id, sender.transport);
        void sender.runOnce();
        return item;
      },
    );
  },
  { name: 'mail-outbox', dependencies: ['db'] },
);
