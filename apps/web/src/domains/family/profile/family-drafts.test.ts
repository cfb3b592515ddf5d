import { describe, expect, it } from 'vitest';
import {
  emptyStudent,
  type FinanceDraft,
  financeRequest,
  parseNumber,
  studentRequest,
} from './family-drafts';

describe('reading what was typed', () => {
  it('keeps empty as null and text as NaN', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber(' 3.5 ')).toBe(3.5);
    expect(Number.isNaN(parseNumber('4a'))).toBe(true);
  });
});

describe('what is sent', () => {
  it('sends no amount after a No', () => {
    const request = financeRequest(
      { hasAnnuities: false, annuitiesAmount: '5,000', checkingAmount: '12,000' } as FinanceDraft,
      ['hasAnnuities', 'annuitiesAmount', 'checkingAmount'],
    );
    expect(request).toEqual({ hasAnnuities: false, annuitiesAmount: null, checkingAmount: 12_000 });
    const s = studentRequest({
      ...emptyStudent(),
      name: ' Rae ',
      hasSavings: false,
      savingsAmount: '900',
      filedTaxes: false,
      taxAmount: '40',
    });
    expect(s).toMatchObject({ name: 'Rae', savingsAmount: 0, taxAmount: null, filedTaxes: false });
  });
});
