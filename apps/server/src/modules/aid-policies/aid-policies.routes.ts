import {
  AdminAidPolicyListRequestSchema,
  AdminAidPolicyListResponseSchema,
  AidPolicyRecordSchema,
  AidPolicyWriteSchema,
  COLLEGE_IMPORT_MAX_BYTES,
  ErrorResponseSchema,
  editConflictResponseSchema,
  ImportRejectedResponseSchema,
  ImportReportSchema,
  OkResponseSchema,
  UnitIdParamsSchema,
} from '@ccp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notImportedMessage, readCsvUpload } from '../../csv/read-upload';
import { errorResponses } from '../../errors';
import { editBaseOf, moveBodyVersion, tagReply } from '../../http/record-versions';
import { errorAnswer } from '../../plugins/errors';
import * as service from './aid-policies.service';

const errors = errorResponses(400, 401, 403, 404);
/** A save's 409 is an edit conflict, with the policy as it now is (ADR 0072). */
const writeErrors = { ...errors, 409: editConflictResponseSchema(AidPolicyRecordSchema) };
/** The version a save is based on: the policy's ETag (or `version` in the body). */
const headers = z.object({
  'if-match': z
    .string()
    .optional()
    .describe('The policy\'s version the change was based on (its ETag, e.g. "3"); a stale one answers 409.'),
});

/**
 * Each college's aid policy (issue 20 item 2), for admins only: list, read, add or replace, remove, CSV import.
 * Families read a college's policy on its page (GET /api/family/colleges/:id, `aidPolicy`).
 */
export async function aidPoliciesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: COLLEGE_IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  // Authorised before validation, so that a refused caller learns nothing about the body rules.
  const admin = { preValidation: app.authorize('admin') };
  const tags = ['admin aid policies'];

  app.get(
    '/api/admin/aid-policies',
    {
      ...admin,
      schema: {
        tags,
        querystring: AdminAidPolicyListRequestSchema,
        response: { 200: AdminAidPolicyListResponseSchema, ...errors },
      },
    },
    async (request) => service.listAidPolicies(app.db, request.query),
  );

  app.get(
    '/api/admin/aid-policies/:unitId',
    {
      ...admin,
      schema: { tags, params: UnitIdParamsSchema, response: { 200: AidPolicyRecordSchema, ...errors } },
    },
    async (request, reply) => tagReply(reply, await service.getAidPolicy(app.db, request.params.unitId)),
  );

  app.put(
    '/api/admin/aid-policies/:unitId',
    {
      preValidation: [app.authorize('admin'), moveBodyVersion],
      schema: {
        tags,
        description:
          "Adds or replaces the policy of the catalogue's college with this IPEDS unit id. To replace one read " +
          'before, send its version (If-Match or `version`): a save based on an older one is refused with 409 ' +
          'EDIT_CONFLICT and `error.current`, the policy as it now is.',
        headers,
        params: UnitIdParamsSchema,
        body: AidPolicyWriteSchema,
        response: { 200: AidPolicyRecordSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      tagReply(
        reply,
        await service.saveAidPolicy(
          app.db,
          request.actor!,
          request.params.unitId,
          request.body,
          editBaseOf(request),
        ),
      ),
  );

  app.post(
    '/api/admin/aid-policies/remove/:unitId',
    {
      ...admin,
      schema: { tags, params: UnitIdParamsSchema, response: { 200: OkResponseSchema, ...errors } },
    },
    async (request) => service.removeAidPolicy(app.db, request.actor!, request.params.unitId),
  );

  app.post(
    '/api/admin/aid-policies/import',
    {
      ...admin,
      schema: {
        tags,
        description:
          "Multipart upload: `file` (a .csv with aid-policies.csv's columns, `unitid`, `source` and `grade` required) and " +
          'optionally `confirm=partial` to import the good rows of a file that also has bad ones.',
        consumes: ['multipart/form-data'],
        response: {
          200: ImportReportSchema,
          413: ErrorResponseSchema,
          422: ImportRejectedResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { file, acceptPartial } = await readCsvUpload(request);
      const report = await service.importAidPolicies(app.db, request.actor!, file, acceptPartial);
      if (report.imported || report.problems.length === 0) return reply.status(200).send(report);
      return reply.status(422).send({
        error: errorAnswer(request, { code: 'UNPROCESSABLE', message: notImportedMessage(report) }),
        report,
      });
    },
  );
}
