import { describe, expect, it } from 'vitest';
import { computeSai, type FamilyProfileInput, saiRequestFromProfile } from '../src/index';
import { parent, profile, studentInput } from './profile-fixtures';

/**
 * One income, one tax (docs/sai/profile-mapping.md, ADR 0021). Ten households, award year 2026-27 (tax year 2024),
 * each checked by hand against the FAFSA's parent lines:
 *   - "Adjusted gross income" (IRS 1040 line 11)            → request.parent.agi + request.otherParent.agi
 *   - "Income tax paid" (1040 line 22 − Schedule 2 line 2)  → incomeTaxPaid (estimated when not given)
 *   - "Income earned from work" (W-2 box 1 + pre-tax deferrals are NOT added back since 2024-25, so box 1 wages)
 *   - "IRA deductible payments and payments to self-employed SEP, SIMPLE and Keogh" (Schedule 1 lines 16 + 20)
 * 2024 figures (docs/sai/formula.md §8): standard deduction 29,200 joint, 21,900 head of household, 14,600 single
 * and separate; brackets 10% to 23,200 / 12% to 94,300 / 22% … (joint); 10% to 16,550 / 12% to 63,100 (HoH);
 * 10% to 11,600 / 12% to 47,150 / 22% to 100,525 (single and separate).
 */

const YEAR = '2026-27';
const noRetirement: Partial<FamilyProfileInput> = { annualRetirementAmount: 0 };

function figures(p: FamilyProfileInput) {
  const { request, used, assumptions } = saiRequestFromProfile(p, studentInput(), YEAR);
  const a = request.parent;
  const b = request.otherParent;
  return {
    request,
    used,
    assumptions,
    agi: (a?.agi ?? 0) + (b?.agi ?? 0),
    tax: (a?.incomeTaxPaid ?? 0) + (b?.incomeTaxPaid ?? 0),
    earned: [a?.incomeEarnedFromWork ?? 0, b?.incomeEarnedFromWork ?? null],
    ira: (a?.iraKeoghDeductiblePayments ?? 0) + (b?.iraKeoghDeductiblePayments ?? 0),
    filing: [a?.filingStatus ?? null, b?.filingStatus ?? null],
  };
}

describe('one AGI: the tax is estimated on the AGI the SAI uses', () => {
  it('1. the issue family: 85,000 + 40,000, a 401(k) of 8,000 and a Roth of 4,000', () => {
    const f = figures(
      profile({
        ...noRetirement,
        parents: [
          parent({ annualIncome: 85_000, preTaxRetirementAmount: 8_000 }),
          parent({ annualIncome: 40_000, rothRetirementAmount: 4_000 }),
        ],
      }),
    );
    // AGI = 85,000 − 8,000 + 40,000 = 117,000 (the Roth 4,000 changes nothing).
    expect(f.agi).toBe(117_000);
    // Taxable = 117,000 − 29,200 = 87,800; tax = 2,320 + 12% × (87,800 − 23,200) = 2,320 + 7,752 = 10,072.
    expect(f.tax).toBe(10_072);
    // Earned from work: W-2 box 1 wages, 77,000 and 40,000.
    expect(f.earned).toEqual([77_000, 40_000]);
    expect(f.ira).toBe(0);
    expect(f.used.some((u) => u.field === 'parents[1].rothRetirementAmount')).toBe(true);
    // The SAI's parents' total income is the same AGI (no untaxed income to add back).
    expect(computeSai(f.request).intermediates.parentTotalIncome).toBe(117_000);
  });

  it('2. the same family, all 12,000 to Roth accounts: AGI stays at 125,000', () => {
    const f = figures(
      profile({
        ...noRetirement,
        parents: [
          parent({ annualIncome: 85_000, rothRetirementAmount: 8_000 }),
          parent({ annualIncome: 40_000, rothRetirementAmount: 4_000 }),
        ],
      }),
    );
    expect(f.agi).toBe(125_000);
    // Taxable 95,800: 2,320 + 12% × 71,100 (8,532) + 22% × 1,500 (330) = 11,182.
    expect(f.tax).toBe(11_182);
    expect(computeSai(f.request).intermediates.parentTotalIncome).toBe(125_000);
  });

  it('3. a deductible IRA lowers the AGI and is added back as untaxed income', () => {
    const f = figures(
      profile({
        ...noRetirement,
        parents: [
          parent({ annualIncome: 85_000, deductibleIraAmount: 7_000 }),
          parent({ annualIncome: 40_000, preTaxRetirementAmount: 5_000 }),
        ],
      }),
    );
    // AGI = 125,000 − 7,000 − 5,000 = 113,000; taxable 83,800; tax = 2,320 + 12% × 60,600 (7,272) = 9,592.
    expect(f.agi).toBe(113_000);
    expect(f.tax).toBe(9_592);
    // The IRA is not taken out of pay: earned 85,000; the 403(b) is: 35,000.
    expect(f.earned).toEqual([85_000, 35_000]);
    expect(f.ira).toBe(7_000);
    // FAFSA total income = AGI 113,000 + IRA deductible payments 7,000 = 120,000.
    expect(computeSai(f.request).intermediates.parentTotalIncome).toBe(120_000);
  });

  it('4. a divorced parent, head of household, with a 401(k) of 3,000', () => {
    const f = figures(
      profile({
        ...noRetirement,
        familyMembersCount: 2,
        parents: [parent({ maritalStatus: 'divorced', annualIncome: 60_000, preTaxRetirementAmount: 3_000 })],
      }),
    );
    // AGI 57,000; taxable 57,000 − 21,900 = 35,100; tax = 1,655 + 12% × 18,550 (2,226) = 3,881.
    expect(f.agi).toBe(57_000);
    expect(f.tax).toBe(3_881);
    expect(f.filing).toEqual([4, null]);
  });

  it('5. divorced, but the old "married filing jointly" tax is still on the parent: estimated again', () => {
    const f = figures(
      profile({
        ...noRetirement,
        familyMembersCount: 2,
        parents: [
          parent({
            maritalStatus: 'divorced',
            annualIncome: 70_000,
            filingStatus: 'married_joint',
            taxPaid: 14_000,
            taxableIncome: 95_800,
          }),
        ],
      }),
    );
    // Head of household: taxable 70,000 − 21,900 = 48,100; 1,655 + 12% × 31,550 (3,786) = 5,441, not 14,000.
    expect(f.filing).toEqual([4, null]);
    expect(f.tax).toBe(5_441);
    expect(f.assumptions.join(' ')).toMatch(/married filing jointly, but the parents are divorced/);
  });

  it('6. married, the other parent deleted: the joint figures are taken as the couple’s and said so', () => {
    const f = figures(
      profile({
        ...noRetirement,
        parents: [parent({ annualIncome: 90_000, filingStatus: 'married_joint' })],
      }),
    );
    // AGI 90,000; taxable 60,800; tax = 2,320 + 12% × 37,600 (4,512) = 6,832.
    expect(f.agi).toBe(90_000);
    expect(f.tax).toBe(6_832);
    expect(f.filing).toEqual([2, null]);
    expect(f.assumptions.join(' ')).toMatch(/taken to be the couple’s/);
  });

  it('7. the marital status changed to separated: one parent reports, the joint status is replaced', () => {
    const f = figures(
      profile({
        ...noRetirement,
        familyMembersCount: 3,
        parents: [
          parent({
            maritalStatus: 'separated',
            annualIncome: 50_000,
            filingStatus: 'married_joint',
            preTaxRetirementAmount: 2_000,
          }),
          parent({ maritalStatus: 'separated', annualIncome: 45_000, filingStatus: 'married_joint' }),
        ],
      }),
    );
    // Only the first parent: AGI 48,000; HoH taxable 26,100; tax = 1,655 + 12% × 9,550 (1,146) = 2,801.
    expect(f.request.otherParent).toBeUndefined();
    expect(f.agi).toBe(48_000);
    expect(f.tax).toBe(2_801);
    expect(f.filing).toEqual([4, null]);
  });

  it('8. the tax the family typed from its return wins over the estimate; the AGI still drops the 403(b)', () => {
    const f = figures(
      profile({
        ...noRetirement,
        parents: [
          parent({ annualIncome: 100_000, filingStatus: 'married_joint', taxPaid: 9_000 }),
          parent({ annualIncome: 20_000, filingStatus: 'married_joint', preTaxRetirementAmount: 6_000 }),
        ],
      }),
    );
    // AGI = 100,000 + 20,000 − 6,000 = 114,000; tax paid from the return 9,000, counted once.
    expect(f.agi).toBe(114_000);
    expect(f.tax).toBe(9_000);
  });

  it('9. married filing separately: each return on its own AGI', () => {
    const f = figures(
      profile({
        ...noRetirement,
        parents: [
          parent({
            annualIncome: 100_000,
            filingStatus: 'married_separate',
            preTaxRetirementAmount: 10_000,
          }),
          parent({ annualIncome: 30_000, filingStatus: 'married_separate', deductibleIraAmount: 6_000 }),
        ],
      }),
    );
    // Parent 1: AGI 90,000; taxable 75,400; 1,160 + 12% × 35,550 (4,266) + 22% × 28,250 (6,215) = 11,641.
    // Parent 2: AGI 24,000; taxable 9,400; 10% = 940.
    expect(f.request.parent?.agi).toBe(90_000);
    expect(f.request.parent?.incomeTaxPaid).toBe(11_641);
    expect(f.request.otherParent?.agi).toBe(24_000);
    expect(f.request.otherParent?.incomeTaxPaid).toBe(940);
    expect(f.ira).toBe(6_000);
    expect(f.filing).toEqual([3, 3]);
  });

  it('10. an older profile with only the household retirement figure: split by income, said so', () => {
    const f = figures(
      profile({
        annualRetirementAmount: 12_000,
        has401k: true,
        parents: [parent({ annualIncome: 85_000 }), parent({ annualIncome: 40_000 })],
      }),
    );
    // 12,000 × 85/125 = 8,160 and 3,840 pre-tax; AGI 113,000; taxable 83,800; tax 2,320 + 7,272 = 9,592.
    expect(f.agi).toBe(113_000);
    expect(f.tax).toBe(9_592);
    expect(f.assumptions.join(' ')).toMatch(/split between the parents/);
  });

  it('11. per-parent answers replace the household figure, which is then not used', () => {
    const f = figures(
      profile({
        annualRetirementAmount: 12_000,
        has401k: true,
        parents: [
          parent({ annualIncome: 85_000, preTaxRetirementAmount: 0, rothRetirementAmount: 12_000 }),
          parent({ annualIncome: 40_000 }),
        ],
      }),
    );
    expect(f.agi).toBe(125_000);
    expect(f.tax).toBe(11_182);
    expect(f.used.find((u) => u.field === 'annualRetirementAmount')?.how).toMatch(/not used/);
  });
});
