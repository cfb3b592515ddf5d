import { writeSync } from 'node:fs';
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
// Embedded PGlite runs on a thread of its own, beside the one that serves HTTP (docs/decisions/0078).
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ownThread: true });
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
// One plain line for the person who typed `npm start`, once college search answers too (the log lines are JSON).
await Promise.resolve(app.collegeCatalogue.index()).catch((err: unknown) =>
  app.log.error({ err }, 'the college catalogue did not load; search will answer once it does'),
);
// Written straight to the descriptor, as the log lines are (ADR 0041): console's stream on a pipe whose reader has
// gone turns the next write into an uncaught EPIPE, and a shutdown must not depend on who still reads the output.
try {
  writeSync(1, `Ready at ${config.publicUrl}${config.seedDemo ? ' - demo accounts in the README' : ''}\n`);
} catch {
  /* nobody reads the output: nothing to tell */
}
