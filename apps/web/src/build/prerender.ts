/**
 * Build step after `vite build` (apps/web `npm run build`): renders the public pages of PRERENDERED_PATHS to
 * static HTML, so that they show before any JavaScript has run, and main.tsx hydrates them.
 *
 * 1. builds src/entry-server.tsx for Node with the app's own Vite config (into node_modules/.cache, not dist);
 * 2. renders each path signed out and puts the markup into the built index.html, with the page's title;
 * 3. names one script, start-after-paint.js (copied into dist/assets under a content hash): once the page has
 *    painted, it preloads the entry's chunks with the page's own chunks (from Vite's manifest, listed in a
 *    `<script type="application/json" id="app-scripts">`) and imports the entry. Until the first paint the
 *    app's scripts would only compete with the page's HTML and CSS for the network;
 * 4. writes dist/prerendered/<path>.html (`/` is dist/prerendered/index.html) with .br and .gz copies; the
 *    server answers those paths with them and every other page path with the single-page index.html.
 *
 * No inline script runs (the CSP allows none) and the HTML carries no state: the pre-rendered view is always the
 * signed-out one.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { writeCompressedCopies } from './compress';

type EntryServer = typeof import('../entry-server');

const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The browser build (vite.config.ts: dist/, or WEB_DIST when set). */
const DIST = resolve(WEB_ROOT, process.env.WEB_DIST || 'dist');
/** Per run, so that two builds at once (a shared working tree) do not remove each other's bundle. */
const SSR_OUT = join(WEB_ROOT, `node_modules/.cache/ccp-prerender-${process.pid}`);
const MANIFEST = join(DIST, '.vite/manifest.json');
const START_SCRIPT = join(WEB_ROOT, 'src/build/start-after-paint.js');
export const PRERENDERED_DIR = 'prerendered';

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;

/** `/` → prerendered/index.html, `/family/login` → prerendered/family/login.html. */
export function prerenderedFile(path: string): string {
  return path === '/' ? `${PRERENDERED_DIR}/index.html` : `${PRERENDERED_DIR}${path}.html`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The files a manifest entry needs: its own chunk and, recursively, the chunks it imports statically. */
function chunkClosure(manifest: Manifest, key: string, into = new Map<string, string[]>()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's manifest has no entry for ${key}.`);
  into.set(key, [chunk.file, ...(chunk.css ?? [])]);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

const filesOf = (closure: Map<string, string[]>) => new Set([...closure.values()].flat());

export interface PageScripts {
  /** The script that starts the app after the first paint (`/assets/start-after-paint-<hash>.js`). */
  start: string;
  /** Chunks (`/assets/...`) of the page beyond the entry's: its page module's, and their stylesheets. */
  pageFiles: string[];
}

/**
 * The pre-rendered page: the built index.html with the page's markup and title, its entry script and module
 * preloads replaced by the start script and the JSON list it reads.
 */
export function pageHtml(
  template: string,
  rendered: { html: string; title: string },
  scripts: PageScripts,
): string {
  if (template.split(ROOT_ELEMENT).length !== 2)
    throw new Error(`index.html needs exactly one ${ROOT_ELEMENT}`);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no entry <script type="module" crossorigin src="/assets/...">');
  const entryImports = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const stylesheets = scripts.pageFiles.filter((file) => file.endsWith('.css'));
  const preload = [...entryImports, ...scripts.pageFiles.filter((file) => file.endsWith('.js'))];
  // Asset paths only, but escaped anyway so that the JSON can never close its element.
  const json = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  const head = [
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    `<script type="application/json" id="app-scripts">${json}</script>`,
    `<script type="module" src="${scripts.start}"></script>`,
  ];
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${rendered.html}</div>`);
}

/** Copies start-after-paint.js into dist/assets under a content hash, like Vite's own files. */
function writeStartScript(): string {
  const source = readFileSync(START_SCRIPT);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const name = `assets/start-after-paint-${hash}.js`;
  writeFileSync(join(DIST, name), source);
  writeCompressedCopies(join(DIST, name));
  return `/${name}`;
}

async function main() {
  const started = Date.now();
  await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: SSR_OUT,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
    },
  });
  let count: number;
  try {
    count = await renderPages();
  } finally {
    rmSync(SSR_OUT, { recursive: true, force: true });
  }
  // Vite's manifest was only for this step: it does not belong on the web server.
  rmSync(join(DIST, '.vite'), { recursive: true, force: true });
  console.log(
    `pre-rendered ${count} pages into ${join(DIST, PRERENDERED_DIR)} in ${Date.now() - started} ms`,
  );
}

async function renderPages(): Promise<number> {
  const entry = (await import(pathToFileURL(join(SSR_OUT, 'entry-server.js')).href)) as EntryServer;
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const loadedByIndex = filesOf(chunkClosure(manifest, 'index.html'));
  const start = writeStartScript();

  for (const path of entry.PRERENDERED_PATHS) {
    const rendered = await entry.render(path);
    if (!rendered.html.includes('<main')) throw new Error(`${path} rendered without its main region.`);
    const pageFiles = [...filesOf(chunkClosure(manifest, entry.PUBLIC_PAGES[rendered.page].source))]
      .filter((file) => !loadedByIndex.has(file))
      .map((file) => `/${file}`);
    const file = join(DIST, prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(template, rendered, { start, pageFiles }));
    writeCompressedCopies(file);
  }
  return entry.PRERENDERED_PATHS.length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
