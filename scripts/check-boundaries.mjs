#!/usr/bin/env node
// The import rules of docs/decisions/0018, checked on every `npm run lint`:
//   - a web feature never imports another feature or the app shell, except another feature's query keys from its
//     public entry (`import { collegeKeys } from '../../colleges'`: docs/decisions/0069); a domain
//     (domains/<name>/: code of one subject several features share, docs/decisions/0085) imports neither; lib/ and
//     components/ import neither nor a domain;
//   - a server module imports only the modules apps/server/README.md's module map allows;
//   - a workspace package imports only the packages listed below;
//   - no import cycle anywhere in apps/*/src and packages/*/src (type-only imports count: they still tie
//     two files' designs together; `import()` does not, as it loads on demand).
// Imports are read with a regular expression: the code base uses only `import ... from '...'`,
// `export ... from '...'`, `import '...'` and `import('...')` with literal strings.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_MODULES = 'apps/server/src/modules';
const WEB_SRC = 'apps/web/src';

/** Which workspace packages each workspace may import (by package directory name). */
const PACKAGE_DEPENDENCIES = {
  // Contracts read the engine's money constants (bounds of a rate, limits) so a rule is written once (ADR 0067).
  'packages/contracts': ['aid-engine'],
  'packages/aid-engine': [],
  'packages/db': ['contracts'],
  'apps/web': ['contracts', 'aid-engine'],
  'apps/server': ['contracts', 'aid-engine', 'db'],
};

const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const NAMED_IMPORT = /^\s*;?\s*import\s+(?:type\s+)?\{([^}]*)\}\s*from\s/;
/** A feature's query-key factory (docs/decisions/0069): the one thing another feature may import from it. */
const KEY_FACTORY = /^\w+Keys$/;
const SOURCE = /\.(ts|tsx|mjs)$/;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const packageDirs = readdirSync(join(ROOT, 'packages')).map((name) => join(ROOT, 'packages', name));
const roots = [
  join(ROOT, 'apps/server/src'),
  // The server's test support and whole-app tests (ADR 0052): checked for package rules and cycles.
  join(ROOT, 'apps/server/test'),
  join(ROOT, WEB_SRC),
  ...packageDirs.map((dir) => join(dir, 'src')),
];
const files = roots.flatMap(sourceFiles);
const known = new Set(files);

/** `@ccp/<name>[/<entry>]` to a file, through the package's `exports`. */
const packageEntries = new Map(
  packageDirs.map((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return [manifest.name, { dir, exports: manifest.exports ?? { '.': './src/index.ts' } }];
  }),
);

function resolveFile(base) {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

function resolveImport(from, specifier) {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  const match = /^(@ccp\/[^/]+)(?:\/(.+))?$/.exec(specifier);
  if (!match) return null;
  const pkg = packageEntries.get(match[1]);
  const target = pkg?.exports[match[2] ? `./${match[2]}` : '.'];
  return typeof target === 'string' ? resolveFile(resolve(pkg.dir, target)) : null;
}

/** The names an `import { a, type b, c as d } from '...'` statement takes; null for any other kind of statement. */
function importedNames(statement) {
  const match = NAMED_IMPORT.exec(statement);
  if (!match) return null;
  return match[1]
    .split(',')
    .map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    )
    .filter(Boolean);
}

function importsOf(file) {
  // Comments may quote imports; strip them (roughly: line comments at line start, block comments).
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found = [];
  for (const [statement, specifier] of code.matchAll(STATIC_IMPORT)) {
    found.push({ specifier, dynamic: false, names: importedNames(statement) });
  }
  for (const [, specifier] of code.matchAll(DYNAMIC_IMPORT)) found.push({ specifier, dynamic: true });
  return found;
}

const rel = (file) => relative(ROOT, file);

/** The module map: rows of the table between the `module-map` markers in apps/server/README.md. */
function moduleMap() {
  const readme = readFileSync(join(ROOT, 'apps/server/README.md'), 'utf8');
  const block = /<!-- module-map:start -->([\s\S]*?)<!-- module-map:end -->/.exec(readme);
  if (!block) throw new Error('apps/server/README.md has no module map (<!-- module-map:start --> ... end)');
  const map = new Map();
  for (const line of block[1].split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([\w-]+)`$/.exec(cells[1] ?? '');
    if (!name) continue;
    const allowed = [...(cells.at(-2) ?? '').matchAll(/`([\w-]+)`/g)].map((m) => m[1]);
    map.set(name[1], new Set(allowed));
  }
  return map;
}

const modules = moduleMap();
const problems = [];

function serverModuleOf(file) {
  const path = rel(file);
  return path.startsWith(`${SERVER_MODULES}/`) ? path.slice(SERVER_MODULES.length + 1).split('/')[0] : null;
}

/** `feature:<name>`, `domain:<name>`, `app`, `shared` (lib/, components/) or null for a web file. */
function webPartOf(file) {
  const path = rel(file);
  if (!path.startsWith(`${WEB_SRC}/`)) return null;
  const [top, name] = path.slice(WEB_SRC.length + 1).split('/');
  if (top === 'features') return `feature:${name}`;
  if (top === 'domains') return `domain:${name}`;
  if (top === 'app') return 'app';
  if (top === 'lib' || top === 'components') return 'shared';
  return null;
}

function workspaceOf(file) {
  const [top, name] = rel(file).split('/');
  return `${top}/${name}`;
}

const graph = new Map();
for (const file of files) {
  const edges = [];
  for (const { specifier, dynamic, names } of importsOf(file)) {
    const target = resolveImport(file, specifier);
    if (specifier.startsWith('@ccp/')) {
      const allowed = PACKAGE_DEPENDENCIES[workspaceOf(file)] ?? [];
      const name = specifier.split('/')[1];
      if (!allowed.includes(name))
        problems.push(`${rel(file)}: imports ${specifier}; ${workspaceOf(file)} may not`);
    }
    if (!target) continue;
    if (!dynamic) edges.push(target);

    const fromPart = webPartOf(file);
    const toPart = webPartOf(target);
    const featureKeys =
      toPart?.startsWith('feature:') &&
      rel(target) === `${WEB_SRC}/features/${toPart.slice('feature:'.length)}/index.ts` &&
      Array.isArray(names) &&
      names.length > 0 &&
      names.every((name) => KEY_FACTORY.test(name));
    if (
      fromPart?.startsWith('feature:') &&
      toPart !== fromPart &&
      toPart !== 'shared' &&
      !toPart?.startsWith('domain:') &&
      toPart !== null &&
      !featureKeys
    ) {
      problems.push(
        `${rel(file)}: imports ${rel(target)}; a feature never imports another feature or the app (compose in app/routes, share through a domain, lib/ or components/; only another feature's query keys, \`import { xKeys } from '../../x'\`: docs/decisions/0069)`,
      );
    }
    if (fromPart?.startsWith('domain:') && (toPart === 'app' || toPart?.startsWith('feature:'))) {
      problems.push(
        `${rel(file)}: imports ${rel(target)}; a domain never imports a feature or the app (docs/decisions/0085)`,
      );
    }
    if (
      fromPart === 'shared' &&
      (toPart === 'app' || toPart?.startsWith('feature:') || toPart?.startsWith('domain:'))
    ) {
      problems.push(
        `${rel(file)}: imports ${rel(target)}; lib/ and components/ never import a domain, a feature or the app`,
      );
    }

    const fromModule = serverModuleOf(file);
    const toModule = serverModuleOf(target);
    if (fromModule && toModule && fromModule !== toModule) {
      const allowed = modules.get(fromModule);
      if (!allowed) problems.push(`${rel(file)}: module ${fromModule} is missing from the module map`);
      else if (!allowed.has(toModule)) {
        problems.push(
          `${rel(file)}: imports ${rel(target)}; the module map (apps/server/README.md) does not let ${fromModule} import ${toModule}`,
        );
      }
    }
  }
  graph.set(file, edges);
}

// Cycles: strongly connected components (Tarjan), then one concrete loop through each.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(node) {
  index.set(node, counter);
  low.set(node, counter);
  counter += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!index.has(next)) {
      connect(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfLoop = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) components.push(component);
  }
}
for (const file of files) if (!index.has(file)) connect(file);

function loopThrough(component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [node];
        while (previous.get(path[0])) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}
for (const component of components) {
  problems.push(`import cycle: ${loopThrough(component).map(rel).join(' -> ')}`);
}

for (const name of modules.keys()) {
  if (!existsSync(join(ROOT, SERVER_MODULES, name)))
    problems.push(`module map names ${name}, which does not exist`);
}

if (problems.length > 0) {
  console.error(
    `check-boundaries: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `check-boundaries: ${files.length} files, ${modules.size} server modules, no boundary crossed, no cycle`,
);
