import { familyNetPrice } from '@ccp/aid-engine';
import { schema } from '@ccp/db';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { seedColleges } from '../../seed/colleges';

let t: TestApp;
let rivera: TestUser;
let other: TestUser;
let riveraStudents: { id: string; name: string }[];
let otherStudent: string;
let collegeIds: number[];

async function familyWithStudents(user: TestUser, state: string, names: [string, number][]) {
  const [family] = await t.db
    .update(schema.families)
    .set({ state, familyMembersCount: 3 })
    .where(eq(schema.families.userId, user.userId))
    .returning();
  await t.db.insert(schema.parents).values({
    familyId: family!.id,
    position: 1,
    firstName: 'Rosa',
    age: 45,
    maritalStatus: 'single',
    annualIncome: 60_000,
  });
  return t.db
    .insert(schema.students)
    .values(
      names.map(([name, graduationYear], i) => ({
        familyId: family!.id,
        position: i + 1,
        name,
        graduationYear,
      })),
    )
    .returning({ id: schema.students.id, name: schema.students.name });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedColleges(t.db);
  [rivera, other] = await Promise.all([t.user('family'), t.user('family')]);
  riveraStudents = await familyWithStudents(rivera, 'OH', [
    ['Sofia Rivera', 2027],
    ['Lucas Rivera', 2030],
  ]);
  otherStudent = (await familyWithStudents(other, 'CA', [['Ana Other', 2026]]))[0]!.id;
  const picked = await t.db
    .select({ id: schema.colleges.id })
    .from(schema.colleges)
    // Colleges that publish tuition (so a cost of attendance), in a fixed order: a plain select's order changes
    // as rows are rewritten.
    .where(and(eq(schema.colleges.state, 'OH'), gt(schema.colleges.tuitionFeesInState, 0)))
    .orderBy(asc(schema.colleges.id))
    .limit(3);
  collegeIds = picked.map((c) => c.id);
});
afterAll(async () => t?.close());

const add = (user: TestUser, collegeId: number, studentId: string, role = 'family') =>
  t.inject({
    method: 'POST',
    url: `/api/family/favourite/${role}`,
    payload: { collegeId, studentId },
    headers: user.headers,
  });
const list = async (user: TestUser) =>
  (await t.inject({ method: 'GET', url: '/api/family/favourites', headers: user.headers })).json();

describe('favourites per student', () => {
  it('adds favourites for each student, once, and lists them with the family’s costs', async () => {
    const sofia = riveraStudents[0]!;
    const lucas = riveraStudents[1]!;
    const first = await add(rivera, collegeIds[0]!, sofia.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ collegeId: collegeIds[0], studentId: sofia.id });
    const again = await add(rivera, collegeIds[0]!, sofia.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await add(rivera, collegeIds[1]!, sofia.id)).statusCode).toBe(201);
    expect((await add(rivera, collegeIds[0]!, lucas.id)).statusCode).toBe(201);

    const body = await list(rivera);
    // The first student's own figures, as its SAI page has them (one figures basis, docs/decisions/0046).
    const sai = (
      await t.inject({ method: 'GET', url: `/api/family/sai?studentId=${sofia.id}`, headers: rivera.headers })
    ).json().result;
    expect(body.assumptions).toMatchObject({ familyState: 'OH', federalSai: sai.federal.sai });
    expect(typeof sai.federal.sai).toBe('number');
    const [s, l] = body.students;
    expect(s.name).toBe('Sofia Rivera');
    expect(s.favourites.map((f: { college: { id: number } }) => f.college.id)).toEqual(
      collegeIds.slice(0, 2),
    );
    expect(s.favourites[0].college).toMatchObject({
      residency: 'in-state',
      projectedCost: { academicYear: '2027-28' },
    });
    expect(l.favourites[0].college.projectedCost.academicYear).toBe('2030-31');
    // What the SAI page's what-ifs need: with the student's own figures, the engine's net price rule run on the
    // favourite's projected net prices gives the net price the server shows.
    for (const student of [s, l]) {
      for (const f of student.favourites) {
        expect(f.netPriceInputs.netPriceByIncome).toHaveProperty('110001+');
        const again = familyNetPrice(
          f.netPriceInputs,
          { ...student.assumptions, pell: student.assumptions.pellAward },
          f.college.fullCost,
        );
        expect(again.estimate).toBe(f.college.estimatedNetPrice);
        expect(again.method).toBe(f.college.netPriceMethod);
      }
    }

    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'favourite.add'));
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ actorUserId: rivera.userId, actorRole: 'family', entity: 'favourite' });
  });

  it('removes a favourite and records who did', async () => {
    const body = await list(rivera);
    const favourite = body.students[1].favourites[0];
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/family/favourite/${favourite.id}/family`,
      headers: rivera.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await list(rivera)).students[1].favourites).toEqual([]);
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, favourite.id));
    expect(audit.map((a) => a.action)).toContain('favourite.remove');
  });

  it("never lets a family touch another family's favourites", async () => {
    const sofiaFavourite = (await list(rivera)).students[0].favourites[0];
    // Adding to another family's student.
    const intoOther = await add(rivera, collegeIds[2]!, otherStudent);
    expect(intoOther.statusCode).toBe(404);
    expect(await t.db.$count(schema.favourites, eq(schema.favourites.studentId, otherStudent))).toBe(0);
    // Removing another family's favourite.
    const removeOther = await t.inject({
      method: 'DELETE',
      url: `/api/family/favourite/${sofiaFavourite.id}/family`,
      headers: other.headers,
    });
    expect(removeOther.statusCode).toBe(404);
    expect((await list(rivera)).students[0].favourites).toHaveLength(2);
    // Seeing them.
    const otherList = await list(other);
    expect(otherList.students.map((s: { name: string }) => s.name)).toEqual(['Ana Other']);
    expect(otherList.students[0].favourites).toEqual([]);
  });

  it('refuses the admin and agent suffixes outside simulation, other roles, and unknown records', async () => {
    const sofia = riveraStudents[0]!;
    expect((await add(rivera, collegeIds[2]!, sofia.id, 'admin')).statusCode).toBe(403);
    expect((await add(rivera, collegeIds[2]!, sofia.id, 'agent')).statusCode).toBe(403);
    expect((await add(rivera, collegeIds[2]!, sofia.id, 'boss')).statusCode).toBe(400);
    expect((await add(rivera, 99999999, sofia.id)).statusCode).toBe(404);
    const admin = await t.user('admin');
    expect((await add(admin, collegeIds[2]!, sofia.id)).statusCode).toBe(403);
    const listed = await t.inject({ method: 'GET', url: '/api/family/favourites', headers: admin.headers });
    expect(listed.statusCode).toBe(403);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/family/favourite/family',
      payload: { collegeId: 'x', studentId: 'nope' },
      headers: rivera.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['collegeId', 'studentId']);
  });
});
