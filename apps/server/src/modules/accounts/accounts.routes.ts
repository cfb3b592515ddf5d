import {
  AgentSignUpRequestSchema,
  FamilySignUpRequestSchema,
  MeResponseSchema,
  ProfessionalSignUpRequestSchema,
  SignUpResponseSchema,
  StaffProfileSchema,
  UpdateStaffProfileRequestSchema,
} from '@ccp/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '../../auth/roles';
import { errorResponses } from '../../errors';
import * as accounts from './accounts.service';
import { staffProfile, updateStaffProfile } from './staff-profile.service';

const errors = errorResponses(400, 401, 403, 409);

export async function accountsRoutes(fastify: FastifyInstance, opts: { signUpRateLimitMax: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, auth: app.auth };
  const signUpLimit = { rateLimit: { max: opts.signUpRateLimitMax, timeWindow: '1 minute' } };

  async function respond(reply: FastifyReply, result: accounts.SignUpResult) {
    if (result.cookies.length > 0) reply.header('set-cookie', result.cookies);
    return reply.status(201).send({ user: result.user });
  }
  const headersOf = (request: FastifyRequest) => fromNodeHeaders(request.headers);

  app.post(
    '/api/family/signup',
    {
      config: signUpLimit,
      schema: {
        tags: ['accounts'],
        body: FamilySignUpRequestSchema,
        response: { 201: SignUpResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await accounts.signUp(deps, { role: 'family', input: request.body }, headersOf(request)),
      ),
  );

  const agentSignUp = {
    config: signUpLimit,
    schema: {
      tags: ['accounts'],
      body: AgentSignUpRequestSchema,
      response: { 201: SignUpResponseSchema, ...errors },
    },
  };
  const handleAgentSignUp = async (
    request: FastifyRequest<{ Body: (typeof AgentSignUpRequestSchema)['_output'] }>,
    reply: FastifyReply,
  ) =>
    respond(
      reply,
      await accounts.signUp(deps, { role: 'financial_agent', input: request.body }, headersOf(request)),
    );
  app.post('/api/agents/signup', agentSignUp, handleAgentSignUp);
  app.post('/api/auth/signup/financial-agent', agentSignUp, handleAgentSignUp);

  app.post(
    '/api/admission-professionals/signup',
    {
      config: signUpLimit,
      schema: {
        tags: ['accounts'],
        body: ProfessionalSignUpRequestSchema,
        response: { 201: SignUpResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await accounts.signUp(
          deps,
          { role: 'admission_professional', input: request.body },
          headersOf(request),
        ),
      ),
  );

  app.get(
    '/api/me',
    {
      preHandler: app.authorize(),
      schema: { tags: ['accounts'], response: { 200: MeResponseSchema, ...errors } },
    },
    async (request) => accounts.me(app.db, request.actor!),
  );

  const staffAreas: [string, Role][] = [
    ['/api/admin/profile', 'admin'],
    ['/api/agents/profile', 'financial_agent'],
    ['/api/admission-professionals/profile', 'admission_professional'],
  ];
  for (const [url, role] of staffAreas) {
    app.get(
      url,
      {
        preHandler: app.authorize(role),
        schema: { tags: ['profile'], response: { 200: StaffProfileSchema, ...errors } },
      },
      async (request) => staffProfile(app.db, request.actor!),
    );
    app.put(
      url,
      {
        preHandler: app.authorize(role),
        schema: {
          tags: ['profile'],
          body: UpdateStaffProfileRequestSchema,
          response: { 200: StaffProfileSchema, ...errors },
        },
      },
      async (request) => updateStaffProfile(app.db, request.actor!, request.body),
    );
  }
}
