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

describe('saiWhatIfs: an independent student’s levers are the student’s own (issue 21)', () => {
  const run = (s: ReturnType<typeof studentInput>) =>
    computeSai(saiRequestFromProfile(profile(), s, YEAR).request).sai;

  it('Formula B: the student’s income, savings and a dependant; no parents, rates from the tables', () => {
    const s = {
      ...studentInput(),
      birthYear: 2000,
      incomeAmount: 70_000,
      taxAmount: 6_000,
      savingsAmount: 9_000,
    };
    const items = saiWhatIfs(profile(), s, 'Ana', YEAR);
    expect(items.map((w) => w.key)).toEqual([
      'student-earns-more',
      'student-saves-more',
      'one-more-dependant',
    ]);
    for (const w of items) expect(`${w.label} ${w.description}`).not.toMatch(/parent/i);
    expect(items[0]?.description).toMatch(/Formula B/);
    expect(items[0]?.description).toMatch(/50% of what is left/);
    expect(items[1]?.description).toMatch(/count at 20%/);
    const base = run(s);
    expect(run(items[0]!.student)).toBeGreaterThan(base);
    expect(run(items[1]!.student)).toBe(base + 2_000);
    expect(run(items[2]!.student)).toBeLessThan(base);
  });

  it('Formula C, married: the spouse’s pay is a lever, the household’s allowance grows with a dependant', () => {
    const s = {
      ...studentInput(),
      birthYear: 2004,
      dependency: { married: true, supportsDependants: true },
      householdSize: 3,
      incomeAmount: 50_000,
      spouseIncomeAmount: 40_000,
      savingsAmount: 20_000,
    };
    const items = saiWhatIfs(profile(), s, 'Ana', YEAR);
    expect(items.map((w) => w.key)).toEqual([
      'student-earns-more',
      'spouse-earns-more',
      'student-saves-more',
      'one-more-dependant',
    ]);
    expect(items[2]?.description).toMatch(
      /Ana’s and the spouse’s cash and investments count at 7% \(Formula C\)/,
    );
    const base = run(s);
    expect(run(items[1]!.student)).toBeGreaterThan(base);
    expect(run(items[3]!.student)).toBeLessThan(base);
  });
});
