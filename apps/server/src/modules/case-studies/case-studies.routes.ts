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
import type { z } from 'zod';
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
  /** A route that answers the draft as it now is: its params and body validated. */
  const draftRoute = <P extends z.ZodType, B extends z.ZodType>(params: P, body: B) => ({
    ...staff,
    schema: { tags, params, body, response: draft },
  });
  /** A route that answers the draft, without a body. */
  const draftRead = <P extends z.ZodType>(params: P) => ({
    ...staff,
    schema: { tags, params, response: draft },
  });
  /** A route that adds a parent or a student to the draft: 201, its id and the draft. */
  const draftCreate = <B extends z.ZodType>(body: B) => ({
    ...staff,
    schema: {
      tags,
      params: VersionParamsSchema,
      body,
      response: { 201: CreatedInDraftResponseSchema, ...errors },
    },
  });
  const versionsList = <P extends z.ZodType>(params: P) => ({
    ...staff,
    schema: { tags, params, response: { 200: SavedVersionsResponseSchema, ...errors } },
  });

  app.get(
    '/api/family/saved-family-versions/:userId',
    versionsList(FamilyUserParamsSchema),
    async (request) =>
      cases.listSavedVersions(app.db, request.actor!, request.params.userId, { kind: 'family' }),
  );
  for (const [path, kind] of [
    ['/api/family/saved-family-versions/:userId/:staffId', 'admin'],
    ['/api/family/saved-family-versions-agent/:userId/:staffId', 'agent'],
  ] as const) {
    app.get(path, versionsList(FamilyAndStaffParamsSchema), async (request) =>
      cases.listSavedVersions(app.db, request.actor!, request.params.userId, {
        kind,
        staffId: request.params.staffId,
      }),
    );
  }

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
    draftRoute(VersionParamsSchema, UpdateFamilyProfileRequestSchema),
    async (request) =>
      cases.updateDraftProfile(app.db, request.actor!, request.params.versionId, request.body),
  );
  app.post(
    '/api/family/draft-profile/addnewparent/:versionId',
    draftCreate(ParentRequestSchema),
    async (request, reply) =>
      reply
        .status(201)
        .send(await members.addDraftParent(app.db, request.actor!, request.params.versionId, request.body)),
  );
  app.post(
    '/api/family/draft-profile/addstudent/:versionId',
    draftCreate(StudentRequestSchema),
    async (request, reply) =>
      reply
        .status(201)
        .send(await members.addDraftStudent(app.db, request.actor!, request.params.versionId, request.body)),
  );
  app.put(
    `/api/family/profile/parent/:id/:versionId(${UUID_PATTERN})`,
    draftRoute(RecordInVersionParamsSchema, UpdateParentRequestSchema),
    async ({ actor, params, body }) =>
      members.updateDraftParent(app.db, actor!, params.versionId, params.id, body),
  );
  app.put(
    `/api/family/profile/student/:id/:versionId(${UUID_PATTERN})`,
    draftRoute(RecordInVersionParamsSchema, UpdateStudentRequestSchema),
    async ({ actor, params, body }) =>
      members.updateDraftStudent(app.db, actor!, params.versionId, params.id, body),
  );
  app.delete(
    '/api/family/draft-profile/student/:id/:versionId',
    draftRead(RecordInVersionParamsSchema),
    async ({ actor, params }) => members.deleteDraftStudent(app.db, actor!, params.versionId, params.id),
  );
  app.delete('/api/family/delete-clone-parent/:id', draftRead(RecordParamsSchema), async (request) =>
    members.deleteDraftParent(app.db, request.actor!, request.params.id),
  );
  app.post(
    '/api/family/draft-profile/favourite/:versionId',
    draftRoute(VersionParamsSchema, DraftFavouriteRequestSchema),
    async (request) =>
      favourites.addDraftFavourite(app.db, request.actor!, request.params.versionId, request.body),
  );
  app.delete(
    '/api/family/draft-profile/favourite/:id/:versionId',
    draftRead(RecordInVersionParamsSchema),
    async ({ actor, params }) => favourites.removeDraftFavourite(app.db, actor!, params.versionId, params.id),
  );
  const deleted = { 200: DeleteVersionResponseSchema, ...errors };
  app.delete(
    '/api/family/delete-simulate-version/:id',
    { ...staff, schema: { tags, params: DeleteVersionParamsSchema, response: deleted } },
    async (request) => cases.deleteVersion(app.db, request.actor!, request.params.id),
  );
  app.delete(
    '/api/family/delete-simulate-version',
    { ...staff, schema: { tags, response: deleted } },
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
