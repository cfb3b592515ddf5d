import { openDb } from './client';
import { migrate, SCHEMA_LOCK_KEY } from './migrate';

const handle = await openDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.data/db',
});
await handle.withLock(SCHEMA_LOCK_KEY, () => migrate(handle));
await handle.close();
console.log(`migrations applied (${handle.kind})`);
