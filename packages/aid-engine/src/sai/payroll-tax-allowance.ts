import { roundHalfAwayFromZero, roundTo3Decimals } from '../round';
import type { ContributorFigures } from './contributor-figures';
import type { SaiTables } from './tables/sai-tables';

const MFJ = 2;
const MFS = 3;

type Payroll = SaiTables['payroll'];

/** Medicare (HI) on one return's earnings, rounded to 3 decimals: 1.45% up to the threshold, 2.35% above. */
function medicare(p: Payroll, earned: number, threshold: number): number {
  if (earned <= 0) return 0;
  return roundTo3Decimals(
    earned > threshold ? threshold * p.hiRate + (earned - threshold) * p.hiRateHigh : earned * p.hiRate,
  );
}

/** Social Security (OASDI) on one return's earnings, rounded to 3 decimals: 6.2% up to the base. */
function socialSecurity(p: Payroll, earned: number, base: number): number {
  if (earned <= 0) return 0;
  return roundTo3Decimals(Math.min(earned, base) * p.oasdiRate);
}

function whole(hi: number, oasdi: number): number {
  return Math.max(
    roundHalfAwayFromZero(roundTo3Decimals(hi)) + roundHalfAwayFromZero(roundTo3Decimals(oasdi)),
    0,
  );
}

/** Medicare threshold of a person filing alone: MFJ alone in the request still uses the joint figures. */
function threshold(p: Payroll, filingStatus: number): number {
  return filingStatus === MFJ
    ? p.hiThresholdJoint
    : filingStatus === MFS
      ? p.hiThresholdSeparate
      : p.hiThresholdOther;
}

function base(p: Payroll, filingStatus: number): number {
  return filingStatus === MFJ ? p.oasdiBaseJoint : p.oasdiBase;
}

/**
 * Payroll tax allowance (Tables A1/B1/C1, docs/sai/formula.md §2.2) of two contributors (parents, or student and
 * spouse), worked out per tax return. Married people of whom at least one reports a joint return file one
 * joint return with combined earnings (joint thresholds); everyone else files alone with the thresholds of
 * their filing status. Each filer's Medicare and OASDI are rounded to 3 decimals, summed over the filers, then
 * rounded to whole dollars; the allowance is Medicare + OASDI, never below 0.
 */
export function payrollTaxAllowance(
  tables: SaiTables,
  a: ContributorFigures,
  b: ContributorFigures,
  married: boolean,
): number {
  const p = tables.payroll;
  if (a.present && b.present && married && (a.filingStatus === MFJ || b.filingStatus === MFJ)) {
    const earned = a.earned + b.earned;
    return whole(medicare(p, earned, p.hiThresholdJoint), socialSecurity(p, earned, p.oasdiBaseJoint));
  }
  return whole(
    medicare(p, a.earned, threshold(p, a.filingStatus)) + medicare(p, b.earned, threshold(p, b.filingStatus)),
    socialSecurity(p, a.earned, base(p, a.filingStatus)) +
      socialSecurity(p, b.earned, base(p, b.filingStatus)),
  );
}

/** Payroll tax allowance of a dependent student, who is always treated as single (docs/sai/formula.md §3 step 10). */
export function singleFilerPayrollTaxAllowance(tables: SaiTables, earned: number): number {
  const p = tables.payroll;
  return whole(medicare(p, earned, p.hiThresholdOther), socialSecurity(p, earned, p.oasdiBase));
}
