#!/usr/bin/env node
/**
 * Lighthouse check of the public and log-in pages: `npm run lighthouse [-- <base URL>] [--runs=3] [--min=95]
 * [--pages=/,/family/login]`.
 *
 * Without a base URL it starts the built app (run `npm run build` first) on a free local port with an in-memory
 * database, and stops it at the end. Each page is measured `--runs` times, one run after another, with
 * Lighthouse 12.8.2's defaults (mobile form factor, simulated throttling) in Chromium (CHROME_PATH, default
 * /usr/bin/chromium). Prints the median performance and accessibility score of each page with its metrics, and
 * exits with 1 when a median is below `--min` (default 95).
 *
 * Simulated throttling still measures the machine's own CPU time, so scores drop on a busy machine: the load
 * average is printed before and after, to read the figures with.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
].join(' ');
const DEFAULT_PAGES = [
  '/',
  '/privacy-policy',
  '/terms-of-service',
  '/sai-estimator',
  '/family/login',
  '/admin/login',
  '/agent/login',
  '/admission-professional/login',
];

function parseArgs(argv) {
  const options = { baseUrl: null, runs: 3, min: 95, pages: DEFAULT_PAGES };
  for (const arg of argv) {
    const [key, value] = arg.split(/=(.*)/s);
    if (key === '--runs') options.runs = Number(value);
    else if (key === '--min') options.min = Number(value);
    else if (key === '--pages') options.pages = value.split(',').filter(Boolean);
    else if (key === '--help' || key === '-h') {
      console.log(
        'usage: npm run lighthouse [-- <base URL>] [--runs=3] [--min=95] [--pages=/,/family/login]',
      );
      process.exit(0);
    } else if (/^https?:\/\//.test(arg)) options.baseUrl = arg.replace(/\/+$/, '');
    else throw new Error(`unknown argument: ${arg}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1)
    throw new Error('--runs must be a whole number ≥ 1');
  return options;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app stopped while starting (exit code ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/** The built app on a free port, in-memory database, no demo accounts. */
async function startApp() {
  const distDir = process.env.WEB_DIST || join(ROOT, 'apps/web/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `no web build in ${distDir}: run \`npm run build\` first, or pass the URL of a running app`,
    );
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: distDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      child.kill('SIGTERM');
      process.exit(130);
    });
  }
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

function run(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => done({ code, stderr }));
  });
}

/** One Lighthouse run of one URL: the two category scores (0-100) and the main metrics. */
async function lighthouse(url, outDir) {
  const output = join(outDir, 'report.json');
  rmSync(output, { force: true });
  const { code, stderr } = await run('npx', [
    '--yes',
    LIGHTHOUSE,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS}`,
  ]);
  if (code !== 0 || !existsSync(output)) {
    throw new Error(
      `lighthouse failed for ${url} (exit ${code}):\n${stderr.split('\n').slice(-15).join('\n')}`,
    );
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (report.runtimeError)
    throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const app = options.baseUrl ? { baseUrl: options.baseUrl, stop: async () => {} } : await startApp();
  const outDir = mkdtempSync(join(tmpdir(), 'ccp-lighthouse-'));
  const loadBefore = load();
  const rows = [];
  try {
    console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} (mobile, simulated throttling) on ${app.baseUrl}`);
    console.log(`load average before: ${loadBefore} (1, 5, 15 min); ${options.runs} run(s) per page\n`);
    for (const page of options.pages) {
      const runs = [];
      for (let i = 0; i < options.runs; i += 1) {
        let result;
        try {
          result = await lighthouse(`${app.baseUrl}${page}`, outDir);
        } catch (error) {
          // One retry: a run can fail on its own (a busy machine, Chrome starting slowly).
          console.warn(`  ${page} run ${i + 1} failed, retrying: ${error.message.split('\n')[0]}`);
          result = await lighthouse(`${app.baseUrl}${page}`, outDir);
        }
        runs.push(result);
        console.log(
          `  ${page} run ${i + 1}: performance ${result.performance}, accessibility ${result.accessibility}` +
            ` (FCP ${seconds(result.fcp)}, LCP ${seconds(result.lcp)}, TBT ${Math.round(result.tbt)} ms,` +
            ` CLS ${result.cls.toFixed(3)}; load ${load().split(' ')[0]})`,
        );
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push({
        page,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        all: runs.map((r) => r.performance).join('/'),
      });
    }
  } finally {
    await app.stop();
    rmSync(outDir, { recursive: true, force: true });
  }

  const header = ['page', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'perf runs'];
  const table = rows.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    seconds(r.fcp),
    seconds(r.lcp),
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    r.all,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nmedian of ${options.runs} run(s) per page`);
  console.log(line(header));
  for (const row of table) console.log(line(row));
  console.log(`load average before: ${loadBefore}; after: ${load()}`);

  const failing = rows.filter((r) => r.performance < options.min || r.accessibility < options.min);
  if (failing.length > 0) {
    console.error(`\nbelow ${options.min}: ${failing.map((r) => r.page).join(', ')}`);
    process.exit(1);
  }
  console.log(`\nevery page scores at least ${options.min} for performance and accessibility`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
