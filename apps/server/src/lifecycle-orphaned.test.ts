import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Issue 18 item 8: a test harness starts the server with its output piped to itself, makes a few requests, sends
 * SIGTERM to the server's process group and exits at once, so the server's standard output and error lose their
 * reader. The server stopped listening but never exited (pino's exit-time flush retried the broken pipe for ever).
 * Here the harness is a real parent process doing exactly that; this test, its parent, watches the server.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The harness: starts the server in a process group of its own, output piped to it, then leaves. */
const HARNESS = `
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
const free = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, PORT: String(free), HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:' + free },
});
server.stdout.on('data', () => {});
server.stderr.on('data', () => {});
const base = 'http://127.0.0.1:' + free;
let up = false;
for (let i = 0; i < 600 && !up; i += 1) {
  up = await fetch(base + '/api/health').then((r) => r.ok, () => false);
  if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
}
if (!up) { process.kill(-server.pid, 'SIGKILL'); process.exit(2); }
for (const path of ['/api/health', '/api/ready', '/api/me', '/api/colleges?search=state']) await fetch(base + path);
console.log(JSON.stringify({ pid: server.pid, port: free }));
// Tell the test, wait until it holds its request open (a line on standard input), then signal and leave at once.
process.stdin.once('data', () => {
  process.kill(-server.pid, 'SIGTERM');
  console.log(JSON.stringify({ signalledAt: Date.now() }));
  process.exit(0);
});
`;

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'ccp-orphaned-'));
});
const leftover = new Set<number>();
afterAll(() => {
  for (const pid of leftover) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Whether the process still runs (an exited one that its new parent has not reaped yet counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When the process is gone (epoch ms), or null if it is still running after `withinMs`. */
async function goneWithin(pid: number, withinMs: number): Promise<number | null> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return Date.now();
    await sleep(50);
  }
  return alive(pid) ? null : Date.now();
}

/** Reads the harness's JSON lines, one at a time. */
function lines(child: ChildProcess) {
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let at = buffer.indexOf('\n');
    while (at >= 0) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      const next = waiting.shift();
      if (next) next(line);
      else queue.push(line);
      at = buffer.indexOf('\n');
    }
  });
  return () =>
    new Promise<Record<string, number>>((resolve, reject) => {
      const take = (line: string) => resolve(JSON.parse(line) as Record<string, number>);
      const line = queue.shift();
      if (line !== undefined) take(line);
      else waiting.push(take);
      child.once('exit', (code) => reject(new Error(`the harness exited (${code}) before saying more`)));
    });
}

/**
 * Runs the harness: the server starts and answers a few requests; `hold` may open a request that never completes
 * (so that closing has to wait); then the harness signals the group and exits. Answers the server's pid and when
 * the signal was sent.
 */
async function orphanedServer(
  graceMs: number,
  hold: boolean,
): Promise<{ pid: number; signalledAt: number; socket?: Socket }> {
  const harness = spawn(process.execPath, ['--input-type=module', '-e', HARNESS], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
  });
  const next = lines(harness);
  const { pid, port } = (await next()) as { pid: number; port: number };
  leftover.add(pid);
  let socket: Socket | undefined;
  if (hold) {
    // A request from the product's own origin whose body never arrives: it stays in flight until the process ends.
    socket = connect(port!, '127.0.0.1');
    await new Promise<void>((resolve) => socket!.once('connect', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/estimate/quick HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    // A request sent after it, answered, means the server has read the held one too (a fixed pause was too short
    // on a busy machine: the signal came before the server had seen the request, so nothing was in flight).
    await fetch(`http://127.0.0.1:${port}/api/health`);
    await sleep(100);
  }
  harness.stdin?.write('go\n');
  const { signalledAt } = (await next()) as { signalledAt: number };
  return { pid: pid!, signalledAt: signalledAt!, socket };
}

describe('stopping with the output’s reader gone (the harness of issue 18)', () => {
  it('exits soon after SIGTERM when nothing is pending', async () => {
    const { pid, signalledAt } = await orphanedServer(3_000, false);
    const gone = await goneWithin(pid, 3_000 + 5_000);
    expect(gone, 'the server is still running').not.toBeNull();
    console.log(`exited ${gone! - signalledAt} ms after SIGTERM (nothing pending)`);
    expect(gone! - signalledAt).toBeLessThan(3_000);
  }, 120_000);

  it('exits once SHUTDOWN_GRACE_MS has passed while a request is still open', async () => {
    const graceMs = 1_500;
    const { pid, signalledAt, socket } = await orphanedServer(graceMs, true);
    try {
      const gone = await goneWithin(pid, graceMs + 5_000);
      expect(gone, 'the server is still running').not.toBeNull();
      console.log(
        `exited ${gone! - signalledAt} ms after SIGTERM (a request held open, grace ${graceMs} ms)`,
      );
      expect(gone! - signalledAt).toBeGreaterThanOrEqual(graceMs - 100);
    } finally {
      socket?.destroy();
    }
  }, 120_000);

  it('a second SIGTERM exits at once instead of being ignored', async () => {
    const { pid, socket } = await orphanedServer(120_000, true);
    try {
      await sleep(1_500);
      expect(alive(pid), 'the first SIGTERM waits for the open request').toBe(true);
      const second = Date.now();
      process.kill(pid, 'SIGTERM');
      const gone = await goneWithin(pid, 3_000);
      expect(gone, 'the second SIGTERM was ignored').not.toBeNull();
      console.log(`exited ${gone! - second} ms after the second SIGTERM`);
    } finally {
      socket?.destroy();
    }
  }, 120_000);
});
