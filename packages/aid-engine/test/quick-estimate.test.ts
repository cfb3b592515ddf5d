import { describe, expect, it } from 'vitest';
import {
  computeSai,
  estimateFederalTaxes,
  type FamilyProfileInput,
  type QuickEstimateAnswers,
  quickEstimate,
  quickEstimateProfile,
  type StudentInput,
  saiRequestFromProfile,
} from '../src/index';
import { answeredProfile } from './profile-fixtures';

const YEAR = '2026-27';

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
 * 0-50%) or one (head of household), W-2 wages $20k-$300k (log-uniform), cash $1k-$40k, a brokerage account for
 * 30%, a parent-owned 529 for half, 401(k) deferrals of 3-8% for 40%, an investment property for 8%, younger
 * siblings (child tax credit in the tax paid), a student with a $0-$8,000 summer job and $0-$5,000 saved. Tax paid
 * is the return's (the estimator with deferrals and the child tax credit), as the full profile would hold it.
 */
function households(count: number, seed: number): Household[] {
  const rnd = seeded(seed);
  const between = (lo: number, hi: number) => Math.round(lo + rnd() * (hi - lo));
  const list: Household[] = [];
  for (let i = 0; i < count; i++) {
    const couple = rnd() < 0.65;
    const income = Math.round(20_000 * (300_000 / 20_000) ** rnd());
    const secondShare = couple ? rnd() * 0.5 : 0;
    const second = Math.round(income * secondShare);
    const first = income - second;
    const siblings = between(0, 2);
    const size = (couple ? 2 : 1) + 1 + siblings;
    const checking = between(1_000, 40_000);
    const brokerage = rnd() < 0.3 ? between(2_000, 80_000) : 0;
    const college = rnd() < 0.5 ? between(2_000, 50_000) : 0;
    const retirementShare = rnd() < 0.4 ? 0.03 + rnd() * 0.05 : 0;
    const retirement = Math.round(income * retirementShare);
    const property = rnd() < 0.08 ? between(20_000, 150_000) : 0;
    const age = between(40, 60);
    const filing = couple ? 'married_joint' : 'head_of_household';
    const tax = estimateFederalTaxes({
      wages: couple ? first : income,
      spouseWages: couple ? second : undefined,
      filingStatus: filing,
      taxYear: 2024,
      preTaxRetirementContributions: retirement,
      qualifyingChildren: siblings,
    }).incomeTax;
    const parent = (wages: number, taxPaid: number | null) => ({
      age,
      maritalStatus: couple ? ('married' as const) : ('divorced' as const),
      annualIncome: wages,
      filingStatus: filing as 'married_joint' | 'head_of_household',
      taxPaid,
      taxableIncome: null,
    });
    const studentIncome = rnd() < 0.8 ? between(500, 8_000) : 0;
    const studentSavings = between(0, 5_000);
    const profile = answeredProfile({
      state: 'OH',
      familyMembersCount: size,
      familyMembersInCollege: 1,
      filingStatus: filing,
      checkingAmount: checking,
      taxableBrokerageAccountsAmount: brokerage,
      collegeSavingsAccountsAmount: college,
      annualRetirementAmount: retirement,
      insuranceAmount: 0,
      primaryResidence: 'own',
      residenceEquity: between(0, 300_000),
      ownsInvestmentProperty: property > 0,
      investmentEquity: property > 0 ? property : null,
      has401k: retirement > 0,
      parents: couple ? [parent(first, tax), parent(second, tax)] : [parent(income, tax)],
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
        parentsIncome: income - retirement,
        parentsAssets: checking + brokerage + college,
        parentsBusinessAndPropertyEquity: property,
        studentIncome,
        studentAssets: studentSavings,
        olderParentAge: age,
      },
    });
  }
  return list;
}

describe('quickEstimate: the mapping', () => {
  it('splits a couple’s wages 65/35, files jointly and estimates the taxes', () => {
    const { profile, student } = quickEstimateProfile(answers(), 2024);
    expect(profile.parents.map((p) => p.annualIncome)).toEqual([65_000, 35_000]);
    expect(profile.parents.every((p) => p.filingStatus === 'married_joint' && p.taxPaid !== null)).toBe(true);
    expect(profile.checkingAmount).toBe(20_000);
    expect(profile.familyMembersCount).toBe(4);
    expect(student).toMatchObject({ incomeAmount: 3_000, savingsAmount: 1_000, taxAmount: null });
  });

  it('gives a single parent the whole income, head of household', () => {
    const { profile } = quickEstimateProfile(answers({ parents: 1, householdSize: 2 }), 2024);
    expect(profile.parents).toHaveLength(1);
    expect(profile.parents[0]).toMatchObject({ annualIncome: 100_000, filingStatus: 'head_of_household' });
  });

  it('counts business or property equity as an investment property in the central estimate', () => {
    const { profile } = quickEstimateProfile(answers({ parentsBusinessAndPropertyEquity: 80_000 }), 2024);
    expect(profile).toMatchObject({
      ownsInvestmentProperty: true,
      investmentEquity: 80_000,
      hasBusinessAssets: false,
    });
  });

  it('answers the engine’s SAI for the central profile, inside its own range', () => {
    const a = answers();
    const { profile, student } = quickEstimateProfile(a, 2024);
    const expected = computeSai(saiRequestFromProfile(profile, student, YEAR).request).sai;
    const result = quickEstimate(a, YEAR);
    expect(result.federalSai).toBe(expected);
    expect(result.low).toBeLessThanOrEqual(result.federalSai);
    expect(result.high).toBeGreaterThanOrEqual(result.federalSai);
    expect(result.low).toBeLessThan(result.high);
    expect(result.awardYear).toBe(YEAR);
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

  it('defaults to the latest award year with official tables', () => {
    expect(quickEstimate(answers()).awardYear).toBe('2026-27');
  });
});

describe('quickEstimate: accuracy over 400 seeded ordinary households', () => {
  const set = households(400, 20_261_127);
  const rows = set.map((h) => {
    const full = computeSai(saiRequestFromProfile(h.profile, h.student, YEAR).request).sai;
    const quick = quickEstimate(h.quick, YEAR);
    return { full, quick, diff: Math.abs(quick.federalSai - full) };
  });
  const within = rows.filter((r) => r.diff <= 1_000).length / rows.length;
  const inRange = rows.filter((r) => r.quick.low <= r.full && r.full <= r.quick.high).length / rows.length;

  it('is within $1,000 of the full profile’s SAI for at least 90% (measured: see the README)', () => {
    console.info(
      `quick estimate: ${(within * 100).toFixed(1)}% within $1,000, ${(inRange * 100).toFixed(1)}% inside the range, over ${rows.length} households`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(within).toBeGreaterThanOrEqual(0.9);
  });

  it('has the full profile’s SAI inside its range for at least 90%', () => {
    expect(inRange).toBeGreaterThanOrEqual(0.9);
  });
});
