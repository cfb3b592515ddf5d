import { roundHalfAwayFromZero } from '../round';

/**
 * The federal Direct Loan interest rate for undergraduates, fixed for loans first disbursed from 1 July 2025 to
 * 30 June 2026. Source: US Department of Education, studentaid.gov ("Interest Rates and Fees for Federal Student
 * Loans"). The one place this rate is kept.
 */
export const FEDERAL_UNDERGRADUATE_LOAN_RATE = {
  percent: 6.39,
  awardYear: '2025-26',
  source: 'US Department of Education, studentaid.gov',
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
