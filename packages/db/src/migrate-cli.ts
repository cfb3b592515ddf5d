import { openDb } from './client';
import { migrate } from './migrate';

const handle = await openDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.data/db',
});
await migrate(handle);
await handle.close();
console.log(`migrations applied (${handle.kind})`);
