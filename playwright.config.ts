import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './e2e/support/ports';

/*
 * A trace is recorded when a failed test runs again (CI retries once), not for every test: recording every test's
 * trace cost about 30% of the browser tests' CPU (13 tests: 362 CPU seconds with, 253 without; docs/decisions/0079).
 * E2E_TRACE=retain-on-failure records every test's and keeps the failures' (worth it when a failure does not repeat).
 */
const TRACE_MODES = ['on-first-retry', 'retain-on-failure', 'on', 'off'] as const;
type TraceMode = (typeof TRACE_MODES)[number];
const traceMode = process.env.E2E_TRACE ?? 'on-first-retry';
if (!(TRACE_MODES as readonly string[]).includes(traceMode)) {
  throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}; it is ${traceMode}`);
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Generous: axe runs and full-page screenshots on a busy 2-core machine take seconds each.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Two workers on every machine this runs on (two cores): more only wait for the CPU (docs/decisions/0077).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: traceMode as TraceMode,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    // Every spec makes the accounts it changes (support/e2e.ts signUpThroughApi), so specs run in any order.
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
