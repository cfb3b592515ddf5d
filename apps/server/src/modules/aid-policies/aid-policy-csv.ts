import {
  ACADEMIC_YEAR_MESSAGE,
  AID_POLICY_ANSWERS,
  AID_POLICY_COLUMNS,
  type AidPolicyValues,
  FULL_NEED_VALUES,
  GUARANTEE_RESIDENCIES,
  hasNul,
  type ImportProblem,
  INCOME_LIMITS,
  isAcademicYear,
  NONRESIDENT_AID_SOURCE_MESSAGE,
  SOURCE_GRADES,
  TOTAL_ABOVE_TUITION_MESSAGE,
} from '@ccp/contracts';
import { readCsvRecords } from '../../csv/read-csv';

/** The policy fields a CSV column writes. */
export type AidPolicyKey = keyof AidPolicyValues;

export interface AidPolicyCsvRow {
  /** Spreadsheet row: the header is row 1. */
  row: number;
  unitId: number;
  /** The fields the file has columns for (plus `incomeLimit` when a note says the income must be below). */
  values: Partial<AidPolicyValues>;
}

export interface ParsedAidPolicyCsv {
  /** Fields the file writes: a college that has a policy keeps the others. */
  keys: AidPolicyKey[];
  rows: AidPolicyCsvRow[];
  /** Every row's unit id that reads as one, the rows with other problems included (checked against the catalogue). */
  unitIds: { row: number; unitId: number }[];
  problems: ImportProblem[];
  totalRows: number;
  invalidRows: number;
}

type Cell = { ok: true; value: unknown } | { ok: false; message: string };
type Reader = (raw: string) => Cell;

const choice =
  (options: readonly string[], normalise: (s: string) => string, empty: unknown = undefined): Reader =>
  (raw) => {
    if (raw === '') {
      return empty === undefined
        ? { ok: false, message: 'A value is required.' }
        : { ok: true, value: empty };
    }
    const value = normalise(raw);
    return options.includes(value)
      ? { ok: true, value }
      : { ok: false, message: `"${raw}" is not one of: ${options.join(', ')}.` };
  };
const lower = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '_');
const upper = (s: string) => s.toUpperCase();

const fmt = new Intl.NumberFormat('en-US');
const dollars: Reader = (raw) => {
  if (raw === '') return { ok: true, value: null };
  const cleaned = raw.replace(/[$,\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return { ok: false, message: `"${raw}" is not a whole number of dollars.` };
  const value = Number(cleaned);
  return value > 10_000_000
    ? { ok: false, message: `${fmt.format(value)} is out of range: use 0 to 10,000,000.` }
    : { ok: true, value };
};
const text =
  (max: number, required = false): Reader =>
  (raw) => {
    if (raw === '') {
      return required
        ? { ok: false, message: 'A value is required: name the page or article, with its date.' }
        : { ok: true, value: null };
    }
    return raw.length > max
      ? { ok: false, message: `The text is too long: ${max} characters at most.` }
      : { ok: true, value: raw };
  };
const academicYear: Reader = (raw) => {
  if (raw === '') return { ok: true, value: null };
  return isAcademicYear(raw)
    ? { ok: true, value: raw }
    : { ok: false, message: `"${raw}" is not an academic year. ${ACADEMIC_YEAR_MESSAGE}` };
};
const isoDate: Reader = (raw) => {
  if (raw === '') return { ok: true, value: null };
  const date = new Date(`${raw}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(raw) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(raw)
    ? { ok: true, value: raw }
    : { ok: false, message: `"${raw}" is not a date like 2026-11-28.` };
};

/** Each writing column: the field it fills and how its cell is read. `name` and `state` are read by no one. */
const READERS: Record<string, { key: AidPolicyKey; read: Reader }> = {
  css_profile_required: { key: 'cssProfileRequired', read: choice(AID_POLICY_ANSWERS, lower, 'unknown') },
  meets_full_need: { key: 'meetsFullNeed', read: choice(FULL_NEED_VALUES, lower, 'unknown') },
  need_blind: { key: 'needBlind', read: choice(AID_POLICY_ANSWERS, lower, 'unknown') },
  no_loan_policy: { key: 'noLoanPolicy', read: choice(AID_POLICY_ANSWERS, lower, 'unknown') },
  free_tuition_income_max: { key: 'freeTuitionIncomeMax', read: dollars },
  free_total_income_max: { key: 'freeTotalIncomeMax', read: dollars },
  guarantee_residency: { key: 'guaranteeResidency', read: choice(GUARANTEE_RESIDENCIES, lower, null) },
  guarantee_assets_note: { key: 'guaranteeAssetsNote', read: text(1_000) },
  policy_year: { key: 'policyYear', read: academicYear },
  source: { key: 'source', read: text(1_000, true) },
  grade: { key: 'grade', read: choice(SOURCE_GRADES, upper) },
  income_limit: { key: 'incomeLimit', read: choice(INCOME_LIMITS, lower, 'at_or_below') },
  checked_on: { key: 'checkedOn', read: isoDate },
  nonresident_aid_amount: { key: 'nonresidentAidAmount', read: dollars },
  nonresident_aid_note: { key: 'nonresidentAidNote', read: text(1_000) },
  nonresident_aid_year: { key: 'nonresidentAidYear', read: academicYear },
  nonresident_aid_source: { key: 'nonresidentAidSource', read: text(1_000) },
  nonresident_aid_grade: { key: 'nonresidentAidGrade', read: choice(SOURCE_GRADES, upper, null) },
};
const KNOWN = new Map(AID_POLICY_COLUMNS.map((c) => [c.column, c]));
/** How the bundled file says that an income equal to the published figure does not qualify. */
const BELOW_ONLY_NOTE = /^income must be below \(not equal to\)/i;

function fileProblem(problem: ImportProblem): ParsedAidPolicyCsv {
  return { keys: [], rows: [], unitIds: [], problems: [problem], totalRows: 0, invalidRows: 0 };
}

/**
 * Reads and strictly validates an aid-policy CSV (aid-policies.csv's header, or any subset of it holding `unitid`,
 * `source` and `grade`). Every problem names its spreadsheet row and column; rows with a problem are left out of
 * `rows`. Whether each unit id is a college of the catalogue is checked by the import, against the database.
 */
export function parseAidPolicyCsv(buffer: Uint8Array): ParsedAidPolicyCsv {
  const read = readCsvRecords(buffer);
  if (!read.ok) return fileProblem(read.problem);
  const records = read.records;
  const header = records[0]?.map((h) => h.trim().toLowerCase());
  if (!header || header.every((h) => h === '')) {
    return fileProblem({ row: 1, column: null, message: 'The file is empty: it has no header row.' });
  }
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    if (seen.has(name))
      problems.push({ row: 1, column: name, message: `The column "${name}" appears twice.` });
    else if (!KNOWN.has(name)) {
      problems.push({
        row: 1,
        column: name || null,
        message: name
          ? `Unknown column "${name}". Use the documented column names (aid-policies.csv's header).`
          : 'A column has no name.',
      });
    }
    seen.add(name);
  }
  for (const column of AID_POLICY_COLUMNS) {
    if (column.required && !seen.has(column.column)) {
      problems.push({
        row: 1,
        column: column.column,
        message: `The required column "${column.column}" is missing.`,
      });
    }
  }
  const totalRows = records.length - 1;
  if (totalRows === 0)
    problems.push({ row: 2, column: null, message: 'The file has no rows under its header.' });
  if (problems.length > 0) {
    return { keys: [], rows: [], unitIds: [], problems, totalRows, invalidRows: totalRows };
  }

  const keys = header.flatMap((h) => (READERS[h] ? [READERS[h].key] : []));
  const notesBelow = !seen.has('income_limit') && seen.has('guarantee_assets_note');
  if (notesBelow) keys.push('incomeLimit');
  const rows: AidPolicyCsvRow[] = [];
  const unitIds: { row: number; unitId: number }[] = [];
  const invalid = new Set<number>();
  const rowsByUnitId = new Map<number, number[]>();

  for (let i = 1; i < records.length; i += 1) {
    const record = records[i]!;
    const row = i + 1;
    if (record.length !== header.length) {
      problems.push({
        row,
        column: null,
        message: `This row has ${record.length} values but the header has ${header.length} columns.`,
      });
      invalid.add(row);
      continue;
    }
    const values: Record<string, unknown> = {};
    let unitId: number | null = null;
    let ok = true;
    for (let c = 0; c < record.length; c += 1) {
      const column = header[c]!;
      const raw = record[c]!.trim();
      if (hasNul(raw)) {
        problems.push({
          row,
          column,
          message: 'The cell holds an invisible NUL character (\\u0000). Remove it and try again.',
        });
        ok = false;
        continue;
      }
      if (column === 'unitid') {
        if (/^\d{1,8}$/.test(raw) && Number(raw) > 0) {
          unitId = Number(raw);
          unitIds.push({ row, unitId });
        } else {
          problems.push({
            row,
            column,
            message:
              raw === '' ? 'A value is required.' : `"${raw}" is not an IPEDS unit ID (1 to 8 digits).`,
          });
          ok = false;
        }
        continue;
      }
      const reader = READERS[column];
      if (!reader) continue;
      const cell = reader.read(raw);
      if (cell.ok) values[reader.key] = cell.value;
      else {
        problems.push({ row, column, message: cell.message });
        ok = false;
      }
    }
    const tuition = values.freeTuitionIncomeMax as number | null | undefined;
    const total = values.freeTotalIncomeMax as number | null | undefined;
    if (ok && typeof tuition === 'number' && typeof total === 'number' && total > tuition) {
      problems.push({ row, column: 'free_total_income_max', message: TOTAL_ABOVE_TUITION_MESSAGE });
      ok = false;
    }
    const aid = values.nonresidentAidAmount ?? values.nonresidentAidNote ?? null;
    if (ok && aid !== null && (!values.nonresidentAidSource || !values.nonresidentAidGrade)) {
      problems.push({
        row,
        column: values.nonresidentAidSource ? 'nonresident_aid_grade' : 'nonresident_aid_source',
        message: NONRESIDENT_AID_SOURCE_MESSAGE,
      });
      ok = false;
    }
    if (!ok || unitId === null) {
      invalid.add(row);
      continue;
    }
    if (notesBelow) {
      values.incomeLimit = BELOW_ONLY_NOTE.test(String(values.guaranteeAssetsNote ?? ''))
        ? 'below'
        : 'at_or_below';
    }
    const sameUnit = rowsByUnitId.get(unitId);
    if (sameUnit) sameUnit.push(row);
    else rowsByUnitId.set(unitId, [row]);
    rows.push({ row, unitId, values: values as Partial<AidPolicyValues> });
  }

  // A unit id twice in one file is ambiguous: neither row is taken.
  for (const [unitId, dupes] of rowsByUnitId) {
    if (dupes.length < 2) continue;
    for (const row of dupes) {
      const others = dupes.filter((r) => r !== row).join(', ');
      problems.push({
        row,
        column: 'unitid',
        message: `Unit ID ${unitId} is also on row ${others}. Keep one row per college.`,
      });
      invalid.add(row);
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return {
    keys,
    rows: invalid.size > 0 ? rows.filter((r) => !invalid.has(r.row)) : rows,
    unitIds,
    problems,
    totalRows,
    invalidRows: invalid.size,
  };
}
