import { engineProfile, engineStudent, fourYearPlan } from '@ccp/aid-engine';
import type { FamilyPlanResponse } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFamily } from '../../../test/support/family-plan/family-plan.testing';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { seedColleges } from '../../seed/colleges';

let t: TestApp;
let family: TestUser;
let other: TestUser;
let agent: TestUser;
let setup: Awaited<ReturnType<typeof planFamily>>;
let otherStudent: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedColleges(t.db);
  [family, other, agent] = await Promise.all([t.user('family'), t.user('family'), t.user('financial_agent')]);
  setup = await planFamily(t, family, [2027, 2029]);
  otherStudent = (await planFamily(t, other, [2028, 2030])).students[0].id;
});
afterAll(async () => t?.close());

const getPlan = (user: TestUser) =>
  t.inject({ method: 'GET', url: '/api/family/plan', headers: user.headers });
const put = (user: TestUser, payload: object) =>
  t.inject({ method: 'PUT', url: '/api/family/plan/assumptions', headers: user.headers, payload });
const choice = (studentId: string, over: Record<string, unknown> = {}) => ({
  studentId,
  collegeId: null,
  enteredCost: null,
  gapYear: false,
  yearsInCollege: 4,
  ...over,
});
const rates = { costGrowthPercent: 4, incomeGrowthPercent: 3, assetGrowthPercent: 2 };

describe('GET /api/family/plan', () => {
  it('gives every award year from the first student’s first year to the last one’s last, with the default assumptions', async () => {
    const res = await getPlan(family);
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan.missing).toEqual([]);
    expect(plan.assumptions).toMatchObject({
      costGrowthPercent: 4,
      incomeGrowthPercent: 3,
      assetGrowthPercent: 2,
    });
    expect(plan.years.map((y: { awardYear: string }) => y.awardYear)).toEqual([
      '2027-28',
      '2028-29',
      '2029-30',
      '2030-31',
      '2031-32',
      '2032-33',
    ]);
    expect(plan.years.map((y: { official: boolean }) => y.official)).toEqual(
      plan.years.map((y: { awardYear: string }) => y.awardYear <= plan.assumptions.latestOfficialAwardYear),
    );
    expect(plan.rule).toMatch(/grown by 3% a year/);
    // The college counted defaults to each student's first favourite.
    expect(plan.students[0].collegeId).toBe(setup.colleges.a.id);
    expect(plan.students[0].counted.name).toBe(setup.colleges.a.name);
    expect(plan.students[1].collegeId).toBe(setup.colleges.c.id);
    // Overlap years 2029-30 and 2030-31: two in college, the institutional split shown.
    const overlap = plan.years[2];
    expect(overlap.studentsInCollege).toBe(2);
    expect(overlap.students.map((s: { numberInCollege: number }) => s.numberInCollege)).toEqual([2, 2]);
    const sum = plan.years.reduce((a: number, y: { totalNetPrice: number }) => a + y.totalNetPrice, 0);
    expect(plan.totals.netPrice).toBe(sum);
    expect(plan.totals.costOfAttendance).toBeGreaterThan(0);
  });

  it('gives the browser what the engine reads: the plan worked out from the profile answer equals the server’s', async () => {
    const plan: FamilyPlanResponse = (await getPlan(family)).json();
    const profile: FamilyProfile = (
      await t.inject({ method: 'GET', url: '/api/family/profile', headers: family.headers })
    ).json();
    expect(plan.students.every((s) => s.engine !== null)).toBe(true);
    expect(plan.students[0]?.engine?.college?.name).toBe(setup.colleges.a.name);
    const again = fourYearPlan({
      profile: engineProfile(profile, profile.parents),
      baseAwardYear: plan.baseAwardYear,
      students: plan.students.map((s) => {
        const student = profile.students.find((p) => p.id === s.id);
        if (!student || !s.engine) throw new Error('a student without engine inputs');
        const college = s.engine.college;
        return {
          id: s.id,
          name: s.name,
          student: engineStudent(student),
          firstYearStart: s.engine.firstYearStart,
          yearsInCollege: s.engine.yearsInCollege,
          college,
        };
      }),
      costGrowthPercent: plan.assumptions.costGrowthPercent,
      incomeGrowthPercent: plan.assumptions.incomeGrowthPercent,
      assetGrowthPercent: plan.assumptions.assetGrowthPercent,
    });
    expect(again.years).toEqual(plan.years);
    expect(again.totals).toEqual(plan.totals);
  });

  it('refuses other roles and anyone signed out', async () => {
    expect((await getPlan(agent)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/family/plan' })).statusCode).toBe(401);
    expect((await put(agent, { ...rates, students: [] })).statusCode).toBe(403);
  });
});

describe('PUT /api/family/plan/assumptions', () => {
  it('keeps the rates and each student’s choice with the family, and the figures follow', async () => {
    const before = (await getPlan(family)).json();
    const res = await put(family, {
      costGrowthPercent: 6,
      incomeGrowthPercent: 1.5,
      assetGrowthPercent: 0,
      students: [
        choice(setup.students[0].id, { collegeId: setup.colleges.b.id }),
        choice(setup.students[1].id, { enteredCost: 25_000, gapYear: true, yearsInCollege: 3 }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const plan = (await getPlan(family)).json();
    expect(res.json()).toEqual(plan);
    expect(plan.assumptions).toMatchObject({
      costGrowthPercent: 6,
      incomeGrowthPercent: 1.5,
      assetGrowthPercent: 0,
    });
    expect(plan.students[0].collegeId).toBe(setup.colleges.b.id);
    expect(plan.students[1]).toMatchObject({
      enteredCost: 25_000,
      gapYear: true,
      yearsInCollege: 3,
      collegeId: null,
    });
    expect(plan.students[1].firstAwardYear).toBe('2030-31');
    // 2027-28 .. 2030-31 for the elder; 2030-31 .. 2032-33 for the younger (gap year, 3 years).
    expect(plan.years.map((y: { awardYear: string }) => y.awardYear).at(-1)).toBe('2032-33');
    const younger2030 = plan.years[3].students[1];
    // Hand-worked: $25,000 in the base award year's dollars (2027-28, the FAFSA families file now) grown 6% a year
    // for 3 years = 29,775.40 -> 29,775.
    expect(plan.baseAwardYear).toBe('2027-28');
    expect(younger2030.costOfAttendance).toBe(29_775);
    expect(plan.totals.costOfAttendance).not.toBe(before.totals.costOfAttendance);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'plan.update'));
    expect(audit?.familyId).toBe(setup.familyId);
  });

  it('refuses bad input in the one error shape and changes nothing', async () => {
    const before = (await getPlan(family)).json();
    const bad = await put(family, {
      costGrowthPercent: 40,
      incomeGrowthPercent: 'fast',
      assetGrowthPercent: 2,
      students: [
        choice(setup.students[0].id, {
          collegeId: setup.colleges.a.id,
          enteredCost: 10_000,
          yearsInCollege: 9,
        }),
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining([
        'costGrowthPercent',
        'incomeGrowthPercent',
        'students.0.enteredCost',
        'students.0.yearsInCollege',
      ]),
    );
    // A college that is not one of this student's favourites.
    const notFavourite = await put(family, {
      ...rates,
      students: [choice(setup.students[1].id, { collegeId: setup.colleges.a.id })],
    });
    expect(notFavourite.statusCode).toBe(400);
    expect(notFavourite.json().error.fields).toEqual({
      'students.0.collegeId': 'Choose one of this student’s favorite colleges.',
    });
    // Another family's student.
    const foreign = await put(family, { ...rates, students: [choice(otherStudent)] });
    expect(foreign.statusCode).toBe(404);
    expect((await getPlan(family)).json()).toEqual(before);
    // The other family's plan is untouched by all this.
    expect((await getPlan(other)).json().assumptions.costGrowthPercent).toBe(4);
  });

  it('tells a family without parents or graduation years what to add', async () => {
    const fresh = await t.user('family');
    const plan = (await getPlan(fresh)).json();
    expect(plan.years).toEqual([]);
    expect(plan.missing[0]).toMatch(/Add at least one parent/);
  });
});
