import { describe, expect, it } from 'vitest';
import {
  FEDERAL_UNDERGRADUATE_LOAN_RATE,
  paymentShareOfEarnings,
  standardMonthlyPayment,
} from '../src/loans/standard-repayment';

describe('standardMonthlyPayment', () => {
  it('uses the 2025-26 undergraduate Direct Loan rate by default', () => {
    expect(FEDERAL_UNDERGRADUATE_LOAN_RATE).toMatchObject({ percent: 6.39, awardYear: '2025-26' });
    // $27,000 at 6.39% over 120 months: 27000 × 0.005325 / (1 − 1.005325^−120) = 305.07…
    expect(standardMonthlyPayment(27_000)).toBe(305);
    // $10,000 → 113.03…
    expect(standardMonthlyPayment(10_000)).toBe(113);
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
