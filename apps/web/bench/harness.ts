/**
 * The web benches' shared harness: the built app in its own process with Chromium, the in-page input timing
 * (per event, from a capturing listener on window to a bubbling one; per key press, the time to the next frame)
 * and the report of the JavaScript a page downloads; the onboarded family the what-if benches work on. Used by
 * onboarding.bench.ts, sai-what-if.bench.ts and plan-what-if.bench.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';

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
  close(): Promise<void>;
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
    async close() {
      await browser.close();
      server.kill('SIGTERM');
    },
  };
}

/**
 * Measures, in the page, each input event's processing: from a capturing listener on window (first to run) to
 * a bubbling one (last to run, after React has rendered and committed the update the event caused, which it
 * does in a microtask before the next listener). Also each keystroke's time to the next frame, and the
 * browser's Event Timing entries of 16 ms or more (they include waiting for the frame to be presented).
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
`;

export interface Measured {
  processing: { type: string; ms: number }[];
  keys: number[];
  slow: { name: string; duration: number }[];
}

export async function drain(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __processing: Measured['processing'];
      __keyToFrame: number[];
      __slow: Measured['slow'];
    };
    const out = { processing: w.__processing, keys: w.__keyToFrame, slow: w.__slow };
    w.__processing = [];
    w.__keyToFrame = [];
    w.__slow = [];
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

/** A student of the bench family: name, high-school graduation year, yearly pay, and how many favourites. */
export interface BenchStudent {
  name: string;
  graduationYear: number;
  incomeAmount: number;
  favourites: number;
}

/**
 * Signs a family up through the API in `page`'s context (its session cookie) and gives it a full profile: two
 * parents (Dana $85,000 and Sam $40,000 a year), savings, investments, a home and an investment property, the
 * students given, onboarding done, and each student's favourites (the largest colleges in Ohio) so that the
 * what-ifs have net prices to redraw.
 */
export async function onboardedBenchFamily(
  page: Page,
  base: string,
  students: BenchStudent[],
): Promise<void> {
  const api = async (method: 'post' | 'put', path: string, data: object) => {
    const res = await page.request[method](`${base}${path}`, { data, headers: { Origin: base } });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res;
  };
  await api('post', '/api/family/signup', {
    name: 'Bench Family',
    email: `bench-${Date.now()}-${process.pid}@example.test`,
    password: 'bench-password-1',
  });
  await api('put', '/api/family/profile/family', {
    state: 'OH',
    familyMembersCount: 4,
    familyMembersInCollege: 1,
    filingStatus: 'married_joint',
    checkingAmount: 25_000,
    taxableBrokerageAccountsAmount: 40_000,
    collegeSavingsAccountsAmount: 30_000,
    primaryResidence: 'own',
    residenceEquity: 150_000,
    ownsInvestmentProperty: true,
    investmentEquity: 80_000,
  });
  for (const [firstName, annualIncome] of [
    ['Dana', 85_000],
    ['Sam', 40_000],
  ] as const) {
    await api('post', '/api/family/profile/parent', {
      firstName,
      maritalStatus: 'married',
      annualIncome,
      filingStatus: 'married_joint',
      age: 46,
    });
  }
  const ids: string[] = [];
  for (const { name, graduationYear, incomeAmount } of students) {
    const created = await api('post', '/api/family/profile/student', { name, graduationYear, incomeAmount });
    ids.push(((await created.json()) as { id: string }).id);
  }
  await api('put', '/api/family/profile/done-onboarding/family', {});
  const most = Math.max(0, ...students.map((s) => s.favourites));
  const found = await page.request.get(
    `${base}/api/family/colleges?state=OH&limit=${most}&sort_college=size`,
  );
  const colleges = ((await found.json()) as { items: { id: number }[] }).items;
  for (const [i, student] of students.entries()) {
    for (const college of colleges.slice(0, student.favourites)) {
      await api('post', '/api/family/favourite/family', { collegeId: college.id, studentId: ids[i] });
    }
  }
}

/** The what-if sliders of the bench family (components/what-if), moved by the SAI page's and the plan's benches. */
export const WHAT_IF_SLIDERS = [
  'Dana’s yearly pay before deductions',
  'Sam’s yearly pay before deductions',
  'Investments (brokerage accounts)',
  'Investment property equity',
  'Move into a 529',
  'Spend on a home',
  'People in college at the same time',
];

/**
 * Moves each named slider of `panel` with the arrow keys (15 presses, one in five back) and returns what each
 * movement cost the page.
 */
export async function moveSliders(
  page: Page,
  panel: Locator,
  names: string[],
): Promise<(Measured & { slider: string })[]> {
  const results: (Measured & { slider: string })[] = [];
  for (const name of names) {
    const slider = panel.getByRole('slider', { name });
    await slider.focus();
    for (let i = 0; i < 15; i += 1) await slider.press(i % 5 === 4 ? 'ArrowLeft' : 'ArrowRight');
    await page.waitForTimeout(100);
    results.push({ slider: name, ...(await drain(page)) });
  }
  return results;
}

/** Prints the sliders' input report and the verdict; true when the slowest event fits in one frame. */
export function reportSliders(results: (Measured & { slider: string })[]): boolean {
  const worst = reportInput(
    "Input responsiveness per slider (the page's work per event: the engine, React's render and commit)",
    results.map((r) => ({ label: r.slider, measured: r })),
    38,
  );
  const ok = worst < FRAME_MS;
  console.log(
    `  ${ok ? 'PASS' : 'MISS'}: the slowest input event took ${worst.toFixed(1)} ms of page work (one frame is ${FRAME_MS.toFixed(1)} ms)`,
  );
  return ok;
}

/**
 * A what-if bench's start: the app, a 1280 px page with the input timing in it, and a signed-in family with a full
 * profile and the students given (`onboardedBenchFamily`).
 */
export async function startWhatIfBench(
  label: string,
  students: BenchStudent[],
): Promise<{ base: string; page: Page; close: () => Promise<void> }> {
  const { base, browser, close } = await startBenchApp(label);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  try {
    await onboardedBenchFamily(page, base, students);
  } catch (error) {
    await close();
    throw error;
  }
  return { base, page, close };
}
