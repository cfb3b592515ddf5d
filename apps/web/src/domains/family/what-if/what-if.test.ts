import { engineProfile, engineStudent, saiRequestFromProfile } from '@ccp/aid-engine';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { describe, expect, it } from 'vitest';
import { ortizProfile } from '../../../testing/ortiz-family';
import {
  applyChoices,
  initialChoices,
  RETIREMENT_MOVES,
  type RetirementMove,
  retirementLimit,
  retirementMoveLimit,
  whatIfWrites,
} from './what-if';

const AWARD_YEAR = '2026-27';

/** The first parent's FAFSA figures for a profile, as the engine maps it. */
function parentFigures(profile: FamilyProfile) {
  const student = profile.students[0]!;
  const { request } = saiRequestFromProfile(
    engineProfile(profile, profile.parents),
    engineStudent(student),
    AWARD_YEAR,
  );
  return request.parent!;
}

function move(profile: FamilyProfile, amount: number, retirementMove: RetirementMove) {
  return applyChoices(
    profile,
    { ...initialChoices(profile), moveToRetirement: amount, retirementMove },
    AWARD_YEAR,
  );
}

describe('the retirement limits come from the engine, for the tax year the FAFSA reads', () => {
  const at = (age: number) => ({
    ...ortizProfile,
    parents: ortizProfile.parents.map((p, i) => (i === 0 ? { ...p, age } : p)),
  });

  it('2026-27 reads 2024: $23,000 through payroll ($30,500 from 50), $7,000 for an IRA ($8,000 from 50)', () => {
    expect(retirementMoveLimit(at(47), 'payroll', '2026-27')).toBe(23_000);
    expect(retirementMoveLimit(at(52), 'payroll', '2026-27')).toBe(30_500);
    expect(retirementMoveLimit(at(47), 'roth', '2026-27')).toBe(7_000);
    expect(retirementMoveLimit(at(52), 'deductible-ira', '2026-27')).toBe(8_000);
    expect(RETIREMENT_MOVES.payroll.help(retirementLimit(at(47), 'payroll', '2026-27'))).toContain(
      'Limit: $23,000 a year in 2024 ($30,500 from age 50), up to the pay.',
    );
  });

  it('2027-28 reads 2025: $23,500 through payroll, $31,000 from 50, $34,750 at 60 to 63', () => {
    expect(retirementMoveLimit(at(47), 'payroll', '2027-28')).toBe(23_500);
    expect(retirementMoveLimit(at(52), 'payroll', '2027-28')).toBe(31_000);
    expect(retirementMoveLimit(at(61), 'payroll', '2027-28')).toBe(34_750);
    expect(retirementMoveLimit(at(64), 'payroll', '2027-28')).toBe(31_000);
    expect(retirementMoveLimit(at(61), 'roth', '2027-28')).toBe(8_000);
  });

  it('a later year without published limits uses the latest and says so', () => {
    const limit = retirementLimit(at(47), 'payroll', '2028-29');
    expect(limit).toMatchObject({ limit: 23_500, taxYear: 2026, limitsYear: 2025, exact: false });
    expect(RETIREMENT_MOVES.payroll.help(limit)).toContain(
      'Limit: $23,500 a year in 2025 ($31,000 from age 50); the IRS has not published 2026’s yet, up to the pay.',
    );
  });
});

describe('moving savings into a retirement account (ADR 0038)', () => {
  // Ana Ortiz, 47, pays $85,000 a year; the family holds $40,000 of cash.
  const before = parentFigures(ortizProfile);

  it('a 401(k)/403(b) through payroll lowers the AGI and earned income, not added back; the cash goes down', () => {
    const changed = move(ortizProfile, 10_000, 'payroll');
    expect(changed.checkingAmount).toBe(30_000);
    expect(changed.parents[0]!.preTaxRetirementAmount).toBe(10_000);
    const after = parentFigures(changed);
    expect(after.agi).toBe((before.agi ?? 0) - 10_000);
    expect(after.incomeEarnedFromWork).toBe((before.incomeEarnedFromWork ?? 0) - 10_000);
    expect(after.iraKeoghDeductiblePayments).toBe(0);
  });

  it('a deductible IRA lowers the AGI but the FAFSA adds it back as untaxed income; one year stops at the limit', () => {
    expect(retirementMoveLimit(ortizProfile, 'deductible-ira', AWARD_YEAR)).toBe(7_000);
    const changed = move(ortizProfile, 10_000, 'deductible-ira');
    // Only $7,000 can go in (Ana is under 50): the rest stays in the bank.
    expect(changed.checkingAmount).toBe(33_000);
    expect(changed.parents[0]!.deductibleIraAmount).toBe(7_000);
    const after = parentFigures(changed);
    expect(after.agi).toBe((before.agi ?? 0) - 7_000);
    expect(after.iraKeoghDeductiblePayments).toBe(7_000);
    // AGI + the add-back: the FAFSA's total income is unchanged.
    expect((after.agi ?? 0) + (after.iraKeoghDeductiblePayments ?? 0)).toBe(before.agi);
  });

  it('a Roth IRA changes no income, only the savings', () => {
    const changed = move(ortizProfile, 5_000, 'roth');
    expect(changed.checkingAmount).toBe(35_000);
    expect(changed.parents[0]!.rothRetirementAmount).toBe(5_000);
    expect(parentFigures(changed).agi).toBe(before.agi);
  });

  it('the household’s yearly contributions become each parent’s answer, so the engine counts them and the move', () => {
    const household: FamilyProfile = {
      ...ortizProfile,
      annualRetirementAmount: 12_000,
      has401k: true,
      parents: [
        { ...ortizProfile.parents[0]!, taxPaid: 7_000, taxableIncome: 60_000 },
        {
          ...ortizProfile.parents[0]!,
          id: 'p2',
          position: 1,
          firstName: 'Luis',
          annualIncome: 35_000,
          taxPaid: 0,
          taxableIncome: 0,
        },
      ],
    };
    const changed = move(household, 5_000, 'payroll');
    // 12,000 split by pay (85,000 : 35,000) = 8,500 and 3,500; the move goes to Ana's.
    expect(changed.parents.map((p) => p.preTaxRetirementAmount)).toEqual([13_500, 3_500]);
    // The joint return's typed taxes no longer fit the new AGI: both are estimated again.
    expect(changed.parents.map((p) => [p.taxPaid, p.taxableIncome])).toEqual([
      [null, null],
      [null, null],
    ]);
    const { changes, parents } = whatIfWrites(household, changed);
    expect(parents).toEqual([
      {
        id: 'p1',
        input: { preTaxRetirementAmount: 13_500, taxPaid: null, taxableIncome: null },
      },
      {
        id: 'p2',
        input: { preTaxRetirementAmount: 3_500, taxPaid: null, taxableIncome: null },
      },
    ]);
    expect(changes).toContainEqual({
      label: 'Ana’s 401(k), 403(b) or 457 contributions from pay',
      from: null,
      to: 13_500,
    });
    expect(changes).toContainEqual({
      label: 'Ana’s federal tax paid',
      from: 7_000,
      to: 'Estimated from the new figures',
    });
  });
});
