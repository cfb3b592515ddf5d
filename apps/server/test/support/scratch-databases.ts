/* Test-only: scratch databases on the PostgreSQL server of TEST_DATABASE_URL, for the tests that need whole
 * databases of their own (backup and restore, several server processes): created empty, dropped after the file. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabases {
  /** Runs `work` with a client connected to `url` (the server's own database by default). */
  admin<T>(work: (client: pg.Client) => Promise<T>, url?: string): Promise<T>;
  /** A new, empty database named `<prefix>_<random>`; its URL. */
  fresh(): Promise<string>;
  /** Drops every database `fresh` made, even with sessions still open. */
  dropAll(): Promise<void>;
}

export function scratchDatabases(serverUrl: string, prefix: string): ScratchDatabases {
  const names: string[] = [];
  async function admin<T>(work: (client: pg.Client) => Promise<T>, url = serverUrl): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  return {
    admin,
    async fresh() {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      await admin((c) => c.query(`create database ${name}`));
      names.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll() {
      for (const name of names) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
