import { describe, expect, it } from 'vitest';
import { estimateReasons } from '../src/index';
import { parent, profile } from './profile-fixtures';

const keys = (p = profile()) => estimateReasons(p).map((r) => r.key);

describe('estimateReasons: why a family’s estimates may differ, from its profile', () => {
  it('a married couple with typed taxes, no business and a known household: none', () => {
    expect(
      keys(
        profile({ parents: [parent({ taxPaid: 6_000 }), parent({ taxPaid: 6_000, annualIncome: 40_000 })] }),
      ),
    ).toEqual([]);
  });

  it('taxes estimated when an earning parent gives neither the tax paid nor the taxable income', () => {
    expect(estimateReasons(profile({ parents: [parent(), parent({ taxPaid: 8_000 })] }))).toContainEqual({
      key: 'taxes-estimated',
      text: 'Taxes estimated from income and filing status',
    });
    // A taxable income is enough for the brackets; a parent without income has no tax to estimate.
    expect(
      keys(profile({ parents: [parent({ taxableIncome: 40_000 }), parent({ annualIncome: 0 })] })),
    ).toEqual([]);
  });

  it('self-employment income (Schedule C profit or loss) says so', () => {
    expect(
      estimateReasons(profile({ parents: [parent({ taxPaid: 3_000, scheduleCNetProfit: -4_000 })] })),
    ).toEqual([
      {
        key: 'self-employment',
        text: 'Self-employment income: taxes estimated without self-employment tax, and colleges may ask for business records',
      },
    ]);
    expect(keys(profile({ parents: [parent({ taxPaid: 3_000, scheduleCNetProfit: 0 })] }))).toEqual([]);
  });

  it('a business owner, separated or divorced parents, investment property and an unknown household each say so', () => {
    const complex = profile({
      hasBusinessAssets: true,
      businessAssetsAmount: 200_000,
      ownsInvestmentProperty: true,
      investmentEquity: 90_000,
      familyMembersCount: null,
      parents: [parent({ maritalStatus: 'divorced', taxPaid: 4_000 })],
    });
    expect(estimateReasons(complex).map((r) => r.text)).toEqual([
      'Business owner: colleges may count business assets',
      'Divorced or separated parents: the CSS Profile asks for the other parent (not entered)',
      'Investment property: colleges may value real estate differently',
      'Household size not given: the parents and the student are counted',
    ]);
    expect(keys(profile({ parents: [parent({ maritalStatus: 'separated', taxPaid: 1 })] }))).toEqual([
      'separated-parents',
    ]);
  });
});

describe('estimateReasons with an award year: the tables’ own reasons', () => {
  it('says when the maximum Pell is provisional and when a year is projected', () => {
    const p = profile({ parents: [parent({ taxPaid: 8_000 })] });
    expect(estimateReasons(p, '2026-27')).toEqual([]);
    expect(estimateReasons(p, '2027-28')).toEqual([
      {
        key: 'provisional-pell',
        text: expect.stringMatching(/^Pell: 2027-28 maximum Pell not set yet .*2026-27’s \$7,395 used$/),
      },
    ]);
    expect(estimateReasons(p, '2029-30').map((r) => r.key)).toEqual(['projected-year', 'provisional-pell']);
    expect(estimateReasons(p, '2029-30')[0]?.text).toMatch(
      /^Award year 2029-30 has no federal tables yet: its figures use the 2027-28 tables \(published June 2026\)/,
    );
  });
});
