import { describe, expect, it } from 'vitest';
import { annualLimitFor, LOAN_RULE_YEARS, loanRulesFor } from '../src/loans/loan-rules';
import { netDisbursement, originationFee, principalForNet } from '../src/loans/origination-fee';
import { rapMonthlyPayment, rapSchedule, rapYearlyBasePayment } from '../src/loans/repayment-assistance-plan';
import { amortisedPayment, tieredStandardMonths, tieredStandardPlan } from '../src/loans/tiered-standard';

// Every figure below is from docs/loans/federal-loans.md (the shared loan notes), section by section.

const r2627 = loanRulesFor('2026-27')!;
const rap = r2627.repayment.rap;

describe('Direct Loan limits, dependent undergraduate (§1)', () => {
  it.each(['2025-26', '2026-27', '2027-28'])(
    '%s: $5,500 / $6,500 / $7,500 with $3,500 / $4,500 / $5,500 subsidised',
    (y) => {
      const rules = loanRulesFor(y)!;
      expect([1, 2, 3, 4, 5].map((year) => annualLimitFor(rules, year, false))).toEqual([
        { yearInSchool: 1, total: 5_500, subsidised: 3_500 },
        { yearInSchool: 2, total: 6_500, subsidised: 4_500 },
        { yearInSchool: 3, total: 7_500, subsidised: 5_500 },
        { yearInSchool: 3, total: 7_500, subsidised: 5_500 },
        { yearInSchool: 3, total: 7_500, subsidised: 5_500 },
      ]);
      expect(rules.directLoan.aggregate).toEqual({ total: 31_000, subsidised: 23_000 });
    },
  );

  it('a parent denied PLUS unlocks $9,500 / $10,500 / $12,500 and $57,500, the subsidised part unchanged', () => {
    expect([1, 2, 3].map((year) => annualLimitFor(r2627, year, true))).toEqual([
      { yearInSchool: 1, total: 9_500, subsidised: 3_500 },
      { yearInSchool: 2, total: 10_500, subsidised: 4_500 },
      { yearInSchool: 3, total: 12_500, subsidised: 5_500 },
    ]);
    expect(r2627.directLoan.parentDenied.aggregate).toEqual({ total: 57_500, subsidised: 23_000 });
  });

  it('reaching the new Parent PLUS cap is not a denial from 2026-27 (no cap to reach before)', () => {
    expect(r2627.directLoan.parentPlusCapCountsAsDenial).toBe(false);
    expect(loanRulesFor('2025-26')!.directLoan.parentPlusCapCountsAsDenial).toBeNull();
  });
});

describe('Parent PLUS and the lifetime cap (§2)', () => {
  it('2025-26 has no dollar cap; from 2026-27 $20,000 a year and $65,000 per student', () => {
    expect(loanRulesFor('2025-26')!.parentPlus).toEqual({ annualCap: null, aggregateCap: null });
    expect(r2627.parentPlus).toEqual({ annualCap: 20_000, aggregateCap: 65_000 });
    expect(loanRulesFor('2030-31')!.parentPlus).toEqual({ annualCap: 20_000, aggregateCap: 65_000 });
  });

  it('the interim exception: enrolled on 2026-06-30, a loan before 2026-07-01, at most three academic years', () => {
    expect(r2627.interimException).toEqual({
      enrolledOn: '2026-06-30',
      loanBefore: '2026-07-01',
      maxAcademicYears: 3,
      firstAwardYearStart: 2026,
    });
    expect(loanRulesFor('2025-26')!.interimException).toBeNull();
  });

  it('$257,500 lifetime cap on student borrowing from 2026-27', () => {
    expect(r2627.lifetimeStudentCap).toBe(257_500);
    expect(loanRulesFor('2025-26')!.lifetimeStudentCap).toBeNull();
  });
});

describe('rates and fees (§3)', () => {
  it('each award year’s own rate: 6.39% / 8.94% (2025-26), 6.52% / 9.07% (2026-27)', () => {
    expect(loanRulesFor('2025-26')!.rates).toEqual({
      undergraduate: { percent: 6.39, status: 'official' },
      parentPlus: { percent: 8.94, status: 'official' },
    });
    expect(r2627.rates).toEqual({
      undergraduate: { percent: 6.52, status: 'official' },
      parentPlus: { percent: 9.07, status: 'official' },
    });
    // The formula's check: 4.468 + 2.05 = 6.518 -> 6.52; + 4.60 = 9.068 -> 9.07.
    expect(Math.round((4.468 + 2.05) * 100) / 100).toBe(6.52);
    expect(Math.round((4.468 + 4.6) * 100) / 100).toBe(9.07);
  });

  it('a later year uses the latest rate, marked projected', () => {
    expect(loanRulesFor('2027-28')!.rates.undergraduate).toEqual({ percent: 6.52, status: 'projected' });
    const later = loanRulesFor('2029-30')!;
    expect(later.projected).toBe(true);
    expect(later.rates.parentPlus).toEqual({ percent: 9.07, status: 'projected' });
    expect(later.fees.direct).toEqual({ percent: 1.057, status: 'projected' });
    expect(loanRulesFor('2020-21')).toBeNull();
    expect(loanRulesFor('nonsense')).toBeNull();
  });

  it('origination fees 1.057% and 4.228%, truncated to the cent, shown in whole dollars', () => {
    expect(r2627.fees.direct.percent).toBe(1.057);
    expect(r2627.fees.parentPlus.percent).toBe(4.228);
    // $5,500 x 1.057% = $58.135 -> $58.13 -> $58; $20,000 x 4.228% = $845.60 -> $846.
    expect(originationFee(5_500, 1.057)).toBe(58);
    expect(netDisbursement(5_500, 1.057)).toBe(5_442);
    expect(originationFee(20_000, 4.228)).toBe(846);
    // The smallest principal that brings $5,000 to the bill.
    const p = principalForNet(5_000, 1.057);
    expect(netDisbursement(p, 1.057)).toBeGreaterThanOrEqual(5_000);
    expect(netDisbursement(p - 1, 1.057)).toBeLessThan(5_000);
    expect(principalForNet(0, 1.057)).toBe(0);
  });

  it('every rule of every year names a source and a grade', () => {
    for (const year of LOAN_RULE_YEARS) {
      expect(year.sources.length).toBeGreaterThan(5);
      for (const s of year.sources) {
        expect(s.source.length).toBeGreaterThan(10);
        expect(['P', 'P-repo', 'S', 'U']).toContain(s.grade);
      }
    }
  });
});

describe('tiered Standard plan (§4.2)', () => {
  const { tiers, minimumMonthlyPayment } = r2627.repayment.tieredStandard;
  it('10 years below $25,000, 15 below $50,000, 20 below $100,000, 25 from $100,000', () => {
    expect(tieredStandardMonths(24_999, tiers)).toBe(120);
    expect(tieredStandardMonths(25_000, tiers)).toBe(180);
    expect(tieredStandardMonths(49_999, tiers)).toBe(180);
    expect(tieredStandardMonths(50_000, tiers)).toBe(240);
    expect(tieredStandardMonths(99_999, tiers)).toBe(240);
    expect(tieredStandardMonths(100_000, tiers)).toBe(300);
    expect(minimumMonthlyPayment).toBe(50);
  });

  it('amortises each loan over the tier’s term at its own rate', () => {
    // $27,000 at 6.52% over 180 months.
    const expected = amortisedPayment(27_000, 6.52, 180);
    // r = 0.0652 / 12; 27000 r / (1 - (1 + r)^-180) = 235.50
    expect(expected).toBeCloseTo(235.5, 1);
    const plan = tieredStandardPlan([{ balance: 27_000, ratePercent: 6.52 }], tiers, 50);
    expect(plan).toMatchObject({ months: 180, monthlyPayment: 235, balance: 27_000 });
    expect(plan.totalPaid).toBe(Math.round(expected * 180));
    expect(plan.interest).toBe(plan.totalPaid - 27_000);
    // Two loans: the term from the total, each at its own rate.
    const two = tieredStandardPlan(
      [
        { balance: 15_000, ratePercent: 6.52 },
        { balance: 15_000, ratePercent: 6.39 },
      ],
      tiers,
      50,
    );
    expect(two.months).toBe(180);
    expect(two.monthlyPayment).toBe(
      Math.round(amortisedPayment(15_000, 6.52, 180) + amortisedPayment(15_000, 6.39, 180)),
    );
  });

  it('at least $50 a month: a small balance is repaid sooner', () => {
    const plan = tieredStandardPlan([{ balance: 3_000, ratePercent: 6.52 }], tiers, 50);
    expect(plan.monthlyPayment).toBe(50);
    expect(plan.months).toBeLessThan(120);
    expect(plan.totalPaid).toBeGreaterThan(3_000);
    expect(tieredStandardPlan([], tiers, 50)).toMatchObject({ months: 0, monthlyPayment: 0 });
  });
});

describe('Repayment Assistance Plan (§4.3)', () => {
  const single = (agi: number, extra: Partial<Parameters<typeof rapMonthlyPayment>[0]> = {}) =>
    rapMonthlyPayment({ agi, dependents: 0, filing: 'single', eligibleBalance: 50_000, ...extra }, rap);

  it('the brackets: the rate on the whole AGI, $120 a year up to $10,000', () => {
    expect(rapYearlyBasePayment(100_000, rap)).toBe(9_000);
    expect(rapYearlyBasePayment(100_001, rap)).toBeCloseTo(10_000.1, 2);
    expect(rapYearlyBasePayment(-20_000, rap)).toBe(120);
    expect(rap.brackets).toHaveLength(10);
  });

  it('ED E1: married filing jointly, AGI $55,000, $20,000 each: $229.17 for the couple, $114.58 each', () => {
    const each = rapMonthlyPayment(
      {
        agi: 55_000,
        dependents: 0,
        filing: 'married_joint',
        eligibleBalance: 20_000,
        spouseEligibleBalance: 20_000,
      },
      rap,
    );
    expect(each).toBeCloseTo(114.58, 2);
    expect(single(55_000)).toBeCloseTo(229.17, 2);
  });

  it('ED E2: the same couple filing separately, $27,500 each: $45.83 each ($46 on the bill), $92 combined', () => {
    const each = rapMonthlyPayment(
      { agi: 27_500, dependents: 0, filing: 'married_separate', eligibleBalance: 20_000 },
      rap,
    );
    expect(each).toBeCloseTo(45.83, 2);
    expect(Math.round(each)).toBe(46);
    expect(Math.round(each) * 2).toBe(92);
  });

  it('ED E3: unmarried, no dependents, $35,000 of debt, AGI $45,000: $150 a month', () => {
    expect(
      rapMonthlyPayment({ agi: 45_000, dependents: 0, filing: 'single', eligibleBalance: 35_000 }, rap),
    ).toBe(150);
  });

  it.each([
    [10_000, 10],
    [10_001, 10],
    [20_000, 16.67],
    [20_001, 33.34],
    [55_000, 229.17],
  ])('statute-derived case: single, AGI %i -> %d', (agi, expected) => {
    expect(single(agi)).toBeCloseTo(expected, 2);
  });

  it('statute-derived cases with dependents, joint returns and balances left', () => {
    expect(
      rapMonthlyPayment(
        { agi: 55_000, dependents: 2, filing: 'head_of_household', eligibleBalance: 30_000 },
        rap,
      ),
    ).toBeCloseTo(129.17, 2);
    expect(
      rapMonthlyPayment(
        { agi: 30_000, dependents: 3, filing: 'head_of_household', eligibleBalance: 30_000 },
        rap,
      ),
    ).toBe(10);
    expect(
      rapMonthlyPayment(
        { agi: 120_000, dependents: 2, filing: 'married_joint', eligibleBalance: 30_000 },
        rap,
      ),
    ).toBe(900);
    expect(
      rapMonthlyPayment(
        { agi: 40_000, dependents: 0, filing: 'married_separate', eligibleBalance: 30_000 },
        rap,
      ),
    ).toBe(100);
    const joint = (own: number, spouse: number, agi: number) =>
      rapMonthlyPayment(
        { agi, dependents: 0, filing: 'married_joint', eligibleBalance: own, spouseEligibleBalance: spouse },
        rap,
      );
    expect(joint(30_000, 10_000, 80_000)).toBeCloseTo(350, 2);
    expect(joint(10_000, 30_000, 80_000)).toBeCloseTo(116.67, 2);
    expect(joint(38_000, 2_000, 30_000)).toBeCloseTo(47.5, 2);
    expect(joint(2_000, 38_000, 30_000)).toBe(10);
    expect(single(55_000, { balanceLeft: 150 })).toBe(150);
    expect(single(10_000, { balanceLeft: 5 })).toBe(5);
    // A head of household at $90,000 with one dependent (a college student with own loans): the parent pays $550.
    expect(
      rapMonthlyPayment(
        { agi: 90_000, dependents: 1, filing: 'head_of_household', eligibleBalance: 30_000 },
        rap,
      ),
    ).toBe(550);
  });

  it('Parent PLUS only: nothing under RAP (not eligible)', () => {
    expect(rap.parentPlusEligible).toBe(false);
    expect(single(55_000, { eligibleBalance: 0 })).toBe(0);
  });

  it('the schedule waives unpaid interest, matches principal up to $50 and forgives after 360 payments', () => {
    // $30,000 at 6.52% on a $25,000 salary: $41.67 a month does not cover the $163 of interest.
    const low = rapSchedule(
      { balance: 30_000, ratePercent: 6.52, startingAgi: 25_000, agiGrowthPercent: 0 },
      rap,
    );
    expect(low.firstMonthlyPayment).toBe(42);
    expect(low.months).toBe(360);
    expect(low.interestPaid).toBe(low.totalPaid);
    expect(low.principalMatch).toBe(low.totalPaid); // each payment's principal part is 0, so ED credits the payment
    expect(low.forgiven).toBe(30_000 - low.principalMatch);
    expect(low.interestWaived).toBeGreaterThan(0);
    // A high salary repays in full before 360 payments, nothing forgiven.
    const high = rapSchedule(
      { balance: 30_000, ratePercent: 6.52, startingAgi: 120_000, agiGrowthPercent: 3 },
      rap,
    );
    expect(high.firstMonthlyPayment).toBe(1_000);
    expect(high.months).toBeLessThan(40);
    expect(high.forgiven).toBe(0);
    expect(high.totalPaid).toBe(30_000 + high.interestPaid - high.principalMatch);
  });
});
