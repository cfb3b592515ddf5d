/**
 * Benchmark of the product's hottest path, GET /api/family/colleges with filters combined, and of the full
 * catalogue CSV import. Target: >= 2,000 requests/s with p99 < 10 ms (autocannon, 20 connections, 10 s) on the
 * embedded database and on PostgreSQL alike, authenticated with a bearer token and with the session cookie;
 * import < 3 s.
 *   npm run bench -- college                                     (embedded PGlite)
 *   scripts/with-postgres.sh npm run bench -- college            (PGlite, then PostgreSQL from PG_URL)
 * The server runs in a child process, so that autocannon does not share its event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { createAccount } from '../src/modules/accounts/accounts.service';
import { importCollegeCsv } from '../src/modules/colleges/college-import.service';
import { CATALOGUE_CSV, seedColleges } from '../src/seed/colleges';
import { benchDb, benchEntry } from './bench-support';

const RPS_TARGET = 2_000;
const P99_TARGET_MS = 10;
const IMPORT_TARGET_MS = 3_000;
const ORIGIN = 'http://localhost:3999';

/** Filters combined the way families use them; autocannon cycles through the list. */
const QUERIES = [
  'college_level=4-year&college_type=public&acceptance=30&graduation_rate=40&college_size_min=2000&sort_college=net_price&sort_order=ASC',
  'state=CA&college_type=private-nonprofit&major_code=11&coa=60000&sort_college=coa&sort_order=ASC',
  'search=university&college_level=4-year&gift_rate=30&aid_rate=40&sort_college=graduation_rate',
  'state=TX&college_level=2-year&college_size_max=20000&sort_college=name&sort_order=ASC&page=2',
  'major_code=51&acceptance=50&coa=45000&student_graduation_year=2028&sort_college=need&sort_order=ASC',
  'family_state=NY&family_federal_sai=12000&college_type=private-nonprofit&graduation_rate=70&sort_college=net_price',
  // The defaults (ADR 0049): the list suggested for the family, and a name typed, by relevance.
  '',
  'search=Penn%20State',
];

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { method: 'GET'; path: string }[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// ---- child: the server ----------------------------------------------------------------------------------------

async function serve(databaseUrl: string | undefined) {
  const handle = await benchDb(databaseUrl);
  const app = await buildApp({ config: testConfig({ publicUrl: ORIGIN }), db: handle.db });
  await app.ready();
  await seedColleges(handle.db);
  const email = 'bench-family@example.test';
  const userId = await createAccount(
    { db: handle.db, auth: app.auth },
    { role: 'family', email, name: 'The Bench Family', password: 'bench-password-123' },
  );
  const [family] = await handle.db
    .update(schema.families)
    .set({ state: 'OH', federalSai: 8_500, invitationStatus: 'active', completeOnboarding: true })
    .where(eq(schema.families.userId, userId))
    .returning();
  await handle.db
    .insert(schema.parents)
    .values({ familyId: family!.id, position: 1, firstName: 'Ann', annualIncome: 84_000 });
  await handle.db
    .insert(schema.students)
    .values({ familyId: family!.id, position: 1, name: 'Sam', graduationYear: 2027 });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password: 'bench-password-123' },
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = (await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })).json()
    .token;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`READY ${JSON.stringify({ url: address, token, cookie, kind: handle.kind })}\n`);
  // The server's own CPU time, so that the cost per request can be told apart from a busy machine.
  setInterval(() => {
    const { user, system } = process.cpuUsage();
    process.stdout.write(`CPU ${user + system}\n`);
  }, 250).unref();
  process.on('SIGTERM', () => process.exit(0));
}

// ---- parent: the load ------------------------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  url: string;
  token: string;
  /** The session cookie the sign-in set, as a browser sends it. */
  cookie: string;
  kind: string;
  /** The server process's CPU time so far, in microseconds (reported 4 times a second). */
  cpu(): number;
}

function startServer(databaseUrl: string | undefined): Promise<Server> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_ROLE: 'server', BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let cpu = 0;
    let ready = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const lines = out.split('\n');
      out = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('CPU ')) cpu = Number(line.slice(4));
        if (line.startsWith('READY ') && !ready) {
          ready = true;
          const started = JSON.parse(line.slice(6)) as Pick<Server, 'url' | 'token' | 'cookie' | 'kind'>;
          resolve({ child, ...started, cpu: () => cpu });
        }
      }
    });
    child.on('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
  });
}

/** The search under load, authenticated one way: 3 s of warm-up, then 10 s measured. */
async function measure(server: Server, how: string, headers: Record<string, string>) {
  const options = {
    url: server.url,
    connections: 20,
    headers,
    requests: QUERIES.map((q) => ({ method: 'GET' as const, path: `/api/family/colleges?${q}` })),
  };
  await autocannon({ ...options, duration: 3 }); // warm-up: JIT, sort orders, family views
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cpuBefore = server.cpu();
  const result = await autocannon({ ...options, duration: 10 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cpuPerRequest = (server.cpu() - cpuBefore) / result.requests.total;
  const ok =
    result.requests.average >= RPS_TARGET && result.latency.p99 < P99_TARGET_MS && result.non2xx === 0;
  console.log(
    `search with ${how} (${server.kind}): ${Math.round(result.requests.average)} requests/s, p99 ${result.latency.p99} ms, ` +
      `p50 ${result.latency.p50} ms, max ${result.latency.max} ms, ${result.requests.total} requests, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors  ${ok ? 'PASS' : 'FAIL'} ` +
      `(target >= ${RPS_TARGET} requests/s, p99 < ${P99_TARGET_MS} ms; 20 connections, 10 s, ${QUERIES.length} filter combinations)`,
  );
  console.log(
    `  server CPU ${Math.round(cpuPerRequest)} µs per request (${Math.round(1e6 / cpuPerRequest)} requests/s per ` +
      `core); machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
  );
  return ok;
}

async function load(databaseUrl: string | undefined) {
  const server = await startServer(databaseUrl);
  try {
    const bearer = await measure(server, 'a bearer token', { authorization: `Bearer ${server.token}` });
    const cookie = await measure(server, 'the session cookie', { cookie: server.cookie });
    return bearer && cookie;
  } finally {
    server.child.kill('SIGTERM');
  }
}

async function importTiming(databaseUrl: string | undefined) {
  const handle = await benchDb(databaseUrl);
  try {
    const file = await readFile(CATALOGUE_CSV);
    const fresh = await importCollegeCsv(handle.db, file, { acceptPartial: false });
    const again = await importCollegeCsv(handle.db, file, { acceptPartial: false });
    const ok = fresh.durationMs < IMPORT_TARGET_MS && again.durationMs < IMPORT_TARGET_MS;
    console.log(
      `import (${handle.kind}): ${fresh.created} colleges added in ${fresh.durationMs} ms; ` +
        `${again.updated} updated in ${again.durationMs} ms  ${ok ? 'PASS' : 'FAIL'} (target < ${IMPORT_TARGET_MS} ms)`,
    );
    return ok;
  } finally {
    await handle.close();
  }
}

await benchEntry(serve, async (target) => {
  const imported = await importTiming(target);
  const loaded = await load(target);
  return imported && loaded;
});
