import {
  annualLimitFor,
  DEFAULT_GROWTH_RATES,
  filingAwardYear,
  loanRulesFor,
  saiRuleRates,
  tablesForAwardYear,
} from '@ccp/aid-engine';
import { formatUsd } from './format';

/**
 * The money rules screens name in words (guides, hints, step intros), read from the aid engine for the award year
 * families file for today, so that a text cannot drift from the figure the engine computes (issue 24). Each value's
 * source is named beside it in packages/aid-engine (SAI tables, loan rules, growth defaults).
 */
export function moneyRules(today: Date = new Date()) {
  const awardYear = filingAwardYear(today);
  const lookup = tablesForAwardYear(awardYear);
  const loans = loanRulesFor(awardYear);
  if (!lookup || !loans) throw new RangeError(`No money rules for award year ${awardYear}`);
  const firstYear = annualLimitFor(loans, 1, false);
  const deniedFirst = annualLimitFor(loans, 1, true);
  const deniedLast = annualLimitFor(loans, 3, true);
  const rates = saiRuleRates(awardYear);
  return {
    /** "2027–28", as the guides write a year. */
    awardYear: awardYear.replace('-', '–'),
    parentAssetPercent: rates.parentAssetPercent,
    parentAssetTopPercent: rates.parentAssetTopPercent,
    aaiLowestPercent: rates.aaiLowestPercent,
    aaiHighestPercent: rates.aaiHighestPercent,
    studentIncomePercent: rates.studentIncomePercent,
    studentAssetPercent: rates.studentAssetPercent,
    dependentStudentIpa: formatUsd(lookup.tables.dependentStudentIpa),
    pellMax: formatUsd(lookup.tables.pell.max),
    /** Not yet published for the year: the words that say whose amount is used meanwhile, else null. */
    pellProvisional: lookup.tables.pell.provisional
      ? `not set yet for ${awardYear.replace('-', '–')}: ${lookup.tables.pell.provisional.from.replace('-', '–')}’s amount`
      : null,
    firstYearDirectLoan: formatUsd(firstYear.total),
    firstYearSubsidised: formatUsd(firstYear.subsidised),
    /** A dependent student whose parent is denied PLUS: the yearly Direct Loan limit, first year to third on. */
    parentDeniedDirectLoan: `${formatUsd(deniedFirst.total)} to ${formatUsd(deniedLast.total)}`,
    parentPlusAnnualCap: loans.parentPlus.annualCap === null ? null : formatUsd(loans.parentPlus.annualCap),
    parentPlusAggregateCap:
      loans.parentPlus.aggregateCap === null ? null : formatUsd(loans.parentPlus.aggregateCap),
    costGrowthPercent: DEFAULT_GROWTH_RATES.costGrowthPercent,
    incomeGrowthPercent: DEFAULT_GROWTH_RATES.incomeGrowthPercent,
    assetGrowthPercent: DEFAULT_GROWTH_RATES.assetGrowthPercent,
  };
}
