import { describe, expect, it } from 'vitest';
import { childCreditText, type TaxEstimateAsk, taxEstimateQuery } from './use-tax-estimate';

const ask: TaxEstimateAsk = {
  wages: 92_000,
  filingStatus: 'married_joint',
  spouseWages: 68_000,
  preTaxRetirement: 0,
  deductibleIra: 0,
  scheduleC: 0,
  childrenUnder17: 2,
  age: 66,
  spouseAge: 48,
};

describe('taxEstimateQuery', () => {
  it('sends the household’s children under 17 and both ages of a joint return', () => {
    const query = new URLSearchParams(taxEstimateQuery(ask) ?? '');
    expect(Object.fromEntries(query)).toEqual({
      wages: '92000',
      filingStatus: 'married_joint',
      spouseWages: '68000',
      childrenUnder17: '2',
      age: '66',
      spouseAge: '48',
    });
  });

  it('leaves out what is not known, and asks nothing without an income and filing status', () => {
    const own = new URLSearchParams(
      taxEstimateQuery({ ...ask, spouseWages: null, childrenUnder17: 0, age: Number.NaN }) ?? '',
    );
    expect(Object.fromEntries(own)).toEqual({ wages: '92000', filingStatus: 'married_joint' });
    expect(taxEstimateQuery({ ...ask, wages: null })).toBeNull();
    expect(taxEstimateQuery({ ...ask, filingStatus: '' })).toBeNull();
  });
});

describe('childCreditText', () => {
  it('names the children given, or says which members were counted', () => {
    expect(childCreditText({ children: 2, given: true, others: 2 }, 4_400)).toBe(
      ' Child tax credit for 2 children under 17: $4,400.',
    );
    expect(childCreditText({ children: 1, given: false, others: 1 }, 2_200)).toBe(
      ' Children under 17 not answered on the household step: the household’s 1 other member is counted as under 17 (child tax credit $2,200).',
    );
    expect(childCreditText({ children: 0, given: true, others: 2 }, 0)).toBe('');
  });
});
