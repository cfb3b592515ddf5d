import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const SOURCE_INDEX = fileURLToPath(new URL('../src/index.ts', import.meta.url));

export interface BrowserBundle {
  /** Absolute path of the minified ES module. */
  file: string;
  code: string;
  dir: string;
  cleanup: () => Promise<void>;
}

/**
 * Builds the engine for the browser with Vite's build() API in library mode (ES module, fully minified) into a new
 * temporary directory. `entryCode` is the entry module; the engine is imported as `ENGINE`.
 */
export async function buildBrowserBundle(entryCode = "export * from 'ENGINE';"): Promise<BrowserBundle> {
  const dir = await mkdtemp(join(tmpdir(), 'aid-engine-bundle-'));
  const entry = join(dir, 'entry.ts');
  await writeFile(entry, entryCode.replaceAll("'ENGINE'", JSON.stringify(SOURCE_INDEX)));
  const outDir = join(dir, 'dist');
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: () => 'aid-engine.js' },
      // Vite keeps whitespace in ES-format library builds; a web app's build minifies fully, so do the same.
      rolldownOptions: { output: { minify: true } },
    },
  });
  const file = join(outDir, 'aid-engine.js');
  return {
    file,
    code: await readFile(file, 'utf8'),
    dir,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
