import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { familyNetPrice, familyNetPriceOrder } from '../src/index';

const money = (max: number) => fc.option(fc.integer({ min: -1_000, max }), { nil: null });

const collegeArb = fc.record({
  netPriceByIncome: fc.record({
    '0-30000': money(60_000),
    '30001-48000': money(60_000),
    '48001-75000': money(60_000),
    '75001-110000': money(60_000),
    '110001+': money(80_000),
  }),
  avgNetPrice: money(80_000),
  rules: fc.record({
    publishedPricesApply: fc.boolean(),
    aidMethod: fc.constantFrom('fafsa' as const, 'css-profile' as const, 'unknown' as const),
    meetsFullNeed: fc.boolean(),
    guarantee: fc.option(
      fc.record({
        freeTuitionIncomeMax: money(200_000),
        freeTotalIncomeMax: money(150_000),
        incomeLimit: fc.constantFrom('at_or_below' as const, 'below' as const),
        policyYear: fc.constantFrom(null, '2025-26'),
        source: fc.constant('test'),
        grade: fc.constant('A'),
      }),
      { nil: null },
    ),
    nonResidentAid: money(20_000),
    nonResidentAidText: fc.constantFrom(null, 'a published grant'),
  }),
  tuitionAndFees: fc.integer({ min: 0, max: 70_000 }),
  housingAndFood: fc.integer({ min: 0, max: 25_000 }),
  guaranteeStale: fc.boolean(),
});

const familyArb = fc.record({
  federalSai: fc.option(fc.integer({ min: -1_500, max: 150_000 }), { nil: null }),
  institutionalSai: fc.option(fc.integer({ min: 0, max: 150_000 }), { nil: null }),
  income: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null }),
  pell: fc.option(fc.integer({ min: 0, max: 7_395 }), { nil: null }),
});

// The search sorts every college by need or net price with `familyNetPriceOrder` (docs/decisions/0078); the screens
// show `familyNetPrice`. One rule: the sort's keys are the shown figures.
describe('familyNetPriceOrder: the sort keys of the one net price rule', () => {
  it('gives familyNetPrice’s estimate and need for any college, family and cost', () => {
    fc.assert(
      fc.property(
        collegeArb,
        familyArb,
        fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: null }),
        (college, family, coa) => {
          const shown = familyNetPrice(college, family, coa);
          expect(familyNetPriceOrder(college, family, coa)).toEqual({
            estimate: shown.estimate,
            need: shown.need,
          });
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
