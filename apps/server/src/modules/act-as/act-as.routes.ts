import {
  AdminActivityRequestSchema,
  AdminActivitySchema,
  BackToAdminRequestSchema,
  BackToAgentRequestSchema,
  FamilyActivityRequestSchema,
  FamilyActivitySchema,
  SimulateParamsSchema,
  SimulationEndedSchema,
  SimulationStartedSchema,
  SwitchableFamiliesRequestSchema,
  SwitchableFamiliesSchema,
} from '@ccp/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionRevocations } from '../../auth/session-revocations';
import { errorResponses } from '../../errors';
import * as service from './act-as.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Sends the answer with the cookie of the session that now holds the browser. */
function withCookie<T>(reply: FastifyReply, answer: service.WithCookie<T>): T {
  reply.header('set-cookie', answer.cookie);
  return answer.body;
}

/** Acting as a family (docs/product-spec.md §4 Simulation, §7; docs/decisions/0029, 0030). */
export async function actAsRoutes(fastify: FastifyInstance, opts: { revocations: SessionRevocations }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (): service.ActAsDeps => ({ db: app.db, auth: app.auth, revocations: opts.revocations });
  const tags = ['acting as a family'];

  for (const [url, role] of [
    ['/api/admin/families/:id/simulate', 'admin'],
    ['/api/agents/families/:id/simulate', 'financial_agent'],
  ] as const) {
    app.post(
      url,
      {
        preValidation: app.authorize(role),
        schema: { tags, params: SimulateParamsSchema, response: { 200: SimulationStartedSchema, ...errors } },
      },
      async (request, reply) =>
        withCookie(reply, await service.startSimulation(deps(), request.actor!, request.params.id)),
    );
  }

  const family = { preValidation: app.authorize('family') };

  app.post(
    '/api/family/change-user-access/:id/simulate',
    {
      ...family,
      schema: { tags, params: SimulateParamsSchema, response: { 200: SimulationStartedSchema, ...errors } },
    },
    async (request, reply) =>
      withCookie(reply, await service.switchFamily(deps(), request.actor!, request.params.id)),
  );

  app.post(
    '/api/family/simulate-admin',
    {
      ...family,
      schema: { tags, body: BackToAdminRequestSchema, response: { 200: SimulationEndedSchema, ...errors } },
    },
    async (request, reply) =>
      withCookie(
        reply,
        await service.backToStaff(deps(), request.actor!, 'admin', {
          email: request.body.adminEmail,
          id: request.body.adminId,
        }),
      ),
  );

  app.post(
    '/api/family/simulate-agents',
    {
      ...family,
      schema: { tags, body: BackToAgentRequestSchema, response: { 200: SimulationEndedSchema, ...errors } },
    },
    async (request, reply) =>
      withCookie(
        reply,
        await service.backToStaff(deps(), request.actor!, 'financial_agent', {
          email: request.body.agentEmail,
          id: request.body.agentId,
        }),
      ),
  );

  for (const [url, role] of [
    ['/api/family/fetch-all-users', 'admin'],
    ['/api/family/fetch-all-agent-users', 'financial_agent'],
  ] as const) {
    app.get(
      url,
      {
        ...family,
        schema: {
          tags,
          querystring: SwitchableFamiliesRequestSchema,
          response: { 200: SwitchableFamiliesSchema, ...errors },
        },
      },
      async (request) => service.switchableFamilies(deps(), request.actor!, role, request.query),
    );
  }

  app.get(
    '/api/family/activity',
    {
      ...family,
      schema: {
        tags,
        querystring: FamilyActivityRequestSchema,
        response: { 200: FamilyActivitySchema, ...errors },
      },
    },
    async (request) => service.familyActivity(deps(), request.actor!, request.query.page),
  );

  app.get(
    '/api/admin/activity',
    {
      preValidation: app.authorize('admin'),
      schema: {
        tags,
        querystring: AdminActivityRequestSchema,
        response: { 200: AdminActivitySchema, ...errors },
      },
    },
    async (request) => service.adminActivity(deps(), request.actor!, request.query),
  );
}
