/* The columns the staff lists search and sort on, kept by triggers (docs/decisions/0036): families.search_text
 * (name, e-mail, state, the parents' names) and families.student_count. */
import type { DbHandle } from '@ccp/db';
import { schema } from '@ccp/db';
import { createTestDb } from '@ccp/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familySearch } from './family-columns';

const { families, parents, students } = schema;
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

async function columnsOf(id: string) {
  const [row] = await handle.db
    .select({ searchText: families.searchText, studentCount: families.studentCount })
    .from(families)
    .where(eq(families.id, id));
  return row;
}

async function matches(text: string) {
  const rows = await handle.db.select({ id: families.id }).from(families).where(familySearch(text));
  return rows.map((r) => r.id);
}

describe('families.search_text and families.student_count', () => {
  it('follow the family, its parents and its students through inserts, updates and deletes', async () => {
    const [family] = await handle.db
      .insert(families)
      .values({ name: 'Delgado Family', email: 'delgado@example.test', state: 'AZ' })
      .returning({ id: families.id });
    const id = family!.id;
    expect(await columnsOf(id)).toEqual({
      searchText: 'Delgado Family delgado@example.test AZ',
      studentCount: 0,
    });

    const [parent] = await handle.db
      .insert(parents)
      .values({ familyId: id, position: 1, firstName: 'Marisol', lastName: 'Quintero' })
      .returning({ id: parents.id });
    await handle.db.insert(students).values([
      { familyId: id, position: 1, name: 'Ana' },
      { familyId: id, position: 2, name: 'Luis' },
    ]);
    expect(await columnsOf(id)).toEqual({
      searchText: 'Delgado Family delgado@example.test AZ\u001fMarisol Quintero',
      studentCount: 2,
    });
    expect(await matches('quintero')).toEqual([id]);

    await handle.db.update(parents).set({ lastName: 'Ortega' }).where(eq(parents.id, parent!.id));
    await handle.db.update(families).set({ state: 'NM' }).where(eq(families.id, id));
    await handle.db.delete(students).where(sql`${students.familyId} = ${id} and ${students.position} = 2`);
    expect(await columnsOf(id)).toEqual({
      searchText: 'Delgado Family delgado@example.test NM\u001fMarisol Ortega',
      studentCount: 1,
    });
    expect(await matches('quintero')).toEqual([]);
    expect(await matches('ortega')).toEqual([id]);
    expect(await matches('family delgado@')).toEqual([id]);
    // Text that spans the family and a parent matched neither before the column existed, and still does not.
    expect(await matches('NM Marisol')).toEqual([]);

    await handle.db.delete(parents).where(eq(parents.id, parent!.id));
    expect((await columnsOf(id))?.searchText).toBe('Delgado Family delgado@example.test NM');
  });
});
