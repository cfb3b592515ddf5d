import { projectCost } from '@ccp/aid-engine';
import { schema } from '@ccp/db';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addParent,
  addStudent,
  t,
  useProfileApp,
} from '../../../test/support/family-profile/family-profile.testing';
import type { TestUser } from '../../../test/support/test-app';
import { seedColleges } from '../../seed/colleges';

useProfileApp();
let newFamily: TestUser;
let admin: TestUser;
let aamu: number;
let uab: number;

beforeAll(async () => {
  await seedColleges(t.db);
  [newFamily, admin] = await Promise.all([
    t.user('family', { name: 'The Nguyen Family', email: 'nguyen@example.test' }),
    t.user('admin'),
  ]);
  const find = async (unitId: number) =>
    (await t.db.select().from(schema.colleges).where(eq(schema.colleges.unitId, unitId)))[0]!.id;
  aamu = await find(100654);
  uab = await find(100663);
});

const run = (user: TestUser, body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/family/calculator/uses', payload: body, headers: user.headers });

describe('College Cost Calculator', () => {
  it('works for a family that has not finished onboarding (no students yet) and records the use', async () => {
    const res = await run(newFamily, {
      collegeId: aamu,
      familyState: 'AL',
      federalSai: 6000,
      income: 52000,
      startYear: 2027,
      years: 4,
      annualIncreasePercent: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // The spec's cost of attendance (tuition, fees, room and board) and the full one on campus (IPEDS 2023-24:
    // tuition and fees, housing and food, books and supplies, transport and personal expenses), each line grown.
    const spec = (y: number, rate = 0.03) =>
      projectCost(10024, 2023, y, rate) + projectCost(11402, 2023, y, rate);
    const at = (y: number, rate = 0.03) =>
      [10024, 11402, 2192, 3864].reduce((sum, line) => sum + projectCost(line, 2023, y, rate), 0);
    const coa = at(2027);
    expect(body).toMatchObject({
      college: { id: aamu, name: 'Alabama A & M University' },
      student: null,
      priceYear: '2027-28',
      publishedPriceYear: '2023-24',
      residency: 'in-state',
      costOfAttendance: { total: spec(2027), tuitionBasis: 'in-state' },
      fullCost: coa,
      estimatedNeed: coa - 6000,
      netPriceMethod: 'income-bracket',
    });
    expect(body.years.map((y: { academicYear: string }) => y.academicYear)).toEqual([
      '2027-28',
      '2028-29',
      '2029-30',
      '2030-31',
    ]);
    const costs = [2027, 2028, 2029, 2030].map((y) => at(y));
    expect(body.years.map((y: { costOfAttendance: number }) => y.costOfAttendance)).toEqual(costs);
    expect(body.totals.costOfAttendance).toBe(costs.reduce((a, b) => a + b, 0));
    expect(body.years[0].estimatedNeed).toBe(costs[0]! - 6000);

    const uses = await t.db.select().from(schema.calculatorUses);
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ userId: newFamily.userId, collegeId: aamu });
    expect(uses[0]?.inputs).toMatchObject({ familyState: 'AL', federalSai: 6000, startYear: 2027 });
  });

  it('shows what changes with other assumptions (out of state, higher increase, no SAI)', async () => {
    const res = await run(newFamily, {
      collegeId: aamu,
      familyState: 'OH',
      federalSai: null,
      startYear: 2026,
      years: 2,
      annualIncreasePercent: 5,
    });
    const body = res.json();
    expect(body).toMatchObject({
      residency: 'out-of-state',
      priceYear: '2026-27',
      costOfAttendance: {
        total: projectCost(18634, 2023, 2026, 0.05) + projectCost(11402, 2023, 2026, 0.05),
      },
      fullCost: [18634, 11402, 2192, 3864].reduce((sum, l) => sum + projectCost(l, 2023, 2026, 0.05), 0),
      estimatedNeed: null,
      estimatedNetPrice: null,
      netPriceMethod: 'unavailable',
      totals: { estimatedNeed: null },
    });
    expect(body.years[1].costOfAttendance).toBe(
      [18634, 11402, 2192, 3864].reduce((sum, l) => sum + projectCost(l, 2023, 2027, 0.05), 0),
    );
  });

  it('checks the student belongs to the family, and refuses bad input', async () => {
    const family = await t.user('family');
    const [own] = await t.db.select().from(schema.families).where(eq(schema.families.userId, family.userId));
    const [student] = await t.db
      .insert(schema.students)
      .values({ familyId: own!.id, position: 1, name: 'Mia', graduationYear: 2029 })
      .returning();
    const base = {
      collegeId: uab,
      familyState: 'AL',
      federalSai: 0,
      startYear: 2029,
      years: 4,
      annualIncreasePercent: 3,
    };
    const mine = await run(family, { ...base, studentId: student!.id });
    expect(mine.json().student).toEqual({ id: student!.id, name: 'Mia' });
    expect((await run(newFamily, { ...base, studentId: student!.id })).statusCode).toBe(404);
    const bad = await run(family, { ...base, years: 9, annualIncreasePercent: -1, familyState: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'annualIncreasePercent',
      'familyState',
      'years',
    ]);
    expect((await run(admin, base)).statusCode).toBe(403);
  });

  it('explains when a college publishes no tuition', async () => {
    const [noTuition] = await t.db
      .select({ id: schema.colleges.id })
      .from(schema.colleges)
      .where(and(isNull(schema.colleges.tuitionFeesInState), isNull(schema.colleges.tuitionFeesOutOfState)))
      .limit(1);
    const id = noTuition!.id;
    const res = await run(newFamily, {
      collegeId: id,
      familyState: 'OH',
      federalSai: 0,
      startYear: 2027,
      years: 4,
      annualIncreasePercent: 3,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toContain('publishes no tuition');
  });
});

describe('admin calculator users', () => {
  it('lists who used the calculator, when and for which colleges, paged and searchable', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/calculator/users', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    const nguyen = body.items.find((u: { email: string }) => u.email === 'nguyen@example.test');
    expect(nguyen).toMatchObject({ name: 'The Nguyen Family', familyName: 'The Nguyen Family', uses: 2 });
    expect(nguyen.colleges).toEqual([{ id: aamu, name: 'Alabama A & M University', state: 'AL' }]);
    expect(Date.parse(nguyen.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(nguyen.firstUsedAt));

    const byCollege = await t.inject({
      method: 'GET',
      url: '/api/admin/calculator/users?search=Birmingham',
      headers: admin.headers,
    });
    expect(byCollege.json().items).toHaveLength(1);
    expect(byCollege.json().items[0].colleges[0].name).toBe('University of Alabama at Birmingham');
    const byEmail = await t.inject({
      method: 'GET',
      url: '/api/admin/calculator/users?search=NGUYEN@',
      headers: admin.headers,
    });
    expect(byEmail.json().items.map((u: { email: string }) => u.email)).toEqual(['nguyen@example.test']);
    const paged = await t.inject({
      method: 'GET',
      url: '/api/admin/calculator/users?limit=1&page=2',
      headers: admin.headers,
    });
    expect(paged.json()).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.json().items).toHaveLength(1);
  });
});

describe('a first college year before the first SAI tables', () => {
  it('answers with the typed figures, not a server error, for a family with a student', async () => {
    const family = await t.user('family', { name: 'The Early Family', email: 'early@example.test' });
    const parent = await addParent(family, { firstName: 'Ana', annualIncome: 80_000, age: 45 });
    expect(parent.statusCode, parent.body).toBe(201);
    const student = await addStudent(family, { name: 'Ana junior', graduationYear: 2028 });
    expect(student.statusCode, student.body).toBe(201);
    // 2022-23 has no SAI tables (the first are 2024-25's): the student has no federal figures that year.
    const res = await run(family, {
      collegeId: aamu,
      familyState: 'AL',
      federalSai: null,
      income: 60_000,
      startYear: 2022,
      years: 4,
      annualIncreasePercent: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.priceYear).toBe('2022-23');
    expect(body.inputs).toMatchObject({ federalSai: null, income: 60_000, startYear: 2022 });
    expect(body.estimatedNeed).toBeNull();
    expect(body.years).toHaveLength(4);
  });
});
