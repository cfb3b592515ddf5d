import { roundHalfAwayFromZero } from '../round';
import { LOAN_RULE_YEARS, type LoanYearRules } from './loan-rules';

/** The latest award year whose undergraduate rate is set (the loan rules, docs/loans/federal-loans.md §3). */
const LATEST_SET = [...LOAN_RULE_YEARS]
  .reverse()
  .find((r) => r.rates.undergraduate.status === 'official') as LoanYearRules;

/**
 * The federal Direct Loan interest rate for undergraduates of the latest award year whose rate is set (2026-27:
 * 6.52%, for loans first disbursed from 1 July 2026 to 30 June 2027), read from the loan rules.
 */
export const FEDERAL_UNDERGRADUATE_LOAN_RATE = {
  percent: LATEST_SET.rates.undergraduate.percent,
  awardYear: LATEST_SET.awardYear,
  source: 'FSA Electronic Announcement GENERAL-26-33 (June 4, 2026), through repository files that cite it',
} as const;

/** The standard repayment plan: equal monthly payments over 10 years. */
export const STANDARD_PLAN_MONTHS = 120;

/**
 * The monthly payment, whole dollars, that repays `principal` over `months` at `annualPercent` a year compounded
 * monthly (the amortisation formula P·r / (1 − (1 + r)^−n)); null for an unknown principal.
 */
export function standardMonthlyPayment(
  principal: number | null,
  annualPercent: number = FEDERAL_UNDERGRADUATE_LOAN_RATE.percent,
  months: number = STANDARD_PLAN_MONTHS,
): number | null {
  if (principal === null || !Number.isFinite(principal) || principal <= 0) return principal === 0 ? 0 : null;
  const r = annualPercent / 100 / 12;
  const payment = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return roundHalfAwayFromZero(payment);
}

/** The payment as a share of yearly earnings (0..1, 3 decimals), or null when either is unknown. */
export function paymentShareOfEarnings(monthlyPayment: number | null, yearlyEarnings: number | null) {
  if (monthlyPayment === null || yearlyEarnings === null || yearlyEarnings <= 0) return null;
  return Math.round(((monthlyPayment * 12) / yearlyEarnings) * 1000) / 1000;
}
