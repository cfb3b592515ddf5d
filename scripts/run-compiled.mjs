// Runs one of the compiled server programs, apps/server/dist/<name>.js (ADR 0015), in this process:
//   node scripts/run-compiled.mjs main | create-admin | migrate | seed-colleges | db-backup | db-restore | mail-outbox [args]
// With NODE_ENV=production nothing is built: the output of `npm run build` must be there, and only the
// production dependencies are needed. Otherwise it builds first: the whole product (web app and server) for
// `main`, which is what `npm start` promises on a fresh clone, and the server alone (under a second) for a command.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const name = process.argv[2];
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error('usage: node scripts/run-compiled.mjs <program> [arguments]');
  process.exit(2);
}
const program = `${ROOT}apps/server/dist/${name}.js`;

if (process.env.NODE_ENV === 'production') {
  if (!existsSync(program)) {
    console.error(`${program} is missing: run \`npm run build\` before starting in production`);
    process.exit(1);
  }
} else {
  const build = name === 'main' ? ['npm', ['run', 'build']] : [process.execPath, ['apps/server/build.mjs']];
  // A command's own output stays clean (its build says nothing unless it fails); `npm start` shows the build.
  const stdout = name === 'main' ? 'inherit' : 'ignore';
  const run = spawnSync(build[0], build[1], { cwd: ROOT, stdio: ['ignore', stdout, 'inherit'] });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

// The program reads its own arguments from process.argv, as if it had been started directly; its stack traces
// name the TypeScript sources (the build writes source maps).
process.argv.splice(1, 2, program);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(program).href);
