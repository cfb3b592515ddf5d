import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ImportReport } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { importCollegeCsv } from '../modules/colleges/college-import.service';
import { countColleges } from '../modules/colleges/colleges.repository';

/** The bundled catalogue: 3,639 US colleges (College Scorecard + IPEDS), see data/colleges/README.md. */
export const CATALOGUE_CSV = fileURLToPath(new URL('../../data/colleges/colleges.csv', import.meta.url));

/**
 * Loads the bundled catalogue. By default only into an empty colleges table (first start); with `update`, it
 * also refreshes the catalogue's colleges in place by unit id (admin-added colleges are kept).
 */
export async function seedColleges(db: Db, options: { update?: boolean } = {}): Promise<ImportReport | null> {
  if (!options.update && (await countColleges(db)) > 0) return null;
  const report = await importCollegeCsv(db, await readFile(CATALOGUE_CSV), { acceptPartial: false });
  if (!report.imported) {
    const first = report.problems[0];
    throw new Error(
      `the bundled catalogue did not import: row ${first?.row} ${first?.column}: ${first?.message}`,
    );
  }
  return report;
}
