import { type DbHandle, schema } from '@ccp/db';
import { createTestDb } from '@ccp/db/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollegeCatalogue } from './catalogue';
import { sortInSlices } from './sort-in-slices';

const { colleges } = schema;
let handle: DbHandle;
/** Two instances' catalogues on one database. */
let mine: CollegeCatalogue;
let theirs: CollegeCatalogue;

const college = (name: string) => ({ name, state: 'OH', control: 'public', level: '4-year' });
const names = async (catalogue: CollegeCatalogue) => (await catalogue.refresh()).rows.map((r) => r.name);

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(colleges).values(['Alpha College', 'Beta College', 'Gamma College'].map(college));
  mine = new CollegeCatalogue(handle.db, { refreshMs: 60_000 });
  theirs = new CollegeCatalogue(handle.db, { refreshMs: 60_000 });
});
afterAll(async () => handle?.close());

describe('the catalogue kept current from change markers', () => {
  it('loads every college, in id order', async () => {
    expect(await names(theirs)).toEqual(['Alpha College', 'Beta College', 'Gamma College']);
    expect(theirs.loaded).toBe(true);
  });

  it('applies an edit made elsewhere and re-derives only the edited college', async () => {
    const before = await theirs.refresh();
    const [beta] = await handle.db.select().from(colleges).where(eq(colleges.name, 'Beta College'));
    await handle.db.update(colleges).set({ name: 'Beta University' }).where(eq(colleges.id, beta!.id));
    const after = await theirs.refresh();
    expect(after).not.toBe(before);
    expect(after.rows.map((r) => r.name)).toEqual(['Alpha College', 'Beta University', 'Gamma College']);
    // The unchanged colleges keep the very objects derived at load; only Beta was derived again.
    expect(after.facts[0]).toBe(before.facts[0]);
    expect(after.facts[2]).toBe(before.facts[2]);
    expect(after.facts[1]).not.toBe(before.facts[1]);
  });

  it('keeps the same index when nothing changed', async () => {
    const before = await theirs.refresh();
    expect(await theirs.refresh()).toBe(before);
  });

  it('applies inserts and deletes, also of many colleges in one statement', async () => {
    const many = Array.from({ length: 2_500 }, (_, i) => college(`Bulk College ${i}`));
    await handle.db.insert(colleges).values(many);
    await handle.db.delete(colleges).where(eq(colleges.name, 'Alpha College'));
    const index = await theirs.refresh();
    expect(index.size).toBe(2 + 2_500);
    expect(index.rows.some((r) => r.name === 'Alpha College')).toBe(false);
    await handle.db.delete(colleges).where(sql`${colleges.name} like 'Bulk College %'`);
    expect(await names(theirs)).toEqual(['Beta University', 'Gamma College']);
    // The instance that did not look in between sees the same end state.
    expect(await names(mine)).toEqual(['Beta University', 'Gamma College']);
  });

  it('keeps a college deleted and inserted again with the same id', async () => {
    const [gamma] = await handle.db.select().from(colleges).where(eq(colleges.name, 'Gamma College'));
    await handle.db.transaction(async (tx) => {
      await tx.delete(colleges).where(eq(colleges.id, gamma!.id));
      await tx.insert(colleges).values({ ...gamma!, name: 'Gamma Institute' });
    });
    expect(await names(theirs)).toEqual(['Beta University', 'Gamma Institute']);
  });

  it('reloads everything after a TRUNCATE', async () => {
    await handle.db.execute(sql`truncate ${colleges} cascade`);
    await handle.db.insert(colleges).values([college('Delta College')]);
    expect(await names(theirs)).toEqual(['Delta College']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sees a write whose transaction began first but committed after a later one',
    async () => {
      await theirs.refresh();
      let commitEarly: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        commitEarly = resolve;
      });
      let wrote: () => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        wrote = resolve;
      });
      // The early transaction gets the lower id and stays open while a later one commits and is read.
      const early = handle.db.transaction(async (tx) => {
        await tx.insert(colleges).values(college('Early College'));
        wrote();
        await gate;
      });
      await written;
      await handle.db.insert(colleges).values(college('Late College'));
      expect(await names(theirs)).toEqual(['Delta College', 'Late College']);
      commitEarly();
      await early;
      expect(await names(theirs)).toEqual(['Delta College', 'Early College', 'Late College']);
      await handle.db.delete(colleges).where(inArray(colleges.name, ['Early College', 'Late College']));
    },
  );
});

describe('sorting in slices', () => {
  it('sorts like a plain sort, ties by position, pausing on large inputs', async () => {
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
    };
    for (const n of [0, 1, 31, 32, 33, 1_000, 20_001]) {
      const values = Array.from({ length: n }, (_, i) => (i * 7_919) % 97);
      const compare = (a: number, b: number) => values[a]! - values[b]! || a - b;
      const expected = Array.from({ length: n }, (_, i) => i).sort(compare);
      expect(Array.from(await sortInSlices(n, compare, pause))).toEqual(expected);
    }
    expect(pauses).toBeGreaterThan(10);
  });
});
