import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { migrate, openDb } from '@ccp/db';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { E2E_PORT } from './support/ports';

/** This spec's own app (the CSRF spec's second origin is E2E_PORT + 5). */
const MONITORED_PORT = E2E_PORT + 6;

/**
 * Error monitoring from the browser's side: an app of its own (this spec needs SENTRY_DSN, which the shared server
 * has not) pointed at a local stand-in for Sentry. A page error travels browser -> /monitoring -> the project, the
 * browser never calls the Sentry host itself, and the replay sent with the error shows no page text.
 */

const LANDING_HEADING = 'Know what college will really cost, before you apply.';

interface Envelope {
  url: string;
  body: Buffer;
}

let ingest: Server;
const envelopes: Envelope[] = [];
let app: FastifyInstance;
let closeDb: () => Promise<void>;
let base: string;
let ingestHost: string;

test.beforeAll(async () => {
  ingest = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      envelopes.push({ url: req.url ?? '', body: Buffer.concat(chunks) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  ingestHost = `127.0.0.1:${(ingest.address() as AddressInfo).port}`;

  const handle = await openDb({ dataDir: 'memory://' });
  await migrate(handle);
  closeDb = handle.close;
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      PORT: String(MONITORED_PORT),
      HOST: '127.0.0.1',
      // The page's writes (the tunnel's POSTs) must come from the app's own origin.
      PUBLIC_URL: `http://127.0.0.1:${MONITORED_PORT}`,
      DATA_DIR: 'memory://',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SENTRY_DSN: `http://publickey@${ingestHost}/42`,
    }),
    db: handle.db,
  });
  await app.listen({ port: MONITORED_PORT, host: '127.0.0.1' });
  base = `http://127.0.0.1:${MONITORED_PORT}`;
});

test.afterAll(async () => {
  await app?.close();
  await closeDb?.();
  await new Promise((resolve) => ingest?.close(resolve));
});

/** An envelope's items: a header line, then per item a header line and its payload (replays: compressed bytes). */
function items(body: Buffer): { type: string; payload: Buffer }[] {
  const out: { type: string; payload: Buffer }[] = [];
  let at = body.indexOf(0x0a) + 1;
  while (at > 0 && at < body.length) {
    const end = body.indexOf(0x0a, at);
    const header = JSON.parse(body.subarray(at, end).toString()) as { type: string; length?: number };
    const start = end + 1;
    const stop = header.length === undefined ? body.indexOf(0x0a, start) : start + header.length;
    out.push({ type: header.type, payload: body.subarray(start, stop === -1 ? body.length : stop) });
    at = stop === -1 ? body.length : stop + 1;
  }
  return out;
}

test('a page error reaches the Sentry project through /monitoring, with its replay masked', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('the kettle boiled dry') && !m.text().includes('401'))
      problems.push(m.text());
  });
  const monitored: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.host === ingestHost || url.pathname === '/monitoring')
      monitored.push(`${url.host}${url.pathname}`);
  });

  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: LANDING_HEADING })).toBeVisible();
  // The SDK and then replay load once the page is idle.
  await page.waitForResponse((r) => r.url().includes('/assets/monitoring-replay'), { timeout: 20_000 });
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('the kettle boiled dry');
    }, 0);
  });

  await expect
    .poll(() => envelopes.filter((e) => e.body.toString().includes('the kettle boiled dry')).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const event = envelopes.find((e) => e.body.toString().includes('the kettle boiled dry'));
  expect(event?.url).toBe('/api/42/envelope/?sentry_key=publickey&sentry_version=7');

  // With every error session recorded (rate 1.0), the replay of this one follows; its text is masked.
  await expect
    .poll(() => envelopes.some((e) => items(e.body).some((i) => i.type === 'replay_recording')), {
      timeout: 30_000,
    })
    .toBe(true);
  const recordings = envelopes.flatMap((e) => items(e.body).filter((i) => i.type === 'replay_recording'));
  // Each recording is `{"segment_id":n}` on a line, then the rrweb events: zlib-compressed, or JSON as a fallback.
  const recorded = recordings
    .map(({ payload }) => {
      const data = payload.subarray(payload.indexOf(0x0a) + 1);
      try {
        return inflateSync(data).toString();
      } catch {
        return data.toString();
      }
    })
    .join('\n');
  expect(recorded).toContain('"type":2');
  expect(recorded).not.toContain('really cost');
  expect(recorded).toMatch(/\*{10,}/);

  expect(monitored.length).toBeGreaterThan(0);
  expect(monitored.every((m) => m.endsWith('/monitoring') && !m.startsWith(ingestHost))).toBe(true);
  expect(problems).toEqual([]);
});
