import { computeSai } from '@ccp/aid-engine';
import { describe, expect, it } from 'vitest';
import { call, t, useFamilySaiApp } from '../../../test/support/family-sai/family-sai.testing';
import type { TestUser } from '../../../test/support/test-app';

/* Issue 21: an independent student finishes onboarding with no parent and gets Formula B (no dependants other than
 * a spouse) or C (dependants); a dependent student still needs a parent. The SAI is checked against the engine's
 * Formula B/C core (itself tested on the official records) on a request written out by hand. */
useFamilySaiApp();

async function studentOnly(student: Record<string, unknown>, householdSize: number): Promise<TestUser> {
  const family = await t.user('family');
  const res = await call(family, 'PUT', '/api/family/profile/family', {
    state: 'OH',
    familyMembersCount: householdSize,
    familyMembersInCollege: 1,
  });
  expect(res.statusCode).toBe(200);
  expect((await call(family, 'POST', '/api/family/profile/student', student)).statusCode).toBe(201);
  return family;
}

const finish = (user: TestUser) => call(user, 'PUT', '/api/family/profile/done-onboarding/family');

describe('an independent student finishes onboarding without a parent', () => {
  it('born in 2000, no dependants: onboarding completes and the SAI is Formula B, the student reporting', async () => {
    const family = await studentOnly(
      {
        name: 'Dee',
        graduationYear: 2026,
        birthYear: 2000,
        incomeAmount: 40_000,
        taxAmount: 2_500,
        filedTaxes: true,
        savingsAmount: 0,
        utmaAmount: 0,
      },
      1,
    );
    const done = await finish(family);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ completeOnboarding: true, invitationStatus: 'active', parents: [] });

    const sai = (await call(family, 'GET', '/api/family/sai')).json();
    expect(sai.missing).toEqual([]);
    expect(sai.result.federal.formula).toBe('B');
    expect(sai.result.reporting.who).toBe('The student');
    // The same answers written as the FAFSA's own request: single filer, household of 1, AGI under $60,000 so
    // assets are not asked.
    const byHand = computeSai({
      awardYear: sai.result.awardYear,
      formula: 'B',
      familySize: 1,
      studentMaritalStatusCode: 1,
      studentStateOfResidence: 'OH',
      student: {
        filedTaxReturn: 1,
        filingStatus: 1,
        agi: 40_000,
        incomeTaxPaid: 2_500,
        incomeEarnedFromWork: 40_000,
        cashSavingsChecking: 0,
        investmentsNetWorth: 0,
      },
    });
    expect(sai.result.federal.sai).toBe(byHand.sai);
    expect(sai.result.federal.sai).toBeGreaterThan(0);
  });

  it('supporting a child (household of 2): onboarding completes and the SAI is Formula C', async () => {
    const family = await studentOnly(
      {
        name: 'Eve',
        graduationYear: 2026,
        dependency: { supportsDependants: true },
        householdSize: 2,
        incomeAmount: 90_000,
        taxAmount: 8_000,
        filedTaxes: true,
        savingsAmount: 10_000,
        utmaAmount: 0,
      },
      2,
    );
    expect((await finish(family)).statusCode).toBe(200);
    const sai = (await call(family, 'GET', '/api/family/sai')).json();
    expect(sai.result.federal.formula).toBe('C');
    const byHand = computeSai({
      awardYear: sai.result.awardYear,
      formula: 'C',
      familySize: 2,
      studentMaritalStatusCode: 1,
      studentStateOfResidence: 'OH',
      student: {
        filedTaxReturn: 1,
        filingStatus: 4,
        agi: 90_000,
        incomeTaxPaid: 8_000,
        incomeEarnedFromWork: 90_000,
        cashSavingsChecking: 10_000,
        investmentsNetWorth: 0,
      },
    });
    expect(sai.result.federal.sai).toBe(byHand.sai);
    // More income than Formula B's single student: Formula C's allowance for the child keeps it below income.
    expect(sai.result.federal.sai).toBeGreaterThan(0);
  });

  it('a dependent student still needs a parent: the finish is refused with a message and nothing changes', async () => {
    const family = await studentOnly({ name: 'Kai', graduationYear: 2027, birthYear: 2009 }, 2);
    const res = await finish(family);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.parents).toBe(
      'Add at least one parent (Parents step), or answer the dependency questions if the student is independent (Students step).',
    );
    expect((await call(family, 'GET', '/api/family/profile')).json().completeOnboarding).toBe(false);
  });

  it('two students, one independent and one dependent: a parent is still needed', async () => {
    const family = await studentOnly({ name: 'Dee', graduationYear: 2026, birthYear: 2000 }, 2);
    await call(family, 'POST', '/api/family/profile/student', { name: 'Kai', graduationYear: 2027 });
    const res = await finish(family);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.parents).toMatch(/unless every student is independent/);
  });
});

describe('the FAFSA’s other questions on an independent student’s own return', () => {
  it('with no parent, foreign income is the student’s, and Schedule A ends the asset exemption', async () => {
    const base = {
      name: 'Dee',
      graduationYear: 2026,
      birthYear: 2000,
      incomeAmount: 40_000,
      taxAmount: 2_500,
      filedTaxes: true,
      savingsAmount: 30_000,
      utmaAmount: 0,
    };
    const plain = await studentOnly(base, 1);
    const before = (await call(plain, 'GET', '/api/family/sai')).json().result.federal.sai;

    const abroad = await studentOnly(base, 1);
    await call(abroad, 'PUT', '/api/family/profile/family', { foreignIncome: 10_000 });
    const withForeign = (await call(abroad, 'GET', '/api/family/sai')).json().result.federal.sai;
    // Foreign income adds to total income: half of the extra available income (Formula B) is counted.
    expect(withForeign).toBeGreaterThan(before);

    const itemiser = await studentOnly(base, 1);
    await call(itemiser, 'PUT', '/api/family/profile/family', { filedSchedulesABDEFH: true });
    const withSchedules = (await call(itemiser, 'GET', '/api/family/sai')).json().result.federal.sai;
    // Schedule A filed: the $30,000 savings are asked although the AGI is under $60,000.
    expect(withSchedules).toBeGreaterThan(before);
  });
});
