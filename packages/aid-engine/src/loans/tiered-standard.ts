import { roundHalfAwayFromZero } from '../round';
import type { RepaymentTier } from './loan-rules';

/** One loan entering repayment: its balance then (principal and any interest added) and its fixed rate. */
export interface LoanBalance {
  balance: number;
  ratePercent: number;
}

export interface TieredStandardResult {
  /** The term set by the total balance entering repayment. */
  months: number;
  /** Fixed monthly payment, whole dollars (at least the plan's minimum unless the balance is smaller). */
  monthlyPayment: number;
  /** Everything paid over the term. */
  totalPaid: number;
  /** Interest paid over the term (total paid minus the balance entering repayment). */
  interest: number;
  balance: number;
}

/** The tier's term for a total balance entering repayment. */
export function tieredStandardMonths(totalBalance: number, tiers: readonly RepaymentTier[]): number {
  const tier = tiers.find((t) => t.balanceBelow === null || totalBalance < t.balanceBelow);
  return (tier ?? (tiers[tiers.length - 1] as RepaymentTier)).months;
}

/** The level monthly payment (unrounded) that repays `balance` over `months` at `annualPercent` compounded monthly. */
export function amortisedPayment(balance: number, annualPercent: number, months: number): number {
  if (balance <= 0) return 0;
  const r = annualPercent / 100 / 12;
  return r === 0 ? balance / months : (balance * r) / (1 - (1 + r) ** -months);
}

/**
 * The tiered Standard plan (loans made from 2026-07-01; 34 CFR 685.208(c)): the term comes from the total balance
 * entering repayment; each loan is amortised over it at its own rate (ED publishes no formula: an estimate), the
 * payments added and rounded to whole dollars, and at least the plan's minimum (a balance smaller than the
 * minimum is paid at once).
 */
export function tieredStandardPlan(
  loans: readonly LoanBalance[],
  tiers: readonly RepaymentTier[],
  minimumMonthlyPayment: number,
): TieredStandardResult {
  const balance = loans.reduce((sum, l) => sum + Math.max(l.balance, 0), 0);
  if (balance <= 0) return { months: 0, monthlyPayment: 0, totalPaid: 0, interest: 0, balance: 0 };
  const months = tieredStandardMonths(balance, tiers);
  const exact = loans.reduce(
    (sum, l) => sum + amortisedPayment(Math.max(l.balance, 0), l.ratePercent, months),
    0,
  );
  if (exact < minimumMonthlyPayment) {
    // At the minimum the loans are repaid sooner: simulate on the balance-weighted rate.
    const rate = loans.reduce((sum, l) => sum + Math.max(l.balance, 0) * l.ratePercent, 0) / balance;
    const r = rate / 100 / 12;
    let left = balance;
    let paid = 0;
    let n = 0;
    while (left > 0.005 && n < months) {
      left += left * r;
      const pay = Math.min(minimumMonthlyPayment, left);
      left -= pay;
      paid += pay;
      n += 1;
    }
    const totalPaid = roundHalfAwayFromZero(paid);
    return {
      months: n,
      monthlyPayment: Math.min(minimumMonthlyPayment, roundHalfAwayFromZero(balance)),
      totalPaid,
      interest: totalPaid - roundHalfAwayFromZero(balance),
      balance: roundHalfAwayFromZero(balance),
    };
  }
  const totalPaid = roundHalfAwayFromZero(exact * months);
  return {
    months,
    monthlyPayment: roundHalfAwayFromZero(exact),
    totalPaid,
    interest: totalPaid - roundHalfAwayFromZero(balance),
    balance: roundHalfAwayFromZero(balance),
  };
}
