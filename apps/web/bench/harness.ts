/**
 * The web benches' shared harness: the built app in its own process with Chromium, the in-page input timing
 * (per event, from a capturing listener on window to a bubbling one; per key press, the time to the next frame)
 * and the report of the JavaScript a page downloads. Used by onboarding.bench.ts and, through what-if-harness.ts,
 * by sai-what-if.bench.ts and plan-what-if.bench.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

/** One frame at 60 Hz, the input target. */
export const FRAME_MS = 1000 / 60;
/** A name only zod's core carries, to tell whether a script brought zod. */
const ZOD_MARK = '$ZodType';
export const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const SERVER_MAIN = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The built app and a headless Chromium, for a bench named `label` (in its messages). */
export interface BenchApp {
  base: string;
  browser: Browser;
  /**
   * Signs a family up in `page`'s context as a person does (ADR 0043): the form, then the mailed link's
   * confirmation, which gives the context its session cookie.
   */
  signUpFamily(page: Page, data: { name: string; email: string; password: string }): Promise<void>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps each mail's raw text by recipient: the app's mail leaves through its outbox. */
async function startMailCatcher(): Promise<{
  port: number;
  mails: { to: string[]; raw: string }[];
  close(): void;
}> {
  const mails: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return { port, mails, close: () => smtp.close() };
}

/** The sign-up token in the confirmation mail to `email` (quoted-printable undone), waiting up to 30 s for it. */
async function signUpToken(mails: { to: string[]; raw: string }[], email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mail = mails.find((m) => m.to.includes(email.toLowerCase()));
    if (mail) {
      const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /\/signup\/confirm\?token=([^\s"<>&]+)/.exec(text)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-up mail for ${email} within 30 s`);
}

/**
 * Starts the app as `npm start` runs it (embedded database in memory, this build) in its own process, on a free
 * port, and launches Chromium. Exits when apps/web/dist is missing.
 */
export async function startBenchApp(label: string): Promise<BenchApp> {
  if (!existsSync(`${DIST}/index.html`)) {
    console.error(`${label} bench: apps/web/dist is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const mail = await startMailCatcher();
  // The app as `npm start` runs it (embedded database in memory, this build), in its own process.
  const server = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: 'memory://',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH_MAX: '10000',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      MAIL_POLL_MS: '200',
      LOG_LEVEL: 'warn',
      WEB_DIST: DIST,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = Date.now() + 120_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > ready || server.exitCode !== null)
      throw new Error(`${label} bench: the app did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  return {
    base,
    browser,
    async signUpFamily(page, data) {
      const headers = { Origin: base };
      const asked = await page.request.post(`${base}/api/family/signup`, { data, headers });
      if (asked.status() !== 202) throw new Error(`sign-up: ${asked.status()} ${await asked.text()}`);
      const token = await signUpToken(mail.mails, data.email);
      const confirmed = await page.request.post(`${base}/api/signup/confirm`, { data: { token }, headers });
      if (confirmed.status() !== 201)
        throw new Error(`sign-up confirmation: ${confirmed.status()} ${await confirmed.text()}`);
    },
    async close() {
      await browser.close();
      server.kill('SIGTERM');
      mail.close();
    },
  };
}

/**
 * Measures, in the page, each input event's processing: from a capturing listener on window (first to run) to
 * a bubbling one (last to run, after React has rendered and committed the update the event caused, which it
 * does in a microtask before the next listener). Also each keystroke's time to the next frame, and the
 * browser's Event Timing entries of 16 ms or more (they include waiting for the frame to be presented), and the
 * time between one animation frame and the next (work deferred past the input event, a render React does later,
 * shows here as a frame longer than 16.7 ms).
 */
export const INSTRUMENT = `
  window.__processing = []; window.__keyToFrame = []; window.__slow = [];
  for (const type of ['keydown', 'input', 'click', 'change']) {
    let start = 0;
    addEventListener(type, () => { start = performance.now(); }, true);
    addEventListener(type, () => { window.__processing.push({ type, ms: performance.now() - start }); }, false);
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__slow.push({ name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('keydown', () => {
    const start = performance.now();
    requestAnimationFrame(() => setTimeout(() => window.__keyToFrame.push(performance.now() - start), 0));
  }, true);
  window.__frames = [];
  let lastFrame = 0;
  const frame = (t) => { if (lastFrame) window.__frames.push(t - lastFrame); lastFrame = t; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
`;

export interface Measured {
  processing: { type: string; ms: number }[];
  keys: number[];
  slow: { name: string; duration: number }[];
  /** Time between consecutive animation frames, ms. */
  frames: number[];
}

export async function drain(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __processing: Measured['processing'];
      __keyToFrame: number[];
      __slow: Measured['slow'];
      __frames: number[];
    };
    const out = { processing: w.__processing, keys: w.__keyToFrame, slow: w.__slow, frames: w.__frames };
    w.__processing = [];
    w.__keyToFrame = [];
    w.__slow = [];
    w.__frames = [];
    return out;
  });
}

export interface ScriptSizes {
  raw: number;
  gzip: number;
  transferred: number;
  zod: boolean;
}

/** Every script the page downloads from now on, by path (a fresh context starts with an empty cache). */
export function recordScripts(page: Page): Map<string, ScriptSizes> {
  const scripts = new Map<string, ScriptSizes>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const sizes = await response.request().sizes();
    scripts.set(new URL(response.url()).pathname, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      transferred: sizes.responseBodySize,
      zod: body.includes(ZOD_MARK),
    });
  });
  return scripts;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints the scripts (largest first, unless `list` is false) and their total; true when within `target`. */
export function reportScripts(
  title: string,
  scripts: Iterable<[string, ScriptSizes]>,
  { target, list = true }: { target?: number; list?: boolean } = {},
): boolean {
  const rows = [...scripts].sort((a, b) => b[1].gzip - a[1].gzip);
  const total = rows.reduce(
    (sum, [, s]) => ({
      raw: sum.raw + s.raw,
      gzip: sum.gzip + s.gzip,
      transferred: sum.transferred + s.transferred,
    }),
    { raw: 0, gzip: 0, transferred: 0 },
  );
  console.log(`\n${title}:`);
  for (const [path, s] of list ? rows : []) {
    console.log(`  ${path.padEnd(48)} ${kb(s.raw).padStart(7)} KB  ${kb(s.gzip).padStart(6)} KB gzip`);
  }
  const ok = target === undefined || total.gzip / 1024 <= target;
  const verdict = target === undefined ? '' : `  ${ok ? 'PASS' : 'MISS'} (target <= ${target} KB gzipped)`;
  const zod = rows.some(([, s]) => s.zod) ? 'zod loaded' : 'no zod';
  console.log(
    `  total: ${rows.length} files, ${kb(total.raw)} KB, ${kb(total.gzip)} KB gzipped ` +
      `(${kb(total.transferred)} KB sent, brotli where served), ${zod}${verdict}`,
  );
  return ok;
}

const fmt = (n: number) => n.toFixed(1).padStart(5);

/** The middle value (the upper one of the two middles), 0 for none. */
export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] as number) : 0;
}

/**
 * Prints, per measured row (`label` padded to `width`, then its `extra` text), the page's work per input event
 * (count, median, max and the slowest event's type) and each key press's time to the next frame. Returns the
 * slowest event's work in ms.
 */
export function reportInput(
  title: string,
  rows: { label: string; measured: Measured; extra?: string }[],
  width: number,
): number {
  console.log(`\n${title}:`);
  let worst = 0;
  for (const { label, measured: r, extra = '' } of rows) {
    const ms = r.processing.map((p) => p.ms);
    const max = Math.max(0, ...ms);
    const slowest = r.processing.find((p) => p.ms === max)?.type ?? '';
    worst = Math.max(worst, max);
    console.log(
      `  ${label.padEnd(width)} ${String(ms.length).padStart(3)} events  median ${fmt(median(ms))} ms  max ${fmt(max)} ms ${slowest.padEnd(7)}` +
        `   key to next frame: median ${fmt(median(r.keys))} ms, max ${fmt(Math.max(0, ...r.keys))} ms${extra}`,
    );
  }
  return worst;
}
