import { schoolYearEnd } from '@ccp/contracts/family-rules';
import { describe, expect, it } from 'vitest';
import {
  addParent,
  addStudent,
  call,
  MISSING_ID,
  profileOf,
  t,
  useProfileApp,
} from '../../../test/support/family-profile/family-profile.testing';

useProfileApp();

describe('parents', () => {
  it('adds up to two legal parents, edits them, refuses a third legal parent, and deletes one', async () => {
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
    expect(third.json().error.message).toContain('two legal parents');

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

  it('refuses a graduation year that contradicts “Middle school”, on add and on edit, changing nothing', async () => {
    const family = await t.user('family');
    const earliest = schoolYearEnd() + 4;
    const message = (year: number) =>
      `A student in middle school finishes high school in ${earliest} at the earliest, not ${year}. Change the graduation year, or where the student is in school.`;
    const refused = await addStudent(family, {
      name: 'Mia',
      graduationYear: earliest - 3,
      overallStudentType: 'middle_school',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ graduationYear: message(earliest - 3) });
    expect((await profileOf(family)).students).toEqual([]);

    const created = await addStudent(family, {
      name: 'Mia',
      graduationYear: earliest,
      overallStudentType: 'middle_school',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    // Editing only the year checks it against the saved "Middle school".
    const edit = await call(family, 'PUT', `/api/family/profile/student/${id}/family`, {
      graduationYear: earliest - 1,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields.graduationYear).toBe(message(earliest - 1));
    expect((await profileOf(family)).students[0].graduationYear).toBe(earliest);
    // Changing both together is fine.
    const both = await call(family, 'PUT', `/api/family/profile/student/${id}/family`, {
      graduationYear: earliest - 1,
      overallStudentType: 'high_school_freshman',
    });
    expect(both.statusCode).toBe(200);
  });

  it('validates scores and amounts, and clears tax paid when no return was filed', async () => {
    const family = await t.user('family');
    const created = await addStudent(family, {
      name: 'Rae',
      graduationYear: schoolYearEnd() + 1,
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
