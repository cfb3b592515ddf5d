/* The messages between the server's thread and the thread that runs embedded PGlite (pglite-worker.ts). Everything
 * in them crosses by structured clone, so functions do not: a query names the result types it keeps as text
 * instead of passing parsers. */

/** How the worker opens PGlite (workerData). */
export interface PgliteWorkerData {
  dataDir: string;
}

/** A query's options as they cross: the row shape, and the type OIDs whose values stay as PostgreSQL's text. */
export interface QueryShape {
  rowMode: 'array' | 'object';
  textTypes: number[];
}

export type ToWorker =
  | { id: number; op: 'query'; tx: number | null; sql: string; params: unknown[]; shape: QueryShape }
  | { id: number; op: 'exec'; tx: number | null; sql: string }
  /** Opens a transaction: the worker holds PGlite's transaction until `end`, as `transaction(callback)` does. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A database error's fields (code, severity, detail, constraint...) and message, rebuilt on the caller's side. */
export interface ErrorShape {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

export type FromWorker =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorShape }
  /** PGlite could not open (sent once, before any answer). */
  | { id: 0; ok: false; error: ErrorShape };

export function errorShapeOf(err: unknown): ErrorShape {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  }
  return { message: err.message, name: err.name, fields };
}

export function errorOf(shape: ErrorShape): Error {
  const error = new Error(shape.message);
  error.name = shape.name;
  return Object.assign(error, shape.fields);
}
