/**
 * Build step after `vite build` (apps/web `npm run build`): renders the public pages of PRERENDERED_PATHS to
 * static HTML, so that they show before any JavaScript has run, and main.tsx hydrates them.
 *
 * 1. builds src/entry-server.tsx for Node with the app's own Vite config (into node_modules/.cache, not dist);
 * 2. renders each path signed out and puts the markup into the built index.html, with the page's title and
 *    `<link rel="modulepreload">` for the page's own chunks (from Vite's manifest), so they load in parallel
 *    with the main chunk instead of after it;
 * 3. writes dist/prerendered/<path>.html (`/` is dist/prerendered/index.html) with .br and .gz copies; the
 *    server answers those paths with them and every other page path with the single-page index.html.
 *
 * No inline script: the HTML carries no state (the pre-rendered view is always the signed-out one).
 */
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
export const PRERENDERED_DIR = 'prerendered';

const ROOT_ELEMENT = '<div id="root"></div>';

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

export function pageHtml(template: string, rendered: { html: string; title: string }, preload: string[]) {
  if (template.split(ROOT_ELEMENT).length !== 2)
    throw new Error(`index.html needs exactly one ${ROOT_ELEMENT}`);
  const links = preload
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace('</head>', links ? `  ${links}\n  </head>` : '</head>')
    .replace(ROOT_ELEMENT, `<div id="root">${rendered.html}</div>`);
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

  for (const path of entry.PRERENDERED_PATHS) {
    const rendered = await entry.render(path);
    if (!rendered.html.includes('<main')) throw new Error(`${path} rendered without its main region.`);
    const preload = new Set<string>();
    for (const page of rendered.pages) {
      for (const file of filesOf(chunkClosure(manifest, entry.PUBLIC_PAGES[page].source))) {
        if (!loadedByIndex.has(file)) preload.add(file);
      }
    }
    const file = join(DIST, prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(template, rendered, [...preload]));
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
