import { DEFAULT_GROWTH_RATES } from '@ccp/aid-engine';
import { schema } from '@ccp/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { seedColleges } from '../../seed/colleges';

/*
 * One right number everywhere (issue 10, item 1): for a two-student family whose students' SAIs differ, every
 * endpoint gives the same cost of attendance, need and net price for the same college, student and year.
 */

let t: TestApp;
let parent: TestUser;
let stranger: TestUser;
let strangersStudent: string;
let colleges: { id: number; name: string }[];

interface StudentFigures {
  id: string;
  name: string;
  awardYear: string;
  startYear: number;
  federalSai: number | null;
  institutionalSai: number | null;
  income: number | null;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedColleges(t.db);
  [parent, stranger] = await Promise.all([t.user('family'), t.user('family')]);
  const [family] = await t.db
    .update(schema.families)
    .set({ state: 'OH', familyMembersCount: 4, familyMembersInCollege: 1 })
    .where(eq(schema.families.userId, parent.userId))
    .returning();
  await t.db.insert(schema.parents).values([
    {
      familyId: family!.id,
      position: 1,
      firstName: 'Dana',
      age: 48,
      maritalStatus: 'married',
      annualIncome: 55_000,
    },
    {
      familyId: family!.id,
      position: 2,
      firstName: 'Sam',
      age: 47,
      maritalStatus: 'married',
      annualIncome: 40_000,
    },
  ]);
  // The younger student has savings and a summer job: a higher SAI than the older one.
  await t.db.insert(schema.students).values([
    { familyId: family!.id, position: 1, name: 'Older', graduationYear: 2027 },
    {
      familyId: family!.id,
      position: 2,
      name: 'Younger',
      graduationYear: 2030,
      savingsAmount: 30_000,
      incomeAmount: 14_000,
    },
  ]);
  const [other] = await t.db
    .update(schema.families)
    .set({ state: 'CA' })
    .where(eq(schema.families.userId, stranger.userId))
    .returning();
  strangersStudent = (
    await t.db
      .insert(schema.students)
      .values({ familyId: other!.id, position: 1, name: 'Not yours', graduationYear: 2028 })
      .returning()
  )[0]!.id;
  // A public college in the family's state and a private nonprofit one (which uses the institutional estimate).
  colleges = await t.db
    .select({ id: schema.colleges.id, name: schema.colleges.name })
    .from(schema.colleges)
    .where(inArray(schema.colleges.unitId, [204796, 201645]));
  expect(colleges).toHaveLength(2);
});
afterAll(async () => t?.close());

const get = (user: TestUser, url: string) => t.inject({ method: 'GET', url, headers: user.headers });

async function defaults(): Promise<StudentFigures[]> {
  const res = await get(parent, '/api/family/colleges/defaults');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().students;
}

interface Figures {
  priceYear: string;
  costOfAttendance: number | null;
  estimatedNeed: number | null;
  estimatedNetPrice: number | null;
}
const pick = (f: Figures): Figures => ({
  priceYear: f.priceYear,
  costOfAttendance: f.costOfAttendance,
  estimatedNeed: f.estimatedNeed,
  estimatedNetPrice: f.estimatedNetPrice,
});

async function everyEndpoint(student: StudentFigures, college: { id: number; name: string }) {
  const q = `student_id=${student.id}`;
  const search = await get(parent, `/api/family/colleges?${q}&search=${encodeURIComponent(college.name)}`);
  expect(search.statusCode, search.body).toBe(200);
  const item = search.json().items.find((c: { id: number }) => c.id === college.id);
  expect(search.json().assumptions).toMatchObject({
    studentId: student.id,
    federalSai: student.federalSai,
    institutionalSai: student.institutionalSai,
    priceYear: student.awardYear,
  });

  const detail = await get(parent, `/api/family/colleges/${college.id}?${q}`);
  expect(detail.statusCode, detail.body).toBe(200);

  const favourites = await get(parent, `/api/family/favourites?${q}`);
  expect(favourites.statusCode, favourites.body).toBe(200);
  expect(favourites.json().students.map((s: { id: string }) => s.id)).toEqual([student.id]);
  const favourite = favourites
    .json()
    .students[0].favourites.find((f: { college: { id: number } }) => f.college.id === college.id).college;
  const allFavourites = (await get(parent, '/api/family/favourites')).json();
  const fromAll = allFavourites.students
    .find((s: { id: string }) => s.id === student.id)
    .favourites.find((f: { college: { id: number } }) => f.college.id === college.id).college;

  const calculator = await t.inject({
    method: 'POST',
    url: '/api/family/calculator/uses',
    headers: parent.headers,
    payload: {
      collegeId: college.id,
      studentId: student.id,
      familyState: 'OH',
      federalSai: student.federalSai,
      // The student's own figures for its first year: the parents' income grown to it, the family's price growth.
      income: student.income,
      startYear: student.startYear,
      years: 4,
      annualIncreasePercent: DEFAULT_GROWTH_RATES.costGrowthPercent,
    },
  });
  expect(calculator.statusCode, calculator.body).toBe(201);
  const calc = calculator.json();
  const fromCalculator = pick({
    priceYear: calc.priceYear,
    costOfAttendance: calc.costOfAttendance.total,
    estimatedNeed: calc.estimatedNeed,
    estimatedNetPrice: calc.estimatedNetPrice,
  });
  expect(calc.years[0]).toMatchObject({
    academicYear: calc.priceYear,
    costOfAttendance: calc.fullCost,
    estimatedNeed: calc.estimatedNeed,
    estimatedNetPrice: calc.estimatedNetPrice,
  });

  const overview = await get(parent, '/api/family/overview');
  const inOverview = overview.json().students.find((s: { id: string }) => s.id === student.id);
  expect(inOverview).toMatchObject({ awardYear: student.awardYear, federalSai: student.federalSai });

  const figures = pick(item);
  expect(figures.costOfAttendance).toBeGreaterThan(0);
  expect(figures.estimatedNetPrice).not.toBeNull();
  expect(pick(detail.json().college)).toEqual(figures);
  expect(detail.json().costs.forFamily.total).toBe(figures.costOfAttendance);
  expect(pick(favourite)).toEqual(figures);
  expect(pick(fromAll)).toEqual(figures);
  expect(fromCalculator).toEqual(figures);
  return figures;
}

describe('each student’s own figures, the same on every endpoint', () => {
  it('gives each student its own award year and SAI', async () => {
    const [older, younger] = await defaults();
    expect(older).toMatchObject({ name: 'Older', awardYear: '2027-28', startYear: 2027 });
    expect(younger).toMatchObject({ name: 'Younger', awardYear: '2030-31', startYear: 2030 });
    expect(older!.federalSai).not.toBeNull();
    expect(younger!.federalSai).not.toBe(older!.federalSai);
  });

  it('search, the college page, favourites and the calculator agree for the same college, student and year', async () => {
    const students = await defaults();
    for (const student of students) {
      for (const college of colleges) {
        const res = await t.inject({
          method: 'POST',
          url: '/api/family/favourite/family',
          payload: { collegeId: college.id, studentId: student.id },
          headers: parent.headers,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    for (const college of colleges) {
      const [older, younger] = await Promise.all(students.map((s) => everyEndpoint(s, college)));
      expect(older!.priceYear).toBe('2027-28');
      expect(younger!.priceYear).toBe('2030-31');
      expect(younger!.costOfAttendance).toBeGreaterThan(older!.costOfAttendance!);
    }
    // Without student_id, the first student's figures.
    const first = await get(parent, `/api/family/colleges/${colleges[0]!.id}`);
    expect(first.json().assumptions.studentId).toBe(students[0]!.id);
  });

  it('refuses another family’s student on every endpoint, and a student id that is not one', async () => {
    for (const url of [
      `/api/family/colleges?student_id=${strangersStudent}`,
      `/api/family/colleges/${colleges[0]!.id}?student_id=${strangersStudent}`,
      `/api/family/favourites?student_id=${strangersStudent}`,
    ]) {
      const res = await get(parent, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const bad = await get(parent, '/api/family/colleges?student_id=nope');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['student_id']);
  });
});
