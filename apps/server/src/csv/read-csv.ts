import type { ImportProblem } from '@ccp/contracts';
import { CsvError, parse } from 'csv-parse/sync';

/** What an uploaded CSV file holds: its records (the header first), or the one problem that stops reading it. */
export type CsvRecords = { ok: true; records: string[][] } | { ok: false; problem: ImportProblem };

function strictUtf8(buffer: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return null;
  }
}

/**
 * Reads an uploaded CSV file the way every import does: strict UTF-8 (a byte-order mark is skipped), quoted commas
 * and line breaks handled, rows of any length kept (the caller reports a row whose length differs from the header),
 * empty lines skipped. A file that cannot be read gives one problem with its line.
 */
export function readCsvRecords(buffer: Uint8Array): CsvRecords {
  const text = strictUtf8(buffer);
  if (text === null) {
    return {
      ok: false,
      problem: {
        row: 1,
        column: null,
        message: 'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8" and try again.',
      },
    };
  }
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
    return { ok: true, records };
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines ?? 1;
      return {
        ok: false,
        problem: {
          row: line,
          column: null,
          message: `The file is not valid CSV near line ${line}: ${err.message}`,
        },
      };
    }
    throw err;
  }
}
