// Usage: npm run db:seed:colleges [-- --update]
// Loads the bundled college catalogue into the database named by DATABASE_URL (or the embedded one). Without
// --update it does nothing when colleges already exist; with --update it refreshes the catalogue's colleges by
// unit id and keeps colleges that admins added.
import { parseArgs } from 'node:util';
import { migrate, openDb, SCHEMA_LOCK_KEY } from '@ccp/db';
import { loadConfig } from '../config';
import { seedColleges } from '../seed/colleges';

const { values } = parseArgs({ options: { update: { type: 'boolean', default: false } } });
const config = loadConfig();
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  // The same lock as a starting server's migrations and seeds: runs started together take turns.
  const report = await handle.withLock(SCHEMA_LOCK_KEY, async () => {
    await migrate(handle);
    return seedColleges(handle.db, { update: values.update });
  });
  console.log(
    report
      ? `colleges loaded (${handle.kind}): ${report.created} added, ${report.updated} updated in ${report.durationMs} ms`
      : 'colleges already loaded; nothing changed (use --update to refresh them from the bundled catalogue)',
  );
} catch (err) {
  console.error(`db:seed:colleges: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
