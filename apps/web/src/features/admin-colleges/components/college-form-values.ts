/* The college edit form's values: from a stored college, and back to the write the API takes. */
import {
  CIP_FAMILIES,
  COLLEGE_COLUMN_GROUPS,
  COLLEGE_COLUMNS,
  COLLEGE_LOCATIONS,
  type CollegeColumn,
  type CollegeColumnGroup,
  type CollegeRecord,
  type CollegeWrite,
  CollegeWriteSchema,
} from '@ccp/contracts';
import { type FormReading, readWithSchema } from '../../../lib/form-errors';

export type Values = Record<string, string>;

export const GROUPS = Object.keys(COLLEGE_COLUMN_GROUPS) as CollegeColumnGroup[];
export const NUMBER_KINDS = new Set(['id', 'count', 'money', 'signed-money', 'score']);
export const stateOptions = COLLEGE_LOCATIONS.map((s) => ({ value: s.code, label: s.name }));
export const shareKey = (code: string) => `share:${code}`;

/** Percentages shown for proportions: 0.7164 -> "71.64". */
export const percentText = (rate: number) => String(Math.round(rate * 10_000) / 100);

export function valuesOf(record: CollegeRecord | null): Values {
  const values: Values = {};
  for (const column of COLLEGE_COLUMNS) {
    const value = record ? record[column.key] : null;
    if (value === null || value === undefined) values[column.key] = '';
    else if (column.kind === 'rate') values[column.key] = percentText(value as number);
    else if (column.kind === 'flag') values[column.key] = value ? 'yes' : 'no';
    else values[column.key] = String(value);
  }
  for (const family of CIP_FAMILIES) {
    const share = record?.degreeShares[family.code];
    values[shareKey(family.code)] = share === undefined ? '' : percentText(share);
  }
  return values;
}

/** Reads the form; returns the body, or a message per field it could not read. */
export function toWrite(values: Values): { body: CollegeWrite | null; errors: Record<string, string> } {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const column of COLLEGE_COLUMNS) {
    const raw = (values[column.key] ?? '').trim();
    if (raw === '') {
      body[column.key] = column.kind === 'text' && column.required ? '' : null;
      continue;
    }
    if (NUMBER_KINDS.has(column.kind)) {
      const cleaned = raw.replace(/[$,\s]/g, '');
      if (!/^-?\d+$/.test(cleaned)) errors[column.key] = 'Enter a whole number.';
      else body[column.key] = Number(cleaned);
    } else if (column.kind === 'rate') {
      const percent = Number(raw.replace('%', ''));
      if (!Number.isFinite(percent)) errors[column.key] = 'Enter a percentage from 0 to 100.';
      else body[column.key] = Math.round(percent * 100) / 10_000;
    } else if (column.kind === 'coordinate') {
      const value = Number(raw);
      if (!Number.isFinite(value)) errors[column.key] = 'Enter a number in decimal degrees.';
      else body[column.key] = value;
    } else if (column.kind === 'flag') {
      body[column.key] = raw === 'yes';
    } else {
      body[column.key] = raw;
    }
  }
  const shares: Record<string, number> = {};
  for (const family of CIP_FAMILIES) {
    const raw = (values[shareKey(family.code)] ?? '').trim();
    if (raw === '') continue;
    const percent = Number(raw.replace('%', ''));
    if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
      errors[shareKey(family.code)] = 'Enter a percentage from 0 to 100.';
    } else shares[family.code] = Math.round(percent * 100) / 10_000;
  }
  body.degreeShares = shares;
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body: body as CollegeWrite, errors };
}

export function labelOf(column: CollegeColumn): string {
  if (column.kind === 'rate') return `${column.label} (%)`;
  if (column.kind === 'money' || column.kind === 'signed-money') return `${column.label} ($)`;
  return column.label;
}

/** The server's field names that differ from the form's: a degree share `degreeShares.11` is `share:11`. */
export const SHARE_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(
  CIP_FAMILIES.map((family) => [`degreeShares.${family.code}`, shareKey(family.code)]),
);

/** Every field of the form, for the server's field errors. */
export const FORM_FIELDS: readonly string[] = [
  ...COLLEGE_COLUMNS.map((column) => column.key),
  ...CIP_FAMILIES.map((family) => shareKey(family.code)),
];

/** Reads the form: what it cannot read as numbers, then the contracts schema (the server's rules and messages). */
export function readCollege(values: Values): FormReading<CollegeWrite> {
  const typed = toWrite(values);
  if (!typed.body) return typed;
  const checked = readWithSchema<CollegeWrite>(CollegeWriteSchema, typed.body);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(checked.errors)) errors[SHARE_FIELDS[path] ?? path] = message;
  return { body: checked.body, errors };
}
