// Usage: [DATABASE_URL=postgres://…] npx tsx apps/server/src/scripts/measure-catalogue-stall.ts [--colleges 50000]
// How long the server stops answering while its college catalogue takes in changes (ADR 0014). A client asks
// GET /api/health every 10 ms; the slowest answer while a change is applied is the stall. Scenarios: one college
// edited by another instance, every college updated by another instance (a big import), and for comparison the
// whole-catalogue reload that every instance did before (one query for every row, then the index in one go).
// Uses a throwaway database: in memory (PGlite) or the PostgreSQL server's given database (its colleges change!).

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { migrate, openDb, schema } from '@ccp/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createAccount } from '../modules/accounts/accounts.service';
import { SearchIndex } from '../modules/colleges/search-index';
import { seedColleges } from '../seed/colleges';

const { values } = parseArgs({ options: { colleges: { type: 'string', default: '3639' } } });
const target = Number(values.colleges);
const databaseUrl = process.env.DATABASE_URL;
const handle = await openDb({ databaseUrl, dataDir: 'memory://' });
await migrate(handle);
const { db } = handle;
await seedColleges(db);
// Copies of the catalogue (new unit ids and names) up to the wanted size.
for (let copy = 1; (await db.$count(schema.colleges)) < target; copy += 1) {
  const missing = target - (await db.$count(schema.colleges));
  await db.execute(sql`
    insert into colleges (unit_id, name, alias, city, state, control, level, undergrad_enrollment, admission_rate,
                          completion_rate_150, avg_net_price, cost_of_attendance, degree_shares)
    select unit_id + ${copy * 1_000_000}, name || ' ' || ${copy}, alias, city, state, control, level,
           undergrad_enrollment, admission_rate, completion_rate_150, avg_net_price, cost_of_attendance, degree_shares
    from colleges where unit_id < 1000000 order by id limit ${missing}`);
}
// "Another instance": its own connection on PostgreSQL; the one embedded database otherwise.
const other = databaseUrl ? await openDb({ databaseUrl }) : handle;

const app = await buildApp({
  config: testConfig({ catalogueRefreshMs: 1_000 }),
  db,
  mailer: { send: async () => undefined },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;
await app.collegeCatalogue.refresh();

const email = `stall-${Date.now()}@example.test`;
await createAccount(
  { db, auth: app.auth },
  { role: 'family', email, name: 'Stall Test', password: 'stall-password-1' },
);
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  headers: { origin: 'http://localhost:3999' },
  payload: { email, password: 'stall-password-1' },
});
const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client on its own thread (this one may be blocked): asks /api/health every 10 ms until told to stop. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let done = false;
parentPort.on('message', () => { done = true; });
(async () => {
  while (!done) {
    const started = performance.now();
    await fetch(workerData.url).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(latencies);
})();
`;

/**
 * While `work` runs: the longest the event loop was blocked (every request waits that long) and the slowest
 * /api/health answer seen by a client on another thread asking every 10 ms.
 */
async function stallDuring(work: () => Promise<unknown>) {
  const client = new Worker(CLIENT, { eval: true, workerData: { url: `${base}/api/health` } });
  const result = new Promise<number[]>((resolve) => client.once('message', resolve));
  await sleep(300);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  await work();
  const workMs = performance.now() - started;
  // The delay of a block is recorded by the first timer after it.
  await sleep(50);
  loop.disable();
  await sleep(100);
  client.postMessage('stop');
  const latencies = (await result).sort((a, b) => a - b);
  await client.terminate();
  return {
    longestBlockMs: round(loop.max / 1e6),
    slowestHealthMs: round(latencies.at(-1) ?? 0),
    healthRequests: latencies.length,
    workMs: round(workMs),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function firstSearchMs() {
  const started = performance.now();
  const res = await fetch(`${base}/api/family/colleges?limit=25`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`search: ${res.status}`);
  await res.arrayBuffer();
  return round(performance.now() - started);
}

/** Waits until this instance's poller has applied the change (the index object changes). */
async function applied() {
  const before = await app.collegeCatalogue.index();
  while ((await app.collegeCatalogue.index()) === before) await sleep(5);
}

const size = (await app.collegeCatalogue.index()).size;
const report: Record<string, unknown> = { engine: handle.kind, colleges: size };
await firstSearchMs();
report.warmSearchMs = await firstSearchMs();

report.oneEditElsewhere = await stallDuring(async () => {
  await other.db.execute(
    sql`update colleges set name = name || ' (edited)' where id = (select min(id) from colleges)`,
  );
  await applied();
});
report.firstSearchAfterOneEditMs = await firstSearchMs();

if (databaseUrl) {
  report.everyCollegeUpdatedElsewhere = await stallDuring(async () => {
    await other.db.execute(sql`update colleges set updated_at = now()`);
    await applied();
  });
} else {
  // One process owns the embedded database: the update itself runs in this thread; time the refresh after it.
  await other.db.execute(sql`update colleges set updated_at = now()`);
  report.everyCollegeUpdatedApply = await stallDuring(() => app.collegeCatalogue.refresh());
}
report.firstSearchAfterBulkMs = await firstSearchMs();

report.wholeReloadAsBefore = await stallDuring(async () => {
  const rows = await db.select().from(schema.colleges);
  return SearchIndex.of(rows, 0);
});

console.log(JSON.stringify(report, null, 2));
await app.close();
if (other !== handle) await other.close();
await handle.close();
