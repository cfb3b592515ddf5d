import {
  InvitationIdParamsSchema,
  InvitationListRequestSchema,
  InvitationListResponseSchema,
  InvitationPreviewRequestSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteFamilyRequestSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as invitations from './invitations.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export async function invitationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, publicUrl: app.config.publicUrl };
  const inviters = app.authorize('admin', 'financial_agent', 'admission_professional');

  for (const [url, role] of [
    ['/api/agents/invite-family', 'financial_agent'],
    ['/api/admission-professionals/invite-family', 'admission_professional'],
  ] as const) {
    app.post(
      url,
      {
        preValidation: app.authorize(role),
        schema: {
          tags: ['invitations'],
          body: InviteFamilyRequestSchema,
          response: { 201: InvitationSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invitations.inviteFamily(deps, request.actor!, request.body)),
    );
  }

  app.get(
    '/api/invitations',
    {
      preValidation: inviters,
      schema: {
        tags: ['invitations'],
        querystring: InvitationListRequestSchema,
        response: { 200: InvitationListResponseSchema, ...errors },
      },
    },
    async (request) => invitations.listInvitations(app.db, request.actor!, request.query),
  );

  app.post(
    '/api/invitations/:id/resend',
    {
      preValidation: inviters,
      schema: {
        tags: ['invitations'],
        params: InvitationIdParamsSchema,
        response: { 200: InvitationSchema, ...errors },
      },
    },
    async (request) => invitations.resendInvitation(deps, request.actor!, request.params.id),
  );

  app.post(
    '/api/invitations/:id/revoke',
    {
      preValidation: inviters,
      schema: {
        tags: ['invitations'],
        params: InvitationIdParamsSchema,
        response: { 200: InvitationSchema, ...errors },
      },
    },
    async (request) => invitations.revokeInvitation(app.db, request.actor!, request.params.id),
  );

  app.get(
    '/api/invitations/preview',
    {
      schema: {
        tags: ['invitations'],
        querystring: InvitationPreviewRequestSchema,
        response: { 200: InvitationPreviewSchema, ...errors },
      },
    },
    async (request) => invitations.previewInvitation(app.db, request.query.token),
  );
}
