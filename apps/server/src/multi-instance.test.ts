import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabases } from '../test/support/scratch-databases';

/**
 * Several server processes on one PostgreSQL database, started at the same moment, as behind a load balancer
 * (ADR 0014). Runs only with TEST_DATABASE_URL (CI's PostgreSQL step: scripts/with-postgres.sh npm run test:api).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = 'apps/server/src/main.ts';
const SEED_COLLEGES = 'apps/server/src/scripts/seed-colleges.ts';
/** The ports this test may use (4730-4739). */
const PORTS = [4730, 4731, 4732, 4733, 4734, 4735, 4736, 4737];
const DEMO_PASSWORD = 'demo-password';

interface Instance {
  port: number;
  base: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const running = new Set<Instance>();
/** The databases of this file (dropped after it). */
const databases = scratchDatabases(serverUrl ?? '', 'ccp_instances');

function environment(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '5000',
  };
}

function launch(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env, stdio: 'pipe' });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

function startInstance(databaseUrl: string, port: number): Instance {
  const { child, output, exited } = launch(MAIN, environment(databaseUrl, port));
  const instance = { port, base: `http://127.0.0.1:${port}`, process: child, output, exited };
  running.add(instance);
  void exited.then(() => running.delete(instance));
  return instance;
}

/** Loads the bundled college catalogue (PostgreSQL does not load it at start; see the README). */
async function seedCatalogue(databaseUrl: string): Promise<void> {
  const { output, exited } = launch(SEED_COLLEGES, { ...process.env, DATABASE_URL: databaseUrl });
  const code = await exited;
  if (code !== 0) throw new Error(`db:seed:colleges failed (${code}): ${output.join('')}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /api/ready until 200; fails with the instance's output when it exits or takes too long. */
async function waitReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  let gone = false;
  void instance.exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone)
      throw new Error(`instance :${instance.port} exited while starting:\n${instance.output.join('')}`);
    const res = await fetch(`${instance.base}/api/ready`).catch(() => null);
    if (res?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`instance :${instance.port} not ready in ${timeoutMs} ms:\n${instance.output.join('')}`);
}

/** Stops an instance with SIGTERM and resolves with its exit code. */
async function stop(instance: Instance): Promise<number | null> {
  instance.process.kill('SIGTERM');
  return instance.exited;
}

interface Session {
  instance: Instance;
  cookie: string;
}

/** Signs in through the instance's auth API, as the web app does (Origin = that instance's PUBLIC_URL). */
async function signIn(instance: Instance, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const res = await fetch(`${instance.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} on :${instance.port}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { instance, cookie };
}

async function call(session: Session, method: string, path: string, body?: unknown) {
  const res = await fetch(`${session.instance.base}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      origin: session.instance.base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function searchNames(session: Session, words: string): Promise<string[]> {
  const res = await call(session, 'GET', `/api/family/colleges?search=${encodeURIComponent(words)}`);
  expect(res.status).toBe(200);
  return (res.body.items as { name: string }[]).map((c) => c.name);
}

/** Polls `probe` until it returns true; resolves with the time it took, or fails after `withinMs`. */
async function within(withinMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if (await probe()) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`not seen within ${withinMs} ms`);
}

afterAll(async () => {
  await Promise.all([...running].map((instance) => stop(instance)));
  if (!serverUrl) return;
  await databases.dropAll();
});

describe.skipIf(!serverUrl)('several instances on one PostgreSQL database', () => {
  let a: Instance;
  let b: Instance;

  /** Two instances started at the same moment on a fresh database, with the catalogue loaded meanwhile. */
  async function startPair(ports: [number, number], withCatalogue: boolean) {
    const databaseUrl = await databases.fresh();
    const pair = [startInstance(databaseUrl, ports[0]), startInstance(databaseUrl, ports[1])] as const;
    if (withCatalogue) await seedCatalogue(databaseUrl);
    await Promise.all(pair.map((instance) => waitReady(instance)));
    return pair;
  }

  it('start together on a fresh database again and again: both migrate, seed, serve and stop cleanly', async () => {
    for (let trial = 0; trial < 3; trial += 1) {
      const pair = await startPair([PORTS[2 + 2 * trial]!, PORTS[3 + 2 * trial]!], false);
      for (const instance of pair) {
        const res = await fetch(`${instance.base}/api/health`);
        expect(res.status).toBe(200);
        await signIn(instance, 'admin@demo.test');
      }
      expect(await Promise.all(pair.map((instance) => stop(instance)))).toEqual([0, 0]);
    }
  }, 240_000);

  describe('two instances serving one database', () => {
    it('both become ready and serve, with the catalogue loaded by the seed script while they start', async () => {
      [a, b] = await startPair([PORTS[0]!, PORTS[1]!], true);
      // The catalogue arrived after both had loaded an empty one: each applies it as a change.
      for (const instance of [a, b]) {
        const family = await signIn(instance, 'family@demo.test');
        await within(5_000, async () => (await searchNames(family, 'harvard')).length > 0);
      }
    }, 120_000);

    it('a college edited on one instance is found by search on the other within 2 s', async () => {
      const adminOnA = await signIn(a, 'admin@demo.test');
      const familyOnB = await signIn(b, 'family@demo.test');
      const list = await call(adminOnA, 'GET', '/api/admin/colleges?search=100654');
      const [target] = list.body.items as { id: number; name: string }[];
      const record = await call(adminOnA, 'GET', `/api/admin/colleges/${target!.id}`);
      const renamed = 'Quillfeather Polytechnic';
      expect(await searchNames(familyOnB, renamed)).toEqual([]);

      const edit = await call(adminOnA, 'PUT', `/api/admin/colleges/${target!.id}`, {
        ...record.body,
        name: renamed,
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const tookMs = await within(2_000, async () =>
        (await searchNames(familyOnB, renamed)).includes(renamed),
      );
      console.log(`the edit on :${a.port} was found by search on :${b.port} after ${tookMs} ms`);
    }, 60_000);

    it('a sign-out on one instance is refused on the other within 2 s (cookie and bearer token)', async () => {
      const onA = await signIn(a, 'family@demo.test');
      const onB: Session = { instance: b, cookie: onA.cookie };
      const token = await call(onB, 'GET', '/api/auth/token');
      expect(token.status).toBe(200);
      const bearer = `Bearer ${String(token.body.token)}`;
      const profileOnB = (headers: Record<string, string>) =>
        fetch(`${b.base}/api/family/profile`, { headers }).then((r) => r.status);
      expect(await profileOnB({ authorization: bearer })).toBe(200);
      expect(await profileOnB({ cookie: onA.cookie })).toBe(200);

      expect((await call(onA, 'POST', '/api/auth/sign-out', {})).status).toBe(200);
      const tookMs = await within(2_000, async () => {
        const [byToken, byCookie] = await Promise.all([
          profileOnB({ authorization: bearer }),
          profileOnB({ cookie: onA.cookie }),
        ]);
        return byToken === 401 && byCookie === 401;
      });
      console.log(`the sign-out on :${a.port} was refused on :${b.port} after ${tookMs} ms`);
    }, 60_000);

    it('an agent suspended on one instance stops acting as a family on the other within 2 s (issue 18)', async () => {
      const adminOnA = await signIn(a, 'admin@demo.test');
      const agentOnB = await signIn(b, 'agent@demo.test');
      const families = await call(agentOnB, 'GET', '/api/agents/families?search=family%40demo.test');
      const [family] = families.body.items as { id: string }[];
      const started = await fetch(`${b.base}/api/agents/families/${family!.id}/simulate`, {
        method: 'POST',
        headers: { cookie: agentOnB.cookie, origin: b.base },
      });
      expect(started.status).toBe(200);
      const agentUserId = ((await started.json()) as { actor: { id: string } }).actor.id;
      const acting: Session = {
        instance: b,
        cookie: started.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      };
      const token = await call(acting, 'GET', '/api/auth/token');
      const asFamily = (headers: Record<string, string>) =>
        fetch(`${b.base}/api/family/profile`, {
          headers: { ...headers, 'x-admin-simulator-id': agentUserId },
        }).then((r) => r.status);
      const bearer = { authorization: `Bearer ${String(token.body.token)}` };
      expect(await asFamily(bearer)).toBe(200);
      expect(await asFamily({ cookie: acting.cookie })).toBe(200);

      const agents = await call(adminOnA, 'GET', '/api/admin/agents?search=agent%40demo.test');
      const [agent] = agents.body.items as { id: string; name: string }[];
      const suspended = await call(adminOnA, 'PUT', `/api/admin/agents/${agent!.id}`, {
        name: agent!.name,
        status: 'inactive',
      });
      expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
      const tookMs = await within(2_000, async () => {
        const [byToken, byCookie] = await Promise.all([
          asFamily(bearer),
          asFamily({ cookie: acting.cookie }),
        ]);
        return byToken === 401 && byCookie === 401;
      });
      console.log(`the suspension on :${a.port} ended the acting session on :${b.port} after ${tookMs} ms`);
      const refused = await fetch(`${b.base}/api/family/profile/agent`, {
        method: 'PUT',
        headers: { ...bearer, 'x-admin-simulator-id': agentUserId, 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'OH' }),
      });
      expect(refused.status).toBe(401);
      // Reactivated, the agent logs in again (the rest of the file does not depend on it).
      await call(adminOnA, 'PUT', `/api/admin/agents/${agent!.id}`, { name: agent!.name, status: 'active' });
    }, 60_000);

    it('the log-in limits are shared: the per-account throttle and the per-address limit hold across both', async () => {
      const attempt = (instance: Instance, email: string, password: string) =>
        fetch(`${instance.base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: instance.base },
          body: JSON.stringify({ email, password }),
        }).then((r) => r.status);

      // Ten wrong passwords for one account, alternating instances: the account is then closed on both, even to
      // the right password.
      for (let i = 0; i < 10; i += 1) {
        expect(await attempt(i % 2 === 0 ? a : b, 'professional@demo.test', `wrong-${i}`)).toBe(401);
      }
      expect(await attempt(a, 'professional@demo.test', DEMO_PASSWORD)).toBe(429);
      expect(await attempt(b, 'professional@demo.test', DEMO_PASSWORD)).toBe(429);

      // The per-address limit (RATE_LIMIT_AUTH_MAX, 20 a minute) counts the attempts made on either instance.
      const statuses: number[] = [];
      for (let i = 0; i < 25 && !statuses.includes(429); i += 1) {
        statuses.push(await attempt(i % 2 === 0 ? a : b, `nobody-${i}@example.test`, 'wrong-password'));
      }
      expect(statuses).toContain(429);
      expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(20);
      expect(await attempt(a, 'nobody-else@example.test', 'wrong-password')).toBe(429);
      expect(await attempt(b, 'nobody-else@example.test', 'wrong-password')).toBe(429);
    }, 60_000);
  });
});
