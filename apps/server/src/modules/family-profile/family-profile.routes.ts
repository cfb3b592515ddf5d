import {
  CreatedInProfileResponseSchema,
  editConflictResponseSchema,
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
import { z } from 'zod';
import { errorResponses } from '../../errors';
import { editBaseOf, moveBodyVersion, tagReply } from './edit-versions';
import * as profile from './family-profile.service';
import * as parents from './parents.service';
import * as students from './students.service';

const errors = errorResponses(400, 401, 403, 404, 409);
/** A write of the profile: 409 may be an edit conflict, with the profile as it now is (ADR 0056). */
const writeErrors = { ...errors, 409: editConflictResponseSchema(FamilyProfileResponseSchema) };
/** The version a write is based on: the profile's ETag (or `version` in the body). */
const headers = z.object({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The profile\'s version the change was based on (its ETag, e.g. "12"); a stale one may answer 409.',
    ),
});

/** The family's own profile, parents, students, onboarding progress, hidden elements and help (docs/product-spec.md §7). */
export async function familyProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const family = { preHandler: app.authorize('family') };
  /** A write that carries the version it was based on. */
  const write = { ...family, preValidation: moveBodyVersion };
  const tags = ['family profile'];

  app.get(
    '/api/family/profile',
    { ...family, schema: { tags, response: { 200: FamilyProfileResponseSchema, ...errors } } },
    async (request, reply) => tagReply(reply, await profile.getProfile(app.db, request.actor!)),
  );

  app.put(
    '/api/family/profile/:role',
    {
      ...write,
      schema: {
        tags,
        params: WriteRoleParamsSchema,
        headers,
        body: UpdateFamilyProfileRequestSchema,
        response: { 200: FamilyProfileResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      tagReply(
        reply,
        await profile.updateProfile(
          app.db,
          request.actor!,
          request.params.role,
          request.body,
          editBaseOf(request),
        ),
      ),
  );

  app.post(
    '/api/family/profile/parent',
    {
      ...write,
      schema: {
        tags,
        headers,
        body: ParentRequestSchema,
        response: { 201: CreatedInProfileResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await parents.addParent(app.db, request.actor!, request.body, editBaseOf(request));
      tagReply(reply, created.profile);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/family/profile/parent/:id/:role',
    {
      ...write,
      schema: {
        tags,
        params: RecordWriteParamsSchema,
        headers,
        body: UpdateParentRequestSchema,
        response: { 200: FamilyProfileResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      tagReply(
        reply,
        await parents.updateParent(
          app.db,
          request.actor!,
          request.params.role,
          request.params.id,
          request.body,
          editBaseOf(request),
        ),
      ),
  );

  app.delete(
    '/api/family/delete-parent/:id',
    {
      ...write,
      schema: {
        tags,
        params: RecordParamsSchema,
        headers,
        response: { 200: FamilyProfileResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      tagReply(
        reply,
        await parents.deleteParent(app.db, request.actor!, request.params.id, editBaseOf(request)),
      ),
  );

  app.post(
    '/api/family/profile/student',
    {
      ...write,
      schema: {
        tags,
        headers,
        body: StudentRequestSchema,
        response: { 201: CreatedInProfileResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await students.addStudent(app.db, request.actor!, request.body, editBaseOf(request));
      tagReply(reply, created.profile);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/family/profile/student/:id/:role',
    {
      ...write,
      schema: {
        tags,
        params: RecordWriteParamsSchema,
        headers,
        body: UpdateStudentRequestSchema,
        response: { 200: FamilyProfileResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      tagReply(
        reply,
        await students.updateStudent(
          app.db,
          request.actor!,
          request.params.role,
          request.params.id,
          request.body,
          editBaseOf(request),
        ),
      ),
  );

  app.delete(
    '/api/family/delete-student/:id',
    {
      ...write,
      schema: {
        tags,
        params: RecordParamsSchema,
        headers,
        response: { 200: FamilyProfileResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      tagReply(
        reply,
        await students.deleteStudent(app.db, request.actor!, request.params.id, editBaseOf(request)),
      ),
  );

  app.put(
    '/api/family/profile/done-onboarding/:role',
    {
      ...write,
      schema: {
        tags,
        params: WriteRoleParamsSchema,
        headers,
        response: { 200: FamilyProfileResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      tagReply(
        reply,
        await profile.completeOnboarding(app.db, request.actor!, request.params.role, editBaseOf(request)),
      ),
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
    async (request, reply) =>
      tagReply(reply, await profile.saveOnboardingProgress(app.db, request.actor!, request.body)),
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
