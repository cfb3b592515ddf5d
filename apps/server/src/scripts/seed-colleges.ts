// Usage: npm run db:seed:colleges [-- --update]
// Loads the bundled college catalogue into the database named by DATABASE_URL (or the embedded one). Without
// --update an existing catalogue only gets the bundled releases it has not had yet (the colleges it missed,
// current names, data years, the aid policies: ADR 0048); with --update it also refreshes the catalogue's colleges
// by unit id and keeps colleges that admins added.
import { parseArgs } from 'node:util';
import { migrate, openDb, SCHEMA_LOCK_KEY } from '@ccp/db';
import { loadConfig } from '../config';
import { applyBundledReleases } from '../seed/catalogue-releases';
import { seedColleges } from '../seed/colleges';

const { values } = parseArgs({ options: { update: { type: 'boolean', default: false } } });
const config = loadConfig();
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  // The same lock as a starting server's migrations and seeds: runs started together take turns.
  const { report, upgraded } = await handle.withLock(SCHEMA_LOCK_KEY, async () => {
    await migrate(handle);
    // An existing catalogue first gets the bundled releases it has not had (ADR 0048); an empty one gets everything.
    const upgraded = await applyBundledReleases(handle.db);
    return { report: await seedColleges(handle.db, { update: values.update }), upgraded };
  });
  if (report) {
    console.log(
      `colleges loaded (${handle.kind}): ${report.created} added, ${report.updated} updated in ${report.durationMs} ms`,
    );
  }
  if (upgraded.length > 0) console.log(`bundled data brought in (${handle.kind}): ${upgraded.join(', ')}`);
  if (!report && upgraded.length === 0) {
    console.log(
      'colleges already loaded; nothing changed (use --update to refresh them from the bundled catalogue)',
    );
  }
} catch (err) {
  console.error(`db:seed:colleges: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
