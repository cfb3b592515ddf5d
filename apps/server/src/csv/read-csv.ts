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
    if (err instanceof CsvError) return { ok: false, problem: syntaxProblem(err, text) };
    throw err;
  }
}

/** What a CSV syntax error means and how to fix it, in plain words (never the parser's own text). */
const CSV_SYNTAX: Record<string, string> = {
  INVALID_OPENING_QUOTE:
    'a quotation mark (") is in the middle of a value. Put the whole value in quotation marks and double each ' +
    'quotation mark inside it (Main "North" Campus becomes "Main ""North"" Campus"), or delete the mark.',
  CSV_QUOTE_NOT_CLOSED:
    'a value opens a quotation mark (") that is never closed, so the rest of the file reads as that one value. ' +
    'Add the closing quotation mark at the end of the value, or delete the opening one.',
  CSV_INVALID_CLOSING_QUOTE:
    'a quoted value has more text after its closing quotation mark. Put the whole value inside the quotation ' +
    'marks, doubling each quotation mark inside it, or delete the stray mark.',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    'a quoted value has more text after its closing quotation mark. Put the whole value inside the quotation ' +
    'marks, doubling each quotation mark inside it, or delete the stray mark.',
  CSV_MAX_RECORD_SIZE:
    'a row is far longer than a row can be, usually because a quotation mark is never closed. Check the ' +
    'quotation marks on that line.',
};
const SAVE_AGAIN =
  'Saving the sheet from a spreadsheet program as "CSV UTF-8" writes the quotation marks correctly.';

/** A CSV syntax error as an import problem: the line, the column when the header names it, what is wrong, the fix. */
function syntaxProblem(err: CsvError, text: string): ImportProblem {
  const info = err as CsvError & { lines?: number; column?: number | string };
  const line = info.lines && info.lines > 0 ? info.lines : 1;
  const header = (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').split(',').map((h) => h.trim());
  const name = typeof info.column === 'number' ? header[info.column]?.toLowerCase() || null : null;
  const where = `On line ${line}${name ? `, in the column "${name}"` : ''}`;
  const what =
    CSV_SYNTAX[err.code] ??
    'the line could not be read as comma-separated values. Check its commas and quotation marks.';
  return { row: line, column: name, message: `${where}, ${what} ${SAVE_AGAIN}` };
}
