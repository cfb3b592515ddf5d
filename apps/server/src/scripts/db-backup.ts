// Usage: npm run db:backup -- --out FILE
// Backs up the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR): pg_dump's custom format
// on PostgreSQL, the data folder as a .tar.gz on the embedded database (stop the server first: it holds that folder).
import { parseArgs } from 'node:util';
import { openDb } from '@ccp/db';
import { backupDatabase } from '../backup/backup';
import { digestTables } from '../backup/table-digest';
import { loadConfig } from '../config';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('db:backup: give the file to write, e.g. npm run db:backup -- --out backup.dump');
  process.exit(2);
}
try {
  const config = loadConfig();
  const engine = await backupDatabase(config, values.out);
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const tables = await digestTables(handle.db).finally(() => handle.close());
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`backup written to ${values.out} (${engine}): ${tables.length} tables, ${rows} rows`);
} catch (err) {
  console.error(`db:backup: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
