import type { RetirementAccount } from '../profile/retirement-move';
import type { SourceGrade } from '../sai/tables/sai-tables';

/**
 * The IRS's yearly limits on what one person may put into a retirement account, per tax year, with their source
 * and grade (the shared notes' grades: S = read in a secondary source quoting the IRS notice). The SAI page's
 * "move savings into a retirement account" stops at the limit of the tax year the FAFSA reads. A later tax year
 * without its own row uses the latest one (said by `exact: false`).
 */
export interface RetirementLimitsYear {
  readonly taxYear: number;
  /** Elective deferrals to a 401(k), 403(b), most 457 plans and the Thrift Savings Plan (26 U.S.C. §402(g)). */
  readonly payroll: {
    readonly limit: number;
    /** The catch-up added from the year a person turns 50 (§414(v)). */
    readonly catchUpFrom50: number;
    /** SECURE 2.0's higher catch-up for those who turn 60, 61, 62 or 63 in the year (from 2025); null before. */
    readonly catchUp60To63: number | null;
  };
  /** Traditional and Roth IRAs together (§219(b)(5)); the deductible and Roth moves share it. */
  readonly ira: { readonly limit: number; readonly catchUpFrom50: number };
  readonly source: string;
  readonly grade: SourceGrade;
}

export const RETIREMENT_LIMITS: readonly RetirementLimitsYear[] = [
  {
    taxYear: 2024,
    payroll: { limit: 23_000, catchUpFrom50: 7_500, catchUp60To63: null },
    ira: { limit: 7_000, catchUpFrom50: 1_000 },
    source: 'IRS Notice 2023-75 and news release IR-2023-203 (1 November 2023): 2024 retirement plan limits',
    grade: 'S',
  },
  {
    taxYear: 2025,
    payroll: { limit: 23_500, catchUpFrom50: 7_500, catchUp60To63: 11_250 },
    ira: { limit: 7_000, catchUpFrom50: 1_000 },
    source: 'IRS Notice 2024-80 and news release IR-2024-285 (1 November 2024): 2025 retirement plan limits',
    grade: 'S',
  },
];

export interface RetirementLimit {
  /** The most one person can put into the account in the tax year. */
  readonly limit: number;
  /** Without an age: the limit before the catch-up; the catch-up applies from the year a person turns 50. */
  readonly base: number;
  readonly from50: number;
  /** The tax year asked for ... */
  readonly taxYear: number;
  /** ... and the tax year whose limits these are (the nearest one with a row when it has none). */
  readonly limitsYear: number;
  /** False when the tax year has no row of its own and the nearest year's limits are used. */
  readonly exact: boolean;
  readonly source: string;
  readonly grade: SourceGrade;
}

/** The limits of a tax year: its own row, else the nearest one's. */
export function retirementLimitsYear(taxYear: number): { year: RetirementLimitsYear; exact: boolean } {
  const own = RETIREMENT_LIMITS.find((y) => y.taxYear === taxYear);
  if (own) return { year: own, exact: true };
  const first = RETIREMENT_LIMITS[0] as RetirementLimitsYear;
  const last = RETIREMENT_LIMITS[RETIREMENT_LIMITS.length - 1] as RetirementLimitsYear;
  return { year: taxYear < first.taxYear ? first : last, exact: false };
}

/**
 * The most a person of `age` (at the end of the tax year; null when unknown: no catch-up) can put into `account`
 * in `taxYear`. The deductible IRA and the Roth IRA share one limit.
 */
export function retirementContributionLimit(
  account: RetirementAccount,
  age: number | null,
  taxYear: number,
): RetirementLimit {
  const { year, exact } = retirementLimitsYear(taxYear);
  const known = { taxYear, limitsYear: year.taxYear, exact, source: year.source, grade: year.grade };
  if (account === 'payroll') {
    const { limit, catchUpFrom50, catchUp60To63 } = year.payroll;
    const catchUp =
      age !== null && age >= 60 && age <= 63 && catchUp60To63 !== null
        ? catchUp60To63
        : age !== null && age >= 50
          ? catchUpFrom50
          : 0;
    return { ...known, limit: limit + catchUp, base: limit, from50: limit + catchUpFrom50 };
  }
  const { limit, catchUpFrom50 } = year.ira;
  const catchUp = age !== null && age >= 50 ? catchUpFrom50 : 0;
  return { ...known, limit: limit + catchUp, base: limit, from50: limit + catchUpFrom50 };
}
