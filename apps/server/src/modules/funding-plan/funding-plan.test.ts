import { type FundingChoices, fundingPlan, fundingPlanInput } from '@ccp/aid-engine';
import type { FamilyFundingResponse, FamilyPlanResponse } from '@ccp/contracts';
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

const get = (user: TestUser) =>
  t.inject({ method: 'GET', url: '/api/family/funding-plan', headers: user.headers });
const put = (user: TestUser, payload: object) =>
  t.inject({ method: 'PUT', url: '/api/family/funding-plan', headers: user.headers, payload });
const studentChoice = (studentId: string, over: Record<string, unknown> = {}) => ({
  studentId,
  savings: null,
  workPerYear: 0,
  borrowsDirectLoans: true,
  borrowedBeforeJuly2026: null,
  startingSalary: null,
  ...over,
});
const request = (over: Record<string, unknown> = {}) => ({
  order: ['parentSavings', 'parentIncome', 'studentSavings', 'studentWork'],
  parentSavings: null,
  parentIncomePerYear: 0,
  parentsBorrowPlus: true,
  parentPlusDenied: false,
  students: [],
  ...over,
});

describe('GET /api/family/funding-plan', () => {
  it('funds the plan’s own net prices: the 529 first, then loans, with the defaults', async () => {
    const res = await get(family);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const funding: FamilyFundingResponse = res.json();
    const plan: FamilyPlanResponse = (
      await t.inject({ method: 'GET', url: '/api/family/plan', headers: family.headers })
    ).json();
    expect(funding.settings).toMatchObject({
      order: ['parentSavings', 'parentIncome', 'studentSavings', 'studentWork'],
      parentSavings: null,
      profile529: 30_000,
      parentIncomePerYear: 0,
      parentsBorrowPlus: true,
      parentPlusDenied: false,
    });
    // One figure: each row's net price is the plan's for that student and year.
    for (const row of funding.plan.rows) {
      const year = plan.years.find((y) => y.awardYear === row.awardYear)!;
      expect(row.netPrice).toBe(year.students.find((s) => s.studentId === row.studentId)!.netPrice);
    }
    expect(funding.plan.totals.netPrice).toBe(plan.totals.netPrice);
    // The $30,000 529 is used up over the plan's eight student-years (plus its growth).
    expect(funding.plan.totals.resources).toBeGreaterThanOrEqual(30_000);
    const students = funding.settings.students;
    expect(students.map((s) => s.name)).toEqual(['Elder Student', 'Younger Student']);
    expect(students[0]!.profileSavings).toBe(1_000);
    // Neither started before July 2026: the interim question is not asked.
    expect(students.every((s) => !s.interimQuestionApplies)).toBe(true);
    expect(funding.plan.sources.length).toBeGreaterThan(5);
    expect(funding.baseAwardYear).toBe(plan.baseAwardYear);
  });

  it('the browser works out the same plan from the plan, the profile and the choices (the what-ifs)', async () => {
    const funding: FamilyFundingResponse = (await get(family)).json();
    const plan: FamilyPlanResponse = (
      await t.inject({ method: 'GET', url: '/api/family/plan', headers: family.headers })
    ).json();
    const profile: FamilyProfile = (
      await t.inject({ method: 'GET', url: '/api/family/profile', headers: family.headers })
    ).json();
    const choices: FundingChoices = funding.settings;
    const again = fundingPlan(
      fundingPlanInput(choices, profile, plan.years, {
        assetGrowthPercent: funding.assetGrowthPercent,
        salaryGrowthPercent: funding.salaryGrowthPercent,
        baseAwardYearStart: Number(funding.baseAwardYear.slice(0, 4)),
      }),
    );
    expect(again).toEqual(funding.plan);
  });

  it('refuses anyone but a family', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/family/funding-plan' })).statusCode).toBe(401);
    expect((await get(agent)).statusCode).toBe(403);
  });
});

describe('PUT /api/family/funding-plan', () => {
  it('saves the order, the amounts and each student’s answers, and answers the new plan', async () => {
    const [elder, younger] = setup.students;
    const res = await put(
      family,
      request({
        order: ['parentIncome', 'studentWork', 'parentSavings', 'studentSavings'],
        parentSavings: 10_000,
        parentIncomePerYear: 6_000,
        students: [
          studentChoice(elder.id, {
            workPerYear: 2_000,
            startingSalary: 52_000,
            borrowedBeforeJuly2026: false,
          }),
          studentChoice(younger.id, { borrowsDirectLoans: false, savings: 0 }),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const funding: FamilyFundingResponse = res.json();
    expect(funding.settings.order).toEqual([
      'parentIncome',
      'studentWork',
      'parentSavings',
      'studentSavings',
    ]);
    expect(funding.plan.order).toEqual(funding.settings.order);
    const firstRow = funding.plan.rows[0]!;
    expect(firstRow.resources.parentIncome).toBe(Math.min(6_000, firstRow.netPrice));
    expect(
      funding.plan.rows.filter((r) => r.studentId === younger.id).every((r) => r.directLoanLimit === 0),
    ).toBe(true);
    const elderSummary = funding.plan.students.find((s) => s.studentId === elder.id)!;
    expect(elderSummary.startingSalary).toBe(52_000);
    expect(elderSummary.salarySource).toBe('the salary you entered');
    // The audit row.
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'funding.update'));
    expect(audit).toHaveLength(1);
    // Saved: the next read gives the same.
    const again: FamilyFundingResponse = (await get(family)).json();
    expect(again.plan).toEqual(funding.plan);
  });

  it('a parent denied PLUS: the higher student limits and no Parent PLUS', async () => {
    const res = await put(family, request({ parentPlusDenied: true }));
    const funding: FamilyFundingResponse = res.json();
    expect(funding.plan.totals.parentPlus).toBe(0);
    expect(funding.plan.assumptions.some((a) => a.includes('denied PLUS'))).toBe(true);
    await put(family, request());
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const before = (await get(family)).json();
    const cases: [object, string, RegExp][] = [
      [request({ parentIncomePerYear: 10.5 }), 'parentIncomePerYear', /whole dollars/],
      [request({ parentSavings: -1 }), 'parentSavings', /cannot be negative/],
      [
        request({ order: ['parentSavings', 'parentSavings', 'studentSavings', 'studentWork'] }),
        'order',
        /once/,
      ],
      [request({ order: ['parentSavings'] }), 'order', /once/],
      [
        request({ students: [studentChoice(setup.students[0].id, { workPerYear: -5 })] }),
        'students.0.workPerYear',
        /cannot be negative/,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(family, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toMatch(message);
    }
    // Another family's student: not found, nothing saved.
    const res = await put(family, request({ students: [studentChoice(otherStudent)] }));
    expect(res.statusCode).toBe(404);
    expect((await get(family)).json()).toEqual(before);
    expect((await put(agent, request())).statusCode).toBe(403);
  });
});

describe('GET /api/family/can-we-pay', () => {
  const ask = (user: TestUser, query: string) =>
    t.inject({ method: 'GET', url: `/api/family/can-we-pay?${query}`, headers: user.headers });

  it('one line per college, the counted one the same as the funding plan', async () => {
    const [elder] = setup.students;
    const { a, b } = setup.colleges;
    const res = await ask(family, `studentId=${elder.id}&collegeIds=${b.id},${a.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { collegeId: number }) => i.collegeId)).toEqual([b.id, a.id]);
    const funding: FamilyFundingResponse = (await get(family)).json();
    const own = funding.plan.students.find((s) => s.studentId === elder.id)!;
    expect(body.items[1]).toMatchObject({
      status: own.status,
      line: own.statusLine,
      netPrice: own.netPrice,
      gap: own.gap,
      studentLoans: own.studentLoans,
      parentPlus: own.parentPlus,
    });
    for (const item of body.items) expect(['covered', 'loans', 'gap']).toContain(item.status);
  });

  it('refuses another family’s student, bad ids and anyone but a family', async () => {
    const { a } = setup.colleges;
    expect((await ask(family, `studentId=${otherStudent}&collegeIds=${a.id}`)).statusCode).toBe(404);
    const bad = await ask(family, `studentId=${setup.students[0].id}&collegeIds=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.collegeIds).toMatch(/up to 50 college ids/);
    expect((await ask(agent, `studentId=${setup.students[0].id}&collegeIds=${a.id}`)).statusCode).toBe(403);
  });
});
