import { migrate, openDb } from '@ccp/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedColleges } from './seed/colleges';
import { seedDemo } from './seed/demo';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(handle);
const app = await buildApp({ config, db: handle.db });
// The embedded default loads the bundled college catalogue on first start; a PostgreSQL server gets it with
// `npm run db:seed:colleges`.
const loaded = handle.kind === 'pglite' ? await seedColleges(handle.db) : null;
if (loaded) app.log.info(`college catalogue loaded: ${loaded.created} colleges in ${loaded.durationMs} ms`);
if (config.seedDemo) await seedDemo(app);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`College Cost Planner is serving ${config.publicUrl} (database: ${handle.kind})`);
