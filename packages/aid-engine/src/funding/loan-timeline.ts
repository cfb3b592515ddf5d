import type { LoanYearRules } from '../loans/loan-rules';
import { type LoanBalance, tieredStandardPlan } from '../loans/tiered-standard';
import { roundHalfAwayFromZero } from '../round';
import type { RepaymentSummary } from './funding-types';

/**
 * When the money moves, in months from September of the student's first counted college year: each year's loan is
 * disbursed in two halves, in September and January; the student graduates in May of the last year and repayment
 * starts six months later (the grace period; Parent PLUS deferred as long, on request).
 */
export const SPRING_DISBURSEMENT_MONTH = 4;
export const GRADUATION_MONTH = 8;
export const GRACE_MONTHS = 6;

export interface DisbursedLoan {
  principal: number;
  ratePercent: number;
  /** Months from the first September to the loan's first half. */
  month: number;
  /** No interest before repayment (a subsidised loan). */
  subsidised: boolean;
}

/** Simple interest a loan has accrued by `untilMonth` (none on a subsidised loan before repayment). */
export function accrued(loan: DisbursedLoan, untilMonth: number): number {
  if (loan.subsidised || loan.principal <= 0) return 0;
  const half = loan.principal / 2;
  const monthly = loan.ratePercent / 100 / 12;
  const fall = Math.max(untilMonth - loan.month, 0);
  const spring = Math.max(untilMonth - loan.month - SPRING_DISBURSEMENT_MONTH, 0);
  return half * monthly * fall + half * monthly * spring;
}

/**
 * Balances at graduation and entering repayment (simple interest while in school and in the grace period, added to
 * the balance when repayment starts) and the tiered Standard plan on what is owed then.
 */
export function repaymentSummary(
  loans: readonly DisbursedLoan[],
  lastYearMonth: number,
  rules: LoanYearRules,
): RepaymentSummary {
  const graduation = lastYearMonth + GRADUATION_MONTH;
  const repayment = graduation + GRACE_MONTHS;
  const principal = loans.reduce((sum, l) => sum + l.principal, 0);
  const atGraduation = loans.reduce((sum, l) => sum + accrued(l, graduation), 0);
  const balances: LoanBalance[] = loans
    .filter((l) => l.principal > 0)
    .map((l) => ({ balance: l.principal + accrued(l, repayment), ratePercent: l.ratePercent }));
  const beforeRepayment = balances.reduce((sum, b) => sum + b.balance, 0) - principal;
  const { tiers, minimumMonthlyPayment } = rules.repayment.tieredStandard;
  const tiered = tieredStandardPlan(balances, tiers, minimumMonthlyPayment);
  return {
    principal,
    interestBeforeRepayment: roundHalfAwayFromZero(beforeRepayment),
    balanceAtGraduation: roundHalfAwayFromZero(principal + atGraduation),
    balanceAtRepayment: roundHalfAwayFromZero(principal + beforeRepayment),
    tieredStandard: tiered,
    totalInterest: tiered.totalPaid > 0 ? tiered.totalPaid - principal : 0,
  };
}

/** The balance-weighted rate of loans entering repayment. */
export function weightedRate(loans: readonly DisbursedLoan[]): number {
  const total = loans.reduce((sum, l) => sum + l.principal, 0);
  if (total <= 0) return 0;
  return loans.reduce((sum, l) => sum + l.principal * l.ratePercent, 0) / total;
}
