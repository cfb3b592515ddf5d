import {
  ACADEMIC_YEAR_MESSAGE,
  academicYearFrom,
  academicYearStart,
  CIP_FAMILIES,
  type CipFamilyCode,
  COLLEGE_COLUMNS,
  COLLEGE_LOCATIONS,
  type CollegeColumn,
  type CollegeScalarKey,
  type CollegeWrite,
  currentAcademicYear,
  degreeShareColumn,
  EARLIEST_PRICE_YEAR_START,
  hasNul,
  type ImportProblem,
} from '@ccp/contracts';
import { readCsvRecords } from '../../csv/read-csv';

/** The fields of one CSV row that its file has columns for. */
export type CollegeCsvValues = Partial<Omit<CollegeWrite, 'degreeShares'>> & {
  unitId: number;
  degreeShares: Partial<Record<CipFamilyCode, number>>;
};

export interface CollegeCsvRow {
  row: number;
  values: CollegeCsvValues;
}

export interface ParsedCollegeCsv {
  /** Scalar fields the file has columns for. */
  keys: CollegeScalarKey[];
  /** CIP families the file has degree-share columns for. */
  shareCodes: CipFamilyCode[];
  rows: CollegeCsvRow[];
  problems: ImportProblem[];
  totalRows: number;
  invalidRows: number;
}

interface NumberRule {
  integer: boolean;
  min: number;
  max: number;
  hint?: string;
}

const KIND_RULES: Partial<Record<CollegeColumn['kind'], NumberRule>> = {
  id: { integer: true, min: 1, max: 99_999_999 },
  count: { integer: true, min: 0, max: 1_000_000 },
  money: { integer: true, min: 0, max: 1_000_000 },
  'signed-money': { integer: true, min: -1_000_000, max: 1_000_000 },
  rate: { integer: false, min: 0, max: 1, hint: ' (a proportion: 0.82 means 82%)' },
};
const KEY_RULES: Partial<Record<CollegeScalarKey, NumberRule>> = {
  localeCode: { integer: true, min: 11, max: 43 },
  latitude: { integer: false, min: -90, max: 90 },
  longitude: { integer: false, min: -180, max: 180 },
  satAvg: { integer: true, min: 400, max: 1600 },
  satReading25: { integer: true, min: 200, max: 800 },
  satReading75: { integer: true, min: 200, max: 800 },
  satMath25: { integer: true, min: 200, max: 800 },
  satMath75: { integer: true, min: 200, max: 800 },
  actComposite25: { integer: true, min: 1, max: 36 },
  actCompositeMid: { integer: true, min: 1, max: 36 },
  actComposite75: { integer: true, min: 1, max: 36 },
};
const TEXT_MAX: Partial<Record<CollegeScalarKey, number>> = {
  name: 200,
  city: 100,
  zip: 10,
  locale: 40,
  dataSource: 300,
};
const SHARE_RULE: NumberRule = KIND_RULES.rate!;

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;
const LOCATIONS = new Set<string>(COLLEGE_LOCATIONS.map((s) => s.code));
const BY_COLUMN = new Map(COLLEGE_COLUMNS.map((c) => [c.column, c]));
const SHARE_BY_COLUMN = new Map(CIP_FAMILIES.map((f) => [degreeShareColumn(f.code), f.code]));
const fmt = new Intl.NumberFormat('en-US');

type Cell = { ok: true; value: string | number | boolean | null } | { ok: false; message: string };

function parseNumber(raw: string, rule: NumberRule): Cell {
  if (rule.integer ? !INTEGER.test(raw) : !DECIMAL.test(raw)) {
    return { ok: false, message: `"${raw}" is not ${rule.integer ? 'a whole number' : 'a number'}.` };
  }
  const value = Number(raw);
  if (value < rule.min || value > rule.max) {
    return {
      ok: false,
      message: `${fmt.format(value)} is out of range: use ${fmt.format(rule.min)} to ${fmt.format(rule.max)}${rule.hint ?? ''}.`,
    };
  }
  return { ok: true, value };
}

/** "2025-26" (or "2025-2026") as the academic year it names, within the years prices may be published for. */
function parseAcademicYear(raw: string, now: Date): Cell {
  const long = /^(\d{4})-(\d{4})$/.exec(raw);
  const text = long && Number(long[2]) === Number(long[1]) + 1 ? academicYearFrom(Number(long[1])) : raw;
  const start = academicYearStart(text);
  const latest = academicYearStart(currentAcademicYear(now)) ?? 0;
  if (start === null || start < EARLIEST_PRICE_YEAR_START || start > latest + 1) {
    return { ok: false, message: `"${raw}" is not an academic year. ${ACADEMIC_YEAR_MESSAGE}` };
  }
  return { ok: true, value: text };
}

function parseCell(column: CollegeColumn, raw: string, now: Date): Cell {
  if (hasNul(raw)) {
    return {
      ok: false,
      message: 'The cell holds an invisible NUL character (\\u0000). Remove it and try again.',
    };
  }
  if (column.kind === 'academic-year') {
    // An empty price year is the documented default: the current academic year.
    return raw === '' ? { ok: true, value: currentAcademicYear(now) } : parseAcademicYear(raw, now);
  }
  if (raw === '') {
    return column.required ? { ok: false, message: 'A value is required.' } : { ok: true, value: null };
  }
  const rule = KEY_RULES[column.key] ?? KIND_RULES[column.kind];
  if (rule) return parseNumber(raw, rule);
  switch (column.kind) {
    case 'state': {
      const code = raw.toUpperCase();
      return LOCATIONS.has(code)
        ? { ok: true, value: code }
        : { ok: false, message: `"${raw}" is not a US state or territory code, like OH.` };
    }
    case 'enum': {
      const value = raw.toLowerCase();
      return column.options?.includes(value)
        ? { ok: true, value }
        : { ok: false, message: `"${raw}" is not one of: ${column.options?.join(', ')}.` };
    }
    case 'flag':
      if (raw === '1') return { ok: true, value: true };
      if (raw === '0') return { ok: true, value: false };
      return { ok: false, message: `"${raw}" is not 1 (yes) or 0 (no).` };
    default: {
      const max = TEXT_MAX[column.key] ?? 1_000;
      return raw.length > max
        ? { ok: false, message: `The text is too long: ${max} characters at most.` }
        : { ok: true, value: raw };
    }
  }
}

function fileProblem(message: string, row = 1, column: string | null = null): ParsedCollegeCsv {
  return {
    keys: [],
    shareCodes: [],
    rows: [],
    problems: [{ row, column, message }],
    totalRows: 0,
    invalidRows: 0,
  };
}

/**
 * Reads and strictly validates a college CSV (the catalogue's own header and any subset of it holding the
 * required columns). A UTF-8 byte-order mark, quoted commas and quoted line breaks are handled. Every problem is
 * reported with its spreadsheet row (header = row 1) and column; rows with a problem are left out of `rows`.
 */
export function parseCollegeCsv(buffer: Uint8Array, now: Date = new Date()): ParsedCollegeCsv {
  const read = readCsvRecords(buffer);
  if (!read.ok) return fileProblem(read.problem.message, read.problem.row, read.problem.column);
  const records = read.records;
  // price_year is the other name of data_year: the academic year of the row's costs and net prices.
  const header = records[0]?.map((h) => {
    const name = h.trim().toLowerCase();
    return name === 'price_year' ? 'data_year' : name;
  });
  if (!header || header.every((h) => h === ''))
    return fileProblem('The file is empty: it has no header row.');

  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  const columns: (CollegeColumn | CipFamilyCode | null)[] = header.map((name) => {
    if (seen.has(name)) {
      problems.push({ row: 1, column: name, message: `The column "${name}" appears twice.` });
      return null;
    }
    seen.add(name);
    const column = BY_COLUMN.get(name);
    if (column) return column;
    const code = SHARE_BY_COLUMN.get(name);
    if (code) return code;
    problems.push({
      row: 1,
      column: name || null,
      message: name ? `Unknown column "${name}". Use the documented column names.` : 'A column has no name.',
    });
    return null;
  });
  for (const column of COLLEGE_COLUMNS) {
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
    problems.push({ row: 2, column: null, message: 'The file has no college rows under its header.' });
  if (problems.length > 0) {
    return { keys: [], shareCodes: [], rows: [], problems, totalRows, invalidRows: totalRows };
  }

  const keys = columns
    .filter((c): c is CollegeColumn => typeof c === 'object' && c !== null)
    .map((c) => c.key);
  // Prices without a price_year column are the current academic year's (a file without prices keeps each year).
  const datedByDefault =
    !keys.includes('dataYear') &&
    columns.some(
      (c) => typeof c === 'object' && c !== null && (c.group === 'costs' || c.group === 'net-price'),
    );
  if (datedByDefault) keys.push('dataYear');
  const defaultYear = currentAcademicYear(now);
  const shareCodes = columns.filter((c): c is CipFamilyCode => typeof c === 'string');
  const rows: CollegeCsvRow[] = [];
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
    const values: Record<string, unknown> = { degreeShares: {} };
    const shares: Record<string, number> = {};
    let ok = true;
    for (let c = 0; c < record.length; c += 1) {
      const column = columns[c]!;
      const raw = record[c]!.trim();
      if (typeof column === 'string') {
        if (raw === '') continue;
        const cell = parseNumber(raw, SHARE_RULE);
        if (cell.ok) shares[column] = cell.value as number;
        else {
          ok = false;
          problems.push({ row, column: header[c]!, message: cell.message });
        }
        continue;
      }
      if (!column) continue;
      const cell = parseCell(column, raw, now);
      if (cell.ok) values[column.key] = cell.value;
      else {
        ok = false;
        problems.push({ row, column: column.column, message: cell.message });
      }
    }
    values.degreeShares = shares;
    if (datedByDefault) values.dataYear = defaultYear;
    if (!ok) {
      invalid.add(row);
      continue;
    }
    const unitId = values.unitId as number;
    const sameUnit = rowsByUnitId.get(unitId);
    if (sameUnit) sameUnit.push(row);
    else rowsByUnitId.set(unitId, [row]);
    rows.push({ row, values: values as CollegeCsvValues });
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
    shareCodes,
    rows: invalid.size > 0 ? rows.filter((r) => !invalid.has(r.row)) : rows,
    problems,
    totalRows,
    invalidRows: invalid.size,
  };
}
