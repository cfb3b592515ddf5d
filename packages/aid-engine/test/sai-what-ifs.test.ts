import { describe, expect, it } from 'vitest';
import {
  computeSai,
  type FamilyProfileInput,
  parentsAfterRetirementMove,
  saiRequestFromProfile,
  saiWhatIfs,
} from '../src/index';
import { parent, profile, studentInput } from './profile-fixtures';

const YEAR = '2027-28';
const sai = (p: FamilyProfileInput) => computeSai(saiRequestFromProfile(p, studentInput(), YEAR).request).sai;

describe('saiWhatIfs: “What would change your SAI” runs the same rule as the what-ifs', () => {
  // The family: each parent's own retirement answers, which the engine reads in place of the household figure.
  const family = profile({
    annualRetirementAmount: 6_000,
    has401k: true,
    parents: [
      parent({ annualIncome: 150_000, preTaxRetirementAmount: 6_000, taxPaid: 16_000 }),
      parent({ annualIncome: 60_000, preTaxRetirementAmount: 3_000, taxPaid: 16_000 }),
    ],
  });

  it('a $10,000 401(k) contribution lowers the SAI, exactly as the what-if’s move of $10,000 into a 401(k)', () => {
    const item = saiWhatIfs(family, studentInput(), 'Ana', YEAR).find((w) => w.key === 'retirement-more');
    expect(item).toBeDefined();
    const base = sai(family);
    const changed = sai(item!.profile);
    expect(changed).toBeLessThan(base);
    const moved = { ...family, parents: parentsAfterRetirementMove(family, 10_000, 'payroll') };
    expect(changed).toBe(sai(moved));
    expect(item!.profile.parents[0]).toMatchObject({ preTaxRetirementAmount: 16_000, taxPaid: null });
  });

  it('an older profile with only the household figure gets it written per parent, then the move', () => {
    const older = profile({ annualRetirementAmount: 9_000, has401k: true });
    const parents = parentsAfterRetirementMove(older, 10_000, 'payroll');
    expect(parents.map((p) => p.preTaxRetirementAmount)).toEqual([15_400, 3_600]);
    expect(sai({ ...older, parents })).toBeLessThan(sai(older));
  });

  it('the student’s allowance in the text is the award year’s own', () => {
    const item = saiWhatIfs(family, studentInput(), 'Ana', YEAR).find((w) => w.key === 'student-earns-more');
    expect(item?.description).toMatch(/\$12,220 in the 2027-28 tables/);
  });
});
