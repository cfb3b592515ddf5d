import { describe, expect, it } from 'vitest';
import {
  computeSai,
  estimateFederalTaxes,
  type FamilyProfileInput,
  filingAwardYear,
  type QuickEstimateAnswers,
  quickEstimate,
  quickEstimateProfile,
  type StudentInput,
  saiRequestFromProfile,
} from '../src/index';
import { answeredProfile } from './profile-fixtures';

const YEAR = '2027-28';

const answers = (overrides: Partial<QuickEstimateAnswers> = {}): QuickEstimateAnswers => ({
  parents: 2,
  householdSize: 4,
  parentsIncome: 100_000,
  parentsAssets: 20_000,
  parentsBusinessAndPropertyEquity: 0,
  studentIncome: 3_000,
  studentAssets: 1_000,
  olderParentAge: 48,
  ...overrides,
});

/** mulberry32: a small seeded generator, so the household set is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Household {
  profile: FamilyProfileInput;
  student: StudentInput;
  quick: QuickEstimateAnswers;
}

/**
 * Ordinary households as FULL engine inputs: two parents (65%, married filing jointly, the second earner's share
 * 0-50%) or one (head of household); two to seven people (each other member a child under 17 with probability
 * 0.75, else an older child); W-2 wages $20k-$300k (log-uniform); cash $1k-$40k, a brokerage account for 30%, a parent-owned 529
 * for half, 401(k) deferrals of 3-8% for 40% (each parent's own answer), an investment property for 8%; parents aged
 * 38-64; a student with a $0-$8,000 summer job for 80% and $0-$5,000 saved. Tax paid is the return's, as a full
 * profile holds it: the tax year's estimator with the deferrals, the children under 17 and the ages. The profile
 * says how many children are under 17.
 */
function households(count: number, seed: number, taxYear: number): Household[] {
  const rnd = seeded(seed);
  const between = (lo: number, hi: number) => Math.round(lo + rnd() * (hi - lo));
  const list: Household[] = [];
  for (let i = 0; i < count; i++) {
    const couple = rnd() < 0.65;
    const income = Math.round(20_000 * (300_000 / 20_000) ** rnd());
    const secondShare = couple ? rnd() * 0.5 : 0;
    const second = Math.round(income * secondShare);
    const first = income - second;
    const others = between(0, 7 - (couple ? 2 : 1) - 1);
    let under17 = 0;
    for (let c = 0; c < others; c++) if (rnd() < 0.75) under17 += 1;
    const size = (couple ? 2 : 1) + 1 + others;
    const checking = between(1_000, 40_000);
    const brokerage = rnd() < 0.3 ? between(2_000, 80_000) : 0;
    const college = rnd() < 0.5 ? between(2_000, 50_000) : 0;
    const retirementShare = rnd() < 0.4 ? 0.03 + rnd() * 0.05 : 0;
    const firstPreTax = Math.round(first * retirementShare);
    const secondPreTax = Math.round(second * retirementShare);
    const property = rnd() < 0.08 ? between(20_000, 150_000) : 0;
    const age = between(38, 64);
    const filing = couple ? 'married_joint' : 'head_of_household';
    const tax = estimateFederalTaxes({
      wages: first,
      spouseWages: couple ? second : undefined,
      filingStatus: filing,
      taxYear,
      preTaxRetirementContributions: firstPreTax + secondPreTax,
      qualifyingChildren: under17,
      ages: couple ? [age - 1, age - 1] : [age - 1],
    }).incomeTax;
    const parent = (wages: number, preTax: number) => ({
      age,
      maritalStatus: couple ? ('married' as const) : ('divorced' as const),
      annualIncome: wages,
      filingStatus: filing as 'married_joint' | 'head_of_household',
      taxPaid: tax,
      taxableIncome: null,
      preTaxRetirementAmount: preTax > 0 ? preTax : null,
      deductibleIraAmount: null,
      rothRetirementAmount: null,
    });
    const studentIncome = rnd() < 0.8 ? between(500, 8_000) : 0;
    const studentSavings = between(0, 5_000);
    const profile = answeredProfile({
      state: 'OH',
      familyMembersCount: size,
      childrenUnder17: under17,
      familyMembersInCollege: 1,
      filingStatus: filing,
      checkingAmount: checking,
      taxableBrokerageAccountsAmount: brokerage,
      collegeSavingsAccountsAmount: college,
      annualRetirementAmount: null,
      insuranceAmount: 0,
      primaryResidence: 'own',
      residenceEquity: between(0, 300_000),
      ownsInvestmentProperty: property > 0,
      investmentEquity: property > 0 ? property : null,
      has401k: firstPreTax + secondPreTax > 0,
      parents: couple
        ? [parent(first, firstPreTax), parent(second, secondPreTax)]
        : [parent(income, firstPreTax)],
    });
    const student: StudentInput = {
      incomeAmount: studentIncome,
      taxAmount: null,
      savingsAmount: studentSavings,
      utmaAmount: 0,
      filedTaxes: studentIncome > 0,
    };
    list.push({
      profile,
      student,
      quick: {
        parents: couple ? 2 : 1,
        householdSize: size,
        // The question asks for the W-2 wages (box 1), which are the pay after pre-tax 401(k) deferrals.
        parentsIncome: income - firstPreTax - secondPreTax,
        parentsAssets: checking + brokerage + college,
        parentsBusinessAndPropertyEquity: property,
        studentIncome,
        studentAssets: studentSavings,
        olderParentAge: age,
        childrenUnder17: under17,
      },
    });
  }
  return list;
}

describe('quickEstimate: the mapping', () => {
  it('splits a couple’s wages 65/35, files jointly and leaves the taxes to the full profile’s mapping', () => {
    const { profile, student } = quickEstimateProfile(answers());
    expect(profile.parents.map((p) => p.annualIncome)).toEqual([65_000, 35_000]);
    expect(profile.parents.every((p) => p.filingStatus === 'married_joint' && p.taxPaid === null)).toBe(true);
    expect(profile.checkingAmount).toBe(20_000);
    expect(profile.familyMembersCount).toBe(4);
    expect(profile.childrenUnder17).toBe(1);
    expect(student).toMatchObject({ incomeAmount: 3_000, savingsAmount: 1_000, taxAmount: null });
  });

  it('gives a single parent the whole income, head of household', () => {
    const { profile } = quickEstimateProfile(answers({ parents: 1, householdSize: 2 }));
    expect(profile.parents).toHaveLength(1);
    expect(profile.parents[0]).toMatchObject({ annualIncome: 100_000, filingStatus: 'head_of_household' });
    expect(profile.childrenUnder17).toBe(0);
  });

  it('counts business or property equity as an investment property in the central estimate', () => {
    const { profile } = quickEstimateProfile(answers({ parentsBusinessAndPropertyEquity: 80_000 }));
    expect(profile).toMatchObject({
      ownsInvestmentProperty: true,
      investmentEquity: 80_000,
      hasBusinessAssets: false,
    });
  });

  it('answers the engine’s SAI for the central profile, inside its own range', () => {
    const a = answers();
    const { profile, student } = quickEstimateProfile(a);
    const expected = computeSai(saiRequestFromProfile(profile, student, YEAR).request).sai;
    const result = quickEstimate(a, YEAR);
    expect(result.federalSai).toBe(expected);
    expect(result.low).toBeLessThanOrEqual(result.federalSai);
    expect(result.high).toBeGreaterThanOrEqual(result.federalSai);
    expect(result.low).toBeLessThan(result.high);
    expect(result.awardYear).toBe(YEAR);
  });

  it('uses the same tax rules as the full profile: tax year 2025 with the child tax credit for 2027-28', () => {
    // A household of six: two parents, the student, three younger children (the central assumption).
    const a = answers({ householdSize: 6, parentsIncome: 90_000, parentsAssets: 5_000, studentIncome: 0 });
    const { profile, student } = quickEstimateProfile(a);
    const mapped = saiRequestFromProfile(profile, student, YEAR);
    // Joint $90,000 (58,500 + 31,500): taxable 58,500 → 2,385 + 12% × 34,650 = 6,543; credit 3 × 2,200 = 6,600.
    expect(mapped.request.parent?.incomeTaxPaid).toBe(0);
    expect(mapped.taxTablesYear).toBe(2025);
    expect(quickEstimate(a, YEAR).federalSai).toBe(computeSai(mapped.request).sai);
    // The same household's full profile with the same answers gives the same SAI.
    const full = answeredProfile({
      ...profile,
      state: null,
      parents: profile.parents.map((p) => ({ ...p })),
    });
    expect(computeSai(saiRequestFromProfile(full, student, YEAR).request).sai).toBe(
      quickEstimate(a, YEAR).federalSai,
    );
  });

  it('says where it assumes: the second earner, the children under 17, and the tables with their status', () => {
    const result = quickEstimate(answers({ householdSize: 5 }), YEAR);
    const text = result.assumptions.join(' ');
    expect(text).toMatch(/second earner’s share is not asked: 35% is assumed/);
    expect(text).toMatch(/household’s 2 other members are taken as children under 17/);
    expect(text).toMatch(/tax year 2025/);
    expect(result.tables).toEqual({
      federal: '2027-28 federal tables, published June 2026',
      pell: expect.stringMatching(/^2027-28 maximum Pell not set yet .*2026-27’s \$7,395 used$/),
      tax: 'Federal income tax estimated with tax year 2025’s brackets and deductions',
      projected: false,
      provisionalPell: true,
    });
  });

  it('gives a low-income household Maximum Pell and a high-income one none', () => {
    const low = quickEstimate(answers({ parentsIncome: 30_000, parentsAssets: 2_000 }), YEAR);
    expect(low.federalSai).toBeLessThanOrEqual(0);
    expect(low.pell).toBe(7_395);
    const high = quickEstimate(answers({ parentsIncome: 250_000, parentsAssets: 100_000 }), YEAR);
    expect(high.federalSai).toBeGreaterThan(7_395);
    expect(high.pell).toBe(0);
  });

  it('a wider business/property answer widens the range, not the central figure’s method', () => {
    const without = quickEstimate(answers(), YEAR);
    const withEquity = quickEstimate(answers({ parentsBusinessAndPropertyEquity: 200_000 }), YEAR);
    expect(withEquity.federalSai).toBeGreaterThan(without.federalSai);
    expect(withEquity.high - withEquity.low).toBeGreaterThan(without.high - without.low);
  });

  it('defaults to the latest award year with tables; the server passes the year a senior files on the day', () => {
    expect(quickEstimate(answers()).awardYear).toBe('2027-28');
    expect(filingAwardYear(new Date('2026-11-28T12:00:00Z'))).toBe('2027-28');
    expect(filingAwardYear(new Date('2026-10-01T00:00:00Z'))).toBe('2027-28');
    expect(filingAwardYear(new Date('2026-09-30T23:59:59Z'))).toBe('2026-27');
    expect(filingAwardYear(new Date('2027-03-15T00:00:00Z'))).toBe('2027-28');
  });
});

describe('quickEstimate: accuracy over 400 seeded ordinary households of two to seven people', () => {
  for (const [year, taxYear] of [
    ['2027-28', 2025],
    ['2026-27', 2024],
  ] as const) {
    const set = households(400, 20_261_128, taxYear);
    const measure = (blankChildren: boolean) => {
      const rows = set.map((h) => {
        const full = computeSai(saiRequestFromProfile(h.profile, h.student, year).request).sai;
        const answers = blankChildren ? { ...h.quick, childrenUnder17: undefined } : h.quick;
        const quick = quickEstimate(answers, year);
        return {
          size: h.profile.familyMembersCount as number,
          full,
          quick,
          diff: Math.abs(quick.federalSai - full),
        };
      });
      return {
        rows,
        within: rows.filter((r) => r.diff <= 1_000).length / rows.length,
        inRange: rows.filter((r) => r.quick.low <= r.full && r.full <= r.quick.high).length / rows.length,
      };
    };
    const answered = measure(false);
    const blank = measure(true);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

    it(`${year}: within $1,000 of the full profile’s SAI for at least 90% (measured: see the README)`, () => {
      const sizes = new Set(answered.rows.map((r) => r.size));
      console.info(
        `quick estimate ${year}: ${pct(answered.within)} within $1,000, ${pct(answered.inRange)} inside the range, over ${answered.rows.length} households of ${Math.min(...sizes)}-${Math.max(...sizes)} people; children under 17 left blank: ${pct(blank.within)} within $1,000, ${pct(blank.inRange)} inside the range`,
      );
      expect(answered.rows.length).toBeGreaterThanOrEqual(400);
      expect([...sizes].sort()).toEqual([2, 3, 4, 5, 6, 7]);
      expect(answered.within).toBeGreaterThanOrEqual(0.9);
    });

    it(`${year}: has the full profile’s SAI inside its range for at least 90%, the children answered or not`, () => {
      expect(answered.inRange).toBeGreaterThanOrEqual(0.9);
      expect(blank.inRange).toBeGreaterThanOrEqual(0.9);
    });
  }
});
