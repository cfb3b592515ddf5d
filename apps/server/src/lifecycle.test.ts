import { createTestDb } from '@ccp/db/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import { shutdown, stopSignalHandler } from './lifecycle';

/** A real app listening on a free port, with a route that answers when the test lets it. */
async function serving() {
  const handle = await createTestDb();
  const app = await buildApp({
    config: testConfig(),
    db: handle.db,
    mailer: { send: async () => undefined },
  });
  let finish: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started: () => void = () => undefined;
  const inFlight = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.get('/test/slow', async () => {
    started();
    await released;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.collegeCatalogue.start();
  await app.collegeCatalogue.refresh();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, handle, base: `http://127.0.0.1:${address.port}`, finish, inFlight };
}

function exitRecorder() {
  const codes: number[] = [];
  let resolveExit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => {
    resolveExit = resolve;
  });
  return {
    codes,
    exited,
    exit: (code: number) => {
      codes.push(code);
      resolveExit(code);
    },
  };
}

const cataloguePolling = (app: FastifyInstance) =>
  (app.collegeCatalogue as unknown as { running: boolean }).running;

describe('graceful shutdown', () => {
  it('reports not ready, refuses new connections, lets the request in flight finish, then exits 0', async () => {
    const { app, handle, base, finish, inFlight } = await serving();
    const slow = fetch(`${base}/test/slow`);
    await inFlight;
    const recorder = exitRecorder();
    expect(cataloguePolling(app)).toBe(true);
    const stopping = shutdown(app, handle, { graceMs: 5_000, exit: recorder.exit });

    expect((await app.readiness.check()).checks.accepting).toEqual({ ok: false, detail: 'shutting down' });
    await expect(fetch(`${base}/api/health`, { headers: { connection: 'close' } })).rejects.toThrow();
    expect(recorder.codes).toEqual([]);

    finish();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await stopping;
    expect(await recorder.exited).toBe(0);
    expect(cataloguePolling(app)).toBe(false);
  });

  it('exits 1 when requests are still running after the grace time', async () => {
    const { app, handle, base, finish, inFlight } = await serving();
    const slow = fetch(`${base}/test/slow`).catch(() => null);
    await inFlight;
    const recorder = exitRecorder();
    const started = Date.now();
    const stopping = shutdown(app, handle, { graceMs: 300, exit: recorder.exit });
    expect(await recorder.exited).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    finish();
    await slow;
    await stopping;
  });

  it('exits 1 after the grace time even when writing the log line fails (a dead pipe)', async () => {
    const { app, handle, base, finish, inFlight } = await serving();
    const slow = fetch(`${base}/test/slow`).catch(() => null);
    await inFlight;
    app.log.error = () => {
      throw Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    };
    const recorder = exitRecorder();
    const stopping = shutdown(app, handle, { graceMs: 200, exit: recorder.exit });
    expect(await recorder.exited).toBe(1);
    finish();
    await slow;
    await stopping.catch(() => undefined);
  });

  it('a second SIGTERM exits 1 at once; the first one waits for the request in flight', async () => {
    const { app, handle, base, finish, inFlight } = await serving();
    const slow = fetch(`${base}/test/slow`).catch(() => null);
    await inFlight;
    const recorder = exitRecorder();
    const onSignal = stopSignalHandler(app, handle, { graceMs: 60_000, exit: recorder.exit });
    onSignal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recorder.codes).toEqual([]);
    onSignal('SIGTERM');
    expect(recorder.codes).toEqual([1]);
    finish();
    await slow;
  });
});
