// npm run test:e2e: the browser specs split at random into groups that each get a fresh app and database (a
// Playwright run per group, one after another), and each group's tests run in a random order: Playwright's own
// `--shuffle <seed>` schedules the tests (each test on its own with `fullyParallel`) by a hash of the seed and the
// test, whatever the file names. A spec that relied on another spec's data, or on running before or after it, fails
// here. The seed is printed (and by Playwright as "shuffle seed"); E2E_ORDER_SEED=<seed> repeats the split and the
// order, E2E_GROUPS sets the number of groups (default 2). Arguments (spec files, -g filters, other Playwright
// options) run plain `playwright test` instead.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const extra = process.argv.slice(2);
if (extra.length > 0) {
  const run = spawnSync('npx', ['playwright', 'test', ...extra], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const seed = Number(process.env.E2E_ORDER_SEED ?? Math.floor(Math.random() * 2 ** 31));
const groups = Math.max(1, Number(process.env.E2E_GROUPS ?? 2));

/** mulberry32: a small seeded generator, so that an order can be repeated. */
function random(state) {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(seed);
const specs = readdirSync('e2e')
  .filter((f) => f.endsWith('.spec.ts'))
  .sort()
  .map((f) => `e2e/${f}`);
for (let i = specs.length - 1; i > 0; i -= 1) {
  const j = Math.floor(next() * (i + 1));
  [specs[i], specs[j]] = [specs[j], specs[i]];
}
const split = Array.from({ length: groups }, (_, g) => specs.filter((_, i) => i % groups === g)).filter(
  (group) => group.length > 0,
);

console.log(`e2e order seed ${seed} (E2E_ORDER_SEED=${seed} repeats it): ${split.length} groups`);
for (const [index, group] of split.entries()) {
  // Playwright sorts its file arguments: the order below is the split's, the tests' order is the shuffle's.
  console.log(
    `\n== group ${index + 1} of ${split.length} (tests shuffled by seed ${seed}): ${group.join(' ')}`,
  );
  const run = spawnSync('npx', ['playwright', 'test', '--shuffle', String(seed), ...group], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error(`\ne2e failed in group ${index + 1} (order seed ${seed}).`);
    process.exit(run.status ?? 1);
  }
}
