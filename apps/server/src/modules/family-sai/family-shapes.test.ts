import { describe, expect, it } from 'vitest';
import { call, t, useFamilySaiApp } from '../../../test/support/family-sai/family-sai.testing';
import type { TestUser } from '../../../test/support/test-app';

/* Issue 21 through the API: who reports comes from the answers, three adults, independent students, parents who
 * refuse, the FAFSA's other questions and the cross-checks. */
useFamilySaiApp();

const divorcedHousehold = {
  state: 'OH',
  familyMembersCount: 2,
  familyMembersInCollege: 1,
  childrenUnder17: 0,
};
const mom = {
  firstName: 'Ana',
  lastName: 'Diaz',
  age: 45,
  annualIncome: 50_000,
  filingStatus: 'head_of_household',
};
const dad = {
  firstName: 'Ben',
  lastName: 'Diaz',
  age: 47,
  annualIncome: 150_000,
  filingStatus: 'head_of_household',
};
const kid = {
  name: 'Cam',
  graduationYear: 2027,
  filedTaxes: false,
  incomeAmount: 0,
  savingsAmount: 0,
  utmaAmount: 0,
};

async function divorcedFamily(order: 'mom-first' | 'dad-first', supporter: 'mom' | 'dad'): Promise<TestUser> {
  const family = await t.user('family');
  await call(family, 'PUT', '/api/family/profile/family', {
    ...divorcedHousehold,
    parentsMaritalStatus: 'divorced',
  });
  const adults = order === 'mom-first' ? [mom, dad] : [dad, mom];
  for (const p of adults) {
    const more = (p === mom) === (supporter === 'mom');
    const res = await call(family, 'POST', '/api/family/profile/parent', { ...p, providedMoreSupport: more });
    expect(res.statusCode).toBe(201);
  }
  expect((await call(family, 'POST', '/api/family/profile/student', kid)).statusCode).toBe(201);
  return family;
}

async function saiOf(user: TestUser) {
  const res = await call(user, 'GET', '/api/family/sai');
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('divorced parents: the parent who provided more support reports', () => {
  it('the same SAI in either order of entry, and the answer names who reported', async () => {
    const a = await saiOf(await divorcedFamily('mom-first', 'mom'));
    const b = await saiOf(await divorcedFamily('dad-first', 'mom'));
    expect(a.result.federal.sai).toBe(b.result.federal.sai);
    expect(a.result.reporting.who).toMatch(/^Parent 1, who provided more financial support/);
    expect(b.result.reporting.who).toMatch(/^Parent 2, who provided more financial support/);
    expect(a.result.federal.formula).toBe('A');
    // Dad, the other parent: his own line in the institutional estimate, left out of the low end.
    expect(a.result.institutional.otherParent.contribution).toBeGreaterThan(0);
    expect(a.result.institutional.estimate).toBeGreaterThan(a.result.institutional.low);
    const dadReports = await saiOf(await divorcedFamily('mom-first', 'dad'));
    expect(dadReports.result.federal.sai).toBeGreaterThan(a.result.federal.sai);
  });

  it('one Yes at a time: marking the other parent turns the first one’s Yes into No', async () => {
    const family = await divorcedFamily('mom-first', 'mom');
    const profile = (await call(family, 'GET', '/api/family/profile')).json();
    const [first, second] = profile.parents;
    const res = await call(family, 'PUT', `/api/family/profile/parent/${second.id}/family`, {
      providedMoreSupport: true,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().parents;
    expect(after.find((p: { id: string }) => p.id === first.id).providedMoreSupport).toBe(false);
    expect(after.find((p: { id: string }) => p.id === second.id).providedMoreSupport).toBe(true);
  });
});

describe('three adults', () => {
  it('a remarried parent with a stepparent: the stepparent reports; a fourth adult or a second stepparent is refused', async () => {
    const family = await divorcedFamily('mom-first', 'mom');
    await call(family, 'PUT', '/api/family/profile/family', {
      reportingParentRemarried: true,
      familyMembersCount: 3,
    });
    const step = {
      firstName: 'Cy',
      lastName: 'Ng',
      age: 50,
      annualIncome: 60_000,
      relationship: 'stepparent',
    };
    expect((await call(family, 'POST', '/api/family/profile/parent', step)).statusCode).toBe(201);
    const sai = await saiOf(family);
    expect(sai.result.reporting.who).toMatch(/and the stepparent/);
    const again = await call(family, 'POST', '/api/family/profile/parent', { ...step, firstName: 'Di' });
    expect(again.statusCode).toBe(409);
  });

  it('a third legal parent is refused with a message', async () => {
    const family = await divorcedFamily('mom-first', 'mom');
    const res = await call(family, 'POST', '/api/family/profile/parent', {
      firstName: 'Ed',
      relationship: 'parent',
    });
    expect(res.statusCode).toBe(409);
    expect(JSON.stringify(res.json())).toMatch(/two legal parents/);
  });
});

describe('independent students and parents who refuse', () => {
  it('a student born in 2000 is independent: Formula B from the student’s own income, with no parent', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { state: 'OH', familyMembersCount: 1 });
    await call(family, 'POST', '/api/family/profile/student', {
      name: 'Dee',
      graduationYear: 2026,
      birthYear: 2000,
      incomeAmount: 40_000,
      taxAmount: 2_500,
      filedTaxes: true,
    });
    const sai = await saiOf(family);
    expect(sai.result.federal.formula).toBe('B');
    expect(sai.result.reporting.who).toBe('The student');
    expect(sai.result.reporting.dependency).toBe('independent');
    // "What would change your SAI": the student's own levers, no parent's, each moving this student's SAI.
    const levers = sai.result.sensitivities as {
      key: string;
      label: string;
      description: string;
      federalChange: number;
    }[];
    expect(levers.map((l) => l.key)).toEqual([
      'student-earns-more',
      'student-saves-more',
      'one-more-dependant',
    ]);
    for (const l of levers) expect(`${l.label} ${l.description}`).not.toMatch(/parent/i);
    // $10,000 more pay, less its re-estimated tax and payroll tax, half counted (Formula B): under $5,000.
    expect(levers[0]?.federalChange).toBeGreaterThan(3_000);
    expect(levers[0]?.federalChange).toBeLessThan(5_000);
    expect(levers[2]?.federalChange).toBeLessThan(0);
  });

  it('a student supporting a child: Formula C', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { state: 'OH', familyMembersCount: 2 });
    await call(family, 'POST', '/api/family/profile/student', {
      name: 'Eve',
      graduationYear: 2026,
      dependency: { supportsDependants: true },
      householdSize: 2,
      incomeAmount: 90_000,
      taxAmount: 8_000,
      filedTaxes: true,
    });
    expect((await saiOf(family)).result.federal.formula).toBe('C');
  });

  it('parents who refuse: no SAI, unsubsidized loans only', async () => {
    const family = await divorcedFamily('mom-first', 'mom');
    const profile = (await call(family, 'GET', '/api/family/profile')).json();
    await call(family, 'PUT', `/api/family/profile/student/${profile.students[0].id}/family`, {
      dependency: { parentsRefuse: true },
    });
    const sai = await saiOf(family);
    expect(sai.result).toBeNull();
    expect(sai.noSai).toMatch(/Unsubsidized loans only/);
  });
});

describe('the FAFSA’s other questions and the cross-checks', () => {
  it('foreign income takes a single parent out of Maximum Pell; the profile keeps the answer', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', {
      ...divorcedHousehold,
      parentsMaritalStatus: 'single',
    });
    await call(family, 'POST', '/api/family/profile/parent', {
      ...mom,
      annualIncome: 40_000,
      taxPaid: 1_000,
    });
    await call(family, 'POST', '/api/family/profile/student', kid);
    expect((await saiOf(family)).result.federal.maxPell.eligible).toBe(true);
    const res = await call(family, 'PUT', '/api/family/profile/family', { foreignIncome: 10_000 });
    expect(res.statusCode).toBe(200);
    expect((await saiOf(family)).result.federal.maxPell.eligible).toBe(false);
    expect(res.json().foreignIncome).toBe(10_000);
  });

  it('refuses a household smaller than the people entered, and a student older than a parent', async () => {
    const family = await divorcedFamily('mom-first', 'mom');
    const small = await call(family, 'PUT', '/api/family/profile/family', { familyMembersCount: 1 });
    expect(small.statusCode).toBe(400);
    expect(JSON.stringify(small.json())).toMatch(/smaller than the 2 people entered/);
    const profile = (await call(family, 'GET', '/api/family/profile')).json();
    const old = await call(family, 'PUT', `/api/family/profile/student/${profile.students[0].id}/family`, {
      birthYear: 1975,
    });
    expect(old.statusCode).toBe(400);
    expect(JSON.stringify(old.json())).toMatch(/cannot be the child of a parent aged 45/);
  });

  it('refuses a senior graduating three years from now', async () => {
    const family = await t.user('family');
    const res = await call(family, 'POST', '/api/family/profile/student', {
      name: 'Fay',
      graduationYear: new Date().getUTCFullYear() + 3,
      overallStudentType: 'high_school_senior',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/A high school senior finishes high school in/);
  });
});
