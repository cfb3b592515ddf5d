import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, MIGRATIONS_FOLDER, migrate, openDb, schema } from '@ccp/db';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabases, scratchDatabases } from '../../test/support/scratch-databases';
import { importCollegeCsv } from '../modules/colleges/college-import.service';
import { bundleCsv, CATALOGUE_CSV, SUPPLEMENT_CSV } from './catalogue-bundle';
import { AID_POLICIES_RELEASE, applyBundledReleases, CATALOGUE_RELEASE } from './catalogue-releases';
import { BUNDLED_COLLEGES, seedColleges } from './colleges';

/*
 * An existing database, as the product left it before the catalogue additions: the schema up to the migration
 * before this one, the 2021-22 catalogue and its supplement loaded the old way. Starting the new release migrates
 * it and brings the bundled data in once (on the embedded database, and on PostgreSQL under
 * scripts/with-postgres.sh).
 */

const { colleges, collegeAidPolicies, catalogueReleases } = schema;

/** The migrations folder as it was before the catalogue additions (that migration and every later one removed). */
async function migrationsBeforeThisOne(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ccp-migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => /catalogue_additions_and_aid_policies$/.test(e.tag));
  expect(at).toBeGreaterThan(0);
  const later = journal.entries.splice(at);
  await writeFile(journalFile, JSON.stringify(journal));
  await Promise.all(later.map((e) => rm(join(dir, `${e.tag}.sql`))));
  return dir;
}

/** The catalogue file the previous release loaded: colleges.csv with the supplement's columns, by unit id. */
async function previousCatalogue(): Promise<Uint8Array> {
  const [main, extra] = await Promise.all([
    readFile(CATALOGUE_CSV, 'utf8'),
    readFile(SUPPLEMENT_CSV, 'utf8'),
  ]);
  const [header, ...rows] = parse(main, { bom: true }) as string[][];
  const [extraHeader, ...extraRows] = parse(extra, { bom: true }) as string[][];
  const byUnitId = new Map(extraRows.map((r) => [r[0], r.slice(1)]));
  return bundleCsv(
    [...header!, ...extraHeader!.slice(1)],
    rows.map((r) => [...r, ...byUnitId.get(r[0])!]),
  );
}

const scratch: ScratchDatabases | null = process.env.TEST_DATABASE_URL
  ? scratchDatabases(process.env.TEST_DATABASE_URL, 'ccp_release')
  : null;

async function openEmpty(): Promise<DbHandle> {
  return scratch ? openDb({ databaseUrl: await scratch.fresh() }) : openDb({ dataDir: 'memory://' });
}

async function rowOf(handle: DbHandle, unitId: number) {
  const [row] = await handle.db.select().from(colleges).where(eq(colleges.unitId, unitId));
  return row;
}

async function lastWrite(handle: DbHandle) {
  const [row] = await handle.db
    .select({ xid: sql<string>`max(${colleges.changeXid})::text`, count: sql<number>`count(*)::int` })
    .from(colleges);
  return row;
}

describe('an existing database gets the catalogue additions and the aid policies at start', () => {
  let handle: DbHandle;
  let folder: string;
  let applied: string[];

  beforeAll(async () => {
    folder = await migrationsBeforeThisOne();
    handle = await openEmpty();
    const config = { migrationsFolder: folder };
    if (handle.kind === 'postgres') await migratePg(handle.db as never, config);
    else await migratePglite(handle.db as never, config);
    // Today's importer writes each row's data year, a column the previous release did not have: it is there for the
    // import only, as the previous release's importer wrote none.
    await handle.db.execute(sql`alter table colleges add column data_year text`);
    const report = await importCollegeCsv(handle.db, await previousCatalogue(), { acceptPartial: false });
    expect(report).toMatchObject({ created: 3639, imported: true });
    await handle.db.execute(sql`alter table colleges drop column data_year`);
    // An admin renamed Mercy College their own way and added PennWest by hand before this release.
    await handle.db.execute(sql`update colleges set name = 'Mercy (our spelling)' where unit_id = 193016`);
    await handle.db.execute(
      sql`insert into colleges (unit_id, name, state, control, level) values (498571, 'PennWest, added by hand', 'PA', 'public', '4-year')`,
    );
    // The new release starts: migrations, then the bundled data under the same lock.
    await migrate(handle);
    applied = await applyBundledReleases(handle.db);
  }, 600_000);

  afterAll(async () => {
    await handle?.close();
    await scratch?.dropAll();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('applies each release once and records it', async () => {
    expect(applied).toEqual([CATALOGUE_RELEASE, AID_POLICIES_RELEASE]);
    const recorded = await handle.db.select({ name: catalogueReleases.name }).from(catalogueReleases);
    expect(recorded.map((r) => r.name).sort()).toEqual([AID_POLICIES_RELEASE, CATALOGUE_RELEASE].sort());
  });

  it('adds the colleges the 2021-22 catalogue missed, Penn State first among them', async () => {
    expect((await lastWrite(handle))?.count).toBe(BUNDLED_COLLEGES);
    expect(await rowOf(handle, 214777)).toMatchObject({
      name: 'Pennsylvania State University-Main Campus',
      state: 'PA',
      commonNames: expect.stringContaining('Penn State'),
      dataYear: '2022-23',
      tuitionFeesInState2023: 20234,
    });
    // Added by an admin before the release: kept as the admin wrote it.
    expect(await rowOf(handle, 498571)).toMatchObject({ name: 'PennWest, added by hand' });
  });

  it('shows renamed colleges by their current names, except where an admin renamed them', async () => {
    expect(await rowOf(handle, 151111)).toMatchObject({
      name: 'Indiana University-Indianapolis',
      alias: 'IU Indianapolis|IUPUI',
      formerNames: 'Indiana University-Purdue University-Indianapolis',
    });
    expect(await rowOf(handle, 193016)).toMatchObject({ name: 'Mercy (our spelling)' });
  });

  it("says every bundled row's data year and source", async () => {
    const [missing] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(colleges)
      .where(sql`${colleges.dataYear} is null and ${colleges.unitId} <> 498571`);
    expect(missing?.count).toBe(0);
    expect(await rowOf(handle, 166027)).toMatchObject({
      dataYear: '2021-22',
      dataSource: expect.stringMatching(/^College Scorecard 2021-22/),
    });
  });

  it('loads the 59 aid policies', async () => {
    expect(await handle.db.$count(collegeAidPolicies)).toBe(59);
    const [harvard] = await handle.db
      .select()
      .from(collegeAidPolicies)
      .where(eq(collegeAidPolicies.unitId, 166027));
    expect(harvard).toMatchObject({ freeTuitionIncomeMax: 200000, grade: 'SECONDARY' });
  });

  it('changes nothing the second time (every start looks)', async () => {
    const before = await lastWrite(handle);
    expect(await applyBundledReleases(handle.db)).toEqual([]);
    expect(await seedColleges(handle.db)).toBeNull();
    expect(await lastWrite(handle)).toEqual(before);
    expect(await handle.db.$count(collegeAidPolicies)).toBe(59);
  });
});

describe('a new database', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openEmpty();
    await migrate(handle);
  }, 600_000);
  afterAll(async () => {
    await handle?.close();
    await scratch?.dropAll();
  });

  it('has nothing to upgrade before the catalogue is loaded, then gets everything from the first load', async () => {
    expect(await applyBundledReleases(handle.db)).toEqual([]);
    expect(await handle.db.$count(catalogueReleases)).toBe(0);
    const report = await seedColleges(handle.db);
    expect(report).toMatchObject({ created: BUNDLED_COLLEGES });
    expect(await handle.db.$count(catalogueReleases)).toBe(2);
    expect(await handle.db.$count(collegeAidPolicies)).toBe(59);
    expect(await rowOf(handle, 231165)).toMatchObject({
      name: 'Vermont State University',
      formerNames: 'Vermont Technical College',
    });
  });
});
