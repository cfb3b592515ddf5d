import type { SaiContributor, SaiFormula, SaiRequest } from './sai-request';
import { awardYearStart, supportedAwardYears, tablesForAwardYear } from './tables/tables-for-award-year';

/** One problem with a request: the field path (e.g. 'parent.agi') and what is wrong, in plain words. */
export interface FieldError {
  field: string;
  message: string;
}

export type SaiRequestValidation = { ok: true; request: SaiRequest } | { ok: false; errors: FieldError[] };

const MONEY_FIELDS = [
  'agi',
  'incomeTaxPaid',
  'incomeEarnedFromWork',
  'taxExemptInterest',
  'untaxedIraDistributionsGross',
  'iraRollover',
  'untaxedPensionsGross',
  'pensionRollover',
  'iraKeoghDeductiblePayments',
  'educationCredits',
  'foreignEarnedIncomeExclusion',
  'taxableCollegeGrantAid',
  'childSupportReceived',
  'cashSavingsChecking',
  'investmentsNetWorth',
  'businessFarmNetWorth',
  'scheduleC',
  'federalWorkStudy',
] as const;

/** Largest absolute dollar amount accepted (the ISIR money fields hold at most 10 digits). */
const MONEY_LIMIT = 9_999_999_999;

const CONTRIBUTORS = ['parent', 'otherParent', 'student', 'spouse'] as const;

const TOP_LEVEL_FIELDS = new Set<string>([
  'awardYear',
  'formula',
  'familySize',
  'parentMaritalStatusCode',
  'parentStateOfResidence',
  'parentFamilySizeReported',
  'studentMaritalStatusCode',
  'studentStateOfResidence',
  'studentFamilySizeReported',
  ...CONTRIBUTORS,
]);

const CONTRIBUTOR_FIELDS = new Set<string>([
  'taxDataSource',
  'filedTaxReturn',
  'filingStatus',
  'irsFtiAsReported',
  ...MONEY_FIELDS,
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

function integerIn(
  errors: FieldError[],
  field: string,
  value: unknown,
  min: number,
  max: number,
  what: string,
): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    errors.push({ field, message: `${what} (got ${describe(value)})` });
    return undefined;
  }
  return value;
}

function state(errors: FieldError[], field: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !/^[A-Z]{2}$/.test(value)) {
    errors.push({
      field,
      message: `must be a 2-letter state or territory code such as 'CA' (got ${describe(value)})`,
    });
    return undefined;
  }
  return value;
}

function contributor(errors: FieldError[], name: string, value: unknown): SaiContributor | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) {
    errors.push({
      field: name,
      message: `must be an object of tax-return and asset figures (got ${describe(value)})`,
    });
    return undefined;
  }
  const out: SaiContributor = {};
  for (const key of Object.keys(value)) {
    if (!CONTRIBUTOR_FIELDS.has(key))
      errors.push({ field: `${name}.${key}`, message: 'is not a known field' });
  }
  for (const key of MONEY_FIELDS) {
    const amount = integerIn(
      errors,
      `${name}.${key}`,
      value[key],
      -MONEY_LIMIT,
      MONEY_LIMIT,
      'must be a whole number of US dollars',
    );
    if (amount !== undefined) out[key] = amount;
  }
  const filed = integerIn(
    errors,
    `${name}.filedTaxReturn`,
    value.filedTaxReturn,
    1,
    2,
    'must be 1 (filed) or 2 (did not file)',
  );
  if (filed !== undefined) out.filedTaxReturn = filed;
  const status = integerIn(
    errors,
    `${name}.filingStatus`,
    value.filingStatus,
    1,
    5,
    'must be 1 single, 2 married filing jointly, 3 married filing separately, 4 head of household or 5 qualifying surviving spouse',
  );
  if (status !== undefined) out.filingStatus = status;
  if (value.taxDataSource !== undefined) {
    if (typeof value.taxDataSource === 'string') out.taxDataSource = value.taxDataSource;
    else
      errors.push({
        field: `${name}.taxDataSource`,
        message: `must be text (got ${describe(value.taxDataSource)})`,
      });
  }
  if (value.irsFtiAsReported !== undefined) {
    if (isRecord(value.irsFtiAsReported)) out.irsFtiAsReported = value.irsFtiAsReported;
    else errors.push({ field: `${name}.irsFtiAsReported`, message: 'must be an object' });
  }
  return out;
}

/**
 * Checks untrusted input (CLI, HTTP) against the `SaiRequest` shape. Returns a clean typed copy, or every
 * problem found with the field it concerns. Unknown fields are reported (they are usually typing mistakes).
 */
export function validateSaiRequest(input: unknown): SaiRequestValidation {
  const errors: FieldError[] = [];
  if (!isRecord(input)) {
    return {
      ok: false,
      errors: [{ field: '(request)', message: `must be a JSON object (got ${describe(input)})` }],
    };
  }
  for (const key of Object.keys(input)) {
    if (!TOP_LEVEL_FIELDS.has(key)) errors.push({ field: key, message: 'is not a known field' });
  }

  const awardYear = input.awardYear;
  if (typeof awardYear !== 'string' || awardYearStart(awardYear) === null) {
    errors.push({
      field: 'awardYear',
      message: `must be an award year such as '2026-27' (got ${describe(awardYear)})`,
    });
  } else if (!tablesForAwardYear(awardYear)) {
    errors.push({
      field: 'awardYear',
      message: `has no SAI tables; supported: ${supportedAwardYears().join(', ')} and later years (projected)`,
    });
  }

  const formula = input.formula;
  if (formula !== 'A' && formula !== 'B' && formula !== 'C') {
    errors.push({
      field: 'formula',
      message: `must be 'A' (dependent), 'B' (independent without dependents) or 'C' (independent with dependents) (got ${describe(formula)})`,
    });
  }

  const familySize = integerIn(
    errors,
    'familySize',
    input.familySize,
    1,
    99,
    'must be a whole number from 1 to 99',
  );
  if (input.familySize === undefined)
    errors.push({ field: 'familySize', message: 'is required (a number, or null)' });

  const request: SaiRequest = {
    awardYear: typeof awardYear === 'string' ? awardYear : '',
    formula: formula as SaiFormula,
    familySize: familySize ?? null,
  };
  const pms = integerIn(
    errors,
    'parentMaritalStatusCode',
    input.parentMaritalStatusCode,
    1,
    7,
    'must be a code from 1 to 7',
  );
  if (pms !== undefined) request.parentMaritalStatusCode = pms;
  const sms = integerIn(
    errors,
    'studentMaritalStatusCode',
    input.studentMaritalStatusCode,
    1,
    6,
    'must be a code from 1 to 6',
  );
  if (sms !== undefined) request.studentMaritalStatusCode = sms;
  const pState = state(errors, 'parentStateOfResidence', input.parentStateOfResidence);
  if (pState !== undefined) request.parentStateOfResidence = pState;
  const sState = state(errors, 'studentStateOfResidence', input.studentStateOfResidence);
  if (sState !== undefined) request.studentStateOfResidence = sState;
  const pfs = integerIn(
    errors,
    'parentFamilySizeReported',
    input.parentFamilySizeReported,
    1,
    99,
    'must be a whole number from 1 to 99',
  );
  if (pfs !== undefined) request.parentFamilySizeReported = pfs;
  const sfs = integerIn(
    errors,
    'studentFamilySizeReported',
    input.studentFamilySizeReported,
    1,
    99,
    'must be a whole number from 1 to 99',
  );
  if (sfs !== undefined) request.studentFamilySizeReported = sfs;
  for (const name of CONTRIBUTORS) {
    const block = contributor(errors, name, input[name]);
    if (block) request[name] = block;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, request };
}
