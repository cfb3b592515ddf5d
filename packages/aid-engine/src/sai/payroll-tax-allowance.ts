import { roundHalfAwayFromZero, roundTo3Decimals } from '../round';
import type { SaiContributor } from './sai-request';
import type { SaiTables } from './tables/sai-tables';

/** One tax return's earnings and the Medicare/OASDI thresholds that apply to it. */
export interface PayrollReturn {
  earned: number;
  kind: 'joint' | 'separate' | 'other';
}

const MFJ = 2;
const MFS = 3;

/** The return kind of a person filing alone: MFJ alone in the request still uses the joint thresholds. */
function kindOf(filingStatus: number | undefined): PayrollReturn['kind'] {
  if (filingStatus === MFJ) return 'joint';
  if (filingStatus === MFS) return 'separate';
  return 'other';
}

/**
 * Groups two contributors (parents, or student and spouse) into tax returns: married people of whom at least
 * one reports a joint return file one joint return with combined earnings; everyone else files their own.
 */
export function payrollReturns(
  first: SaiContributor | undefined,
  second: SaiContributor | undefined,
  married: boolean,
): PayrollReturn[] {
  if (first && second && married && (first.filingStatus === MFJ || second.filingStatus === MFJ)) {
    return [
      { earned: (first.incomeEarnedFromWork ?? 0) + (second.incomeEarnedFromWork ?? 0), kind: 'joint' },
    ];
  }
  const returns: PayrollReturn[] = [];
  if (first) returns.push({ earned: first.incomeEarnedFromWork ?? 0, kind: kindOf(first.filingStatus) });
  if (second) returns.push({ earned: second.incomeEarnedFromWork ?? 0, kind: kindOf(second.filingStatus) });
  return returns;
}

/**
 * Payroll tax allowance (Tables A1/B1/C1, formula.md §2.2), per return: Medicare 1.45% up to the threshold and
 * 2.35% above it, plus OASDI 6.2% up to the contribution base. Each filer's figures are rounded to 3 decimals,
 * summed over the filers, then rounded to whole dollars; allowance = Medicare + OASDI, never below 0.
 */
export function payrollTaxAllowance(tables: SaiTables, returns: readonly PayrollReturn[]): number {
  const p = tables.payroll;
  let hi = 0;
  let oasdi = 0;
  for (const r of returns) {
    const earned = Math.max(r.earned, 0);
    const threshold =
      r.kind === 'joint'
        ? p.hiThresholdJoint
        : r.kind === 'separate'
          ? p.hiThresholdSeparate
          : p.hiThresholdOther;
    const base = r.kind === 'joint' ? p.oasdiBaseJoint : p.oasdiBase;
    hi += roundTo3Decimals(
      earned > threshold ? threshold * p.hiRate + (earned - threshold) * p.hiRateHigh : earned * p.hiRate,
    );
    oasdi += roundTo3Decimals(Math.min(earned, base) * p.oasdiRate);
  }
  const total = roundHalfAwayFromZero(roundTo3Decimals(hi)) + roundHalfAwayFromZero(roundTo3Decimals(oasdi));
  return Math.max(total, 0);
}
