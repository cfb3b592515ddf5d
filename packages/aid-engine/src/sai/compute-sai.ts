import { resolveFamilySize } from './family-size';
import { formulaA } from './formula-a';
import { formulaB } from './formula-b';
import { formulaC } from './formula-c';
import { maxPellStatus, minPellStatus, pellTestBasis, studentIsMarried } from './pell-eligibility-tests';
import { ruleTexts } from './rule-texts';
import type { SaiRequest } from './sai-request';
import type { SaiIntermediates, SaiResult, SaiStep } from './sai-result';
import { formulaASteps, formulaBSteps, formulaCSteps } from './sai-steps';
import { tablesForAwardYear } from './tables/tables-for-award-year';

/**
 * The federal Student Aid Index for one request (formula.md §1-§5). Pure and synchronous. Throws a RangeError
 * for an award year before the first table set; use `validateSaiRequest` first for untrusted input.
 */
export function computeSai(request: SaiRequest): SaiResult {
  const lookup = tablesForAwardYear(request.awardYear);
  if (!lookup) throw new RangeError(`No SAI tables for award year ${request.awardYear}`);
  const { tables, projected } = lookup;
  const r = ruleTexts(tables);
  const familySize = resolveFamilySize(request);
  const basis = pellTestBasis(tables, request, familySize);
  const maxPell = maxPellStatus(basis);
  const min = tables.saiMin;
  const max = tables.saiMax;

  let intermediates: SaiIntermediates;
  let steps: SaiStep[];
  let sai: number;
  if (request.formula === 'A') {
    const i = formulaA(tables, request, familySize);
    const raw = i.parentContribution + i.studentContributionFromIncome + i.studentContributionFromAssets;
    sai = Math.min(Math.max(raw, min), max);
    intermediates = i;
    steps = formulaASteps(i, r, raw, sai);
  } else if (request.formula === 'B') {
    const i = formulaB(tables, request);
    const raw = i.studentContributionFromIncome + i.studentContributionFromAssets;
    sai = Math.min(Math.max(raw, min), max);
    intermediates = i;
    steps = formulaBSteps(i, r, studentIsMarried(request.studentMaritalStatusCode), raw, sai);
  } else {
    const i = formulaC(tables, request, familySize);
    const raw = i.studentContributionFromAAI;
    sai = Math.min(Math.max(raw, min), max);
    intermediates = i;
    steps = formulaCSteps(i, r, raw, sai);
  }
  if (maxPell.eligible && sai > 0) {
    sai = 0;
    steps.push({ label: 'Student Aid Index (Maximum Pell)', amount: sai, rule: r.maxPellCap });
  }
  return {
    sai,
    formula: request.formula,
    awardYear: request.awardYear,
    projected,
    maxPell,
    minPell: minPellStatus(tables, request, basis, maxPell, sai),
    intermediates,
    steps,
  };
}
