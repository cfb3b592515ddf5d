// npm run build -w @ccp/server: bundles the server and the commands it runs in production into plain JavaScript in
// dist/ (ADR 0015). The workspace packages (@ccp/*) are compiled in; every npm package stays an import that Node
// resolves from node_modules at run time, and must be a `dependencies` entry of this workspace or of a workspace
// package it imports, so that `npm prune --omit=dev` keeps it. The build fails when one is not.
import { readFileSync, realpathSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_ROOT = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(SERVER_ROOT, '../..');
const OUT_DIR = join(SERVER_ROOT, 'dist');

/** dist/<name>.js for each program the product runs in production. */
const ENTRY_POINTS = {
  main: 'src/main.ts',
  'create-admin': 'src/scripts/create-admin.ts',
  'seed-colleges': 'src/scripts/seed-colleges.ts',
  migrate: '../../packages/db/src/migrate-cli.ts',
  'db-backup': 'src/scripts/db-backup.ts',
  'db-restore': 'src/scripts/db-restore.ts',
  'mail-outbox': 'src/scripts/mail-outbox.ts',
  // Embedded PGlite's own thread (docs/decisions/0078): packages/db starts dist/pglite-worker.js beside the bundle.
  'pglite-worker': '../../packages/db/src/pglite-worker.ts',
};

const isWorkspaceImport = (path) => path.startsWith('@ccp/');
const isBareImport = (path) => !path.startsWith('.') && !path.startsWith('/') && !path.startsWith('node:');
const packageName = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/** Every npm package an import reaches (not a workspace package): left to Node's resolution at run time. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      isBareImport(args.path) && !isWorkspaceImport(args.path)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * Source files find their data (migrations, the college catalogue, the web app) relative to themselves with
 * `new URL('../x', import.meta.url)`. In the bundle, import.meta.url is dist/<name>.js, so each source file's
 * import.meta.url is replaced by its own location relative to the bundle: the same paths work from src and dist.
 * Every output file sits directly in dist/ (entries and chunks), so one relative path fits whichever file holds
 * the code.
 */
const sourceLocatedImportMetaUrl = {
  name: 'source-located-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url') || args.path.includes('node_modules')) return undefined;
      const fromDist = relative(OUT_DIR, args.path).split('\\').join('/');
      const located = `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', located), loader: 'ts' };
    });
  },
};

/** The dependencies of @ccp/server and of every workspace package it depends on, directly or through another. */
function declaredDependencies() {
  const declared = new Set(builtinModules);
  const pending = [SERVER_ROOT];
  const seen = new Set();
  while (pending.length > 0) {
    const dir = pending.pop();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      declared.add(name);
      if (isWorkspaceImport(name)) pending.push(realpathSync(join(REPO_ROOT, 'node_modules', name)));
    }
  }
  return declared;
}

const started = performance.now();
rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: SERVER_ROOT,
  entryPoints: ENTRY_POINTS,
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages, sourceLocatedImportMetaUrl],
});

const declared = declaredDependencies();
const undeclared = new Set();
for (const output of Object.values(result.metafile.outputs))
  for (const imported of output.imports)
    if (imported.external && isBareImport(imported.path) && !declared.has(packageName(imported.path)))
      undeclared.add(packageName(imported.path));
if (undeclared.size > 0) {
  console.error(
    `server build: imported at run time but not in the dependencies of @ccp/server or the @ccp packages it uses: ${[...undeclared].join(', ')}`,
  );
  process.exit(1);
}
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).length;
console.log(
  `server build: ${files} files in ${relative(REPO_ROOT, OUT_DIR)}/ in ${Math.round(performance.now() - started)} ms`,
);
