import { openDb } from '@ccp/db';
import { buildApp } from './app';
import { preparePasswordChecker } from './auth/password-policy';
import { loadConfig } from './config';
import { migrateUnderLock, seedUnderLock, shutdownOnSignals } from './lifecycle';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateUnderLock(handle);
const app = await buildApp({ config, db: handle.db });
await seedUnderLock(app, handle, config);
app.collegeCatalogue.start(); // loads in the background; /api/ready answers 200 once it has
shutdownOnSignals(app, handle, { graceMs: config.shutdownGraceMs });

await app.listen({ port: config.port, host: config.host });
// The password rule's dictionaries load now, not during the first sign-up (about a second, once).
void preparePasswordChecker().catch((err) =>
  app.log.warn({ err }, 'could not load the password dictionaries'),
);
app.log.info(`College Cost Planner is serving ${config.publicUrl} (database: ${handle.kind})`);
