import { resolveFamilySize } from './family-size';
import { formulaA } from './formula-a';
import { formulaB } from './formula-b';
import { formulaC } from './formula-c';
import { maxPellStatus, minPellStatus } from './pell-eligibility-tests';
import { ruleTexts } from './rule-texts';
import type { SaiRequest } from './sai-request';
import type { SaiIntermediates, SaiResult, SaiStep } from './sai-result';
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
  const intermediates: SaiIntermediates = {};
  const steps: SaiStep[] = [];
  const familySize = resolveFamilySize(request);
  const maxPell = maxPellStatus(tables, request, familySize);

  const raw =
    request.formula === 'A'
      ? formulaA(tables, request, familySize, intermediates, steps)
      : request.formula === 'B'
        ? formulaB(tables, request, familySize, intermediates, steps)
        : formulaC(tables, request, familySize, intermediates, steps);
  let sai = Math.min(Math.max(raw, tables.saiMin), tables.saiMax);
  steps.push({ label: 'Calculated SAI', amount: raw, rule: request.formula === 'A' ? r.sumA : r.sumB });
  steps.push({ label: 'Student Aid Index', amount: sai, rule: r.clamp });
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
    minPell: minPellStatus(tables, request, maxPell, sai),
    intermediates,
    steps,
  };
}
