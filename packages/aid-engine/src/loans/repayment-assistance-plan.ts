import { roundHalfAwayFromZero } from '../round';
import type { RapRules } from './loan-rules';

/** The Repayment Assistance Plan (20 U.S.C. §1087e(q); 34 CFR 685.209), from 2026-07-01. */

export type RapFiling = 'single' | 'head_of_household' | 'married_joint' | 'married_separate';

export interface RapPaymentInput {
  /** The AGI on the return: the couple's for a joint return, the borrower's own when filing separately. */
  agi: number;
  /** Dependents claimed on the return (the borrower's own when filing separately). */
  dependents: number;
  filing: RapFiling;
  /** The borrower's RAP-eligible balance (Parent PLUS excluded). */
  eligibleBalance: number;
  /** Married filing jointly with a spouse who also has eligible loans: the spouse's eligible balance. */
  spouseEligibleBalance?: number;
  /** What is left to pay (the payment never exceeds it); defaults to the eligible balance. */
  balanceLeft?: number;
}

/** The yearly base payment: a flat amount up to the low-income AGI, else the bracket's rate on the whole AGI. */
export function rapYearlyBasePayment(agi: number, rules: RapRules): number {
  if (agi <= rules.lowIncomeAgiAtMost) return rules.lowIncomeYearlyPayment;
  const bracket = rules.brackets.find(
    (b) => agi > b.agiAbove && (b.agiAtMost === null || agi <= b.agiAtMost),
  );
  const percent = (bracket ?? (rules.brackets[rules.brackets.length - 1] as RapRules['brackets'][number]))
    .percent;
  return (agi * percent) / 100;
}

/**
 * The monthly RAP payment in dollars and cents (ED rounds it to whole dollars on its bills): the yearly base ÷ 12
 * minus $50 a month per dependent, at least $10; on a joint return where both spouses have eligible loans, the
 * borrower's share of the couple's eligible balance, at least $10 again; never more than the balance left (the last
 * payment may be under $10). A borrower whose only loans are Parent PLUS owes nothing under RAP (not eligible): 0.
 */
export function rapMonthlyPayment(input: RapPaymentInput, rules: RapRules): number {
  if (input.eligibleBalance <= 0) return 0;
  const floor = rules.minimumMonthlyPayment;
  let monthly = Math.max(
    rapYearlyBasePayment(input.agi, rules) / 12 -
      rules.dependentReductionMonthly * Math.max(input.dependents, 0),
    floor,
  );
  const spouse = input.spouseEligibleBalance ?? 0;
  if (input.filing === 'married_joint' && spouse > 0) {
    monthly = Math.max((monthly * input.eligibleBalance) / (input.eligibleBalance + spouse), floor);
  }
  const left = input.balanceLeft ?? input.eligibleBalance;
  return Math.round(Math.min(monthly, Math.max(left, 0)) * 100) / 100;
}

export interface RapScheduleInput {
  /** The balance entering repayment (RAP-eligible loans only). */
  balance: number;
  /** The balance-weighted interest rate of the loans. */
  ratePercent: number;
  /** The borrower's AGI in the first year of repayment (a single filer). */
  startingAgi: number;
  /** Yearly growth of the AGI in percent. */
  agiGrowthPercent: number;
  dependents?: number;
}

export interface RapSchedule {
  /** The first year's monthly payment, whole dollars. */
  firstMonthlyPayment: number;
  /** Months paid until the loans are repaid, or the forgiveness count when something is forgiven. */
  months: number;
  /** What the borrower pays in all. */
  totalPaid: number;
  /** Interest the borrower pays (interest a payment does not cover is not charged). */
  interestPaid: number;
  /** Interest not charged because a payment did not cover it. */
  interestWaived: number;
  /** Principal ED credits so that each payment reduces the principal by at least the match amount. */
  principalMatch: number;
  /** Left after the last qualifying payment and forgiven. */
  forgiven: number;
}

/**
 * Month by month under RAP for a single borrower with on-time payments: the payment is set once a year from that
 * year's AGI; each month's interest is charged only as far as the payment covers it; when the payment reduces the
 * principal by less than the match amount, ED credits the difference (up to the payment); after the forgiveness
 * count of payments the rest is forgiven. The balance is treated as one loan at the weighted rate (an estimate).
 */
export function rapSchedule(input: RapScheduleInput, rules: RapRules): RapSchedule {
  const r = input.ratePercent / 100 / 12;
  let balance = Math.max(input.balance, 0);
  let paid = 0;
  let interestPaid = 0;
  let waived = 0;
  let match = 0;
  let months = 0;
  let first = 0;
  let monthly = 0;
  while (balance > 0.005 && months < rules.forgivenessAfterPayments) {
    if (months % 12 === 0) {
      const agi = input.startingAgi * (1 + input.agiGrowthPercent / 100) ** (months / 12);
      monthly = rapMonthlyPayment(
        { agi, dependents: input.dependents ?? 0, filing: 'single', eligibleBalance: balance },
        rules,
      );
      if (months === 0) first = monthly;
    }
    const interest = balance * r;
    const payment = Math.min(monthly, balance + interest);
    const toInterest = Math.min(payment, interest);
    const toPrincipal = payment - toInterest;
    waived += interest - toInterest;
    interestPaid += toInterest;
    balance -= toPrincipal;
    const credit = Math.max(Math.min(rules.principalMatchMonthly, payment) - toPrincipal, 0);
    const credited = Math.min(credit, Math.max(balance, 0));
    match += credited;
    balance -= credited;
    paid += payment;
    months += 1;
  }
  return {
    firstMonthlyPayment: roundHalfAwayFromZero(first),
    months,
    totalPaid: roundHalfAwayFromZero(paid),
    interestPaid: roundHalfAwayFromZero(interestPaid),
    interestWaived: roundHalfAwayFromZero(waived),
    principalMatch: roundHalfAwayFromZero(match),
    forgiven: roundHalfAwayFromZero(Math.max(balance, 0)),
  };
}
