import {
  AdminCollegeListRequestSchema,
  AdminCollegeListResponseSchema,
  COLLEGE_IMPORT_MAX_BYTES,
  COLLEGE_IMPORT_MAX_LABEL,
  CollegeIdParamsSchema,
  CollegeRecordSchema,
  CollegeWriteSchema,
  ErrorResponseSchema,
  editConflictResponseSchema,
  ImportRejectedResponseSchema,
  ImportReportSchema,
  OkResponseSchema,
} from '@ccp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notImportedMessage, readCsvUpload } from '../../csv/read-upload';
import { errorResponses } from '../../errors';
import { editBaseOf, moveBodyVersion, tagReply } from '../../http/record-versions';
import { errorAnswer } from '../../plugins/errors';
import * as service from './admin-colleges.service';

const errors = errorResponses(400, 401, 403, 404, 409);
/** A save's 409 may be an edit conflict, with the college as it now is (ADR 0072). */
const writeErrors = { ...errors, 409: editConflictResponseSchema(CollegeRecordSchema) };
/** The version a save is based on: the college's ETag (or `version` in the body). */
const headers = z.object({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The college\'s version the change was based on (its ETag, e.g. "3"); a stale one answers 409.',
    ),
});

/** Admin college management (docs/product-spec.md §7: /admin/colleges*), CSV import included. */
export async function adminCollegesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: COLLEGE_IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  // Authorised before validation, so that a refused caller learns nothing about the body rules.
  const admin = { preValidation: app.authorize('admin') };
  const tags = ['admin colleges'];
  const deps = { db: app.db, catalogue: app.collegeCatalogue };

  app.get(
    '/api/admin/colleges',
    {
      ...admin,
      schema: {
        tags,
        querystring: AdminCollegeListRequestSchema,
        response: { 200: AdminCollegeListResponseSchema, ...errors },
      },
    },
    async (request) => service.listColleges(app.db, request.query),
  );

  app.get(
    '/api/admin/colleges/:id',
    {
      ...admin,
      schema: { tags, params: CollegeIdParamsSchema, response: { 200: CollegeRecordSchema, ...errors } },
    },
    async (request, reply) => tagReply(reply, await service.getCollege(app.db, request.params.id)),
  );

  app.put(
    '/api/admin/colleges/:id',
    {
      preValidation: [app.authorize('admin'), moveBodyVersion],
      schema: {
        tags,
        description:
          "Replaces the college's fields. Send the version read (If-Match or `version`): a save based on an older " +
          'one is refused with 409 EDIT_CONFLICT and `error.current`, the college as it now is.',
        headers,
        params: CollegeIdParamsSchema,
        body: CollegeWriteSchema,
        response: { 200: CollegeRecordSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      tagReply(
        reply,
        await service.updateCollege(
          deps,
          request.actor!,
          request.params.id,
          request.body,
          editBaseOf(request),
        ),
      ),
  );

  app.post(
    '/api/admin/colleges/add',
    {
      ...admin,
      schema: { tags, body: CollegeWriteSchema, response: { 201: CollegeRecordSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCollege(deps, request.actor!, request.body)),
  );

  app.post(
    '/api/admin/colleges/remove/:id',
    {
      ...admin,
      schema: { tags, params: CollegeIdParamsSchema, response: { 200: OkResponseSchema, ...errors } },
    },
    async (request) => service.removeCollege(deps, request.actor!, request.params.id),
  );

  app.post(
    '/api/admin/colleges/import',
    {
      ...admin,
      schema: {
        tags,
        description:
          `Multipart upload: \`file\` (a .csv of at most ${COLLEGE_IMPORT_MAX_LABEL}, the catalogue's columns) and ` +
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
      const report = await service.importColleges(deps, request.actor!, file, acceptPartial);
      if (report.imported || report.problems.length === 0) return reply.status(200).send(report);
      const message = notImportedMessage(report);
      return reply
        .status(422)
        .send({ error: errorAnswer(request, { code: 'UNPROCESSABLE', message }), report });
    },
  );
}
