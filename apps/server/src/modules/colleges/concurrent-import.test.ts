import { readFileSync } from 'node:fs';
import type { DbHandle } from '@ccp/db';
import { createTestDb } from '@ccp/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGUE_CSV } from '../../seed/colleges';
import { importCollegeCsv } from './college-import.service';

let handle: DbHandle;
const lines = readFileSync(CATALOGUE_CSV, 'utf8').trimEnd().split('\n');
const csvOf = (rows: string[]) => Buffer.from([lines[0], ...rows].join('\n'));

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

// On PGlite every statement runs one at a time; only a PostgreSQL server shows what concurrent imports do.
it.skipIf(!process.env.TEST_DATABASE_URL)(
  'imports of the same colleges in opposite orders, at the same time, all succeed',
  async () => {
    const rows = lines.slice(1, 801);
    const forward = csvOf(rows);
    const backward = csvOf([...rows].reverse());
    for (let round = 0; round < 3; round += 1) {
      const reports = await Promise.all([
        importCollegeCsv(handle.db, forward, { acceptPartial: false }),
        importCollegeCsv(handle.db, backward, { acceptPartial: false }),
        importCollegeCsv(handle.db, forward, { acceptPartial: false }),
      ]);
      for (const report of reports) {
        expect(report.imported).toBe(true);
        expect(report.created + report.updated).toBe(rows.length);
      }
    }
  },
);
