import {
  DEFAULT_GROWTH_RATES,
  filingAwardYear,
  loanRulesFor,
  saiRuleRates,
  tablesForAwardYear,
} from '@ccp/aid-engine';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUsd } from '../../../lib/format';
import { moneyRules } from '../../../lib/money-rules';
import { GUIDES } from './guides';

/** Issue 24: the texts that name a money rule take it from the engine, so that they cannot drift from the figure. */
describe('money texts follow the aid engine', () => {
  afterEach(cleanup);
  const year = filingAwardYear(new Date());
  const rates = saiRuleRates(year);
  const tables = tablesForAwardYear(year)!.tables;
  const loans = loanRulesFor(year)!;

  it('moneyRules reads the engine’s rates, tables, loan limits and growth defaults', () => {
    const rules = moneyRules();
    expect(rules).toMatchObject({
      parentAssetPercent: rates.parentAssetPercent,
      aaiLowestPercent: rates.aaiLowestPercent,
      aaiHighestPercent: rates.aaiHighestPercent,
      studentAssetPercent: rates.studentAssetPercent,
      parentAssetTopPercent: rates.parentAssetTopPercent,
      dependentStudentIpa: formatUsd(tables.dependentStudentIpa),
      pellMax: formatUsd(tables.pell.max),
      firstYearDirectLoan: formatUsd(loans.directLoan.annual[0]!.total),
      costGrowthPercent: DEFAULT_GROWTH_RATES.costGrowthPercent,
      parentDeniedDirectLoan: `${formatUsd(loans.directLoan.parentDenied.annual[0]!.total)} to ${formatUsd(loans.directLoan.parentDenied.annual[2]!.total)}`,
    });
  });

  it('the guides name the engine’s figures, and no other rate or amount for the same rule', () => {
    const text = GUIDES.map((g) => {
      const { container } = render(<>{g.body}</>);
      const t = container.textContent ?? '';
      cleanup();
      return t;
    }).join(' ');
    expect(text).toContain(`Add ${rates.parentAssetPercent}% of the parents’ counted assets`);
    expect(text).toContain(
      `from ${rates.aaiLowestPercent}% on the first dollars up to ${rates.aaiHighestPercent}%`,
    );
    expect(text).toContain(`allowance (${formatUsd(tables.dependentStudentIpa)} for`);
    expect(text).toContain(`${rates.studentAssetPercent}% of the student’s savings`);
    expect(text).toContain(`at most about ${rates.parentAssetTopPercent}% of it adds to the SAI`);
    expect(text).toContain(`the maximum Pell Grant is ${formatUsd(tables.pell.max)}`);
    // A maximum not yet published says so.
    if (tables.pell.provisional) expect(text).toMatch(/maximum Pell Grant is \$[\d,]+ \(not set yet for/);
    expect(text).toContain(`up to ${formatUsd(loans.directLoan.annual[0]!.total)}, of which up to`);
    if (loans.parentPlus.annualCap !== null)
      expect(text).toContain(`capped at ${formatUsd(loans.parentPlus.annualCap)} a year per student`);
  });
});
