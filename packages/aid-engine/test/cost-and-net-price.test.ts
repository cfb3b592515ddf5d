import { describe, expect, it } from 'vitest';
import {
  type CollegeCostInput,
  costOfAttendance,
  estimatedNeed,
  estimateNetPrice,
  incomeBracket,
  projectCost,
} from '../src/index';

const college = (overrides: Partial<CollegeCostInput> = {}): CollegeCostInput => ({
  state: 'OH',
  tuitionFee: 20_000,
  tuitionFeeInState: 12_000,
  tuitionFeeOutState: 35_000,
  fullTimeFee: 1_500,
  roomAndBoardFee: 13_000,
  ...overrides,
});

describe('costOfAttendance (docs/product-spec.md §9)', () => {
  it('in-state: family state equals college state → in-state tuition + fee + room and board', () => {
    const c = costOfAttendance(college(), 'OH');
    expect(c).toMatchObject({
      tuition: 12_000,
      tuitionBasis: 'in-state',
      inState: true,
      fees: 1_500,
      roomAndBoard: 13_000,
    });
    expect(c.total).toBe(26_500);
  });

  it('matches states case-insensitively and ignoring spaces', () => {
    expect(costOfAttendance(college(), ' oh ').inState).toBe(true);
  });

  it('out-of-state: another state → out-of-state tuition', () => {
    const c = costOfAttendance(college(), 'PA');
    expect(c).toMatchObject({ tuition: 35_000, tuitionBasis: 'out-of-state', inState: false });
    expect(c.total).toBe(49_500);
  });

  it('in-state tuition 0 → the general tuition', () => {
    const c = costOfAttendance(college({ tuitionFeeInState: 0 }), 'OH');
    expect(c).toMatchObject({ tuition: 20_000, tuitionBasis: 'general' });
    expect(c.rule).toMatch(/general tuition/);
  });

  it('out-of-state tuition 0 (or null) → the general tuition', () => {
    expect(costOfAttendance(college({ tuitionFeeOutState: 0 }), 'CA')).toMatchObject({
      tuition: 20_000,
      tuitionBasis: 'general',
    });
    expect(costOfAttendance(college({ tuitionFeeOutState: null }), 'CA').tuition).toBe(20_000);
  });

  it('an unknown family state is out-of-state; null fees count as 0', () => {
    const c = costOfAttendance(college({ fullTimeFee: null, roomAndBoardFee: null }), null);
    expect(c).toMatchObject({ inState: false, tuition: 35_000, fees: 0, roomAndBoard: 0, total: 35_000 });
    expect(costOfAttendance(college({ state: null }), null).inState).toBe(false);
  });

  it('everything 0 → total 0 (general basis)', () => {
    const c = costOfAttendance(
      {
        state: 'OH',
        tuitionFee: null,
        tuitionFeeInState: null,
        tuitionFeeOutState: null,
        fullTimeFee: null,
        roomAndBoardFee: null,
      },
      'OH',
    );
    expect(c).toMatchObject({ total: 0, tuitionBasis: 'general' });
  });
});

describe('estimatedNeed', () => {
  it('is COA − SAI, not below 0, a negative SAI counting as 0', () => {
    expect(estimatedNeed(30_000, 10_000)).toBe(20_000);
    expect(estimatedNeed(30_000, 40_000)).toBe(0);
    expect(estimatedNeed(30_000, -1_500)).toBe(30_000);
  });
});

describe('estimateNetPrice', () => {
  const prices = {
    netPriceByIncome: {
      '0-30000': 9_000,
      '30001-48000': 12_000,
      '48001-75000': 16_000,
      '75001-110000': 22_000,
      '110001+': 30_000,
    },
    avgNetPrice: 20_000,
  };

  it('picks the income bracket', () => {
    expect(incomeBracket(30_000)).toBe('0-30000');
    expect(incomeBracket(30_001)).toBe('30001-48000');
    expect(incomeBracket(75_000)).toBe('48001-75000');
    expect(incomeBracket(110_001)).toBe('110001+');
  });

  it('low-income family: the published bracket price, range from full need met to the next bracket', () => {
    const r = estimateNetPrice(prices, { sai: 0, income: 25_000, costOfAttendance: 50_000 });
    expect(r.need).toBe(50_000);
    expect(r.needBasedPrice).toBe(0);
    expect(r.estimate).toBe(9_000);
    expect(r.low).toBe(0);
    expect(r.high).toBe(12_000);
    expect(r.method).toMatch(/published average net price for incomes 0 to 30000/);
  });

  it('never below the need-based price (need-based grants do not exceed need)', () => {
    const r = estimateNetPrice(prices, { sai: 25_000, income: 100_000, costOfAttendance: 50_000 });
    expect(r.need).toBe(25_000);
    expect(r.estimate).toBe(25_000);
    expect(r.low).toBe(22_000);
    expect(r.high).toBe(30_000);
  });

  it('never above the cost of attendance; top bracket high end is the COA', () => {
    const r = estimateNetPrice(prices, { sai: 80_000, income: 400_000, costOfAttendance: 50_000 });
    expect(r.need).toBe(0);
    expect(r.estimate).toBe(50_000);
    expect(r.high).toBe(50_000);
    expect(r.low).toBe(30_000);
  });

  it('falls back to the average net price, then to need alone', () => {
    const avgOnly = estimateNetPrice(
      { avgNetPrice: 18_000 },
      { sai: 5_000, income: 60_000, costOfAttendance: 40_000 },
    );
    expect(avgOnly.publishedPrice).toBe(18_000);
    expect(avgOnly.estimate).toBe(18_000);
    expect(avgOnly.high).toBe(40_000);
    expect(avgOnly.method).toMatch(/overall average/);
    const none = estimateNetPrice(
      { netPriceByIncome: null, avgNetPrice: null },
      { sai: 5_000, income: 60_000, costOfAttendance: 40_000 },
    );
    expect(none).toMatchObject({ estimate: 5_000, low: 5_000, high: 40_000, publishedPrice: null });
    expect(none.method).toMatch(/No published net price/);
  });

  it('low ≤ estimate ≤ high ≤ COA', () => {
    for (const sai of [-1_500, 0, 3_000, 15_000, 60_000]) {
      for (const income of [0, 40_000, 90_000, 200_000]) {
        const r = estimateNetPrice(prices, { sai, income, costOfAttendance: 45_000 });
        expect(r.low).toBeLessThanOrEqual(r.estimate);
        expect(r.estimate).toBeLessThanOrEqual(r.high);
        expect(r.high).toBeLessThanOrEqual(45_000);
      }
    }
  });
});

describe('projectCost', () => {
  it('compounds annually in whole dollars', () => {
    expect(projectCost(30_000, 2026, 2030, 0.04)).toBe(35_096); // 30,000 × 1.04⁴ = 35,095.86
    expect(projectCost(30_000, 2026, 2026, 0.04)).toBe(30_000);
    expect(projectCost(10_000, 2026, 2027, 0.05)).toBe(10_500);
  });

  it('rejects a rate of -100% or less', () => {
    expect(() => projectCost(1, 2026, 2027, -1)).toThrow(RangeError);
  });
});
