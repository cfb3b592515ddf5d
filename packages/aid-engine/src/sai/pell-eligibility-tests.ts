import { roundDollars } from '../round';
import { povertyGuideline } from './poverty-guideline';
import type { SaiContributor, SaiRequest } from './sai-request';
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
function filesAsParent(c: SaiContributor | undefined): boolean {
  return c !== undefined && (c.filingStatus === 4 || c.filingStatus === 5);
}

/** AGI for the Max/Min Pell tests; from 2026-27 the foreign earned income exclusion is added (APP-25-23). */
function pellTestAgi(tables: SaiTables, c: SaiContributor | undefined): number {
  if (!c) return 0;
  const agi = c.agi ?? 0;
  return tables.pell.agiAddsForeignIncome ? agi + Math.abs(c.foreignEarnedIncomeExclusion ?? 0) : agi;
}

/** The figures both Pell tests use: who is tested, their AGI, the poverty guideline, single-parent status. */
export interface PellTestBasis {
  agi: number;
  povertyGuideline: number;
  singleParent: boolean;
}

/**
 * Who is tested (parents for A; student and spouse for B/C) and whether they count as a "single parent"
 * (formula.md §1.1 leaves the exact definition open). The rule used reproduces the FPS indicators of all but 4
 * test records: an unmarried parent (dependent student) or unmarried Formula C student who files as head of
 * household or qualifying surviving spouse. A Formula B student (no dependents) is never a single parent.
 */
export function pellTestBasis(tables: SaiTables, request: SaiRequest, familySize: number): PellTestBasis {
  if (request.formula === 'A') {
    const { parent, otherParent } = request;
    return {
      agi: pellTestAgi(tables, parent) + pellTestAgi(tables, otherParent),
      povertyGuideline: povertyGuideline(
        tables,
        familySize,
        request.parentStateOfResidence ?? request.studentStateOfResidence,
      ),
      singleParent:
        !parentsAreCouple(request.parentMaritalStatusCode) &&
        (filesAsParent(parent) || filesAsParent(otherParent)),
    };
  }
  const { student } = request;
  const spouse = studentIsMarried(request.studentMaritalStatusCode) ? request.spouse : undefined;
  return {
    agi: pellTestAgi(tables, student) + pellTestAgi(tables, spouse),
    povertyGuideline: povertyGuideline(tables, familySize, request.studentStateOfResidence),
    singleParent:
      request.formula === 'C' &&
      !studentIsMarried(request.studentMaritalStatusCode) &&
      (filesAsParent(student) || filesAsParent(spouse)),
  };
}

/**
 * Max Pell test (formula.md §1.1), codes 2 and 3: AGI above 0 and at most 225% (single parent) or 175% of the
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
 * Min Pell test (formula.md §1.2), only when neither Max Pell nor a calculated Pell applies (Max Pell − SAI,
 * with a negative SAI counted as 0, below Min Pell). `indicator` is the AGI test's code as FPS prints it;
 * `eligible` also applies the 2026-27 rule that an SAI at or above twice the Max Pell gets no Pell (§7.3).
 */
export function minPellStatus(
  tables: SaiTables,
  request: SaiRequest,
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
    request.formula === 'A' ? (single ? 1 : 2) : request.formula === 'C' ? (single ? 3 : 4) : 5;
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
