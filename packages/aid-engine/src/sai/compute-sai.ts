import { ABSENT, readContributor } from './contributor-figures';
import { resolveFamilySize } from './family-size';
import { formulaA } from './formula-a';
import { formulaB } from './formula-b';
import { formulaC } from './formula-c';
import {
  maxPellStatus,
  minPellStatus,
  type PellTestBasis,
  parentsAreCouple,
  pellTestBasis,
  studentIsMarried,
} from './pell-eligibility-tests';
import { ruleTexts } from './rule-texts';
import type { SaiRequest } from './sai-request';
import type { SaiIntermediates, SaiResult, SaiStep } from './sai-result';
import { formulaASteps, formulaBSteps, formulaCSteps } from './sai-steps';
import { tablesForAwardYear } from './tables/tables-for-award-year';

/**
 * The federal Student Aid Index for one request (docs/sai/formula.md §1-§5). Pure and synchronous. Throws a RangeError
 * for an award year before the first table set; use `validateSaiRequest` first for untrusted input.
 */
export function computeSai(request: SaiRequest): SaiResult {
  const awardYear = request.awardYear;
  const lookup = tablesForAwardYear(awardYear);
  if (!lookup) throw new RangeError(`No SAI tables for award year ${awardYear}`);
  const tables = lookup.tables;
  const r = ruleTexts(tables);
  const formula = request.formula;
  const familySize = resolveFamilySize(request);
  const min = tables.saiMin;
  const max = tables.saiMax;

  let basis: PellTestBasis;
  let intermediates: SaiIntermediates;
  let steps: SaiStep[];
  let sai: number;
  if (formula === 'A') {
    const p1 = readContributor(request.parent);
    const p2 = readContributor(request.otherParent);
    const code = request.parentMaritalStatusCode;
    const state = request.parentStateOfResidence ?? request.studentStateOfResidence;
    basis = pellTestBasis(tables, p1, p2, !parentsAreCouple(code), familySize, state);
    // Only married (3) or remarried (4) parents can share a joint return.
    const i = formulaA(
      tables,
      p1,
      p2,
      readContributor(request.student),
      code === 3 || code === 4,
      familySize,
    );
    const raw = i.parentContribution + i.studentContributionFromIncome + i.studentContributionFromAssets;
    sai = Math.min(Math.max(raw, min), max);
    intermediates = i;
    steps = formulaASteps(i, r, raw, sai);
  } else {
    const married = studentIsMarried(request.studentMaritalStatusCode);
    const st = readContributor(request.student);
    // A spouse block counts only for a married student.
    const sp = married ? readContributor(request.spouse) : ABSENT;
    basis = pellTestBasis(
      tables,
      st,
      sp,
      formula === 'C' && !married,
      familySize,
      request.studentStateOfResidence,
    );
    if (formula === 'B') {
      const i = formulaB(tables, st, sp, married);
      const raw = i.studentContributionFromIncome + i.studentContributionFromAssets;
      sai = Math.min(Math.max(raw, min), max);
      intermediates = i;
      steps = formulaBSteps(i, r, married, raw, sai);
    } else {
      const i = formulaC(tables, st, sp, married, familySize);
      const raw = i.studentContributionFromAAI;
      sai = Math.min(Math.max(raw, min), max);
      intermediates = i;
      steps = formulaCSteps(i, r, raw, sai);
    }
  }
  const maxPell = maxPellStatus(basis);
  if (maxPell.eligible && sai > 0) {
    sai = 0;
    steps.push({ label: 'Student Aid Index (Maximum Pell)', amount: sai, rule: r.maxPellCap });
  }
  return {
    sai,
    formula,
    awardYear,
    projected: lookup.projected,
    maxPell,
    minPell: minPellStatus(tables, formula, basis, maxPell, sai),
    intermediates,
    steps,
  };
}
