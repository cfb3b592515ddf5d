import { roundDollars } from '../round';
import type { ContributorFigures } from './contributor-figures';
import { povertyGuideline } from './poverty-guideline';
import type { SaiFormula } from './sai-request';
import type { MaxPellStatus, MinPellStatus } from './sai-result';
import type { SaiTables } from './tables/sai-tables';

/** Parent marital codes 2 (unmarried, living together), 3 (married), 4 (remarried): two parents report. */
export function parentsAreCouple(code: number | undefined): boolean {
  return code === 2 || code === 3 || code === 4;
}

/** Student marital codes 2 (married) and 3 (remarried). */
export function studentIsMarried(code: number | undefined): boolean {
  return code === 2 || code === 3;
}

/** Head of household (4) or qualifying surviving spouse (5): filing statuses that require a dependent. */
function filesAsParent(c: ContributorFigures): boolean {
  return c.filingStatus === 4 || c.filingStatus === 5;
}

/** The figures both Pell tests use: the tested AGI, the poverty guideline, single-parent status. */
export interface PellTestBasis {
  agi: number;
  povertyGuideline: number;
  singleParent: boolean;
}

/**
 * The Max/Min Pell test figures of the tested people (parents for A; student and spouse for B/C). The AGI is
 * theirs, from 2026-27 plus the foreign earned income exclusion (APP-25-23). "Single parent" (docs/sai/formula.md §1.1
 * leaves the exact definition open): an unmarried parent of a dependent student, or an unmarried Formula C
 * student, who files as head of household or qualifying surviving spouse (pass `unmarriedParent` false for
 * Formula B). This reproduces the FPS indicators of all but 4 test records.
 */
export function pellTestBasis(
  tables: SaiTables,
  first: ContributorFigures,
  second: ContributorFigures,
  unmarriedParent: boolean,
  familySize: number,
  state: string | undefined,
): PellTestBasis {
  const foreign = tables.pell.agiAddsForeignIncome ? first.foreignIncome + second.foreignIncome : 0;
  return {
    agi: first.agi + second.agi + foreign,
    povertyGuideline: povertyGuideline(tables, familySize, state),
    singleParent: unmarriedParent && (filesAsParent(first) || filesAsParent(second)),
  };
}

/**
 * Max Pell test (docs/sai/formula.md §1.1), codes 2 and 3: AGI above 0 and at most 225% (single parent) or 175% of the
 * poverty guideline, the multiple rounded to whole dollars. Code 1 (not required to file) is never produced:
 * the request carries no "not required to file" answer, and FPS ran the full formula for every non-filer in
 * the test records.
 */
export function maxPellStatus(basis: PellTestBasis): MaxPellStatus {
  const single = basis.singleParent;
  const limit = roundDollars(basis.povertyGuideline * (single ? 2.25 : 1.75));
  const eligible = basis.agi > 0 && basis.agi <= limit;
  return {
    eligible,
    indicator: eligible ? (single ? 2 : 3) : null,
    agi: basis.agi,
    povertyGuideline: basis.povertyGuideline,
    agiLimit: limit,
    reason: eligible
      ? single
        ? 'Single parent with AGI above 0 and at most 225% of the poverty guideline'
        : 'AGI above 0 and at most 175% of the poverty guideline'
      : basis.agi <= 0
        ? 'AGI is not above 0, so the Maximum Pell AGI test does not apply'
        : single
          ? 'AGI is above 225% of the poverty guideline'
          : 'AGI is above 175% of the poverty guideline (225% applies to a single parent)',
  };
}

const MIN_PELL_MULTIPLE = [0, 3.25, 2.75, 4, 3.5, 2.75] as const;
const MIN_PELL_WHO = [
  '',
  'a single parent (dependent student)',
  'parents who are not a single parent',
  'an independent single parent',
  'an independent parent who is not a single parent',
  'an independent student who is not a parent',
] as const;

/**
 * Min Pell test (docs/sai/formula.md §1.2), only when neither Max Pell nor a calculated Pell applies (Max Pell − SAI,
 * with a negative SAI counted as 0, below Min Pell). `indicator` is the AGI test's code as FPS prints it;
 * `eligible` also applies the 2026-27 rule that an SAI at or above twice the Max Pell gets no Pell (§7.3).
 */
export function minPellStatus(
  tables: SaiTables,
  formula: SaiFormula,
  basis: PellTestBasis,
  maxPell: MaxPellStatus,
  sai: number,
): MinPellStatus {
  if (maxPell.eligible) {
    return { eligible: false, indicator: null, agiLimit: null, reason: 'Maximum Pell applies instead' };
  }
  if (tables.pell.max - Math.max(sai, 0) >= tables.pell.min) {
    return {
      eligible: false,
      indicator: null,
      agiLimit: null,
      reason: 'A calculated Pell Grant applies instead',
    };
  }
  const single = basis.singleParent;
  const indicator: 1 | 2 | 3 | 4 | 5 =
    formula === 'A' ? (single ? 1 : 2) : formula === 'C' ? (single ? 3 : 4) : 5;
  const multiple = MIN_PELL_MULTIPLE[indicator];
  const limit = roundDollars(basis.povertyGuideline * multiple);
  if (basis.agi > limit) {
    return {
      eligible: false,
      indicator: null,
      agiLimit: limit,
      reason: `AGI is above ${multiple * 100}% of the poverty guideline, the limit for ${MIN_PELL_WHO[indicator]}`,
    };
  }
  const bar = tables.pell.ineligibleIfSaiAtLeast;
  if (bar !== null && sai >= bar) {
    return {
      eligible: false,
      indicator,
      agiLimit: limit,
      reason: `AGI is within the Minimum Pell limit, but from ${tables.awardYear} an SAI of twice the Maximum Pell or more gets no Pell`,
    };
  }
  return {
    eligible: true,
    indicator,
    agiLimit: limit,
    reason: `AGI is at most ${multiple * 100}% of the poverty guideline, the limit for ${MIN_PELL_WHO[indicator]}`,
  };
}
