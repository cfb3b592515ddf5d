/* Embedded PGlite on a thread of its own (pglite-worker.ts), seen from the server's thread through the methods
 * drizzle's PGlite driver calls: `query`, `exec` and `transaction` (docs/decisions/0078). */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import {
  errorOf,
  type FromWorker,
  type PgliteWorkerData,
  type QueryShape,
  type ToWorker,
} from './pglite-thread-protocol';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Send = (message: DistributiveOmit<ToWorker, 'id'>) => Promise<unknown>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const PROBE = '2026-11-28 00:00:00+00';

/**
 * The shape of drizzle's query options: it passes parsers that keep dates, timestamps and intervals as PostgreSQL's
 * text, which the worker applies by type OID. Any other parser cannot cross a thread, and is refused.
 */
function shapeOf(options: QueryOptions | undefined): QueryShape {
  const parsers = options?.parsers ?? {};
  const textTypes: number[] = [];
  for (const [oid, parse] of Object.entries(parsers)) {
    if (parse(PROBE, Number(oid)) !== PROBE)
      throw new Error(
        `PGlite on its own thread keeps a type's text or parses it as PGlite does (type ${oid})`,
      );
    textTypes.push(Number(oid));
  }
  return { rowMode: options?.rowMode ?? 'object', textTypes };
}

/**
 * The worker: the bundle's pglite-worker.js beside this code in production; from source (tests, benches, e2e), a
 * small script that registers tsx in the new thread (a worker does not inherit the loader) and imports the source.
 */
function newWorker(workerData: PgliteWorkerData): Worker {
  const here = import.meta.filename;
  if (!here.endsWith('.ts')) {
    const compiled = join(dirname(here), 'pglite-worker.js');
    if (!existsSync(compiled)) throw new Error(`${compiled} is missing: run \`npm run build\``);
    return new Worker(compiled, { workerData });
  }
  const tsx = pathToFileURL(join(dirname(createRequire(here).resolve('tsx/esm/api')), 'index.mjs')).href;
  const source = pathToFileURL(join(dirname(here), 'pglite-worker.ts')).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

class ThreadTransaction {
  constructor(
    private readonly send: Send,
    private readonly tx: number,
  ) {}

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return (await this.send({
      op: 'query',
      tx: this.tx,
      sql,
      params,
      shape: shapeOf(options),
    })) as Results<T>;
  }

  async exec(sql: string): Promise<Results[]> {
    return (await this.send({ op: 'exec', tx: this.tx, sql })) as Results[];
  }
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: FromWorker) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(errorOf(message.error));
    });
    // A thread that stopped answers nothing more: what waits and what comes after fails at once, so that requests
    // answer 500 and /api/ready reports the database down, instead of waiting for ever.
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => {
      if (!this.closed) this.fail(new Error(`the PGlite thread stopped (exit code ${code})`));
    });
  }

  /** Starts the thread and opens PGlite on `dataDir` in it; throws what PGlite threw when it cannot open. */
  static async start(dataDir: string): Promise<PgliteThread> {
    const worker = newWorker({ dataDir });
    const thread = new PgliteThread(worker);
    const ready = new Promise((resolve, reject) => thread.pending.set(0, { resolve, reject }));
    try {
      await ready;
    } catch (err) {
      await worker.terminate();
      throw err;
    }
    return thread;
  }

  private readonly send: Send = (message) => {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id } as ToWorker);
    });
  };

  private fail(err: Error) {
    this.failure ??= err;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return (await this.send({ op: 'query', tx: null, sql, params, shape: shapeOf(options) })) as Results<T>;
  }

  async exec(sql: string): Promise<Results[]> {
    return (await this.send({ op: 'exec', tx: null, sql })) as Results[];
  }

  /** PGlite's `transaction`: committed when `callback` resolves, rolled back when it throws (and the error rethrown). */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.send({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await callback(new ThreadTransaction(this.send, tx));
    } catch (err) {
      await this.send({ op: 'end', tx, commit: false });
      throw err;
    }
    await this.send({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }
}
