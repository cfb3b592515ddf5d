import {
  CreatedInProfileResponseSchema,
  FamilyProfileResponseSchema,
  HiddenElementsResponseSchema,
  HideElementRequestSchema,
  OnboardingProgressRequestSchema,
  ParentRequestSchema,
  RecordParamsSchema,
  RecordWriteParamsSchema,
  RequestHelpRequestSchema,
  RequestHelpResponseSchema,
  StudentRequestSchema,
  UpdateFamilyProfileRequestSchema,
  UpdateParentRequestSchema,
  UpdateStudentRequestSchema,
  WriteRoleParamsSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as profile from './family-profile.service';
import * as parents from './parents.service';
import * as students from './students.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The family's own profile, parents, students, onboarding progress, hidden elements and help (docs/product-spec.md §7). */
export async function familyProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const family = { preHandler: app.authorize('family') };
  const tags = ['family profile'];

  app.get(
    '/api/family/profile',
    { ...family, schema: { tags, response: { 200: FamilyProfileResponseSchema, ...errors } } },
    async (request) => profile.getProfile(app.db, request.actor!),
  );

  app.put(
    '/api/family/profile/:role',
    {
      ...family,
      schema: {
        tags,
        params: WriteRoleParamsSchema,
        body: UpdateFamilyProfileRequestSchema,
        response: { 200: FamilyProfileResponseSchema, ...errors },
      },
    },
    async (request) => profile.updateProfile(app.db, request.actor!, request.params.role, request.body),
  );

  app.post(
    '/api/family/profile/parent',
    {
      ...family,
      schema: {
        tags,
        body: ParentRequestSchema,
        response: { 201: CreatedInProfileResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await parents.addParent(app.db, request.actor!, request.body)),
  );

  app.put(
    '/api/family/profile/parent/:id/:role',
    {
      ...family,
      schema: {
        tags,
        params: RecordWriteParamsSchema,
        body: UpdateParentRequestSchema,
        response: { 200: FamilyProfileResponseSchema, ...errors },
      },
    },
    async (request) =>
      parents.updateParent(app.db, request.actor!, request.params.role, request.params.id, request.body),
  );

  app.delete(
    '/api/family/delete-parent/:id',
    {
      ...family,
      schema: { tags, params: RecordParamsSchema, response: { 200: FamilyProfileResponseSchema, ...errors } },
    },
    async (request) => parents.deleteParent(app.db, request.actor!, request.params.id),
  );

  app.post(
    '/api/family/profile/student',
    {
      ...family,
      schema: {
        tags,
        body: StudentRequestSchema,
        response: { 201: CreatedInProfileResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await students.addStudent(app.db, request.actor!, request.body)),
  );

  app.put(
    '/api/family/profile/student/:id/:role',
    {
      ...family,
      schema: {
        tags,
        params: RecordWriteParamsSchema,
        body: UpdateStudentRequestSchema,
        response: { 200: FamilyProfileResponseSchema, ...errors },
      },
    },
    async (request) =>
      students.updateStudent(app.db, request.actor!, request.params.role, request.params.id, request.body),
  );

  app.delete(
    '/api/family/delete-student/:id',
    {
      ...family,
      schema: { tags, params: RecordParamsSchema, response: { 200: FamilyProfileResponseSchema, ...errors } },
    },
    async (request) => students.deleteStudent(app.db, request.actor!, request.params.id),
  );

  app.put(
    '/api/family/profile/done-onboarding/:role',
    {
      ...family,
      schema: {
        tags,
        params: WriteRoleParamsSchema,
        response: { 200: FamilyProfileResponseSchema, ...errors },
      },
    },
    async (request) => profile.completeOnboarding(app.db, request.actor!, request.params.role),
  );

  app.put(
    '/api/family/onboarding/progress',
    {
      ...family,
      schema: {
        tags,
        body: OnboardingProgressRequestSchema,
        response: { 200: FamilyProfileResponseSchema, ...errors },
      },
    },
    async (request) => profile.saveOnboardingProgress(app.db, request.actor!, request.body),
  );

  app.put(
    '/api/family/profile/hidden-elements',
    {
      ...family,
      schema: {
        tags,
        body: HideElementRequestSchema,
        response: { 200: HiddenElementsResponseSchema, ...errors },
      },
    },
    async (request) => profile.hideElement(app.db, request.actor!, request.body),
  );

  app.put(
    '/api/family/profile/request-help',
    {
      ...family,
      schema: {
        tags,
        body: RequestHelpRequestSchema,
        response: { 200: RequestHelpResponseSchema, ...errors },
      },
    },
    async (request) =>
      profile.requestHelp(app.db, request.actor!, request.body, {
        supportEmail: app.config.supportEmail,
        publicUrl: app.config.publicUrl,
      }),
  );
}
