import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function call(
  user: TestUser,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

async function profileOf(user: TestUser) {
  const res = await call(user, 'GET', '/api/family/profile');
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function addParent(user: TestUser, body: object = { firstName: 'Ana', lastName: 'Lopez' }) {
  return call(user, 'POST', '/api/family/profile/parent', body);
}

async function addStudent(user: TestUser, body: object = { name: 'Sam', graduationYear: 2027 }) {
  return call(user, 'POST', '/api/family/profile/student', body);
}

describe('profile read and write', () => {
  it('starts empty for a new family, with onboarding at the first step', async () => {
    const family = await t.user('family', { name: 'The Parks' });
    const profile = await profileOf(family);
    expect(profile).toMatchObject({
      name: 'The Parks',
      invitationStatus: 'pending',
      completeOnboarding: false,
      onboarding: { currentStep: 0, completedSteps: [], subSteps: {} },
      parents: [],
      students: [],
      federalSai: null,
      hiddenElements: [],
      helpRequest: null,
    });
  });

  it('saves household and finance answers, and audits the write with the actor', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/profile/family', {
      state: 'TX',
      familyMembersCount: 4,
      familyMembersInCollege: 1,
      filingStatus: 'married_joint',
      checkingAmount: 12_000,
      collegeSavingsAccountsAmount: 30_000,
      primaryResidence: 'own',
      residenceEquity: 150_000,
      has401k: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'TX',
      familyMembersCount: 4,
      checkingAmount: 12_000,
      residenceEquity: 150_000,
      has401k: true,
    });
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorUserId, family.userId));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'profile.update', actorRole: 'family', familyId: res.json().id }),
    ]);
    expect(audit[0]!.details).toMatchObject({ fields: expect.arrayContaining(['state', 'checkingAmount']) });
  });

  it('refuses negative, non-numeric, fractional and absurd amounts with field errors, and changes nothing', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { checkingAmount: 5_000, state: 'OH' });
    const before = await profileOf(family);
    const res = await call(family, 'PUT', '/api/family/profile/family', {
      state: 'NY',
      checkingAmount: -1,
      taxableBrokerageAccountsAmount: 'lots',
      collegeSavingsAccountsAmount: 1_000_000_000_000,
      annualRetirementAmount: 12.5,
      familyMembersCount: 40,
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      checkingAmount: 'The amount cannot be negative.',
      taxableBrokerageAccountsAmount: 'Enter an amount in whole dollars.',
      collegeSavingsAccountsAmount: 'That amount is too large. Enter a value up to $100,000,000.',
      annualRetirementAmount: 'Enter a whole-dollar amount, without cents.',
      familyMembersCount: expect.stringContaining('between 1 and 10'),
    });
    expect(await profileOf(family)).toEqual(before);
  });

  it('asks amounts only after a Yes: an amount without a Yes is refused, and a No clears it', async () => {
    const family = await t.user('family');
    const refused = await call(family, 'PUT', '/api/family/profile/family', { annuitiesAmount: 8_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.annuitiesAmount).toContain('Answer Yes');

    const yes = await call(family, 'PUT', '/api/family/profile/family', {
      hasAnnuities: true,
      annuitiesAmount: 8_000,
      ownsInvestmentProperty: true,
      investmentEquity: 60_000,
    });
    expect(yes.json()).toMatchObject({
      hasAnnuities: true,
      annuitiesAmount: 8_000,
      investmentEquity: 60_000,
    });

    const no = await call(family, 'PUT', '/api/family/profile/family', { hasAnnuities: false });
    expect(no.json()).toMatchObject({ hasAnnuities: false, annuitiesAmount: null, investmentEquity: 60_000 });

    await call(family, 'PUT', '/api/family/profile/family', {
      primaryResidence: 'own',
      residenceEquity: 90_000,
    });
    const rent = await call(family, 'PUT', '/api/family/profile/family', { primaryResidence: 'rent' });
    expect(rent.json()).toMatchObject({ primaryResidence: 'rent', residenceEquity: null });
  });

  it('refuses more in college than live in the household', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/profile/family', {
      familyMembersCount: 2,
      familyMembersInCollege: 3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.familyMembersInCollege).toContain('cannot be more');
  });

  it('accepts only the family suffix for a family; admin and agent suffixes are refused', async () => {
    const family = await t.user('family');
    for (const role of ['admin', 'agent']) {
      const res = await call(family, 'PUT', `/api/family/profile/${role}`, { state: 'CA' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const bad = await call(family, 'PUT', '/api/family/profile/owner', { state: 'CA' });
    expect(bad.statusCode).toBe(400);
    expect((await profileOf(family)).state).toBeNull();
  });
});

describe('parents', () => {
  it('adds up to two parents, edits them, refuses a third, and deletes one', async () => {
    const family = await t.user('family');
    const first = await addParent(family, {
      firstName: 'Maya',
      lastName: 'Chen',
      age: 47,
      maritalStatus: 'married',
      annualIncome: 98_000,
      filingStatus: 'married_joint',
      taxPaid: 8_400,
    });
    expect(first.statusCode).toBe(201);
    const { id, profile } = first.json();
    expect(profile.parents).toEqual([expect.objectContaining({ id, position: 1, firstName: 'Maya' })]);

    const second = await addParent(family, { firstName: 'Wei', lastName: 'Chen' });
    expect(second.statusCode).toBe(201);
    const third = await addParent(family, { firstName: 'Extra' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toContain('at most 2 parents');

    const edited = await call(family, 'PUT', `/api/family/profile/parent/${second.json().id}/family`, {
      annualIncome: 61_000,
      age: 49,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().parents[1]).toMatchObject({ firstName: 'Wei', annualIncome: 61_000, age: 49 });

    const invalid = await call(family, 'PUT', `/api/family/profile/parent/${id}/family`, {
      annualIncome: -5,
      age: 7,
      maritalStatus: 'complicated',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual(['age', 'annualIncome', 'maritalStatus']);
    expect((await profileOf(family)).parents[0]).toMatchObject({
      annualIncome: 98_000,
      age: 47,
      maritalStatus: 'married',
    });

    const deleted = await call(family, 'DELETE', `/api/family/delete-parent/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().parents).toEqual([expect.objectContaining({ firstName: 'Wei', position: 1 })]);

    const last = await call(family, 'DELETE', `/api/family/delete-parent/${second.json().id}`);
    expect(last.statusCode).toBe(409);
  });

  it('requires a first name', async () => {
    const family = await t.user('family');
    const res = await addParent(family, { lastName: 'Only' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('firstName');
  });
});

describe('students', () => {
  it('adds students 1st to 8th and refuses a 9th with a clear message', async () => {
    const family = await t.user('family');
    for (let i = 1; i <= 8; i += 1) {
      const res = await addStudent(family, { name: `Student ${i}`, graduationYear: 2026 + i });
      expect(res.statusCode).toBe(201);
    }
    const ninth = await addStudent(family, { name: 'Student 9' });
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('at most 8 students'),
    });
    const profile = await profileOf(family);
    expect(profile.students.map((s: { position: number }) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const removed = await call(family, 'DELETE', `/api/family/delete-student/${profile.students[2].id}`);
    expect(
      removed.json().students.map((s: { name: string; position: number }) => [s.position, s.name]),
    ).toEqual([
      [1, 'Student 1'],
      [2, 'Student 2'],
      [3, 'Student 4'],
      [4, 'Student 5'],
      [5, 'Student 6'],
      [6, 'Student 7'],
      [7, 'Student 8'],
    ]);
  });

  it('validates scores and amounts, and clears tax paid when no return was filed', async () => {
    const family = await t.user('family');
    const created = await addStudent(family, {
      name: 'Rae',
      graduationYear: 2027,
      overallStudentType: 'high_school_junior',
      gpa: 3.7,
      sat: 1310,
      act: 28,
      filedTaxes: true,
      taxAmount: 150,
      incomeAmount: 5_200,
      savingsAmount: 2_000,
      utmaAmount: 0,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const invalid = await call(family, 'PUT', `/api/family/profile/student/${id}/family`, {
      sat: 1700,
      act: 0,
      gpa: 6,
      savingsAmount: -20,
      graduationYear: 1990,
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual([
      'act',
      'gpa',
      'graduationYear',
      'sat',
      'savingsAmount',
    ]);
    expect((await profileOf(family)).students[0]).toMatchObject({
      sat: 1310,
      act: 28,
      gpa: 3.7,
      savingsAmount: 2_000,
    });

    const noReturn = await call(family, 'PUT', `/api/family/profile/student/${id}/family`, {
      filedTaxes: false,
    });
    expect(noReturn.json().students[0]).toMatchObject({
      filedTaxes: false,
      taxAmount: null,
      incomeAmount: 5_200,
    });
  });
});

describe('a family sees and changes only its own data', () => {
  it('keeps other families rows invisible and untouchable', async () => {
    const owner = await t.user('family');
    const other = await t.user('family');
    const parent = (await addParent(owner, { firstName: 'Owner', annualIncome: 70_000 })).json().id;
    await addParent(owner, { firstName: 'Second' });
    const student = (await addStudent(owner, { name: 'Owned', graduationYear: 2028 })).json().id;
    await addStudent(owner, { name: 'Second student' });
    const before = await profileOf(owner);

    const otherProfile = await profileOf(other);
    expect(otherProfile.id).not.toBe(before.id);
    expect(otherProfile.parents).toEqual([]);
    expect(otherProfile.students).toEqual([]);

    const attempts = [
      await call(other, 'PUT', `/api/family/profile/parent/${parent}/family`, { annualIncome: 1 }),
      await call(other, 'DELETE', `/api/family/delete-parent/${parent}`),
      await call(other, 'PUT', `/api/family/profile/student/${student}/family`, { name: 'Hijacked' }),
      await call(other, 'DELETE', `/api/family/delete-student/${student}`),
      await call(other, 'PUT', `/api/family/profile/parent/${MISSING_ID}/family`, { annualIncome: 1 }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await profileOf(owner)).toEqual(before);
  });

  it('refuses other roles with 403 and anonymous callers with 401', async () => {
    for (const role of ['admin', 'financial_agent', 'admission_professional'] as const) {
      const staff = await t.user(role);
      expect((await call(staff, 'GET', '/api/family/profile')).statusCode).toBe(403);
      expect((await call(staff, 'PUT', '/api/family/profile/family', { state: 'CA' })).statusCode).toBe(403);
      expect((await call(staff, 'POST', '/api/family/profile/student', { name: 'X' })).statusCode).toBe(403);
    }
    const anonymous = await t.inject({ method: 'GET', url: '/api/family/profile' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('onboarding', () => {
  it('saves progress on every sub-step and returns it on the next visit', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/onboarding/progress', {
      currentStep: 2,
      completedSteps: [0, 1],
      subSteps: { household: 3, parents: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(family)).onboarding).toEqual({
      currentStep: 2,
      completedSteps: [0, 1],
      subSteps: { household: 3, parents: 1 },
    });
    const outOfRange = await call(family, 'PUT', '/api/family/onboarding/progress', {
      currentStep: 9,
      completedSteps: [],
      subSteps: { pets: 1 },
    });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('finishes only with the essential answers, then the family is active', async () => {
    const family = await t.user('family');
    const early = await call(family, 'PUT', '/api/family/profile/done-onboarding/family');
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().error.fields).sort()).toEqual([
      'familyMembersCount',
      'familyMembersInCollege',
      'parents',
      'state',
      'students',
    ]);

    await call(family, 'PUT', '/api/family/profile/family', {
      state: 'WA',
      familyMembersCount: 3,
      familyMembersInCollege: 1,
    });
    await addParent(family, { firstName: 'Jo', annualIncome: 55_000, filingStatus: 'head_of_household' });
    await addStudent(family, { name: 'Kai', graduationYear: 2027 });
    const done = await call(family, 'PUT', '/api/family/profile/done-onboarding/family');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      completeOnboarding: true,
      invitationStatus: 'active',
      onboarding: { completedSteps: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    });
    const me = await call(family, 'GET', '/api/me');
    expect(me.json().family).toMatchObject({ invitationStatus: 'active', completeOnboarding: true });
  });
});

describe('hidden elements and help', () => {
  it('hides the banner and the guide for good', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/profile/hidden-elements', {
      element: 'awaiting-banner',
    });
    expect(res.json()).toEqual({ hiddenElements: ['awaiting-banner'] });
    await call(family, 'PUT', '/api/family/profile/hidden-elements', {
      element: 'onboarding-guide',
      hidden: true,
    });
    expect((await profileOf(family)).hiddenElements).toEqual(['awaiting-banner', 'onboarding-guide']);
    const unknown = await call(family, 'PUT', '/api/family/profile/hidden-elements', {
      element: 'everything',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('records a help request with its time, once while it is open', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/profile/request-help', {
      message: 'Is our 529 counted?',
    });
    expect(res.statusCode).toBe(200);
    const { helpRequest, alreadyOpen } = res.json();
    expect(alreadyOpen).toBe(false);
    expect(Date.now() - Date.parse(helpRequest.requestedAt)).toBeLessThan(60_000);
    const again = await call(family, 'PUT', '/api/family/profile/request-help', {});
    expect(again.json()).toMatchObject({ alreadyOpen: true, helpRequest: { id: helpRequest.id } });
    expect((await profileOf(family)).helpRequest).toMatchObject({ message: 'Is our 529 counted?' });
  });
});
