#!/usr/bin/env node
// One-off and repeatable (ADR 0052): moves the server's test support out of the production tree, with `git mv`, and
// rewrites every relative import that pointed at a moved file or came from one. Run it again after merging a branch
// that added files in the old places; a second run on a moved tree changes nothing.
//   apps/server/src/testing/<name>.test.ts        -> apps/server/test/<name>.test.ts   (tests of the whole app)
//   apps/server/src/testing/<name>.ts             -> apps/server/test/support/<name>.ts
//   apps/server/src/modules/<m>/<name>.testing.ts -> apps/server/test/support/<m>/<name>.testing.ts
//   apps/server/src/modules/<m>/<name>-world.ts   -> apps/server/test/support/<m>/<name>-world.ts
// A module's own tests (*.test.ts) stay beside its code.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'apps/server/src');
const TEST = join(ROOT, 'apps/server/test');

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Old path -> new path, for every file to move. */
const moves = new Map();
for (const file of walk(join(SRC, 'testing'))) {
  const name = relative(join(SRC, 'testing'), file);
  moves.set(file, name.endsWith('.test.ts') ? join(TEST, name) : join(TEST, 'support', name));
}
for (const file of walk(join(SRC, 'modules'))) {
  if (!/(\.testing|-world)\.ts$/.test(file)) continue;
  const [module, ...rest] = relative(join(SRC, 'modules'), file).split('/');
  moves.set(file, join(TEST, 'support', module, ...rest));
}
if (moves.size === 0) {
  console.log('move-test-support: nothing to move');
  process.exit(0);
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const sources = [
  ...walk(join(ROOT, 'apps')),
  ...walk(join(ROOT, 'packages')),
  ...walk(join(ROOT, 'e2e')),
  ...walk(join(ROOT, 'scripts')),
].filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts'));
const IMPORT =
  /((?:^|[\s;])(?:import|export)\s+(?:[\w*{}\s,$]+?\s+from\s+)?|\bimport\(\s*|\bvi\.mock\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

function resolveTarget(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, base };
  }
  return null;
}

function specifierFor(fromFile, target, originalSpecifier, originalTarget) {
  // Keep the original's form: with or without the extension.
  const kept = originalTarget.base === originalTarget.file ? target : target.replace(/\.tsx?$/, '');
  let spec = relative(dirname(fromFile), kept);
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return originalSpecifier.endsWith('/index') ? spec : spec.replace(/\/index$/, '');
}

let rewritten = 0;
for (const file of sources) {
  const code = readFileSync(file, 'utf8');
  const newHome = moves.get(file) ?? file;
  const next = code.replace(IMPORT, (whole, lead, quote, specifier) => {
    const target = resolveTarget(file, specifier);
    if (!target) return whole;
    const movedTarget = moves.get(target.file) ?? target.file;
    if (movedTarget === target.file && newHome === file) return whole;
    return `${lead}${quote}${specifierFor(newHome, movedTarget, specifier, target)}${quote}`;
  });
  if (next !== code) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}
for (const [from, to] of moves) {
  execFileSync('mkdir', ['-p', dirname(to)]);
  execFileSync('git', ['mv', from, to], { cwd: ROOT });
}
console.log(
  `move-test-support: ${moves.size} files moved, imports rewritten in ${rewritten} files; now sort the imports: npx biome check --write apps/server`,
);
