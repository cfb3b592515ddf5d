/* The thread that runs embedded PGlite for the server (pglite-thread.ts starts it; docs/decisions/0078). PGlite
 * executes every statement synchronously in WebAssembly and parses its rows in JavaScript: here that work takes a
 * core of its own instead of the thread that serves HTTP. Transactions are PGlite's own `transaction`, held open
 * between `begin` and `end`, so that other queries wait for them exactly as they do in one thread. */
import { parentPort, workerData } from 'node:worker_threads';
import { type ParserOptions, type Results, type Transaction, types } from '@electric-sql/pglite';
import { openPglite } from './pglite-open';
import {
  errorShapeOf,
  type FromWorker,
  type PgliteWorkerData,
  type QueryShape,
  type ToWorker,
} from './pglite-thread-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (pglite-thread.ts starts it)');
const { dataDir } = workerData as PgliteWorkerData;

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

const keepText = (value: string) => value;
const keepingText = (oids: readonly number[]): ParserOptions =>
  Object.fromEntries(oids.map((oid) => [oid, keepText]));
/**
 * The types drizzle keeps as text on every query: set once as PGlite's own parsers, because parsers passed with a
 * query are merged with PGlite's defaults on each call (a quarter of a wide row's parsing time, measured).
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const DRIZZLE_KEY = [...DRIZZLE_TEXT_TYPES].sort((a, b) => a - b).join(',');
const otherParsers = new Map<string, ParserOptions>();
/** Undefined for drizzle's usual types (PGlite's own parsers apply); otherwise the query's own. */
function parsersOf(shape: QueryShape): ParserOptions | undefined {
  const key = [...shape.textTypes].sort((a, b) => a - b).join(',');
  if (key === DRIZZLE_KEY) return undefined;
  let parsers = otherParsers.get(key);
  if (!parsers) {
    // A query that keeps fewer types as text parses the others as PGlite does by default.
    parsers = { ...types.parsers, ...keepingText(shape.textTypes) };
    otherParsers.set(key, parsers);
  }
  return parsers;
}

/** Thrown into PGlite's transaction callback to make it roll back. */
const ROLL_BACK = Symbol('roll back');

const reply = (message: FromWorker) => port.postMessage(message);

try {
  const db = await openPglite(dataDir, { parsers: keepingText(DRIZZLE_TEXT_TYPES) });
  const open = new Map<number, OpenTransaction>();

  const target = (tx: number | null) => {
    if (tx === null) return db;
    const found = open.get(tx);
    if (!found) throw new Error(`transaction ${tx} is not open`);
    return found.tx;
  };

  const handle = async (message: ToWorker): Promise<unknown> => {
    switch (message.op) {
      case 'query': {
        const result: Results = await target(message.tx).query(message.sql, message.params, {
          rowMode: message.shape.rowMode,
          parsers: parsersOf(message.shape),
        });
        return result;
      }
      case 'exec':
        return target(message.tx).exec(message.sql);
      case 'begin':
        return new Promise<number>((begun, failedToBegin) => {
          let finish: (commit: boolean) => void = () => {};
          const ended = new Promise<void>((resolve, reject) => {
            finish = (commit) => (commit ? resolve() : reject(ROLL_BACK));
          });
          const done = db
            .transaction(async (tx) => {
              open.set(message.id, { tx, finish, done });
              begun(message.id);
              await ended;
            })
            .catch((err: unknown) => {
              if (err !== ROLL_BACK) throw err;
            })
            .finally(() => open.delete(message.id));
          done.catch(failedToBegin);
        });
      case 'end': {
        const found = open.get(message.tx);
        if (!found) throw new Error(`transaction ${message.tx} is not open`);
        found.finish(message.commit);
        await found.done;
        return null;
      }
      case 'close':
        await db.close();
        return null;
    }
  };

  port.on('message', (message: ToWorker) => {
    handle(message).then(
      (value) => reply({ id: message.id, ok: true, value }),
      (err: unknown) => reply({ id: message.id, ok: false, error: errorShapeOf(err) }),
    );
  });
  reply({ id: 0, ok: true, value: 'ready' });
} catch (err) {
  reply({ id: 0, ok: false, error: errorShapeOf(err) });
}
