import {
  CloneToDraftRequestSchema,
  CompareQuerySchema,
  CompareResponseSchema,
  CreatedInDraftResponseSchema,
  DeleteVersionParamsSchema,
  DeleteVersionResponseSchema,
  DraftFavouriteRequestSchema,
  DraftProfileQuerySchema,
  DraftProfileResponseSchema,
  FamilyAndStaffParamsSchema,
  FamilyUserParamsSchema,
  ParentRequestSchema,
  RecordInVersionParamsSchema,
  RecordParamsSchema,
  SavedVersionSchema,
  SavedVersionsResponseSchema,
  StudentRequestSchema,
  UpdateFamilyProfileRequestSchema,
  UpdateParentRequestSchema,
  UpdateStudentRequestSchema,
  VersionParamsSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { compareVersions } from './case-studies.compare';
import * as cases from './case-studies.service';
import * as favourites from './draft-favourites.service';
import * as members from './draft-members.service';

const errors = errorResponses(400, 401, 403, 404, 409);
/** The draft variants of the profile's parent and student updates: a uuid where the profile has admin|agent|family. */
const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * Case studies (draft family versions, docs/product-spec.md §7, issue 12): an admin or a financial agent, acting
 * as the family or with its own session; the service decides who may serve which family. The draft parent and
 * student updates end with the version id (a uuid), which never clashes with the profile's admin|agent|family.
 */
export async function caseStudiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = { preHandler: app.authorize('admin', 'financial_agent', 'family') };
  const tags = ['case studies'];
  const draft = { 200: DraftProfileResponseSchema, ...errors };

  app.get(
    '/api/family/saved-family-versions/:userId',
    {
      ...staff,
      schema: {
        tags,
        params: FamilyUserParamsSchema,
        response: { 200: SavedVersionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      cases.listSavedVersions(app.db, request.actor!, request.params.userId, { kind: 'family' }),
  );
  app.get(
    '/api/family/saved-family-versions/:userId/:staffId',
    {
      ...staff,
      schema: {
        tags,
        params: FamilyAndStaffParamsSchema,
        response: { 200: SavedVersionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      cases.listSavedVersions(app.db, request.actor!, request.params.userId, {
        kind: 'admin',
        staffId: request.params.staffId,
      }),
  );
  app.get(
    '/api/family/saved-family-versions-agent/:userId/:staffId',
    {
      ...staff,
      schema: {
        tags,
        params: FamilyAndStaffParamsSchema,
        response: { 200: SavedVersionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      cases.listSavedVersions(app.db, request.actor!, request.params.userId, {
        kind: 'agent',
        staffId: request.params.staffId,
      }),
  );

  for (const [path, suffix] of [
    ['/api/family/clone-to-draft/:userId', 'admin'],
    ['/api/family/clone-to-draft-agent/:userId', 'agent'],
  ] as const) {
    app.post(
      path,
      {
        ...staff,
        schema: {
          tags,
          params: FamilyUserParamsSchema,
          body: CloneToDraftRequestSchema,
          response: { 201: SavedVersionSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await cases.cloneToDraft(app.db, request.actor!, request.params.userId, suffix, request.body),
          ),
    );
  }

  app.get(
    '/api/family/draft-profile',
    { ...staff, schema: { tags, querystring: DraftProfileQuerySchema, response: draft } },
    async (request) => cases.getDraftProfile(app.db, request.actor!, request.query.familyVersionId),
  );
  app.put(
    '/api/family/draft-profile/:versionId',
    {
      ...staff,
      schema: { tags, params: VersionParamsSchema, body: UpdateFamilyProfileRequestSchema, response: draft },
    },
    async (request) =>
      cases.updateDraftProfile(app.db, request.actor!, request.params.versionId, request.body),
  );
  app.post(
    '/api/family/draft-profile/addnewparent/:versionId',
    {
      ...staff,
      schema: {
        tags,
        params: VersionParamsSchema,
        body: ParentRequestSchema,
        response: { 201: CreatedInDraftResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await members.addDraftParent(app.db, request.actor!, request.params.versionId, request.body)),
  );
  app.post(
    '/api/family/draft-profile/addstudent/:versionId',
    {
      ...staff,
      schema: {
        tags,
        params: VersionParamsSchema,
        body: StudentRequestSchema,
        response: { 201: CreatedInDraftResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await members.addDraftStudent(app.db, request.actor!, request.params.versionId, request.body)),
  );
  app.put(
    `/api/family/profile/parent/:id/:versionId(${UUID_PATTERN})`,
    {
      ...staff,
      schema: { tags, params: RecordInVersionParamsSchema, body: UpdateParentRequestSchema, response: draft },
    },
    async (request) =>
      members.updateDraftParent(
        app.db,
        request.actor!,
        request.params.versionId,
        request.params.id,
        request.body,
      ),
  );
  app.put(
    `/api/family/profile/student/:id/:versionId(${UUID_PATTERN})`,
    {
      ...staff,
      schema: {
        tags,
        params: RecordInVersionParamsSchema,
        body: UpdateStudentRequestSchema,
        response: draft,
      },
    },
    async (request) =>
      members.updateDraftStudent(
        app.db,
        request.actor!,
        request.params.versionId,
        request.params.id,
        request.body,
      ),
  );
  app.delete(
    '/api/family/draft-profile/student/:id/:versionId',
    { ...staff, schema: { tags, params: RecordInVersionParamsSchema, response: draft } },
    async (request) =>
      members.deleteDraftStudent(app.db, request.actor!, request.params.versionId, request.params.id),
  );
  app.delete(
    '/api/family/delete-clone-parent/:id',
    { ...staff, schema: { tags, params: RecordParamsSchema, response: draft } },
    async (request) => members.deleteDraftParent(app.db, request.actor!, request.params.id),
  );
  app.post(
    '/api/family/draft-profile/favourite/:versionId',
    {
      ...staff,
      schema: { tags, params: VersionParamsSchema, body: DraftFavouriteRequestSchema, response: draft },
    },
    async (request) =>
      favourites.addDraftFavourite(app.db, request.actor!, request.params.versionId, request.body),
  );
  app.delete(
    '/api/family/draft-profile/favourite/:id/:versionId',
    { ...staff, schema: { tags, params: RecordInVersionParamsSchema, response: draft } },
    async (request) =>
      favourites.removeDraftFavourite(app.db, request.actor!, request.params.versionId, request.params.id),
  );
  app.delete(
    '/api/family/delete-simulate-version/:id',
    {
      ...staff,
      schema: {
        tags,
        params: DeleteVersionParamsSchema,
        response: { 200: DeleteVersionResponseSchema, ...errors },
      },
    },
    async (request) => cases.deleteVersion(app.db, request.actor!, request.params.id),
  );
  app.delete(
    '/api/family/delete-simulate-version',
    { ...staff, schema: { tags, response: { 200: DeleteVersionResponseSchema, ...errors } } },
    async (request) => cases.deleteVersion(app.db, request.actor!, undefined),
  );
  app.get(
    '/api/family/case-studies/compare',
    {
      ...staff,
      schema: { tags, querystring: CompareQuerySchema, response: { 200: CompareResponseSchema, ...errors } },
    },
    async (request) => compareVersions(app.db, request.actor!, request.query),
  );
}
