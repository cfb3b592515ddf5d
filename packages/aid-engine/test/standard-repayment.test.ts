import { describe, expect, it } from 'vitest';
import {
  FEDERAL_UNDERGRADUATE_LOAN_RATE,
  paymentShareOfEarnings,
  standardMonthlyPayment,
} from '../src/loans/standard-repayment';

describe('standardMonthlyPayment', () => {
  it('uses the latest set undergraduate Direct Loan rate by default (2026-27: 6.52%)', () => {
    expect(FEDERAL_UNDERGRADUATE_LOAN_RATE).toMatchObject({ percent: 6.52, awardYear: '2026-27' });
    // $27,000 at 6.52% over 120 months: 27000 × 0.0054333 / (1 − 1.0054333^−120) = 306.86…
    expect(standardMonthlyPayment(27_000)).toBe(307);
    // $27,000 at 6.39%: 305.07…; $10,000 at 6.39%: 113.03…
    expect(standardMonthlyPayment(27_000, 6.39)).toBe(305);
    expect(standardMonthlyPayment(10_000, 6.39)).toBe(113);
  });

  it('handles a zero rate, no debt and an unknown debt', () => {
    expect(standardMonthlyPayment(12_000, 0)).toBe(100);
    expect(standardMonthlyPayment(0)).toBe(0);
    expect(standardMonthlyPayment(null)).toBeNull();
  });
});

describe('paymentShareOfEarnings', () => {
  it('is twelve payments over a year of earnings', () => {
    expect(paymentShareOfEarnings(305, 50_000)).toBe(0.073);
    expect(paymentShareOfEarnings(305, null)).toBeNull();
    expect(paymentShareOfEarnings(null, 50_000)).toBeNull();
  });
});
