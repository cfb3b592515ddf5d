import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { filesUnder, writeCompressedCopies } from './src/build/compress.js';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';
/** Where the build goes: dist/, or WEB_DIST (an absolute path; the server reads the same variable). */
const OUT_DIR = process.env.WEB_DIST || 'dist';

/**
 * Writes a .br and a .gz copy next to every text file of the browser build (the pre-rendering step,
 * src/build/prerender.ts, does the same for the pages it writes). Not for the build-time server bundle.
 */
function precompress(): Plugin {
  let ssr = false;
  return {
    name: 'ccp-precompress',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      for (const file of filesUnder(OUT_DIR)) writeCompressedCopies(file);
    },
  };
}

export default defineConfig({
  define: {
    // The footer's copyright year: the same in a pre-rendered page and in the render that hydrates it.
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/monitoring': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by the pre-rendering step to preload each page's chunks; it deletes the file afterwards.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry loads up front in one chunk, instead of a handful of tiny ones (each a request).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
