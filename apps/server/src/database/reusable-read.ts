import type { Db, DbOrTx } from '@ccp/db';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';

interface Runnable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}
interface Preparable<R> extends Runnable<R> {
  prepare(name: string): Runnable<R>;
}

/**
 * A hot read built once per database as drizzle's prepared statement, its values given as `sql.placeholder`s
 * (docs/decisions/0078). Building a select of a wide table in drizzle costs more main-thread time than the database
 * takes to run it (the family row, 62 columns: 1.2 ms to build, 0.8 ms in PGlite); on PostgreSQL the statement is
 * also parsed and planned once per connection. Inside a transaction the read is built on it each time, as before:
 * a statement prepared on the database would run outside the transaction.
 * `name` must be unique in the server: PostgreSQL keeps named statements per connection.
 */
export function reusableRead<R>(name: string, build: (db: DbOrTx) => Preparable<R>) {
  const prepared = new WeakMap<Db, Runnable<R>>();
  return (db: DbOrTx, values: Record<string, unknown>): Promise<R> => {
    if (is(db, PgTransaction)) return build(db).execute(values);
    const root = db as Db;
    let query = prepared.get(root);
    if (!query) {
      query = build(root).prepare(name);
      prepared.set(root, query);
    }
    return query.execute(values);
  };
}
