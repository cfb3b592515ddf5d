import {
  AidOfferRequestSchema,
  AidOfferSchema,
  AppealCircumstancesRequestSchema,
  CloneToDraftRequestSchema,
  CompareQuerySchema,
  CompareResponseSchema,
  CreatedInDraftResponseSchema,
  DeleteVersionParamsSchema,
  DeleteVersionResponseSchema,
  DraftFavouriteRequestSchema,
  DraftProfileQuerySchema,
  DraftProfileResponseSchema,
  editConflictResponseSchema,
  FamilyAndStaffParamsSchema,
  FamilyUserParamsSchema,
  OkResponseSchema,
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
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors';
import { editBaseOf, moveBodyVersion, tagReply } from '../family-profile/edit-versions';
import { compareVersions } from './case-studies.compare';
import * as cases from './case-studies.service';
import * as favourites from './draft-favourites.service';
import * as members from './draft-members.service';
import * as draftOffers from './draft-offers.service';

const errors = errorResponses(400, 401, 403, 404, 409);
/** A case-study write: 409 may be an edit conflict, with the case study as it now is (ADR 0056). */
const writeErrors = { ...errors, 409: editConflictResponseSchema(DraftProfileResponseSchema) };
/** The version a write is based on: the case study's ETag (or `version` in the body). */
const headers = z.object({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The case study\'s version the change was based on (its ETag, e.g. "3"); a stale one may answer 409.',
    ),
});
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
  const draft = { 200: DraftProfileResponseSchema, ...writeErrors };
  /** A write that may carry the version it was based on (If-Match, or `version` in the body). */
  const write = { ...staff, preValidation: moveBodyVersion };
  /** A route that changes the draft and answers it as it now is: its params and body validated. */
  const draftRoute = <P extends z.ZodType, B extends z.ZodType>(params: P, body: B) => ({
    ...write,
    schema: { tags, params, headers, body, response: draft },
  });
  /** A route that changes the draft and answers it, without a body. */
  const draftDelete = <P extends z.ZodType>(params: P) => ({
    ...write,
    schema: { tags, params, headers, response: draft },
  });
  /** A route that adds a parent or a student to the draft: 201, its id and the draft. */
  const draftCreate = <B extends z.ZodType>(body: B) => ({
    ...write,
    schema: {
      tags,
      params: VersionParamsSchema,
      headers,
      body,
      response: { 201: CreatedInDraftResponseSchema, ...writeErrors },
    },
  });
  /** Answers a created member: 201 and the draft's ETag. */
  const created = (reply: FastifyReply, answer: { id: string; profile: { version: number } }) => {
    tagReply(reply, answer.profile);
    return reply.status(201).send(answer);
  };
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
    async (request, reply) =>
      tagReply(reply, await cases.getDraftProfile(app.db, request.actor!, request.query.familyVersionId)),
  );
  app.put(
    '/api/family/draft-profile/:versionId',
    draftRoute(VersionParamsSchema, UpdateFamilyProfileRequestSchema),
    async (request, reply) =>
      tagReply(
        reply,
        await cases.updateDraftProfile(
          app.db,
          request.actor!,
          request.params.versionId,
          request.body,
          editBaseOf(request),
        ),
      ),
  );
  app.post(
    '/api/family/draft-profile/addnewparent/:versionId',
    draftCreate(ParentRequestSchema),
    async (request, reply) =>
      created(
        reply,
        await members.addDraftParent(
          app.db,
          request.actor!,
          request.params.versionId,
          request.body,
          editBaseOf(request),
        ),
      ),
  );
  app.post(
    '/api/family/draft-profile/addstudent/:versionId',
    draftCreate(StudentRequestSchema),
    async (request, reply) =>
      created(
        reply,
        await members.addDraftStudent(
          app.db,
          request.actor!,
          request.params.versionId,
          request.body,
          editBaseOf(request),
        ),
      ),
  );
  app.put(
    `/api/family/profile/parent/:id/:versionId(${UUID_PATTERN})`,
    draftRoute(RecordInVersionParamsSchema, UpdateParentRequestSchema),
    async (request, reply) => {
      const { actor, params, body } = request;
      const base = editBaseOf(request);
      return tagReply(
        reply,
        await members.updateDraftParent(app.db, actor!, params.versionId, params.id, body, base),
      );
    },
  );
  app.put(
    `/api/family/profile/student/:id/:versionId(${UUID_PATTERN})`,
    draftRoute(RecordInVersionParamsSchema, UpdateStudentRequestSchema),
    async (request, reply) => {
      const { actor, params, body } = request;
      const base = editBaseOf(request);
      return tagReply(
        reply,
        await members.updateDraftStudent(app.db, actor!, params.versionId, params.id, body, base),
      );
    },
  );
  app.delete(
    '/api/family/draft-profile/student/:id/:versionId',
    draftDelete(RecordInVersionParamsSchema),
    async (request, reply) => {
      const { actor, params } = request;
      const base = editBaseOf(request);
      return tagReply(
        reply,
        await members.deleteDraftStudent(app.db, actor!, params.versionId, params.id, base),
      );
    },
  );
  app.delete('/api/family/delete-clone-parent/:id', draftDelete(RecordParamsSchema), async (request, reply) =>
    tagReply(
      reply,
      await members.deleteDraftParent(app.db, request.actor!, request.params.id, editBaseOf(request)),
    ),
  );
  app.post(
    '/api/family/draft-profile/favourite/:versionId',
    draftRoute(VersionParamsSchema, DraftFavouriteRequestSchema),
    async (request, reply) =>
      tagReply(
        reply,
        await favourites.addDraftFavourite(app.db, request.actor!, request.params.versionId, request.body),
      ),
  );
  app.delete(
    '/api/family/draft-profile/favourite/:id/:versionId',
    draftDelete(RecordInVersionParamsSchema),
    async ({ actor, params }, reply) =>
      tagReply(reply, await favourites.removeDraftFavourite(app.db, actor!, params.versionId, params.id)),
  );
  // The case study's own copy of the aid offers (ADR 0065): read by the aid-offers routes with familyVersionId.
  const offerTags = ['case studies', 'aid offers'];
  app.post(
    '/api/family/draft-profile/aid-offer/:versionId',
    {
      ...staff,
      schema: {
        tags: offerTags,
        params: VersionParamsSchema,
        body: AidOfferRequestSchema,
        response: { 201: AidOfferSchema, ...errors },
      },
    },
    async ({ actor, params, body }, reply) =>
      reply.status(201).send(await draftOffers.addDraftOffer(app.db, actor!, params.versionId, body)),
  );
  app.put(
    '/api/family/draft-profile/aid-offer/:id/:versionId',
    {
      ...staff,
      schema: {
        tags: offerTags,
        params: RecordInVersionParamsSchema,
        body: AidOfferRequestSchema,
        response: { 200: AidOfferSchema, ...errors },
      },
    },
    async ({ actor, params, body }) =>
      draftOffers.updateDraftOffer(app.db, actor!, params.versionId, params.id, body),
  );
  app.put(
    '/api/family/draft-profile/aid-offer/:id/:versionId/appeal',
    {
      ...staff,
      schema: {
        tags: offerTags,
        params: RecordInVersionParamsSchema,
        body: AppealCircumstancesRequestSchema,
        response: { 200: AidOfferSchema, ...errors },
      },
    },
    async ({ actor, params, body }) =>
      draftOffers.setDraftAppeal(app.db, actor!, params.versionId, params.id, body.circumstances),
  );
  app.delete(
    '/api/family/draft-profile/aid-offer/:id/:versionId',
    {
      ...staff,
      schema: {
        tags: offerTags,
        params: RecordInVersionParamsSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async ({ actor, params }) => draftOffers.deleteDraftOffer(app.db, actor!, params.versionId, params.id),
  );
  const deleted = { 200: DeleteVersionResponseSchema, ...writeErrors };
  app.delete(
    '/api/family/delete-simulate-version/:id',
    { ...staff, schema: { tags, params: DeleteVersionParamsSchema, headers, response: deleted } },
    async (request) => cases.deleteVersion(app.db, request.actor!, request.params.id, editBaseOf(request)),
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
