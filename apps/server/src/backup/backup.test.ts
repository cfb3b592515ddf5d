import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, migrate, openDb } from '@ccp/db';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabases } from '../../test/support/scratch-databases';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { BUNDLED_COLLEGES, seedColleges } from '../seed/colleges';
import { seedDemo } from '../seed/demo';
import { backupDatabase, restoreDatabase } from './backup';
import { digestTables } from './table-digest';

const serverUrl = process.env.TEST_DATABASE_URL;
/** Seeding the whole catalogue into a database on disk takes a while on a busy machine. */
const SLOW = 180_000;
const work = mkdtempSync(join(tmpdir(), 'ccp-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The product's data as a first start leaves it: the migrations, the catalogue and the demo families. */
async function seedEverything(target: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  const handle = await openDb(target);
  try {
    await migrate(handle);
    await seedColleges(handle.db);
    const app = await buildApp({ config: testConfig(), db: handle.db });
    await seedDemo(app);
    await app.close();
  } finally {
    await handle.close();
  }
}

async function digestOf(target: { databaseUrl?: string; dataDir?: string }) {
  const handle = await openDb(target);
  try {
    return await digestTables(handle.db as Db);
  } finally {
    await handle.close();
  }
}

function expectSameAndFilled(restored: Awaited<ReturnType<typeof digestOf>>, original: typeof restored) {
  expect(restored).toEqual(original);
  const rows = new Map(original.map((t) => [t.table, t.rows]));
  expect(rows.get('public.colleges')).toBe(BUNDLED_COLLEGES);
  expect(rows.get('public.families')).toBeGreaterThan(0);
  expect(rows.get('public.user')).toBeGreaterThan(0);
  expect(original.some((t) => t.table.startsWith('drizzle.'))).toBe(true);
}

// On the embedded database only in the run without TEST_DATABASE_URL (npm test's): the run on PostgreSQL would repeat
// the same work on the same engine, a quarter of a minute of CPU seeding the catalogue on disk (docs/decisions/0084).
describe.skipIf(serverUrl)('backup and restore on the embedded database', () => {
  const source = join(work, 'pglite-source');
  const target = join(work, 'pglite-target');
  const file = join(work, 'pglite.tar.gz');

  it(
    'round-trips every table: the same row counts and contents',
    async () => {
      await seedEverything({ dataDir: source });
      const original = await digestOf({ dataDir: source });
      expect(await backupDatabase({ databaseUrl: undefined, dataDir: source }, file)).toBe('pglite');

      const restored = await restoreDatabase({ databaseUrl: undefined, dataDir: target }, file, {
        force: false,
      });
      expect(restored).toEqual({ engine: 'pglite', setAside: null });
      expectSameAndFilled(await digestOf({ dataDir: target }), original);
    },
    SLOW,
  );

  it(
    'refuses a folder that holds a database unless forced, and then keeps the old one beside',
    async () => {
      const into = { databaseUrl: undefined, dataDir: target };
      await expect(restoreDatabase(into, file, { force: false })).rejects.toThrow(/--force/);
      const { setAside } = await restoreDatabase(into, file, { force: true });
      expect(setAside && existsSync(join(setAside, 'PG_VERSION'))).toBe(true);
      expect(await digestOf({ dataDir: target })).toEqual(await digestOf({ dataDir: source }));
    },
    SLOW,
  );

  it('says so when the backup file does not exist', async () => {
    await expect(
      restoreDatabase({ databaseUrl: undefined, dataDir: join(work, 'none') }, join(work, 'missing.tar.gz'), {
        force: false,
      }),
    ).rejects.toThrow(/does not exist/);
  });
});

describe.skipIf(!serverUrl)('backup and restore on PostgreSQL', () => {
  const { admin, fresh: freshDatabase, dropAll } = scratchDatabases(serverUrl ?? '', 'ccp_backup');
  afterAll(dropAll);

  it(
    'round-trips every table with pg_dump and pg_restore, and refuses a non-empty database unless forced',
    async () => {
      const source = await freshDatabase();
      const target = await freshDatabase();
      const file = join(work, 'postgres.dump');
      await seedEverything({ databaseUrl: source });
      const original = await digestOf({ databaseUrl: source });
      expect(await backupDatabase({ databaseUrl: source, dataDir: '' }, file)).toBe('postgres');

      await restoreDatabase({ databaseUrl: target, dataDir: '' }, file, { force: false });
      expectSameAndFilled(await digestOf({ databaseUrl: target }), original);

      await expect(
        restoreDatabase({ databaseUrl: target, dataDir: '' }, file, { force: false }),
      ).rejects.toThrow(/already has \d+ tables.*--force/);
      // Forced over a database that has changed since: the result is the backup, nothing of what was there.
      await admin((c) => c.query('create table public.stray (id int)'), target);
      await restoreDatabase({ databaseUrl: target, dataDir: '' }, file, { force: true });
      expect(await digestOf({ databaseUrl: target })).toEqual(original);
    },
    SLOW,
  );
});
