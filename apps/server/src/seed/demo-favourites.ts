import type { Tx } from '@ccp/db';
import { schema } from '@ccp/db';
import { inArray } from 'drizzle-orm';

/** Each demo student's favourite colleges, first favourite first: the plan counts the first one by default. */
const DEMO_FAVOURITES: Record<string, readonly string[]> = {
  'Sofia Rivera': [
    'Ohio State University-Main Campus',
    'University of Dayton',
    'Case Western Reserve University',
  ],
  'Lucas Rivera': ['Miami University-Oxford', 'Ohio State University-Main Campus'],
};

/** Saves the Rivera students' favourites, so the demo family's plan, favourites and compare show real costs. */
export async function addDemoFavourites(
  tx: Tx,
  familyId: string,
  students: readonly { id: string; name: string }[],
): Promise<void> {
  const names = [...new Set(Object.values(DEMO_FAVOURITES).flat())];
  const colleges = await tx
    .select({ id: schema.colleges.id, name: schema.colleges.name })
    .from(schema.colleges)
    .where(inArray(schema.colleges.name, names));
  const idOf = new Map(colleges.map((c) => [c.name, c.id]));
  const picks = students.flatMap((student) =>
    (DEMO_FAVOURITES[student.name] ?? []).flatMap((name) => {
      const collegeId = idOf.get(name);
      return collegeId === undefined ? [] : [{ familyId, studentId: student.id, collegeId }];
    }),
  );
  // One transaction stamps every row with the same now(): a minute apart keeps "first favourite" well defined.
  const start = Date.now() - picks.length * 60_000;
  const rows = picks.map((pick, i) => ({ ...pick, createdAt: new Date(start + i * 60_000) }));
  if (rows.length > 0) await tx.insert(schema.favourites).values(rows);
}
