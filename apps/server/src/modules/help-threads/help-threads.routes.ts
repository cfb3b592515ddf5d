import {
  HelpMessageRequestSchema,
  HelpRequestParamsSchema,
  HelpThreadResponseSchema,
  HelpThreadsResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import type { HelpMailDesk } from './help-mail';
import * as threads from './help-threads.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Help request threads (issue 23 item 2, docs/decisions/0060). The family reads its own (staff acting for it may
 * read them too); the family, its financial agent or an admin writes, resolves and reopens, never staff acting.
 */
export async function helpThreadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['help requests'];
  const writers = { preValidation: app.authorize('family', 'financial_agent', 'admin') };
  const desk: HelpMailDesk = { supportEmail: app.config.supportEmail, publicUrl: app.config.publicUrl };
  const thread = {
    tags,
    params: HelpRequestParamsSchema,
    response: { 200: HelpThreadResponseSchema, ...errors },
  };

  app.get(
    '/api/family/help-requests',
    {
      preValidation: app.authorize('family'),
      schema: {
        tags,
        summary: "The family's help requests with their conversations, newest first",
        response: { 200: HelpThreadsResponseSchema, ...errors },
      },
    },
    async (request) => threads.listOwnThreads(app.db, request.actor!, desk),
  );
  app.post(
    '/api/help-requests/:id/messages',
    {
      ...writers,
      schema: {
        ...thread,
        summary: 'Write in a help request: the family, or its financial agent or an admin answering',
        body: HelpMessageRequestSchema,
      },
    },
    async (request) => threads.postMessage(app.db, request.actor!, request.params.id, request.body, desk),
  );
  app.post(
    '/api/help-requests/:id/resolve',
    { ...writers, schema: { ...thread, summary: 'Mark a help request resolved' } },
    async (request) => threads.resolve(app.db, request.actor!, request.params.id, desk),
  );
  app.post(
    '/api/help-requests/:id/reopen',
    { ...writers, schema: { ...thread, summary: 'Reopen a resolved help request' } },
    async (request) => threads.reopen(app.db, request.actor!, request.params.id, desk),
  );
}
