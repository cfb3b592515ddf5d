// Usage: npm run db:restore -- --in FILE [--force]
// Restores a backup made by db:backup into the database the server uses (DATABASE_URL, else DATA_DIR). A database
// that already holds data is refused unless --force: PostgreSQL's schemas are then dropped first; the embedded data
// folder is kept beside, renamed. Stop the server first.
import { parseArgs } from 'node:util';
import { openDb } from '@ccp/db';
import { restoreDatabase } from '../backup/backup';
import { digestTables } from '../backup/table-digest';
import { loadConfig } from '../config';

const { values } = parseArgs({
  options: { in: { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (!values.in) {
  console.error('db:restore: give the backup to restore, e.g. npm run db:restore -- --in backup.dump');
  process.exit(2);
}
try {
  const config = loadConfig();
  const { engine, setAside } = await restoreDatabase(config, values.in, { force: values.force });
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const tables = await digestTables(handle.db).finally(() => handle.close());
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`restored ${values.in} (${engine}): ${tables.length} tables, ${rows} rows`);
  if (setAside) console.log(`the database that was there is kept in ${setAside}`);
} catch (err) {
  console.error(`db:restore: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
