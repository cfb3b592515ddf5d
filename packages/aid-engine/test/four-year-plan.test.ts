import { describe, expect, it } from 'vitest';
import {
  awardYearStatus,
  computeSai,
  enteredCostPrices,
  estimateInstitutionalSai,
  fourYearPlan,
  type PlanCollegeInput,
  type PlanStudentInput,
  saiRequestFromProfile,
} from '../src/index';
import { scaleProfile } from '../src/plan/four-year-plan';
import { parent, profile, studentInput } from './profile-fixtures';

/** A cost the family enters: $30,000 in 2026-27, no published net price, aid from the federal SAI. */
const entered: PlanCollegeInput = { name: 'Entered cost', ...enteredCostPrices(30_000, 2026) };
const privateCollege: PlanCollegeInput = {
  ...entered,
  name: 'Private',
  rules: { ...entered.rules, aidMethod: 'css-profile' },
};

const student = (
  id: string,
  firstYearStart: number,
  college: PlanCollegeInput | null = entered,
): PlanStudentInput => ({
  id,
  name: id,
  student: studentInput({ incomeAmount: 0, savingsAmount: 0 }),
  firstYearStart,
  college,
});

const lowIncome = profile({
  checkingAmount: 1_000,
  collegeSavingsAccountsAmount: 0,
  parents: [parent({ annualIncome: 30_000, taxPaid: 0 })],
});
const flat = { incomeGrowthPercent: 0, assetGrowthPercent: 0 };

describe('fourYearPlan', () => {
  it('two students overlapping two years: every award year, costs grown 4%, Max Pell, the institutional split', () => {
    const plan = fourYearPlan({
      profile: lowIncome,
      baseAwardYear: '2026-27',
      students: [student('Ana', 2026), student('Ben', 2028)],
      ...flat,
    });
    expect(plan.years.map((y) => y.awardYear)).toEqual([
      '2026-27',
      '2027-28',
      '2028-29',
      '2029-30',
      '2030-31',
      '2031-32',
    ]);
    expect(plan.years.map((y) => y.official)).toEqual([true, true, false, false, false, false]);
    // 2027-28's tables are published but its maximum Pell is not: each year says so in awardYearStatus's words.
    expect(plan.years.map((y) => y.tables.provisionalPell)).toEqual([false, true, true, true, true, true]);
    expect(plan.years[1]?.tables).toEqual({
      federal: '2027-28 federal tables, published June 2026',
      pell: awardYearStatus('2027-28')?.pell,
      provisionalPell: true,
    });
    expect(plan.years[2]?.tables.federal).toBe(
      '2028-29 projected: the 2027-28 federal tables (published June 2026) grown 3% a year',
    );
    expect(plan.rule).toContain(`the 2027-28 amount. ${awardYearStatus('2027-28')?.pell}.`);
    expect(plan.years.map((y) => y.studentsInCollege)).toEqual([1, 1, 2, 2, 1, 1]);
    // Hand-worked: 30,000 × 1.04 = 31,200; × 1.04² = 32,448; × 1.04³ = 33,745.92 -> 33,746.
    const ana = plan.years.map((y) => y.students[0]);
    expect(ana.map((r) => r?.costOfAttendance)).toEqual([30_000, 31_200, 32_448, 33_746, null, null]);
    expect(ana.map((r) => r?.collegeYear)).toEqual([1, 2, 3, 4, null, null]);
    // AGI 30,000 is under 175% of the poverty line for 4: Max Pell, SAI -1,500, Pell $7,395 every year.
    expect(ana[0]?.federalSai).toBe(-1_500);
    expect(ana[0]?.pell).toBe(7_395);
    // No published net price: the college meets the need (COA − 0): net price 0, need-based grant = COA − Pell.
    expect(ana[0]?.netPrice).toBe(0);
    expect(ana[0]?.needBasedGrant).toBe(30_000 - 7_395);
    const overlap = plan.years[2];
    expect(overlap?.totalCostOfAttendance).toBe(32_448 * 2);
    expect(overlap?.totalPell).toBe(7_395 * 2);
    expect(overlap?.students.map((r) => r.numberInCollege)).toEqual([2, 2]);
    expect(overlap?.students.map((r) => r.parentsShare)).toEqual([0.6, 0.6]);
    expect(plan.totals.costOfAttendance).toBe(
      plan.years.reduce((sum, y) => sum + y.totalCostOfAttendance, 0),
    );
    expect(plan.totals.pell).toBe(7_395 * 8);
    expect(plan.rule).toMatch(/grown by 3% a year/);
  });

  it('the second student in college lowers the institutional estimate but not the federal SAI', () => {
    const family = profile();
    const both = fourYearPlan({
      profile: family,
      baseAwardYear: '2026-27',
      students: [student('Ana', 2026, privateCollege), student('Ben', 2027, privateCollege)],
      ...flat,
    });
    const alone = fourYearPlan({
      profile: family,
      baseAwardYear: '2026-27',
      students: [student('Ana', 2026, privateCollege)],
      ...flat,
    });
    const withSibling = both.years[1]?.students[0];
    const withoutSibling = alone.years[1]?.students[0];
    expect(withSibling?.federalSai).toBe(withoutSibling?.federalSai);
    expect(withSibling?.numberInCollege).toBe(2);
    expect(withoutSibling?.numberInCollege).toBe(1);
    expect(withSibling?.institutionalSai).toBeLessThan(withoutSibling?.institutionalSai as number);
    // 60% of the parents' contribution each (within a dollar: both are grown back from the tables' dollars).
    const perStudent = withSibling?.institutionalParentsContributionPerStudent as number;
    const whole = withSibling?.institutionalParentsContribution as number;
    expect(Math.abs(perStudent - whole * 0.6)).toBeLessThanOrEqual(1);
    expect(whole).toBeGreaterThan(0);
    // The private college awards from the institutional estimate: a lower estimate, a lower net price.
    expect(withSibling?.aidIndex).toBe('institutional');
    expect(withSibling?.netPrice).toBeLessThanOrEqual(withoutSibling?.netPrice as number);
  });

  it('an official year runs the engine as is; a projected year states the figures in the tables’ dollars and grows them back', () => {
    const family = profile();
    const s = studentInput();
    const plan = fourYearPlan({
      profile: family,
      baseAwardYear: '2027-28',
      students: [{ ...student('Ana', 2027), student: s }],
      ...flat,
    });
    const official = computeSai(saiRequestFromProfile(family, s, '2027-28').request).sai;
    expect(plan.years[0]?.students[0]?.federalSai).toBe(official);
    expect(plan.years[0]?.students[0]?.institutionalSai).toBe(
      estimateInstitutionalSai(family, s, { awardYear: '2027-28' }).estimate,
    );
    const deflated = scaleProfile(family, 1 / 1.03, 1 / 1.03);
    const deflatedStudent = {
      ...s,
      incomeAmount: Math.round((s.incomeAmount as number) / 1.03),
      taxAmount: 0,
      savingsAmount: Math.round((s.savingsAmount as number) / 1.03),
      utmaAmount: 0,
    };
    const projected = computeSai(saiRequestFromProfile(deflated, deflatedStudent, '2027-28').request).sai;
    expect(plan.years[1]?.official).toBe(false);
    expect(plan.years[1]?.students[0]?.federalSai).toBe(Math.round(projected * 1.03));
  });

  it('a gap year: the plan starts with the first college year, after the gap', () => {
    const plan = fourYearPlan({
      profile: lowIncome,
      baseAwardYear: '2026-27',
      students: [student('Ana', 2027)],
    });
    expect(plan.years.map((y) => y.awardYear)).toEqual(['2027-28', '2028-29', '2029-30', '2030-31']);
    expect(plan.years[0]?.students[0]?.collegeYear).toBe(1);
    expect(plan.years[0]?.students[0]?.costOfAttendance).toBe(31_200);
  });

  it('a student already in college: only the remaining years from the base year, numbered 3 and 4', () => {
    const plan = fourYearPlan({
      profile: lowIncome,
      baseAwardYear: '2026-27',
      students: [student('Ana', 2024), student('Ben', 2029)],
    });
    expect(plan.years[0]?.awardYear).toBe('2026-27');
    expect(plan.years[0]?.students.map((r) => r.collegeYear)).toEqual([3, null]);
    expect(plan.years[1]?.students.map((r) => r.collegeYear)).toEqual([4, null]);
    // 2028-29: nobody in college, still listed between the two.
    expect(plan.years[2]?.studentsInCollege).toBe(0);
    expect(plan.years[2]?.totalNetPrice).toBe(0);
    expect(plan.years.at(-1)?.awardYear).toBe('2032-33');
    expect(plan.notes[0]).toMatch(/Ana is already in college/);
  });

  it('income growth raises the SAI over the years; a bad rate is refused', () => {
    const plan = fourYearPlan({
      profile: profile(),
      baseAwardYear: '2026-27',
      students: [student('Ana', 2026)],
      incomeGrowthPercent: 10,
    });
    const sais = plan.years.map((y) => y.students[0]?.federalSai as number);
    expect(sais[3]).toBeGreaterThan(sais[0] as number);
    expect(() =>
      fourYearPlan({ profile: profile(), baseAwardYear: '2026-27', students: [], costGrowthPercent: -100 }),
    ).toThrow(RangeError);
  });
});
