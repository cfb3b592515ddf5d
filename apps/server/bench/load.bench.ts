/**
 * Load test: LOAD_USERS (200) simulated families at once for LOAD_SECONDS (60 s) against a real server on
 * loopback, each doing what a family does in the app: sign in (and fetch its access token), search colleges, edit
 * its profile, add and remove a favourite, open the SAI page. Each user waits a random 0 to LOAD_THINK_MS (1,000)
 * ms between requests; they arrive over the first 20 s. Target: 0 errors; p99 reported per kind of request.
 *   npm run bench -- load                                  (embedded PGlite)
 *   scripts/with-postgres.sh npm run bench -- load         (PGlite, then PostgreSQL from PG_URL)
 *   BENCH_ENGINES=postgres scripts/with-postgres.sh npm run bench -- load
 *   LOAD_CPU_PROF=/tmp/prof npm run bench -- load          (the server's CPU profile, written when it stops)
 *   LOAD_TARGET=http://127.0.0.1:4451 DATABASE_URL=... npm run bench -- load
 *     (servers already running, e.g. behind nginx: scripts/two-instances.sh; the families are created in the
 *     database first, and the servers must trust the origin http://localhost:3999 and allow the sign-ins)
 * The server runs in a child process (its own event loop); its families are created there before it listens. The
 * log-in rate limit is raised for it, since every simulated family signs in from the same address.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openDb, schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { createAccount } from '../src/modules/accounts/accounts.service';
import { seedColleges } from '../src/seed/colleges';
import { benchDb, benchEntry } from './bench-support';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1_000);
/**
 * Families arrive over this many seconds at the start, as on a real site, not all in one millisecond. A sign-in
 * costs about 100 ms of CPU (scrypt, on purpose), so 200 of them in 20 s keep one core busy on their own.
 */
const RAMP_UP_SECONDS = 20;
const ORIGIN = 'http://localhost:3999';
const PASSWORD = 'load-test-password-1';
const email = (i: number) => `load-family-${i}@example.test`;

/** Filters families combine; each search picks one. */
const SEARCHES = [
  'college_level=4-year&college_type=public&acceptance=30&graduation_rate=40&sort_college=net_price&sort_order=ASC',
  'state=CA&college_type=private-nonprofit&coa=60000&sort_college=coa&sort_order=ASC',
  'search=university&college_level=4-year&gift_rate=30&sort_college=graduation_rate',
  'state=TX&college_level=2-year&college_size_max=20000&sort_college=name&sort_order=ASC&page=2',
  'search=college&state=OH&sort_college=need&sort_order=ASC',
  'major_code=51&acceptance=50&coa=45000&sort_college=net_price',
];

// ---- child: the server ----------------------------------------------------------------------------------------

async function serve(databaseUrl: string | undefined) {
  const handle = await benchDb(databaseUrl);
  const { app, setupMs } = await withFamilies(handle);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`READY ${address} ${handle.kind} ${setupMs}\n`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  });
}

/** An app on the database with the catalogue and USERS families in it (created unless they are there already). */
async function withFamilies(handle: Awaited<ReturnType<typeof benchDb>>) {
  const app = await buildApp({
    config: testConfig({ publicUrl: ORIGIN, rateLimitAuthMax: 1_000_000, passwordHashing: 'production' }),
    db: handle.db,
  });
  await app.ready();
  await seedColleges(handle.db);
  const started = performance.now();
  // Every family has the same password, so its scrypt hash is computed once and stored for all of them; signing
  // in still verifies it in full. Without this the set-up alone took minutes on a busy 2-core machine.
  const context = await app.auth.$context;
  const hashPassword = context.password.hash;
  const hashed = await hashPassword(PASSWORD);
  context.password.hash = async () => hashed;
  const createFamily = async (i: number) => {
    const known = await handle.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, email(i)) });
    if (known) return;
    const userId = await createAccount(
      { db: handle.db, auth: app.auth },
      { role: 'family', email: email(i), name: `Load Family ${i}`, password: PASSWORD },
    );
    const [family] = await handle.db
      .update(schema.families)
      .set({ state: 'OH', familyMembersCount: 4, invitationStatus: 'active', completeOnboarding: true })
      .where(eq(schema.families.userId, userId))
      .returning();
    await handle.db
      .insert(schema.parents)
      .values({ familyId: family!.id, position: 1, firstName: 'Pat', annualIncome: 60_000 + i * 500 });
    await handle.db
      .insert(schema.students)
      .values({ familyId: family!.id, position: 1, name: 'Sam', graduationYear: 2027 });
  };
  for (let i = 0; i < USERS; i += 4)
    await Promise.all([i, i + 1, i + 2, i + 3].filter((n) => n < USERS).map(createFamily));
  context.password.hash = hashPassword;
  return { app, setupMs: Math.round(performance.now() - started) };
}

// ---- parent: the simulated families -----------------------------------------------------------------------------

type Kind =
  | 'sign-in'
  | 'token'
  | 'profile'
  | 'search'
  | 'profile-edit'
  | 'favourite-add'
  | 'favourite-remove'
  | 'sai';
const KINDS: Kind[] = [
  'sign-in',
  'token',
  'profile',
  'search',
  'profile-edit',
  'favourite-add',
  'favourite-remove',
  'sai',
];

class Recorder {
  readonly latencies = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  /** The same latencies, of the requests that started once every family had arrived (after the ramp-up). */
  readonly settled = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  settledFrom = Number.POSITIVE_INFINITY;
  readonly errors = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  /** Requests sent a second time because their connection closed before any answer (printed, never hidden). */
  readonly resent = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  readonly samples: string[] = [];

  async time<T>(
    kind: Kind,
    expected: number[],
    call: () => Promise<Response>,
    read: (r: Response) => Promise<T>,
  ) {
    const started = performance.now();
    try {
      const response = await call().catch((error: unknown) => {
        if (!closedBeforeAnswer(error)) throw error;
        // As a browser does: a request sent on a kept-alive connection that the other side closed before any
        // answer (nginx closes its idle connections when it reloads) was never read; it is sent once more.
        this.resent.set(kind, this.resent.get(kind)! + 1);
        return call();
      });
      const body = await read(response);
      const took = performance.now() - started;
      this.latencies.get(kind)!.push(took);
      if (started >= this.settledFrom) this.settled.get(kind)!.push(took);
      if (expected.includes(response.status)) return body;
      this.fail(kind, `${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    } catch (error) {
      // fetch's own message ("fetch failed") hides why: the socket's error is its cause.
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      this.fail(kind, error instanceof Error ? `${error.message}${cause}` : String(error));
    }
    return undefined;
  }

  private fail(kind: Kind, detail: string) {
    this.errors.set(kind, this.errors.get(kind)! + 1);
    if (this.samples.length < 5) this.samples.push(`${kind}: ${detail}`);
  }
}

/** undici's "other side closed": the connection ended before a byte of the answer came. */
const closedBeforeAnswer = (error: unknown) =>
  error instanceof TypeError &&
  error.cause instanceof Error &&
  (error.cause as Error & { code?: string }).code === 'UND_ERR_SOCKET' &&
  error.cause.message === 'other side closed';

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (r: Response) => r.json() as Promise<Record<string, unknown>>;
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

async function family(base: string, i: number, until: number, rec: Recorder) {
  let token = '';
  let studentId = '';
  let colleges: number[] = [];
  let favourite: string | null = null;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  const signIn = async () => {
    const signedIn = await rec.time(
      'sign-in',
      [200],
      () =>
        fetch(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ email: email(i), password: PASSWORD }),
        }),
      async (r) => ({
        cookie: r.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
        body: await r.text(),
      }),
    );
    if (!signedIn) return false;
    const issued = await rec.time(
      'token',
      [200],
      () => fetch(`${base}/api/auth/token`, { headers: { cookie: signedIn.cookie } }),
      json,
    );
    token = typeof issued?.token === 'string' ? issued.token : '';
    return token !== '';
  };

  await pause(Math.random() * Math.min(RAMP_UP_SECONDS * 1_000, (until - Date.now()) / 2));
  let step = 0;
  while (Date.now() < until) {
    // A family signs in once: its session outlasts the test, and its access token the test's minute.
    if (!token) {
      if (!(await signIn())) {
        await pause(THINK_MS);
        continue;
      }
      const profile = await rec.time('profile', [200], () => api('/api/family/profile'), json);
      const students = (profile?.students ?? []) as { id: string }[];
      studentId = students[0]?.id ?? studentId;
    }
    // In the order a family goes: search, edit the profile, add a favourite, remove it, open the SAI page.
    const action = step % 5;
    step += 1;
    if (action === 0 || colleges.length === 0) {
      const found = await rec.time(
        'search',
        [200],
        () => api(`/api/family/colleges?${pick(SEARCHES)}`),
        json,
      );
      const items = (found?.items ?? []) as { id: number }[];
      if (items.length) colleges = items.map((c) => c.id);
    } else if (action === 1) {
      const body = JSON.stringify({ checkingAmount: 1_000 + Math.floor(Math.random() * 20_000) });
      await rec.time(
        'profile-edit',
        [200],
        () => api('/api/family/profile/family', { method: 'PUT', body }),
        json,
      );
    } else if (action === 2 && studentId && !favourite) {
      const body = JSON.stringify({ collegeId: pick(colleges), studentId });
      const added = await rec.time(
        'favourite-add',
        [200, 201],
        () => api('/api/family/favourite/family', { method: 'POST', body }),
        json,
      );
      favourite = typeof added?.id === 'string' ? added.id : null;
    } else if (action === 3 && favourite) {
      const id = favourite;
      favourite = null;
      await rec.time(
        'favourite-remove',
        [200],
        () => api(`/api/family/favourite/${id}/family`, { method: 'DELETE' }),
        json,
      );
    } else {
      const query = studentId ? `?studentId=${studentId}` : '';
      await rec.time('sai', [200], () => api(`/api/family/sai${query}`), json);
    }
    await pause(Math.random() * THINK_MS);
  }
}

type Server = { child: ChildProcess | null; url: string; kind: string; setupMs: number };

/**
 * The CPU seconds a process has used (all its threads: HTTP, PGlite's worker, the hashing pool), from Linux's
 * /proc; null elsewhere. Per request it is steadier than latency on a shared machine, whose load moves the tails.
 */
function cpuSecondsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Servers already running at LOAD_TARGET on DATABASE_URL: the families are put in that database first. */
async function externalServer(target: string): Promise<Server> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('LOAD_TARGET needs DATABASE_URL (the database the servers at it use)');
  const handle = await openDb({ databaseUrl: url });
  const { app, setupMs } = await withFamilies(handle);
  await app.close();
  await handle.close();
  return { child: null, url: target, kind: `${handle.kind} at ${target}`, setupMs };
}

function startServer(databaseUrl: string | undefined): Promise<Server> {
  // LOAD_CPU_PROF=<dir> writes the server's CPU profile there (open it in Chrome's DevTools or speedscope).
  const profile = process.env.LOAD_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_ROLE: 'server', BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+) (\S+) (\d+)/.exec(out);
      if (match) resolve({ child, url: match[1]!, kind: match[2]!, setupMs: Number(match[3]) });
    });
    child.on('exit', (code) => reject(new Error(`load-test server exited early (${code})`)));
  });
}

async function run(databaseUrl: string | undefined): Promise<boolean> {
  const target = process.env.LOAD_TARGET;
  const server = target ? await externalServer(target) : await startServer(databaseUrl);
  try {
    // Warm-up, not counted: a few families use every route once or twice, so that the figures are not the JIT's.
    const warmUp = Date.now() + 5_000;
    await Promise.all([0, 1, 2, 3, 4].map((i) => family(server.url, i, warmUp, new Recorder())));
    const rec = new Recorder();
    const cpuBefore = cpuSecondsOf(server.child?.pid);
    const started = Date.now();
    rec.settledFrom = performance.now() + Math.min(RAMP_UP_SECONDS, SECONDS / 2) * 1_000;
    const until = started + SECONDS * 1_000;
    await Promise.all(Array.from({ length: USERS }, (_, i) => family(server.url, i, until, rec)));
    const elapsed = (Date.now() - started) / 1_000;
    const cpuAfter = cpuSecondsOf(server.child?.pid);
    const total = KINDS.reduce((sum, k) => sum + rec.latencies.get(k)!.length, 0);
    const errors = KINDS.reduce((sum, k) => sum + rec.errors.get(k)!, 0);
    console.log(
      `load (${server.kind}): ${USERS} families for ${SECONDS} s, think time 0-${THINK_MS} ms; ` +
        `${total} requests (${Math.round(total / elapsed)}/s), ${errors} errors  ${errors === 0 ? 'PASS' : 'FAIL'} ` +
        `(target: 0 errors); ${server.setupMs} ms to create the families`,
    );
    const table = (latencies: Map<Kind, number[]>, errorsOf: (kind: Kind) => number | string) => {
      console.log(
        `  ${'request'.padEnd(17)}${['count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'].map((h) => h.padStart(8)).join('')}`,
      );
      for (const kind of KINDS) {
        const sorted = [...latencies.get(kind)!].sort((a, b) => a - b);
        if (sorted.length === 0) continue;
        const cells = [
          sorted.length,
          errorsOf(kind),
          percentile(sorted, 50),
          percentile(sorted, 95),
          percentile(sorted, 99),
          sorted.at(-1) ?? 0,
        ].map((n) => (typeof n === 'number' ? String(Math.round(n)) : n).padStart(8));
        console.log(`  ${kind.padEnd(17)}${cells.join('')}`);
      }
    };
    table(rec.latencies, (kind) => rec.errors.get(kind)!);
    // The arrival (families signing in over the first RAMP_UP_SECONDS) is the heaviest part; the steady state apart.
    const settledAfter = Math.min(RAMP_UP_SECONDS, SECONDS / 2);
    const settledCount = KINDS.reduce((sum, k) => sum + rec.settled.get(k)!.length, 0);
    // The steady state's rate: every family is signing in or using the app; with enough families, the server's
    // saturated throughput (the run's overall rate also counts the ramp-up, when fewer families are there).
    console.log(
      `  the requests started after ${settledAfter} s, once every family had arrived ` +
        `(${Math.round(settledCount / (elapsed - settledAfter))}/s):`,
    );
    table(rec.settled, () => '-');
    for (const sample of rec.samples) console.log(`  error: ${sample}`);
    const resent = KINDS.filter((k) => rec.resent.get(k)! > 0).map((k) => `${k} ${rec.resent.get(k)}`);
    if (resent.length > 0)
      console.log(
        `  sent again once, their kept-alive connection closed before any answer (as a browser does): ${resent.join(', ')}`,
      );
    if (cpuBefore !== null && cpuAfter !== null && total > 0) {
      const used = cpuAfter - cpuBefore;
      console.log(
        `  server CPU ${used.toFixed(1)} s in ${elapsed.toFixed(0)} s (${((used / elapsed) * 100).toFixed(0)} % of one core), ` +
          `${((used * 1_000) / total).toFixed(1)} ms per request, sign-ins' hashing included`,
      );
    }
    console.log(`  machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
    return errors === 0;
  } finally {
    // Waits for the server to close its database (and drop the throwaway one) before the next engine or the end.
    const child = server.child;
    if (child) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

await benchEntry(serve, run);
