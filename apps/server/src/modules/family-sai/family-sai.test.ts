import {
  computeSai,
  estimateFederalTaxes,
  estimateInstitutionalSai,
  estimateReasons,
  type FamilyProfileInput,
  type StudentInput,
  saiRequestFromProfile,
} from '@ccp/aid-engine';
import { answeredProfile } from '@ccp/aid-engine/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { awardYearFor } from '../sai-figures/award-year';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function call(user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

const household = {
  state: 'OH',
  familyMembersCount: 4,
  familyMembersInCollege: 1,
  filingStatus: 'married_joint',
  checkingAmount: 18_000,
  taxableBrokerageAccountsAmount: 25_000,
  collegeSavingsAccountsAmount: 42_000,
  annualRetirementAmount: 12_000,
  primaryResidence: 'own',
  residenceEquity: 180_000,
  has401k: true,
} as const;
const parents = [
  {
    firstName: 'Maria',
    lastName: 'Rivera',
    age: 46,
    maritalStatus: 'married',
    annualIncome: 92_000,
    filingStatus: 'married_joint',
  },
  {
    firstName: 'David',
    lastName: 'Rivera',
    age: 48,
    maritalStatus: 'married',
    annualIncome: 68_000,
    filingStatus: 'married_joint',
  },
] as const;
const student = {
  name: 'Sofia',
  graduationYear: 2027,
  filedTaxes: true,
  taxAmount: 0,
  incomeAmount: 4_500,
  savingsAmount: 3_200,
  utmaAmount: 0,
} as const;

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
  const today = new Date('2026-11-21T12:00:00Z');
  it('is the year the student starts college, or the current one', () => {
    expect(awardYearFor(2027, today)).toBe('2027-28');
    expect(awardYearFor(2026, today)).toBe('2026-27');
    expect(awardYearFor(2020, today)).toBe('2026-27');
    expect(awardYearFor(null, today)).toBe('2026-27');
    expect(awardYearFor(null, new Date('2026-03-01T12:00:00Z'))).toBe('2025-26');
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
    const expected = computeSai(saiRequestFromProfile(inputs.profile, inputs.student, awardYear).request);
    expect(students).toEqual([expect.objectContaining({ name: 'Sofia', position: 1 })]);
    expect(result.awardYear).toBe(awardYear);
    expect(result.federal.sai).toBe(expected.sai);
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
    expect(allSteps).toHaveLength(expected.steps.length);
    expect(result.institutional).toMatchObject({
      label: 'estimate',
      estimate: estimateInstitutionalSai(inputs.profile, inputs.student, { awardYear }).estimate,
    });
    expect(result.pell).toMatchObject({ kind: expect.any(String), annualAward: expect.any(Number) });
    // How sure the estimates are: the engine's one list of reasons, from the same profile.
    expect(result.estimateReasons).toEqual(estimateReasons(inputs.profile).map((r) => r.text));

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
    expect(profile.federalSai).toBe(expected.sai);
    expect(profile.institutionalSai).toBe(result.institutional.estimate);
    expect(profile.saiComputedAt).not.toBeNull();
  });

  it('recomputes the stored SAI when an input changes', async () => {
    const family = await completeFamily();
    const before = (await call(family, 'GET', '/api/family/profile')).json().federalSai;
    const res = await call(family, 'PUT', '/api/family/profile/family', { checkingAmount: 118_000 });
    const inputs = engineInputs(118_000);
    const expected = computeSai(
      saiRequestFromProfile(inputs.profile, inputs.student, awardYearFor(2027)).request,
    ).sai;
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

describe('one income, one tax (ADR 0021)', () => {
  it('saves each parent’s retirement kinds, and the tax estimate and the SAI use the same AGI', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { ...household, annualRetirementAmount: null });
    // 85,000 with a 401(k) of 8,000; 40,000 with a Roth of 4,000 (changes nothing).
    const first = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[0],
      annualIncome: 85_000,
      preTaxRetirementAmount: 8_000,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().profile.parents[0]).toMatchObject({
      preTaxRetirementAmount: 8_000,
      deductibleIraAmount: null,
    });
    const second = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[1],
      annualIncome: 40_000,
      rothRetirementAmount: 4_000,
    });
    expect(second.json().profile.parents[1]).toMatchObject({ rothRetirementAmount: 4_000 });
    await call(family, 'POST', '/api/family/profile/student', student);

    // The form's estimate for the joint return: AGI 117,000; tax 2,320 + 12% × 64,600 = 10,072.
    const estimate = await call(
      family,
      'GET',
      '/api/family/tax-estimate?wages=85000&spouseWages=40000&filingStatus=married_joint&preTaxRetirement=8000',
    );
    expect(estimate.json()).toMatchObject({ agi: 117_000, incomeTax: 10_072 });

    // The SAI's parents' total income is the same 117,000, and its income tax allowance the same 10,072.
    const sai = (await call(family, 'GET', '/api/family/sai')).json();
    const steps = sai.result.federal.groups.flatMap(
      (g: { steps: { label: string; amount: number }[] }) => g.steps,
    );
    expect(steps.find((s: { label: string }) => s.label === 'Parents’ total income')?.amount).toBe(117_000);
    expect(steps.some((s: { amount: number }) => s.amount === 10_072)).toBe(true);
  });

  it('deleting one of two joint-filing parents clears the joint tax, estimated again on one income', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { ...household, annualRetirementAmount: null });
    const maria = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[0],
      taxPaid: 14_000,
      taxableIncome: 130_800,
    });
    const david = await call(family, 'POST', '/api/family/profile/parent', parents[1]);
    await call(family, 'POST', '/api/family/profile/student', student);
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/family/delete-parent/${david.json().id}`,
      headers: family.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().parents).toEqual([
      expect.objectContaining({ id: maria.json().id, taxPaid: null, taxableIncome: null }),
    ]);
    // Maria alone, still married filing jointly: AGI 92,000; taxable 62,800; 2,320 + 12% × 39,600 = 7,072.
    const sai = (await call(family, 'GET', '/api/family/sai')).json();
    const steps = sai.result.federal.groups.flatMap(
      (g: { steps: { label: string; amount: number }[] }) => g.steps,
    );
    expect(steps.find((s: { label: string }) => s.label === 'Parents’ total income')?.amount).toBe(92_000);
    expect(steps.some((s: { amount: number }) => s.amount === 7_072)).toBe(true);
  });

  it('refuses a negative or non-numeric retirement amount, changing nothing', async () => {
    const family = await t.user('family');
    const res = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[0],
      deductibleIraAmount: -5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('deductibleIraAmount');
    expect((await call(family, 'GET', '/api/family/profile')).json().parents).toEqual([]);
  });
});

describe('self-employment income (ADR 0038)', () => {
  it('saves a parent’s Schedule C net profit; the tax estimate, the SAI and the reasons count it', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { ...household, annualRetirementAmount: null });
    const first = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[0],
      annualIncome: 60_000,
      scheduleCNetProfit: 25_000,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().profile.parents[0]).toMatchObject({ scheduleCNetProfit: 25_000 });
    await call(family, 'POST', '/api/family/profile/parent', { ...parents[1], annualIncome: 40_000 });
    await call(family, 'POST', '/api/family/profile/student', student);

    // The form's estimate for the joint return: AGI 60,000 + 25,000 + 40,000 = 125,000; taxable 125,000 −
    // 29,200 = 95,800; 2,320 + 12% × (94,300 − 23,200) + 22% × 1,500 = 11,182.
    const estimate = await call(
      family,
      'GET',
      '/api/family/tax-estimate?wages=60000&spouseWages=40000&filingStatus=married_joint&scheduleC=25000',
    );
    expect(estimate.statusCode).toBe(200);
    expect(estimate.json()).toMatchObject({ agi: 125_000, incomeTax: 11_182 });

    const sai = (await call(family, 'GET', '/api/family/sai')).json();
    const steps = sai.result.federal.groups.flatMap(
      (g: { steps: { label: string; amount: number }[] }) => g.steps,
    );
    expect(steps.find((s: { label: string }) => s.label === 'Parents’ total income')?.amount).toBe(125_000);
    expect(steps.some((s: { amount: number }) => s.amount === 11_182)).toBe(true);
    expect(sai.result.estimateReasons).toContain(
      'Self-employment income: taxes estimated without self-employment tax, and colleges may ask for business records',
    );

    // A loss is negative; cents and absurd figures are refused with the field named, nothing changed.
    const id = first.json().id;
    const loss = await call(family, 'PUT', `/api/family/profile/parent/${id}/family`, {
      scheduleCNetProfit: -4_000,
    });
    expect(loss.statusCode).toBe(200);
    for (const bad of [1.5, -200_000_000, 'lots']) {
      const res = await call(family, 'PUT', `/api/family/profile/parent/${id}/family`, {
        scheduleCNetProfit: bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('scheduleCNetProfit');
    }
    const saved = (await call(family, 'GET', '/api/family/profile')).json();
    expect(saved.parents[0].scheduleCNetProfit).toBe(-4_000);
  });
});

describe('GET /api/family/tax-estimate', () => {
  it('gives the engine’s estimate, joint returns on both incomes', async () => {
    const family = await t.user('family');
    const res = await call(
      family,
      'GET',
      '/api/family/tax-estimate?wages=92000&spouseWages=68000&filingStatus=married_joint',
    );
    expect(res.statusCode).toBe(200);
    const engine = estimateFederalTaxes({
      wages: 92_000,
      spouseWages: 68_000,
      filingStatus: 'married_joint',
      taxYear: 2024,
    });
    expect(res.json()).toMatchObject({
      incomeTax: engine.incomeTax,
      taxableIncome: engine.taxableIncome,
      standardDeduction: engine.standardDeduction,
    });
  });

  it('refuses negative, non-numeric and absurd wages with field errors', async () => {
    const family = await t.user('family');
    for (const wages of ['-5', 'abc', '1000000000000']) {
      const res = await call(family, 'GET', `/api/family/tax-estimate?wages=${wages}&filingStatus=single`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('wages');
    }
  });
});
