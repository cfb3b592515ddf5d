import { describe, expect, it } from 'vitest';
import { taxCreditChildren } from '../src';

/* The children under 17 of the child tax credit: one rule for the SAI's tax estimate and the forms' live estimate. */
describe('taxCreditChildren', () => {
  it('uses the household’s answer when given, 0 included', () => {
    expect(taxCreditChildren(2, 5, 2)).toEqual({ children: 2, given: true, others: 2 });
    expect(taxCreditChildren(0, 5, 2)).toEqual({ children: 0, given: true, others: 2 });
  });

  it('counts the household’s other members when not answered (not the reporting parents, not the student)', () => {
    expect(taxCreditChildren(null, 5, 2)).toEqual({ children: 2, given: false, others: 2 });
    expect(taxCreditChildren(undefined, 4, 1)).toEqual({ children: 2, given: false, others: 2 });
    expect(taxCreditChildren(null, 2, 1)).toEqual({ children: 0, given: false, others: 0 });
    expect(taxCreditChildren(null, null, 2)).toEqual({ children: 0, given: false, others: 0 });
    // A form's half-typed answer (NaN) counts as not answered.
    expect(taxCreditChildren(Number.NaN, 6, 2)).toEqual({ children: 3, given: false, others: 3 });
  });
});
