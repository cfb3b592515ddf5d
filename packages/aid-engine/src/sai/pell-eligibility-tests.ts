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

interface PellTestPeople {
  people: SaiContributor[];
  singleParent: boolean;
  state: string | undefined;
}

/** Head of household (4) or qualifying surviving spouse (5): filing statuses that require a dependent. */
function filesAsParent(c: SaiContributor): boolean {
  return c.filingStatus === 4 || c.filingStatus === 5;
}

/**
 * Who is tested and whether they count as a "single parent" (formula.md §1.1 leaves the exact definition open).
 * Rule used, chosen because it reproduces the FPS indicators of all but 4 of the test records: an unmarried
 * parent (dependent student) or unmarried independent student who files as head of household or qualifying
 * surviving spouse. A Formula B student (no dependents) is never a single parent.
 */
function testPeople(request: SaiRequest): PellTestPeople {
  const people: SaiContributor[] = [];
  if (request.formula === 'A') {
    if (request.parent) people.push(request.parent);
    if (request.otherParent) people.push(request.otherParent);
    return {
      people,
      singleParent: !parentsAreCouple(request.parentMaritalStatusCode) && people.some(filesAsParent),
      state: request.parentStateOfResidence ?? request.studentStateOfResidence,
    };
  }
  if (request.student) people.push(request.student);
  if (request.spouse) people.push(request.spouse);
  return {
    people,
    singleParent:
      request.formula === 'C' &&
      !studentIsMarried(request.studentMaritalStatusCode) &&
      people.some(filesAsParent),
    state: request.studentStateOfResidence,
  };
}

/** AGI for the Max/Min Pell tests; from 2026-27 the foreign earned income exclusion is added (APP-25-23). */
function pellTestAgi(tables: SaiTables, people: readonly SaiContributor[]): number {
  let agi = 0;
  for (const c of people) {
    agi += c.agi ?? 0;
    if (tables.pell.ineligibleIfSaiAtLeast !== null) agi += Math.abs(c.foreignEarnedIncomeExclusion ?? 0);
  }
  return agi;
}

/**
 * Max Pell test (formula.md §1.1), codes 2 and 3. Code 1 (parents, or student and spouse, not required to file)
 * is never produced: the request carries no "not required to file" answer, and FPS ran the full formula for
 * every non-filer in the test records.
 */
export function maxPellStatus(tables: SaiTables, request: SaiRequest, familySize: number): MaxPellStatus {
  const { people, singleParent, state } = testPeople(request);
  const agi = pellTestAgi(tables, people);
  const guideline = povertyGuideline(tables, familySize, state);
  const multiple = singleParent ? 2.25 : 1.75;
  const limit = roundDollars(guideline * multiple);
  if (agi > 0 && agi <= limit) {
    return {
      eligible: true,
      indicator: singleParent ? 2 : 3,
      agi,
      povertyGuideline: guideline,
      reason: `AGI ${agi} is at or below ${multiple * 100}% of the ${tables.poverty.year} poverty guideline (${limit})`,
    };
  }
  return {
    eligible: false,
    indicator: null,
    agi,
    povertyGuideline: guideline,
    reason:
      agi <= 0
        ? 'AGI is not above 0, so the Maximum Pell AGI test does not apply'
        : `AGI ${agi} is above ${multiple * 100}% of the ${tables.poverty.year} poverty guideline (${limit})`,
  };
}

/** Min Pell test (formula.md §1.2), after the SAI is known; also applies the 2026-27 2× Max Pell bar (§7.3). */
export function minPellStatus(
  tables: SaiTables,
  request: SaiRequest,
  maxPell: MaxPellStatus,
  sai: number,
): MinPellStatus {
  if (maxPell.eligible) return { eligible: false, indicator: null, reason: 'Maximum Pell applies instead' };
  const pellSai = Math.max(sai, 0);
  if (tables.pell.max - pellSai >= tables.pell.min) {
    return { eligible: false, indicator: null, reason: 'A calculated Pell Grant applies instead' };
  }
  const { singleParent } = testPeople(request);
  let indicator: MinPellStatus['indicator'];
  let multiple: number;
  if (request.formula === 'A') {
    indicator = singleParent ? 1 : 2;
    multiple = singleParent ? 3.25 : 2.75;
  } else if (request.formula === 'C') {
    indicator = singleParent ? 3 : 4;
    multiple = singleParent ? 4 : 3.5;
  } else {
    indicator = 5;
    multiple = 2.75;
  }
  const limit = roundDollars(maxPell.povertyGuideline * multiple);
  if (maxPell.agi > limit) {
    return {
      eligible: false,
      indicator: null,
      reason: `AGI ${maxPell.agi} is above ${multiple * 100}% of the poverty guideline (${limit})`,
    };
  }
  const bar = tables.pell.ineligibleIfSaiAtLeast;
  if (bar !== null && sai >= bar) {
    return {
      eligible: false,
      indicator,
      reason: `AGI is within ${multiple * 100}% of the poverty guideline, but an SAI of ${bar} or more gets no Pell (${tables.awardYear})`,
    };
  }
  return {
    eligible: true,
    indicator,
    reason: `AGI ${maxPell.agi} is at or below ${multiple * 100}% of the poverty guideline (${limit})`,
  };
}
