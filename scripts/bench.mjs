// npm run bench: runs every benchmark file (packages/*/bench/*.bench.ts, apps/*/bench/*.bench.ts) one after
// another with tsx, so that each has the machine to itself. `npm run bench -- college` runs the files whose
// path contains "college".
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const filter = process.argv[2] ?? '';
const files = [];
for (const top of ['packages', 'apps']) {
  for (const pkg of readdirSync(top)) {
    const dir = join(top, pkg, 'bench');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) if (f.endsWith('.bench.ts')) files.push(join(dir, f));
  }
}
const chosen = files.filter((f) => f.includes(filter));
if (chosen.length === 0) {
  console.error(`bench: no benchmark file matches "${filter}"`);
  process.exit(1);
}
let failed = 0;
for (const file of chosen) {
  console.log(`\n== ${file}`);
  const run = spawnSync('npx', ['tsx', file], { stdio: 'inherit', env: { ...process.env, BENCH: '1' } });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
