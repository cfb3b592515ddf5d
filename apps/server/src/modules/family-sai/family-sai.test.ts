import {
  type AwardYearStatus,
  awardYearStatus,
  estimateReasons,
  type FamilyProfileInput,
  type StudentInput,
  type YearFigures,
  yearFigures,
} from '@ccp/aid-engine';
import { answeredProfile } from '@ccp/aid-engine/testing';
import type { YearContext } from '@ccp/contracts';
import { describe, expect, it } from 'vitest';
import {
  call,
  household,
  parents,
  student,
  t,
  useFamilySaiApp,
} from '../../../test/support/family-sai/family-sai.testing';
import type { TestUser } from '../../../test/support/test-app';
import { awardYearFor } from '../sai-figures/award-year';

/* The SAI a family sees: the award year, GET /api/family/sai and the stored figures. */
useFamilySaiApp();

/** The engine's figures for the answer's year: `yearFigures` with the answer's context, as the server runs it. */
function engineYear(
  inputs: { profile: FamilyProfileInput; student: StudentInput },
  context: YearContext,
): YearFigures {
  return yearFigures({
    profile: inputs.profile,
    student: inputs.student,
    awardYear: context.awardYear,
    baseAwardYear: context.baseAwardYear,
    incomeGrowthPercent: context.incomeGrowthPercent,
    assetGrowthPercent: context.assetGrowthPercent,
    studentsInCollege: context.studentsInCollege,
  });
}

/** The same inputs, as the engine reads them. */
function engineInputs(checking: number): { profile: FamilyProfileInput; student: StudentInput } {
  return {
    profile: answeredProfile({
      ...household,
      checkingAmount: checking,
      parents: parents.map((p) => ({
        age: p.age,
        maritalStatus: p.maritalStatus,
        annualIncome: p.annualIncome,
        filingStatus: p.filingStatus,
        taxPaid: null,
        taxableIncome: null,
      })),
    }),
    student: { incomeAmount: 4_500, taxAmount: 0, savingsAmount: 3_200, utmaAmount: 0, filedTaxes: true },
  };
}

async function completeFamily(): Promise<TestUser> {
  const family = await t.user('family');
  await call(family, 'PUT', '/api/family/profile/family', household);
  for (const parent of parents) await call(family, 'POST', '/api/family/profile/parent', parent);
  await call(family, 'POST', '/api/family/profile/student', student);
  return family;
}

describe('award year', () => {
  it('is the year the student starts college, or the one families file now (from October 1 the next)', () => {
    const november = new Date('2026-11-21T12:00:00Z');
    expect(awardYearFor(2028, november)).toBe('2028-29');
    expect(awardYearFor(2027, november)).toBe('2027-28');
    expect(awardYearFor(2026, november)).toBe('2027-28');
    expect(awardYearFor(null, november)).toBe('2027-28');
    const august = new Date('2026-08-15T12:00:00Z');
    expect(awardYearFor(2026, august)).toBe('2026-27');
    expect(awardYearFor(null, august)).toBe('2026-27');
    expect(awardYearFor(null, new Date('2026-03-01T12:00:00Z'))).toBe('2026-27');
    expect(awardYearFor(null, new Date('2025-09-30T12:00:00Z'))).toBe('2025-26');
  });
});

describe('GET /api/family/sai', () => {
  it('says what is missing before there is a parent and a student', async () => {
    const family = await t.user('family');
    const res = await call(family, 'GET', '/api/family/sai');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      students: [],
      result: null,
      missing: [expect.any(String), expect.any(String)],
    });
  });

  it('returns the aid engine’s SAI with its steps, Pell, institutional estimate and what-ifs, and stores it', async () => {
    const family = await completeFamily();
    const res = await call(family, 'GET', '/api/family/sai');
    expect(res.statusCode).toBe(200);
    const { result, students } = res.json();
    const awardYear = awardYearFor(2027);
    const inputs = engineInputs(18_000);
    expect(result.context).toMatchObject({
      awardYear,
      baseAwardYear: awardYearFor(null),
      studentsInCollege: 1,
    });
    const expected = engineYear(inputs, result.context);
    expect(students).toEqual([expect.objectContaining({ name: 'Sofia', position: 1 })]);
    expect(result.awardYear).toBe(awardYear);
    expect(result.federal.sai).toBe(expected.federalSai);
    expect(result.federal.formula).toBe('A');
    expect(result.federal.groups.map((g: { key: string }) => g.key)).toEqual([
      'income',
      'allowances',
      'available',
      'assets',
      'parentContribution',
      'student',
      'total',
    ]);
    const allSteps = result.federal.groups.flatMap((g: { steps: unknown[] }) => g.steps);
    expect(allSteps).toHaveLength(expected.federal.steps.length);
    expect(result.institutional).toMatchObject({
      label: 'estimate',
      estimate: expected.institutional.estimate,
    });
    expect(result.pell).toMatchObject({ kind: expect.any(String), annualAward: expect.any(Number) });
    // How sure the estimates are: the engine's one list of reasons, from the same profile.
    expect(result.estimateReasons).toEqual(estimateReasons(inputs.profile, awardYear).map((r) => r.text));
    // The tables used and their status, in the engine's words.
    expect(result.tables).toEqual({
      ...(({ awardYear: _a, tablesYear: _t, taxYear: _y, taxTablesYear: _x, federalTables, ...rest }) => ({
        federal: federalTables,
        ...rest,
      }))(awardYearStatus(awardYear) as AwardYearStatus),
    });
    expect(JSON.stringify(result)).not.toMatch(/latest published|no published tables/i);

    const byKey = Object.fromEntries(
      result.sensitivities.map((s: { key: string; federalChange: number }) => [s.key, s.federalChange]),
    );
    // Both are parent assets on the FAFSA: moving brokerage money into a 529 changes nothing.
    expect(byKey['move-to-529']).toBe(0);
    // Student assets count at 20%, parents' at most ~5.6%: moving them lowers the SAI.
    expect(byKey['student-money-to-parent-529']).toBeLessThan(0);
    expect(byKey['parents-earn-more']).toBeGreaterThan(0);
    expect(byKey['one-more-in-college']).toBe(0);

    const profile = (await call(family, 'GET', '/api/family/profile')).json();
    expect(profile.federalSai).toBe(expected.federalSai);
    expect(profile.institutionalSai).toBe(result.institutional.estimate);
    expect(profile.saiComputedAt).not.toBeNull();
  });

  it('recomputes the stored SAI when an input changes', async () => {
    const family = await completeFamily();
    const before = (await call(family, 'GET', '/api/family/profile')).json().federalSai;
    const res = await call(family, 'PUT', '/api/family/profile/family', { checkingAmount: 118_000 });
    const { context } = (await call(family, 'GET', '/api/family/sai')).json().result;
    const expected = engineYear(engineInputs(118_000), context).federalSai;
    expect(res.json().federalSai).toBe(expected);
    expect(expected).toBeGreaterThan(before);
  });

  it('computes for the student asked for, and only among the family’s own students', async () => {
    const family = await completeFamily();
    const second = await call(family, 'POST', '/api/family/profile/student', {
      name: 'Lucas',
      graduationYear: 2030,
      incomeAmount: 0,
      savingsAmount: 800,
    });
    const lucas = second.json().id;
    const res = await call(family, 'GET', `/api/family/sai?studentId=${lucas}`);
    expect(res.json().result).toMatchObject({ studentId: lucas, awardYear: '2030-31', projected: true });

    const other = await t.user('family');
    expect((await call(other, 'GET', `/api/family/sai?studentId=${lucas}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/family/sai?studentId=nope')).statusCode).toBe(400);
  });

  it('asks for a student’s graduation year before showing any figure for that student', async () => {
    const family = await completeFamily();
    const added = await call(family, 'POST', '/api/family/profile/student', { name: 'Nia', incomeAmount: 0 });
    const res = await call(family, 'GET', `/api/family/sai?studentId=${added.json().id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBeNull();
    expect(res.json().missing).toEqual([
      'Add Nia’s high-school graduation year on your profile: it decides which aid year and which tax return the SAI uses.',
    ]);
  });

  it('refuses other roles', async () => {
    const admin = await t.user('admin');
    expect((await call(admin, 'GET', '/api/family/sai')).statusCode).toBe(403);
    expect(
      (await call(admin, 'GET', '/api/family/tax-estimate?wages=1&filingStatus=single')).statusCode,
    ).toBe(403);
  });
});
