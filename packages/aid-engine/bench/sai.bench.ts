/**
 * Benchmark: computeSai calls per second on one core over the real vectors, and the minified + gzipped size the
 * engine adds to a web bundle (Vite 8 build() in library mode, an entry importing computeSai, pellAward,
 * costOfAttendance, estimateNetPrice and saiRequestFromProfile).
 *   npx tsx packages/aid-engine/bench/sai.bench.ts
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { computeSai, type SaiRequest } from '../src/index';
import { buildBrowserBundle } from '../test/build-browser-bundle';

const OPS_TARGET = 1_000_000;
const GZIP_TARGET_BYTES = 15 * 1024;

const file = JSON.parse(readFileSync(new URL('../test/vectors.json', import.meta.url), 'utf8')) as {
  vectors: { request: SaiRequest }[];
};
const requests = file.vectors.map((v) => v.request);

/** Keeps the results alive so the JIT cannot drop the calls. */
const sink = { total: 0 };

/** Runs computeSai over all requests for `ms` milliseconds; returns calls per second. */
function measure(ms: number): number {
  let calls = 0;
  let total = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < requests.length; i++) {
      const result = computeSai(requests[i] as SaiRequest);
      total += result.sai + result.steps.length;
    }
    calls += requests.length;
    now = performance.now();
  }
  sink.total += total;
  return (calls * 1000) / (now - start);
}

const format = (n: number) => Math.round(n).toLocaleString('en-US');

measure(2_000); // warm-up: let the JIT optimise
const rounds = [measure(2_000), measure(2_000), measure(2_000)];
const median = [...rounds].sort((a, b) => a - b)[1] as number;
console.log(`computeSai: ${Math.round(median)} ops/s`);
console.log(
  `  (median of 3 rounds of 2 s over the ${requests.length} vector requests after a 2 s warm-up: ${rounds
    .map(format)
    .join(', ')}; Node ${process.version}, single thread)`,
);
console.log(`  target >= ${format(OPS_TARGET)} ops/s: ${median >= OPS_TARGET ? 'met' : 'NOT met'}`);

const bundle = await buildBrowserBundle(
  "export { computeSai, pellAward, costOfAttendance, estimateNetPrice, saiRequestFromProfile } from 'ENGINE';",
);
try {
  const gzip = gzipSync(bundle.code, { level: 9 }).length;
  console.log(`aid-engine bundle: ${(gzip / 1024).toFixed(1)} KB gzip`);
  console.log(
    `  (${format(gzip)} bytes gzip; ${(bundle.code.length / 1024).toFixed(1)} KB minified; Vite build() lib mode)`,
  );
  console.log(
    `  target < ${GZIP_TARGET_BYTES / 1024} KB gzip: ${gzip < GZIP_TARGET_BYTES ? 'met' : 'NOT met'}`,
  );
} finally {
  await bundle.cleanup();
}
