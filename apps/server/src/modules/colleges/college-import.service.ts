import type { ImportReport } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { retryingTransaction } from '../../database/retrying-transaction';
import { parseCollegeCsv } from './college-csv';
import { upsertCollegesByUnitId } from './colleges.repository';

/** Problems listed in a report; the rest are only counted, so that a broken file gives a readable answer. */
const MAX_LISTED_PROBLEMS = 500;

export interface ImportOptions {
  /** Write the good rows of a file that also has bad ones (the admin saw the report and confirmed). */
  acceptPartial: boolean;
}

/**
 * Validates the whole file, then adds and updates colleges by unit id in one transaction. A file with any problem
 * changes nothing unless `acceptPartial` is set; a file-level problem (header, encoding) always changes nothing.
 */
export async function importCollegeCsv(
  db: Db,
  file: Uint8Array,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = performance.now();
  const parsed = parseCollegeCsv(file);
  const hasProblems = parsed.problems.length > 0;
  const writable = parsed.rows.length > 0 && (!hasProblems || options.acceptPartial);
  let created = 0;
  let updated = 0;
  if (writable) {
    ({ created, updated } = await retryingTransaction(db, (tx) =>
      upsertCollegesByUnitId(tx, parsed.rows, parsed.keys, parsed.shareCodes),
    ));
  }
  return {
    totalRows: parsed.totalRows,
    validRows: parsed.rows.length,
    invalidRows: parsed.invalidRows,
    created,
    updated,
    imported: writable,
    problems: parsed.problems.slice(0, MAX_LISTED_PROBLEMS),
    moreProblems: Math.max(0, parsed.problems.length - MAX_LISTED_PROBLEMS),
    durationMs: Math.round(performance.now() - started),
  };
}
