import { describe, expect, it } from 'vitest';
import {
  computeSai,
  engineProfile,
  engineStudent,
  estimateInstitutionalSai,
  familyNetPrice,
  saiRequestFromProfile,
  studentFigures,
} from '../src/index';
import { parent, profile, studentInput } from './profile-fixtures';

describe('engineProfile: the one mapping of a saved family (database row or API profile)', () => {
  /** The parents' situation and the FAFSA's other questions, not answered by an older record. */
  const UNANSWERED_FAMILY_SHAPE = {
    parentsMaritalStatus: null,
    reportingParentRemarried: null,
    childSupportReceived: null,
    foreignIncome: null,
    untaxedIraDistributions: null,
    untaxedPensions: null,
    taxExemptInterest: null,
    educationCredits: null,
    meansTestedBenefits: null,
    dislocatedWorker: null,
    filedSchedulesABDEFH: null,
  };

  it('keeps the engine fields and drops everything else the record carries', () => {
    const { parents, ...household } = profile({ checkingAmount: 12_345 });
    const record = { ...household, id: 'f1', name: 'The Riveras', email: 'x@example.test', zip: '43215' };
    const apiParents = parents.map((p, i) => ({
      ...p,
      id: `p${i}`,
      firstName: 'Ana',
      standardDeduction: null,
    }));
    const mapped = engineProfile(record, apiParents);
    expect(mapped).toEqual({
      ...profile({ checkingAmount: 12_345, parents: mapped.parents }),
      ...UNANSWERED_FAMILY_SHAPE,
    });
    expect(mapped).not.toHaveProperty('zip');
    expect(mapped.parents[0]).not.toHaveProperty('firstName');
    expect(mapped.parents[0]).toMatchObject({ annualIncome: 60_000, preTaxRetirementAmount: null });
  });

  it('a database row and the API profile with the same answers give the same SAI', () => {
    const { parents, ...household } = profile();
    const row = { ...household, createdAt: new Date(0) };
    const api = { ...household, hiddenElements: [], students: [] };
    const student = { ...studentInput(), id: 's1', name: 'Sam', sat: 1300 };
    const a = studentFigures(engineProfile(row, parents), engineStudent(student), '2026-27');
    const b = studentFigures(engineProfile(api, parents), engineStudent(student), '2026-27');
    expect(a.federal.sai).toBe(b.federal.sai);
    expect(a.institutional.estimate).toBe(b.institutional.estimate);
    expect(engineStudent(student)).toEqual({
      ...studentInput(),
      birthYear: null,
      dependency: null,
      spouseIncomeAmount: null,
      householdSize: null,
    });
  });
});

describe('studentFigures: the engine calls of the SAI page', () => {
  it('equals computeSai, pellAward and the institutional estimate run one by one (hand-checked SAI 10,898)', () => {
    const p = profile({ parents: [parent(), parent({ annualIncome: 40_000 })] });
    const figures = studentFigures(p, studentInput(), '2026-27');
    expect(figures.federal.sai).toBe(
      computeSai(saiRequestFromProfile(p, studentInput(), '2026-27').request).sai,
    );
    expect(figures.institutional.estimate).toBe(
      estimateInstitutionalSai(p, studentInput(), { awardYear: '2026-27' }).estimate,
    );
    expect(studentFigures(profile(), studentInput(), '2026-27').federal.sai).toBe(10_898);
  });

  it('moving cash into home equity lowers the federal SAI (the home is not counted)', () => {
    const before = studentFigures(profile({ checkingAmount: 80_000 }), studentInput(), '2026-27');
    const after = studentFigures(
      profile({ checkingAmount: 0, residenceEquity: 230_000 }),
      studentInput(),
      '2026-27',
    );
    expect(after.federal.sai).toBeLessThan(before.federal.sai);
  });
});

describe('familyNetPrice: the one net price rule', () => {
  const table = {
    '0-30000': 8_000,
    '30001-48000': 10_000,
    '48001-75000': 14_000,
    '75001-110000': 20_000,
    '110001+': 28_000,
  };
  const rules = {
    publishedPricesApply: true,
    aidMethod: 'fafsa' as const,
    meetsFullNeed: false,
    guarantee: null,
    nonResidentAid: null,
    nonResidentAidText: null,
  };
  const college = {
    netPriceByIncome: table,
    avgNetPrice: 18_000,
    rules,
    tuitionAndFees: 30_000,
    housingAndFood: 15_000,
    guaranteeStale: false,
  };

  it('uses the income band: 100,000 a year -> 20,000, within a tenth either way', () => {
    const price = familyNetPrice(
      college,
      { federalSai: 10_000, institutionalSai: 30_000, income: 100_000, pell: null },
      50_000,
    );
    expect(price).toMatchObject({ estimate: 20_000, low: 18_000, high: 22_000, method: 'income-bracket' });
  });

  it('uses the institutional SAI at a CSS Profile college (not below the need-based price)', () => {
    const price = familyNetPrice(
      { ...college, rules: { ...rules, aidMethod: 'css-profile' } },
      { federalSai: 10_000, institutionalSai: 30_000, income: 100_000, pell: null },
      50_000,
    );
    expect(price.estimate).toBe(30_000);
  });

  it('without an income works from the overall average; without an SAI or a cost it knows nothing', () => {
    expect(
      familyNetPrice(
        college,
        { federalSai: 5_000, institutionalSai: null, income: null, pell: null },
        50_000,
      ),
    ).toMatchObject({ estimate: 18_000, method: 'average' });
    expect(
      familyNetPrice(college, { federalSai: null, institutionalSai: null, income: 1, pell: null }, 50_000)
        .method,
    ).toBe('unavailable');
    expect(
      familyNetPrice(college, { federalSai: 1, institutionalSai: null, income: 1, pell: null }, null)
        .estimate,
    ).toBeNull();
  });

  it('is at most the cost less Pell (Pell is a grant), its range too', () => {
    // Band price 8,000 at a 12,000 cost with a 7,395 Pell: at most 12,000 - 7,395 = 4,605.
    const price = familyNetPrice(
      college,
      { federalSai: -1_500, institutionalSai: null, income: 20_000, pell: 7_395 },
      12_000,
    );
    expect(price).toMatchObject({ estimate: 4_605, low: 4_145, high: 4_605, method: 'income-bracket' });
    // A Pell above the cost leaves nothing to pay.
    expect(
      familyNetPrice(college, { federalSai: 0, institutionalSai: null, income: 20_000, pell: 9_000 }, 5_000)
        .estimate,
    ).toBe(0);
  });
});
