import { describe, expect, it } from 'vitest';
import { amortisedPayment, analyseOffer, compareOffers, type OfferInput } from '../src/index';

const item = (over: Partial<OfferInput['items'][number]>): OfferInput['items'][number] => ({
  kind: 'grant',
  name: 'Grant',
  amount: 0,
  source: null,
  basis: null,
  renewable: null,
  renewalCondition: '',
  loanKind: null,
  interestRate: null,
  ...over,
});

/** A printed award letter for 2027-28, line by line. */
const letter: OfferInput = {
  id: 'o1',
  studentName: 'Sofia',
  collegeId: 1,
  collegeName: 'Ohio State',
  awardYear: '2027-28',
  tuitionAndFees: 12_000,
  housingAndFood: 12_500,
  housingOnCampus: true,
  booksAndSupplies: 1_200,
  transportation: 800,
  personalExpenses: 1_500,
  letterTotalAid: 26_000,
  letterNetCost: null,
  items: [
    item({ name: 'Federal Pell Grant', amount: 4_000, source: 'federal', basis: 'need', renewable: true }),
    item({
      name: 'Opportunity Grant',
      amount: 6_000,
      source: 'college',
      basis: 'need',
      renewable: true,
      renewalCondition: 'a GPA of 2.0 or more.',
    }),
    item({
      kind: 'scholarship',
      name: 'Presidential Scholarship',
      amount: 3_000,
      source: 'college',
      basis: 'merit',
      renewable: false,
    }),
    item({ kind: 'work_study', name: 'Federal Work-Study', amount: 2_500 }),
    item({ kind: 'loan', name: 'Direct Subsidized Loan', amount: 3_500, loanKind: 'subsidised' }),
    item({ kind: 'loan', name: 'Direct Unsubsidized Loan', amount: 2_000, loanKind: 'unsubsidised' }),
    item({ kind: 'loan', name: 'Parent PLUS Loan', amount: 5_000, loanKind: 'parent_plus' }),
  ],
};
const context = {
  expectedGrants: 18_000,
  estimateMethod: 'published net price for your income',
  publishedCostOfAttendance: 32_000,
  costGrowthPercent: 4,
};

describe('analyseOffer', () => {
  const a = analyseOffer(letter, context);

  it('costs billed and not billed, grants by whose, net price with grants and scholarships only', () => {
    expect(a).toMatchObject({ billed: 24_500, notBilled: 3_500, costOfAttendance: 28_000, grants: 13_000 });
    expect(a.grantsBySource).toEqual({ federal: 4_000, state: 0, college: 9_000, private: 0 });
    expect(a.needBasedGrants).toBe(10_000);
    expect(a.meritGrants).toBe(3_000);
    expect(a.netPrice).toBe(15_000);
    expect(a.dueAfterGrants).toBe(11_500);
    // Work-study is earnings, never taken off the bill.
    expect(a.workStudy).toBe(2_500);
  });

  it('loans with their fees and ten-year cost at the award year’s rate; the bill after them', () => {
    expect(a.loans.map((l) => [l.kind, l.ratePercent, l.fee, l.received])).toEqual([
      ['subsidised', 6.52, 37, 3_463],
      ['unsubsidised', 6.52, 21, 1_979],
      ['parent_plus', 9.07, 211, 4_789],
    ]);
    expect(a.loans[0]!.rateNote).toMatch(/projected/);
    // Subsidised: no interest before repayment; ten years of equal payments.
    expect(a.loans[0]!.tenYearCost).toBe(Math.round(amortisedPayment(3_500, 6.52, 120) * 120));
    // Unsubsidised: interest from disbursement through school and grace (3 years 8 months + 6 months, simple).
    const months = 12 * 3 + 8 + 6;
    const balance = 2_000 + 1_000 * (0.0652 / 12) * months + 1_000 * (0.0652 / 12) * (months - 4);
    expect(a.loans[1]!.tenYearCost).toBe(Math.round(amortisedPayment(balance, 6.52, 120) * 120));
    expect(a.loansTotal).toBe(10_500);
    expect(a.loansReceived).toBe(10_231);
    expect(a.dueOnBill).toBe(24_500 - 13_000 - 10_231);
  });

  it('the four years: a grant not renewed is gone, prices grow, warnings for front-loaded and conditional grants', () => {
    expect(a.fourYears.years).toEqual([
      { awardYear: '2027-28', costOfAttendance: 28_000, grants: 13_000, netPrice: 15_000 },
      { awardYear: '2028-29', costOfAttendance: 29_120, grants: 10_000, netPrice: 19_120 },
      { awardYear: '2029-30', costOfAttendance: 30_285, grants: 10_000, netPrice: 20_285 },
      { awardYear: '2030-31', costOfAttendance: 31_496, grants: 10_000, netPrice: 21_496 },
    ]);
    expect(a.fourYears.netPrice).toBe(75_901);
    expect(a.fourYears.warnings).toEqual([
      expect.stringMatching(/^Front-loaded: Presidential Scholarship \(\$3,000\) is not renewed/),
      'Conditional: Opportunity Grant ($6,000 a year) is renewed only if a GPA of 2.0 or more.',
    ]);
  });

  it('flags: loans as aid, a cost of attendance far below the published one, a grant below our estimate', () => {
    expect(a.flags.map((f) => f.kind)).toEqual([
      'loans-as-aid',
      'low-cost-of-attendance',
      'grant-below-estimate',
    ]);
    expect(a.flags[0]!.message).toMatch(/total aid of \$26,000 is \$13,000 more than its grants/);
    expect(a.flags[1]!.message).toMatch(/\$4,000 below the college’s published \$32,000/);
    expect(a.flags[2]!.message).toMatch(
      /^Consider asking for a review: here is why\..*expected about \$18,000 in grants; this offer has \$13,000, \$5,000 less/,
    );
  });

  it('no flag when the letter is honest, the cost complete and the grant as expected', () => {
    const clean = analyseOffer(
      { ...letter, letterTotalAid: 13_000 },
      { ...context, expectedGrants: 13_500, publishedCostOfAttendance: 29_000 },
    );
    expect(clean.flags).toEqual([]);
    // The net cost on the letter subtracting loans is caught too.
    const net = analyseOffer({ ...letter, letterTotalAid: null, letterNetCost: 2_000 }, context);
    expect(net.flags[0]!.kind).toBe('loans-as-aid');
    // Unknown estimate or published cost: no flag about them.
    expect(
      analyseOffer(letter, { ...context, expectedGrants: null, publishedCostOfAttendance: null }).flags.map(
        (f) => f.kind,
      ),
    ).toEqual(['loans-as-aid']);
  });

  it('a private loan at its own rate, no fee', () => {
    const b = analyseOffer(
      {
        ...letter,
        items: [
          item({ kind: 'loan', name: 'Bank loan', amount: 10_000, loanKind: 'private', interestRate: 11 }),
        ],
      },
      context,
    );
    expect(b.loans[0]).toMatchObject({
      ratePercent: 11,
      fee: 0,
      received: 10_000,
      rateNote: 'the rate you entered',
    });
    expect(b.loans[0]!.tenYearCost).toBeGreaterThan(10_000 * 1.6);
  });
});

describe('compareOffers', () => {
  it('marks the lowest four-year net price', () => {
    const other: OfferInput = { ...letter, id: 'o2', collegeName: 'Dayton', tuitionAndFees: 30_000 };
    const [x, y] = compareOffers([
      { offer: letter, context },
      { offer: other, context },
    ]);
    expect([x!.cheapest, y!.cheapest]).toEqual([true, false]);
  });
});
