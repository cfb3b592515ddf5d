import { describe, expect, it } from 'vitest';
import { SAI_TABLE_SETS, saiRuleRates } from '../src/index';

describe('the SAI rates screens name in words come from the year’s tables', () => {
  it.each(SAI_TABLE_SETS.map((t) => t.awardYear))(
    '%s: 12%%, 22%% to 47%%, 50%%, 20%%, about 5.6%%',
    (year) => {
      expect(saiRuleRates(year)).toEqual({
        awardYear: year,
        parentAssetPercent: 12,
        aaiLowestPercent: 22,
        aaiHighestPercent: 47,
        studentIncomePercent: 50,
        studentAssetPercent: 20,
        parentAssetTopPercent: 5.6,
        saiMin: -1500,
        saiMax: 999_999,
      });
    },
  );

  it('a later year uses the latest tables; an earlier one has none', () => {
    expect(saiRuleRates('2030-31').aaiHighestPercent).toBe(47);
    expect(() => saiRuleRates('2020-21')).toThrow(RangeError);
  });
});
