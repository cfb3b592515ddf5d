import { expect, it } from 'vitest';
import { changedAnswers } from './use-section-form';

it('sends only the answers that differ from what the form read, so different fields edited at once both save', () => {
  const read: Record<string, unknown> = {
    annualIncome: 90_000,
    age: 46,
    filingStatus: 'single',
    taxPaid: null,
  };
  const typed = { annualIncome: 130_000, age: 46, filingStatus: 'single', taxPaid: null };
  expect(changedAnswers(typed, read)).toEqual({ annualIncome: 130_000 });
  expect(changedAnswers({ ...typed, taxPaid: 0 }, read)).toEqual({ annualIncome: 130_000, taxPaid: 0 });
  expect(changedAnswers(read, read)).toEqual({});
});
