import { describe, expect, it } from 'vitest';
import {
  type CollegePrices,
  collegeYearFigures,
  fourYearPlan,
  latestTablesYear,
  numberInCollegeIn,
  projectCostLines,
  studentFigures,
  yearFigures,
} from '../src/index';
import { parent, profile, studentInput } from './profile-fixtures';

/* One year's figures (docs/decisions/0046): the sequence every screen and the plan run. */

const latest = latestTablesYear();
const latestStart = Number(latest.slice(0, 4));
const label = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
const base = {
  profile: profile({ parents: [parent({ annualIncome: 90_000 }), parent({ annualIncome: 40_000 })] }),
  student: studentInput(),
  baseAwardYear: latest,
  incomeGrowthPercent: 3,
  assetGrowthPercent: 2,
  studentsInCollege: 1,
};

const prices: CollegePrices = {
  costLines: [
    { kind: 'tuition', label: 'Tuition and fees', amount: 12_000 },
    { kind: 'fees', label: 'Full-time fee', amount: 1_000 },
    { kind: 'housing', label: 'Housing and food', amount: 13_500 },
  ],
  specLines: [12_000, 1_000, 13_500],
  costYearStart: 2023,
  netPriceByIncome: {
    '0-30000': 9_000,
    '30001-48000': 11_000,
    '48001-75000': 15_000,
    '75001-110000': 19_000,
    '110001+': 24_000,
  },
  avgNetPrice: 17_000,
  netPriceYearStart: 2022,
  rules: {
    publishedPricesApply: true,
    aidMethod: 'fafsa',
    meetsFullNeed: false,
    guarantee: null,
    nonResidentAid: null,
    nonResidentAidText: null,
  },
  living: 'on_campus',
  tuitionBasis: 'in-state',
  costNote: 'test',
};

describe('yearFigures', () => {
  it('the base award year on its own tables is the engine’s student figures, nothing grown, no note', () => {
    const year = yearFigures({ ...base, awardYear: latest });
    const plain = studentFigures(base.profile, base.student, latest);
    expect(year.federalSai).toBe(plain.federal.sai);
    expect(year.pell.annualAward).toBe(plain.pell.annualAward);
    expect(year.institutional.estimate).toBe(plain.institutional.estimate);
    expect(year.income).toBe(130_000);
    expect(year.projection).toMatchObject({ official: true, tablesYear: latest, tableFactor: 1, note: null });
  });

  it('a later year grows income and assets from the base year and the latest tables by the index', () => {
    const next = label(latestStart + 1);
    const year = yearFigures({ ...base, awardYear: next });
    expect(year.projection.official).toBe(false);
    expect(year.projection.tablesYear).toBe(latest);
    expect(year.projection.incomeFactor).toBeCloseTo(1.03, 10);
    expect(year.projection.tableFactor).toBeCloseTo(1.03, 10);
    // Income 3% and tables 3%: the same SAI in real terms, grown 3% (within rounding).
    const now = yearFigures({ ...base, awardYear: latest }).federalSai;
    expect(Math.abs(year.federalSai - Math.round(now * 1.03))).toBeLessThanOrEqual(60);
    expect(year.income).toBe(Math.round(90_000 * 1.03) + Math.round(40_000 * 1.03));
    expect(year.projection.note).toBe(
      `${next} is projected: your income grown 3% and your assets 2% a year from ${latest}, and the ${latest} federal ` +
        `tables grown 3% a year (no ${next} tables are published; the formula’s steps are in ${latest} dollars).`,
    );
  });

  it('2027-28 runs on its published tables; 2028-29 is projected from them; both say the Pell is provisional', () => {
    expect(latest).toBe('2027-28');
    const own = yearFigures({ ...base, awardYear: '2027-28' });
    expect(own.projection).toMatchObject({ official: true, tablesYear: '2027-28', tableFactor: 1 });
    expect(own.federal.projected).toBe(false);
    expect(own.mapped.assumptions).toContainEqual(
      expect.stringMatching(/^2027-28 maximum Pell not set yet .*: 2026-27’s \$7,395 used\.$/),
    );
    const later = yearFigures({ ...base, baseAwardYear: '2027-28', awardYear: '2028-29' });
    expect(later.projection).toMatchObject({ official: false, tablesYear: '2027-28' });
    // The projected year's own Pell status, not the 2027-28 tables' line.
    expect(later.mapped.assumptions).toContain('2028-29 maximum Pell not set yet: 2026-27’s $7,395 used.');
    expect(later.mapped.assumptions.join(' ')).not.toMatch(/2027-28 maximum Pell/);
    expect(later.pell.maxPell).toBe(7_395);
  });

  it('number in college: the family’s answer in the base year (at least its students), its students later', () => {
    expect(numberInCollegeIn(2027, 2027, 2, 1)).toBe(2);
    expect(numberInCollegeIn(2027, 2027, 1, 2)).toBe(2);
    expect(numberInCollegeIn(2027, 2027, null, 0)).toBe(1);
    expect(numberInCollegeIn(2028, 2027, 3, 1)).toBe(1);
    expect(numberInCollegeIn(2029, 2027, 1, 2)).toBe(2);
  });
});

describe('collegeYearFigures', () => {
  it('grows each published line and net price to the year, prices the family’s band, at most the cost less Pell', () => {
    const year = yearFigures({ ...base, awardYear: latest });
    const college = collegeYearFigures(prices, year, 4);
    const years = latestStart - 2023;
    const lines = prices.specLines.map((l) => Math.round(l * 1.04 ** years));
    expect(college.costOfAttendance).toBe(lines.reduce((a, b) => a + b, 0));
    expect(projectCostLines(prices.specLines, 2023, latestStart, 4).lines).toEqual(lines);
    expect(college.netPrice.method).toBe('income-bracket');
    expect(college.netPrice.estimate).toBeLessThanOrEqual(college.costOfAttendance - college.pell);
    expect(college.needBasedGrant).toBe(
      college.costOfAttendance - college.pell - (college.netPrice.estimate as number),
    );
  });

  it('the plan’s row for a year is the same two functions’ answer', () => {
    const plan = fourYearPlan({
      ...base,
      students: [
        {
          id: 's',
          name: 'S',
          student: base.student,
          firstYearStart: latestStart,
          college: { ...prices, name: 'C' },
        },
      ],
      costGrowthPercent: 4,
    });
    for (const row of plan.years) {
      const r = row.students[0]!;
      const year = yearFigures({ ...base, awardYear: row.awardYear });
      const college = collegeYearFigures(prices, year, 4);
      expect(r.federalSai).toBe(year.federalSai);
      expect(r.institutionalSai).toBe(year.institutional.estimate);
      expect(r.costOfAttendance).toBe(college.costOfAttendance);
      expect(r.pell).toBe(college.pell);
      expect(r.netPrice).toBe(college.netPrice.estimate);
    }
  });
});
