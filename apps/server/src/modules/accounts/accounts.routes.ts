import {
  AgentSignUpRequestSchema,
  ConfirmSignUpRequestSchema,
  FamilySignUpRequestSchema,
  MeResponseSchema,
  ProfessionalSignUpRequestSchema,
  SignUpAcceptedSchema,
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
  const deps = { db: app.db, auth: app.auth, publicUrl: app.config.publicUrl };
  const signUpLimit = { rateLimit: { max: opts.signUpRateLimitMax, timeWindow: '1 minute' } };
  /** 201 and signed in with an invitation link; otherwise 202 "check your email", whoever owns the address. */
  const signUpResponses = { 201: SignUpResponseSchema, 202: SignUpAcceptedSchema, ...errors };

  async function signUp(request: FastifyRequest, reply: FastifyReply, signUp: accounts.SignUp) {
    if (!signUp.input.inviteToken) {
      return reply.status(202).send(await accounts.requestSignUp(deps, signUp));
    }
    const result = await accounts.signUpWithInvitation(deps, signUp, fromNodeHeaders(request.headers));
    return signedIn(reply, result);
  }
  function signedIn(reply: FastifyReply, result: accounts.SignUpResult) {
    if (result.cookies.length > 0) reply.header('set-cookie', result.cookies);
    return reply.status(201).send({ user: result.user });
  }

  app.post(
    '/api/family/signup',
    {
      config: signUpLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Family sign-up: 202 and a link by mail (201 and signed in with an invitation token)',
        body: FamilySignUpRequestSchema,
        response: signUpResponses,
      },
    },
    async (request, reply) => signUp(request, reply, { role: 'family', input: request.body }),
  );

  const agentSignUp = {
    config: signUpLimit,
    schema: {
      tags: ['accounts'],
      summary: 'Financial agent sign-up: 202 and a link by mail (201 and signed in with an invitation token)',
      body: AgentSignUpRequestSchema,
      response: signUpResponses,
    },
  };
  const handleAgentSignUp = async (
    request: FastifyRequest<{ Body: (typeof AgentSignUpRequestSchema)['_output'] }>,
    reply: FastifyReply,
  ) => signUp(request, reply, { role: 'financial_agent', input: request.body });
  app.post('/api/agents/signup', agentSignUp, handleAgentSignUp);
  app.post('/api/auth/signup/financial-agent', agentSignUp, handleAgentSignUp);

  app.post(
    '/api/admission-professionals/signup',
    {
      config: signUpLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Admission professional sign-up: 202 and a link by mail (201 with an invitation token)',
        body: ProfessionalSignUpRequestSchema,
        response: signUpResponses,
      },
    },
    async (request, reply) => signUp(request, reply, { role: 'admission_professional', input: request.body }),
  );

  app.post(
    '/api/signup/confirm',
    {
      config: signUpLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Uses the link mailed at sign-up: creates the account and signs it in',
        body: ConfirmSignUpRequestSchema,
        response: { 201: SignUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => signedIn(reply, await accounts.confirmSignUp(deps, request.body.token)),
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
