import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DbHandle, openDb } from './client';
import { migrate } from './migrate';
import { catalogueRevisions } from './schema';

// The server's embedded PGlite on a thread of its own (docs/decisions/0078): what drizzle and the services rely
// on behaves as PGlite in the caller's thread does.
describe('PGlite on its own thread', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({ dataDir: 'memory://', ownThread: true });
    await migrate(handle);
  }, 60_000);
  afterAll(() => handle.close());

  test('drizzle reads and writes through it; timestamps come back as drizzle maps them', async () => {
    const { db } = handle;
    await db.insert(catalogueRevisions).values({ name: 'thread-test', revision: 7 });
    const [row] = await db
      .select()
      .from(catalogueRevisions)
      .where(eq(catalogueRevisions.name, 'thread-test'));
    expect(row?.revision).toBe(7);
    const result = (await db.execute(sql`select now() as at, 41 + 1 as answer`)) as unknown as {
      rows: { at: string; answer: number }[];
    };
    expect(result.rows[0]?.answer).toBe(42);
    expect(typeof result.rows[0]?.at).toBe('string');
  });

  test('a transaction commits when its callback resolves and rolls back when it throws', async () => {
    const { db } = handle;
    await db.transaction(async (tx) => {
      await tx.insert(catalogueRevisions).values({ name: 'committed', revision: 1 });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(catalogueRevisions).values({ name: 'rolled-back', revision: 1 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = (await db.select().from(catalogueRevisions)).map((r) => r.name);
    expect(names).toContain('committed');
    expect(names).not.toContain('rolled-back');
  });

  test('a nested transaction is a savepoint: its failure leaves the outer one whole', async () => {
    const { db } = handle;
    await db.transaction(async (tx) => {
      await tx.insert(catalogueRevisions).values({ name: 'outer', revision: 1 });
      await tx
        .transaction(async (inner) => {
          await inner.insert(catalogueRevisions).values({ name: 'inner', revision: 1 });
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    const names = (await db.select().from(catalogueRevisions)).map((r) => r.name);
    expect(names).toContain('outer');
    expect(names).not.toContain('inner');
  });

  test('a query outside waits for an open transaction, and sees only what it committed', async () => {
    const { db } = handle;
    let outsideSaw: number | null = null;
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.insert(catalogueRevisions).values({ name: 'waited-for', revision: 3 });
      outside = db
        .select()
        .from(catalogueRevisions)
        .where(eq(catalogueRevisions.name, 'waited-for'))
        .then((rows) => {
          outsideSaw = rows.length;
        });
      // The outside query cannot run while the transaction holds the database.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeNull();
    });
    await outside;
    expect(outsideSaw).toBe(1);
  });

  test("a database error keeps PostgreSQL's code and severity, which the server's error mapping reads", async () => {
    const { db } = handle;
    await db.insert(catalogueRevisions).values({ name: 'unique', revision: 1 });
    const failure = await db
      .insert(catalogueRevisions)
      .values({ name: 'unique', revision: 2 })
      .then(() => null)
      .catch((err: unknown) => err as { cause?: { code?: string; severity?: string; constraint?: string } });
    expect(failure?.cause?.code).toBe('23505');
    expect(failure?.cause?.severity).toBe('ERROR');
    // The database is usable after the error.
    const rows = await db.select().from(catalogueRevisions).where(eq(catalogueRevisions.name, 'unique'));
    expect(rows).toHaveLength(1);
  });

  test('withLock runs its work and releases the lock', async () => {
    expect(await handle.withLock(99, async () => 'done')).toBe('done');
    expect(await handle.withLock(99, async () => 'again')).toBe('again');
  });

  test('a thread that stopped fails what waits and what comes after, at once', async () => {
    const other = await openDb({ dataDir: 'memory://', ownThread: true });
    const thread = (other.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }).$client;
    await thread.worker.terminate();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
    await expect(other.withLock(1, async () => 'never')).rejects.toThrow('the PGlite thread stopped');
    // The time allowed is for starting the second PGlite, which takes seconds on a busy machine (a clean clone's unit
    // run timed out at vitest's default 5 s); the failures after the stop come at once.
  }, 60_000);
});
