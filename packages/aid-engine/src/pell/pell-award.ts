import { roundHalfAwayFromZero, roundToNearest } from '../round';
import { formatSai } from '../sai/format-sai';
import type { SaiStep } from '../sai/sai-result';
import { tablesForAwardYear } from '../sai/tables/tables-for-award-year';

export interface PellAwardInput {
  /** Student Aid Index (from computeSai). */
  sai: number;
  /** The student's Pell cost of attendance for the enrollment (whole dollars). */
  costOfAttendance: number;
  /** Award year such as '2026-27'; a later year uses the latest amounts (projected). */
  awardYear: string;
  /** Enrollment intensity in percent (100 = full time, the default). Scales the annual award only. */
  enrollment?: number;
  /** Override of the award year's Maximum Pell amount (the Handbook's examples use demonstration amounts). */
  maxPell?: number;
  /** Override of the Minimum Pell amount; defaults to the award year's, or 10% of an overridden Max Pell
   * rounded to the nearest $5. */
  minPell?: number;
  /** The student qualifies for Maximum Pell (SaiResult.maxPell.eligible). */
  maxPellEligible?: boolean;
  /** The student passes the Minimum Pell AGI test (SaiResult.minPell.indicator !== null). */
  minPellEligible?: boolean;
  /** Special Rule: a parent or guardian died in the line of duty (Max Pell regardless of SAI). */
  specialRule?: boolean;
}

export interface PellAwardResult {
  eligible: boolean;
  /** Which path applied: Maximum Pell, calculated Pell, Minimum Pell, or none. */
  kind: 'maximum' | 'calculated' | 'minimum' | 'none';
  /** Full-time scheduled award (whole dollars; the COA is used unrounded when it is the smaller figure). */
  scheduledAward: number;
  /** Scheduled award × enrollment intensity, whole dollars (halves away from zero). */
  annualAward: number;
  maxPell: number;
  minPell: number;
  /** Handbook order of operations, step 1: Max Pell − SAI (a negative SAI counts as 0). */
  maxMinusSai: number;
  /** Step 2: is Max Pell − SAI at least Min Pell? */
  atLeastMinPell: boolean;
  /** Step 3: Max Pell − SAI rounded to the nearest $5 (null when step 2 fails). */
  roundedToNearest5: number | null;
  projected: boolean;
  reason: string;
  steps: SaiStep[];
}

/**
 * The scheduled Pell Grant (docs/sai/formula.md §7; 2025-26 FSA Handbook Vol. 7 ch. 2-3 order of operations):
 * Max Pell students get Max Pell; otherwise Max Pell − SAI (negative SAI as 0), which must be at least Min
 * Pell, rounded to the nearest $5; Min Pell when only the Min Pell AGI test passes; every award capped at
 * the Pell cost of attendance (the COA unrounded). From 2026-27 an SAI of twice the Max Pell or more gets no
 * Pell (except under the Special Rule).
 */
export function pellAward(input: PellAwardInput): PellAwardResult {
  const lookup = tablesForAwardYear(input.awardYear);
  if (!lookup) throw new RangeError(`No Pell amounts for award year ${input.awardYear}`);
  const { tables, projected } = lookup;
  const maxPell = input.maxPell ?? tables.pell.max;
  const minPell =
    input.minPell ?? (input.maxPell === undefined ? tables.pell.min : roundToNearest(maxPell * 0.1, 5));
  const coa = Math.max(input.costOfAttendance, 0);
  const sai = input.sai;
  const intensity = Math.min(Math.max(input.enrollment ?? 100, 0), 100);
  const bar = tables.pell.ineligibleIfSaiAtLeast === null ? null : 2 * maxPell;
  const maxMinusSai = maxPell - Math.max(sai, 0);
  const atLeastMinPell = maxMinusSai >= minPell;
  const roundedToNearest5 = atLeastMinPell ? roundToNearest(maxMinusSai, 5) : null;
  const steps: SaiStep[] = [
    { label: 'Maximum Pell', amount: maxPell, rule: `Maximum Pell Grant for ${tables.awardYear}` },
    { label: 'Minimum Pell', amount: minPell, rule: '10% of the Maximum Pell, rounded to the nearest $5' },
    {
      label: 'Maximum Pell − SAI',
      amount: maxMinusSai,
      rule: 'Handbook step 1 (a negative SAI counts as 0)',
    },
  ];

  let kind: PellAwardResult['kind'];
  let amount: number;
  let reason: string;
  if (input.specialRule) {
    kind = 'maximum';
    amount = maxPell;
    reason = 'Special Rule (parent or guardian died in the line of duty): Maximum Pell regardless of SAI';
  } else if (bar !== null && sai >= bar) {
    kind = 'none';
    amount = 0;
    reason = `From ${tables.awardYear} an SAI of ${formatSai(bar)} (twice the Maximum Pell) or more gets no Pell Grant`;
  } else if (input.maxPellEligible) {
    kind = 'maximum';
    amount = maxPell;
    reason = 'Qualifies for the Maximum Pell Grant';
  } else if (roundedToNearest5 !== null) {
    kind = 'calculated';
    amount = roundedToNearest5;
    reason = 'Maximum Pell − SAI is at least the Minimum Pell: rounded to the nearest $5';
    steps.push({ label: 'Rounded to the nearest $5', amount, rule: 'Handbook step 3' });
  } else if (input.minPellEligible) {
    kind = 'minimum';
    amount = minPell;
    reason = 'Below the Minimum Pell by calculation, but the Minimum Pell AGI test is met';
  } else {
    kind = 'none';
    amount = 0;
    reason = 'Maximum Pell − SAI is below the Minimum Pell, and neither Maximum nor Minimum Pell applies';
  }
  const scheduledAward = Math.min(amount, coa);
  steps.push({
    label: 'Scheduled award',
    amount: scheduledAward,
    rule:
      amount > coa
        ? 'Capped at the Pell cost of attendance (the COA is not rounded)'
        : 'The award, not above the Pell cost of attendance',
  });
  const annualAward = roundHalfAwayFromZero((scheduledAward * intensity) / 100);
  if (intensity !== 100) {
    steps.push({
      label: 'Annual award',
      amount: annualAward,
      rule: `Scheduled award × ${intensity}% enrollment intensity`,
    });
  }
  return {
    eligible: scheduledAward > 0,
    kind: scheduledAward > 0 ? kind : 'none',
    scheduledAward,
    annualAward,
    maxPell,
    minPell,
    maxMinusSai,
    atLeastMinPell,
    roundedToNearest5,
    projected,
    reason,
    steps,
  };
}
