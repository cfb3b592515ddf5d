import { COLLEGE_IMPORT_MAX_LABEL, NO_CSV_FILE_MESSAGE } from '@ccp/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../errors';

const noFile = () => validationFailed({ file: NO_CSV_FILE_MESSAGE }, NO_CSV_FILE_MESSAGE);
const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than the ${COLLEGE_IMPORT_MAX_LABEL} upload limit. Split it into smaller files and import each.`,
  );

/**
 * Reads the `file` part (a .csv) and the optional `confirm` field (`partial`: import the good rows of a file that
 * also has bad ones) of a multipart CSV upload, within the route's size limit (@fastify/multipart's limits).
 */
export async function readCsvUpload(request: FastifyRequest) {
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

/** The answer's message when a file with problems was not imported (422). */
export function notImportedMessage(report: { validRows: number; invalidRows: number }): string {
  const rows = report.invalidRows;
  return report.validRows === 0
    ? 'Nothing was imported: the file has problems that need fixing first.'
    : `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} problems. Fix them, or import the ${report.validRows} good ${report.validRows === 1 ? 'row' : 'rows'} only.`;
}
