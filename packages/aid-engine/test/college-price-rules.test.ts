import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AidPolicyFacts,
  collegePriceFigures,
  collegePricesFor,
  grantsAndScholarships,
  type NonResidentAidFacts,
  type PublishedCharges,
  type PublishedCollege,
  type StudentPlace,
} from '../src/index';

/* Each college's own pricing rules (issue 20 items 1-4, docs/decisions/0062), one at a time, in the prices' own
 * year (no growth) so each figure can be checked by hand. */

const charges: PublishedCharges = {
  yearStart: 2027,
  tuitionGeneral: null,
  tuitionInState: 17_000,
  tuitionOutOfState: 58_000,
  tuitionInDistrict: null,
  fullTimeFee: null,
  roomBoardOnCampus: 13_000,
  roomBoardOffCampus: 12_000,
  booksSupplies: 1_000,
  otherOnCampus: 3_000,
  otherOffCampus: 3_500,
  otherWithFamily: 2_500,
};
const band = {
  '0-30000': 4_000,
  '30001-48000': 6_000,
  '48001-75000': 10_000,
  '75001-110000': 16_000,
  '110001+': 24_000,
};
const publicCollege: PublishedCollege = {
  state: 'MI',
  control: 'public',
  charges,
  netPrices: { yearStart: 2027, byIncome: band, average: 15_000 },
  policy: null,
};
const policy = (over: Partial<AidPolicyFacts>): AidPolicyFacts => ({
  cssProfileRequired: 'unknown',
  meetsFullNeed: 'unknown',
  freeTuitionIncomeMax: null,
  freeTotalIncomeMax: null,
  incomeLimit: 'at_or_below',
  guaranteeResidency: null,
  policyYear: '2026-27',
  source: 'test source',
  grade: 'PRIMARY',
  ...over,
});
const place = (familyState: string, over: Partial<StudentPlace> = {}): StudentPlace => ({
  familyState,
  living: null,
  inDistrict: null,
  ...over,
});
const family = { federalSai: 30_000, institutionalSai: 42_000, income: 160_000, pell: 0 };

function price(college: PublishedCollege, where: StudentPlace, who: Partial<typeof family> = {}) {
  const prices = collegePricesFor(college, where);
  if (!prices) throw new Error('no prices');
  return collegePriceFigures(prices, { ...family, ...who }, 2027, 4);
}

describe('residency at a public college', () => {
  it('a resident is priced from the published band; a non-resident pays the full cost less federal grants', () => {
    const resident = price(publicCollege, place('MI'));
    // Full cost in state: 17,000 + 13,000 + 1,000 + 3,000 = 34,000; the $110,001+ band 24,000 (above SAI 30,000? no: not below it).
    expect(resident.costOfAttendance).toBe(34_000);
    expect(resident.netPrice).toMatchObject({
      method: 'income-bracket',
      estimate: 30_000,
      aidIndex: 'federal',
    });
    const visitor = price(publicCollege, place('OH'));
    expect(visitor.costOfAttendance).toBe(58_000 + 13_000 + 1_000 + 3_000);
    expect(visitor.netPrice).toMatchObject({ method: 'non-resident', estimate: 75_000, high: 75_000 });
    expect(visitor.netPrice.label).toMatch(
      /^Out-of-state: this college’s published net prices are for residents/,
    );
    // Pell is a federal grant the non-resident keeps.
    expect(price(publicCollege, place('OH'), { federalSai: 0, pell: 7_395 }).netPrice.estimate).toBe(
      75_000 - 7_395,
    );
  });

  it('published non-resident aid: an amount is subtracted (fixed, not grown), a rule is said, none is said', () => {
    const aid = (over: Partial<NonResidentAidFacts>): NonResidentAidFacts => ({
      amount: null,
      note: null,
      year: '2026-27',
      source: 'The college’s out-of-state award page (2026)',
      grade: 'PRIMARY',
      ...over,
    });
    const withAid = { ...publicCollege, policy: policy({ nonResidentAid: aid({ amount: 10_000 }) }) };
    const visitor = price(withAid, place('OH'));
    // Full cost 75,000 − Pell 0 − the published 10,000.
    expect(visitor.netPrice).toMatchObject({ method: 'non-resident', estimate: 65_000 });
    expect(visitor.netPrice.label).toContain(
      'less the $10,000 a year it publishes for every non-resident (The college’s out-of-state award page (2026), 2026-27; graded primary)',
    );
    // Two years later the cost has grown 4% a year; the award is the published amount.
    const prices = collegePricesFor(withAid, place('OH'));
    if (!prices) throw new Error('no prices');
    const later = collegePriceFigures(prices, family, 2029, 4);
    expect(later.netPrice.estimate).toBe(later.costOfAttendance - 10_000);
    // With Pell too: full cost − Pell − the non-resident award.
    expect(price(withAid, place('OH'), { federalSai: 0, pell: 7_395 }).netPrice.estimate).toBe(
      75_000 - 7_395 - 10_000,
    );
    // A resident never gets it (the published band prices apply).
    expect(price(withAid, place('MI')).netPrice.method).toBe('income-bracket');

    // A rule without one amount is shown with its source, not counted.
    const rule = {
      ...publicCollege,
      policy: policy({ nonResidentAid: aid({ note: 'Full need met below 200% of poverty.' }) }),
    };
    const ruled = price(rule, place('OH'));
    expect(ruled.netPrice.estimate).toBe(75_000);
    expect(ruled.netPrice.label).toContain(
      'for some non-residents it publishes: Full need met below 200% of poverty. (The college’s out-of-state award page (2026), 2026-27; graded primary)',
    );

    // None in the data: said so.
    expect(price(publicCollege, place('OH')).netPrice.label).toContain(
      'no non-resident aid published in our data for this college',
    );
    // A resident's label never speaks of non-resident aid.
    expect(price(publicCollege, place('MI')).netPrice.label).not.toContain('non-resident aid');
  });

  it('residents-only full need and an in-state guarantee do not reach a non-resident', () => {
    const michigan = {
      ...publicCollege,
      policy: policy({
        cssProfileRequired: 'yes',
        meetsFullNeed: 'residents_only',
        freeTuitionIncomeMax: 125_000,
        guaranteeResidency: 'in_state',
      }),
    };
    expect(price(michigan, place('OH')).netPrice).toMatchObject({ method: 'non-resident', guarantee: null });
    const resident = price(michigan, place('MI'));
    expect(resident.netPrice.aidIndex).toBe('institutional');
    // Full need met for a resident: at most cost - need = min(cost, institutional 42,000) = 34,000.
    expect(resident.netPrice.estimate).toBeLessThanOrEqual(resident.costOfAttendance - (resident.need ?? 0));
  });
});

describe('guarantees', () => {
  const harvard: PublishedCollege = {
    state: 'MA',
    control: 'private nonprofit',
    charges: { ...charges, tuitionInState: 60_000, tuitionOutOfState: 60_000, roomBoardOnCampus: 22_000 },
    netPrices: { yearStart: 2027, byIncome: { ...band, '110001+': 55_000 }, average: 20_000 },
    policy: policy({
      freeTuitionIncomeMax: 200_000,
      freeTotalIncomeMax: 100_000,
      guaranteeResidency: 'any',
      policyYear: '2025-26',
    }),
  };

  it('a met guarantee overrides the band price: the cost less tuition', () => {
    const met = price(harvard, place('OH'), { income: 200_000 });
    // 60,000 + 22,000 + 1,000 + 3,000 = 86,000; less tuition 60,000 = 26,000.
    expect(met.costOfAttendance).toBe(86_000);
    expect(met.netPrice).toMatchObject({
      method: 'guarantee',
      guarantee: 'met',
      estimate: 26_000,
      high: 26_000,
    });
    expect(met.netPrice.label).toContain('no tuition for family incomes up to $200,000');
    const total = price(harvard, place('OH'), { income: 90_000 });
    expect(total.netPrice).toMatchObject({ method: 'guarantee', estimate: 4_000 });
  });

  it('missed just above the income: the band price, said so', () => {
    const missed = price(harvard, place('OH'), { income: 200_001 });
    expect(missed.netPrice).toMatchObject({ guarantee: 'missed', method: 'income-bracket' });
    expect(missed.netPrice.estimate).toBe(55_000);
    expect(missed.netPrice.label).toContain('your income is above the college’s published guarantee');
    // "Below" a figure: the figure itself does not qualify.
    const below = { ...harvard, policy: { ...harvard.policy!, incomeLimit: 'below' as const } };
    expect(price(below, place('OH'), { income: 200_000 }).netPrice.guarantee).toBe('missed');
  });

  it('a guarantee older than two years is applied and called stale', () => {
    const old = { ...harvard, policy: { ...harvard.policy!, policyYear: '2018-19' } };
    expect(price(old, place('OH'), { income: 150_000 }).netPrice.label).toContain('more than two years ago');
    expect(price(harvard, place('OH'), { income: 150_000 }).netPrice.label).not.toContain(
      'more than two years',
    );
  });
});

describe('aid methodology', () => {
  const privateCollege = (css: AidPolicyFacts['cssProfileRequired'] | null): PublishedCollege => ({
    state: 'PA',
    control: 'private nonprofit',
    charges: { ...charges, tuitionInState: 50_000, tuitionOutOfState: 50_000 },
    netPrices: { yearStart: 2027, byIncome: { ...band, '110001+': 20_000 }, average: 20_000 },
    policy: css === null ? null : policy({ cssProfileRequired: css }),
  });

  it('a CSS Profile college uses the institutional estimate; a FAFSA-only one the federal SAI', () => {
    const css = price(privateCollege('yes'), place('OH'));
    expect(css.netPrice).toMatchObject({ aidIndex: 'institutional', estimate: 42_000 });
    expect(css.need).toBe(css.costOfAttendance - 42_000);
    const fafsa = price(privateCollege('no'), place('OH'));
    expect(fafsa.netPrice).toMatchObject({ aidIndex: 'federal', estimate: 30_000 });
    expect(fafsa.need).toBe(fafsa.costOfAttendance - 30_000);
  });

  it('unknown: the federal figure with a range reaching the institutional one, said so', () => {
    const unknown = price(privateCollege(null), place('OH'));
    expect(unknown.netPrice).toMatchObject({ aidIndex: 'both', estimate: 30_000 });
    expect(unknown.netPrice.high).toBeGreaterThanOrEqual(42_000);
    expect(unknown.netPrice.label).toContain('whether it uses the CSS Profile is not known');
  });
});

describe('full cost of attendance and where the student lives', () => {
  const sinclair: PublishedCollege = {
    state: 'OH',
    control: 'public',
    charges: {
      ...charges,
      tuitionInDistrict: 3_000,
      tuitionInState: 4_000,
      tuitionOutOfState: 8_000,
      roomBoardOnCampus: null,
      roomBoardOffCampus: 11_000,
      booksSupplies: 1_200,
      otherOffCampus: 4_000,
      otherWithFamily: 2_800,
    },
    netPrices: { yearStart: 2027, byIncome: band, average: 6_000 },
    policy: null,
  };

  it('counts every line: tuition and fees, housing and food, books and supplies, transport and personal', () => {
    const onCampus = price(publicCollege, place('MI', { living: 'on_campus' }));
    expect(onCampus.costOfAttendance).toBe(17_000 + 13_000 + 1_000 + 3_000);
    expect(onCampus.tuitionFeesRoomBoard).toBe(17_000 + 13_000);
    const off = price(publicCollege, place('MI', { living: 'off_campus' }));
    expect(off.costOfAttendance).toBe(17_000 + 12_000 + 1_000 + 3_500);
  });

  it('at home at a community college in its district: in-district tuition, no housing', () => {
    const home = price(sinclair, place('OH', { living: 'with_family', inDistrict: true }));
    expect(home.costOfAttendance).toBe(3_000 + 0 + 1_200 + 2_800);
    expect(home.costLines.map((l) => l.kind)).toEqual(['tuition', 'housing', 'books', 'other']);
    // Not said: a college without housing is priced for a student at home, at in-state tuition.
    const unsaid = price(sinclair, place('OH'));
    expect(unsaid.costOfAttendance).toBe(4_000 + 1_200 + 2_800);
    // Outside the state, the district answer does not apply.
    expect(price(sinclair, place('IN', { living: 'with_family', inDistrict: true })).costOfAttendance).toBe(
      8_000 + 1_200 + 2_800,
    );
  });
});

describe('a college meeting full need', () => {
  it('never prices above cost minus need (any SAI, income, band, guarantee and Pell)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_500, max: 150_000 }),
        fc.integer({ min: -1_500, max: 150_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 0, max: 90_000 }),
        fc.constantFrom('yes', 'no', 'unknown') as fc.Arbitrary<AidPolicyFacts['cssProfileRequired']>,
        fc.option(fc.integer({ min: 50_000, max: 300_000 }), { nil: null }),
        fc.integer({ min: 0, max: 7_395 }),
        (fed, inst, income, bandPrice, css, tuitionMax, pell) => {
          const college: PublishedCollege = {
            state: 'NJ',
            control: 'private nonprofit',
            charges: { ...charges, tuitionInState: 60_000, tuitionOutOfState: 60_000 },
            netPrices: { yearStart: 2027, byIncome: { ...band, '110001+': bandPrice }, average: bandPrice },
            policy: policy({
              cssProfileRequired: css,
              meetsFullNeed: 'all',
              freeTuitionIncomeMax: tuitionMax,
            }),
          };
          const p = price(college, place('OH'), { federalSai: fed, institutionalSai: inst, income, pell });
          const estimate = p.netPrice.estimate ?? 0;
          return estimate <= p.costOfAttendance - (p.need ?? 0) && estimate >= 0;
        },
      ),
    );
  });
});

describe('grants and scholarships beside a net price (issue 19 item 4, docs/decisions/0070)', () => {
  it('are the full cost less the net price worked out from it, never below 0, null without a net price', () => {
    const resident = price(publicCollege, place('MI'));
    expect(resident.grants).toBe(34_000 - 30_000);
    expect(resident.grants).toBe(
      grantsAndScholarships(resident.costOfAttendance, resident.netPrice.estimate),
    );
    expect(grantsAndScholarships(20_000, 20_000)).toBe(0);
    expect(grantsAndScholarships(20_000, 21_000)).toBe(0);
    expect(grantsAndScholarships(20_000, -500)).toBe(20_500);
    expect(grantsAndScholarships(20_000, null)).toBeNull();
    // Without an SAI nothing after grants is estimated.
    const prices = collegePricesFor(publicCollege, place('MI'));
    if (!prices) throw new Error('no prices');
    const unknown = collegePriceFigures(
      prices,
      { ...family, federalSai: null, institutionalSai: null },
      2027,
      4,
    );
    expect(unknown.netPrice.estimate).toBeNull();
    expect(unknown.grants).toBeNull();
  });

  it('never make the net price exceed the full cost it sits beside', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80_000 }), fc.constantFrom('MI', 'OH'), (sai, state) => {
        const figures = price(publicCollege, place(state), { federalSai: sai, institutionalSai: sai });
        if (figures.netPrice.estimate === null) return;
        expect(figures.netPrice.estimate).toBeLessThanOrEqual(figures.costOfAttendance);
        expect(figures.netPrice.estimate + (figures.grants ?? 0)).toBe(figures.costOfAttendance);
      }),
      { numRuns: 60 },
    );
  });
});
