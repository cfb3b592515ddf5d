import { describe, expect, it } from 'vitest';
import {
  roundDollars,
  roundHalfAwayFromZero,
  roundToNearest,
  supportedAwardYears,
  tablesForAwardYear,
} from '../src/index';

describe('rounding (docs/sai/formula.md conventions)', () => {
  it('halves go away from zero, unlike Math.round on negatives', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(Math.round(-2.5)).toBe(-2);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
    expect(roundHalfAwayFromZero(-0.49)).toBe(-0);
  });

  it('rounds to 3 decimals first, removing floating-point noise', () => {
    expect(0.0145 * 100).not.toBe(1.45);
    expect(roundDollars(0.35 * 7_799)).toBe(2_730); // 2,729.65
    expect(roundDollars(0.29 * 3_841 + 6_171)).toBe(7_285); // worked example A
    expect(roundDollars(-0.22 * 2_500.5)).toBe(-550); // -550.11
    expect(roundDollars(-1_324.5)).toBe(-1_325);
  });

  it('rounds to the nearest $5', () => {
    expect(roundToNearest(6_496, 5)).toBe(6_495);
    expect(roundToNearest(889, 5)).toBe(890);
    expect(roundToNearest(739.5, 5)).toBe(740);
  });
});

describe('award years', () => {
  it('has one table set per award year and projects later years', () => {
    expect(supportedAwardYears()).toEqual(['2025-26', '2026-27', '2027-28']);
    expect(tablesForAwardYear('2026-27')).toMatchObject({ projected: false });
    expect(tablesForAwardYear('2027-28')).toMatchObject({ projected: false });
    expect(tablesForAwardYear('2030-31')).toMatchObject({
      projected: true,
      tables: { awardYear: '2027-28' },
    });
    expect(tablesForAwardYear('2024-25')).toBeNull();
    expect(tablesForAwardYear('2026-28')).toBeNull();
  });
});
