import {
  AdminCollegeListRequestSchema,
  AdminCollegeListResponseSchema,
  COLLEGE_IMPORT_MAX_BYTES,
  COLLEGE_IMPORT_MAX_LABEL,
  CollegeIdParamsSchema,
  CollegeRecordSchema,
  CollegeWriteSchema,
  ErrorResponseSchema,
  ImportRejectedResponseSchema,
  ImportReportSchema,
  NO_CSV_FILE_MESSAGE,
  OkResponseSchema,
} from '@ccp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, errorResponses, validationFailed } from '../../errors';
import { errorAnswer } from '../../plugins/errors';
import * as service from './admin-colleges.service';

const errors = errorResponses(400, 401, 403, 404, 409);

const noFile = () => validationFailed({ file: NO_CSV_FILE_MESSAGE }, NO_CSV_FILE_MESSAGE);
const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than the ${COLLEGE_IMPORT_MAX_LABEL} upload limit. Split it into smaller files and import each.`,
  );

/** Reads the `file` part (and the optional `confirm` field) of a multipart upload, within the size limit. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw noFile();
  let file: { name: string; bytes: Buffer } | null = null;
  let confirm = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && file === null) file = { name: part.filename, bytes };
      } else if (part.fieldname === 'confirm') {
        confirm = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw tooLarge();
    }
    throw err;
  }
  if (!file || file.bytes.length === 0 || !/\.csv$/i.test(file.name)) throw noFile();
  return { file, acceptPartial: confirm === 'partial' };
}

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
    async (request) => service.getCollege(app.db, request.params.id),
  );

  app.put(
    '/api/admin/colleges/:id',
    {
      ...admin,
      schema: {
        tags,
        params: CollegeIdParamsSchema,
        body: CollegeWriteSchema,
        response: { 200: CollegeRecordSchema, ...errors },
      },
    },
    async (request) => service.updateCollege(deps, request.actor!, request.params.id, request.body),
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
      const { file, acceptPartial } = await readUpload(request);
      const report = await service.importColleges(deps, request.actor!, file, acceptPartial);
      if (report.imported || report.problems.length === 0) return reply.status(200).send(report);
      const rows = report.invalidRows;
      const message =
        report.validRows === 0
          ? 'Nothing was imported: the file has problems that need fixing first.'
          : `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} problems. Fix them, or import the ${report.validRows} good ${report.validRows === 1 ? 'row' : 'rows'} only.`;
      return reply
        .status(422)
        .send({ error: errorAnswer(request, { code: 'UNPROCESSABLE', message }), report });
    },
  );
}
