import { schema } from '@ccp/db';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { TestApp, TestUser } from '../test-app';

/**
 * A family with two parents and two students (graduating `years`), each student with the given number of favourite
 * Ohio colleges that publish tuition. Returns the students and the favourites' college ids per student.
 */
export async function planFamily(t: TestApp, user: TestUser, years: [number, number] = [2027, 2029]) {
  const [family] = await t.db
    .update(schema.families)
    .set({
      state: 'OH',
      familyMembersCount: 4,
      familyMembersInCollege: 1,
      checkingAmount: 20_000,
      collegeSavingsAccountsAmount: 30_000,
      primaryResidence: 'own',
      residenceEquity: 150_000,
    })
    .where(eq(schema.families.userId, user.userId))
    .returning();
  const familyId = family!.id;
  await t.db.insert(schema.parents).values([
    {
      familyId,
      position: 1,
      firstName: 'Maria',
      age: 47,
      maritalStatus: 'married',
      annualIncome: 70_000,
      taxPaid: 6_000,
    },
    {
      familyId,
      position: 2,
      firstName: 'Jose',
      age: 49,
      maritalStatus: 'married',
      annualIncome: 50_000,
      taxPaid: 4_000,
    },
  ]);
  const students = await t.db
    .insert(schema.students)
    .values([
      {
        familyId,
        position: 1,
        name: 'Elder Student',
        graduationYear: years[0],
        incomeAmount: 4_000,
        savingsAmount: 1_000,
      },
      {
        familyId,
        position: 2,
        name: 'Younger Student',
        graduationYear: years[1],
        incomeAmount: 0,
        savingsAmount: 500,
      },
    ])
    .returning({ id: schema.students.id, name: schema.students.name });
  const picked = await t.db
    .select({ id: schema.colleges.id, name: schema.colleges.name })
    .from(schema.colleges)
    .where(and(eq(schema.colleges.state, 'OH'), gt(schema.colleges.tuitionFeesInState, 0)))
    .orderBy(asc(schema.colleges.id))
    .limit(3);
  const [a, b, c] = picked as [
    { id: number; name: string },
    { id: number; name: string },
    { id: number; name: string },
  ];
  // One at a time: a student's first favourite is the one saved first (one insert would give them one timestamp).
  for (const [student, college] of [
    [students[0]!, a],
    [students[0]!, b],
    [students[1]!, c],
  ] as const) {
    await t.db.insert(schema.favourites).values({ familyId, studentId: student.id, collegeId: college.id });
  }
  return {
    familyId,
    students: students as [{ id: string; name: string }, { id: string; name: string }],
    colleges: { a, b, c },
  };
}
