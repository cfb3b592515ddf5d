import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers for two cores (vitest's default leaves one core idle); every file has its own database
    // (docs/decisions/0052), so API files run side by side too.
    maxWorkers: 2,
    // Test files run in a shuffled order (tests inside a file keep theirs): a file that relied on another's data
    // or on running before it fails. The seed is printed ("Running tests with seed ..."); `--sequence.seed=<seed>`
    // repeats an order.
    sequence: { shuffle: { files: true, tests: false } },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // As in the API project: a worker runs file after file in one process, so the libraries load once per
          // worker (the unit tests went from 18 s to 12 s). Files share no state they rely on; the shuffled order
          // would show one that did.
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test-setup.ts'],
          // After the unit project, not mixed with it: a worker switching between node and jsdom files set jsdom up
          // again each time (the two projects: 37 s mixed, 23 s one after the other).
          sequence: { groupOrder: 1 },
          // One jsdom window and one module graph per worker, not per file: setting up jsdom, React and the
          // components once per file took 34 of the web tests' 39 s (with this, 10 s). Testing Library unmounts
          // after each test, and test-setup.ts restores every spy; a file that needs an empty storage clears it.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // One migrated database for the run; each file's createTestDb copies it.
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          // A worker runs file after file in one process: the server's modules, PGlite's WebAssembly and the
          // libraries load once per worker, not once per file (about 40% of the suite's CPU time). Every file still
          // makes its own app and database; what is process-wide (the metrics registry, the error monitor's client)
          // is read as differences or handed back by the file that set it. The shuffled order moves files between
          // workers from run to run, so a file that leaned on another's leftovers fails.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
