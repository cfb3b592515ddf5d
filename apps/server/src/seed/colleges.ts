import type { ImportReport } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { importCollegeCsv } from '../modules/colleges/college-import.service';
import { countColleges } from '../modules/colleges/colleges.repository';
import { bundleCsv, loadCatalogueBundle } from './catalogue-bundle';
import { applyBundledReleases, CATALOGUE_RELEASE, recordRelease } from './catalogue-releases';

export { CATALOGUE_CSV, SUPPLEMENT_CSV } from './catalogue-bundle';

/** How many colleges the bundled catalogue holds: the 3,639 of 2021-22 and the 92 it missed. */
export const BUNDLED_COLLEGES = 3_731;

/**
 * Loads the bundled catalogue (data/colleges/README.md: the 2021-22 catalogue, its supplement, the colleges it
 * missed, current names, common short names, each row's data year). By default only into an empty colleges table
 * (first start); with `update`, it also refreshes the catalogue's colleges in place by unit id (admin-added
 * colleges are kept). Either way it then brings in the bundled releases this database has not had yet (the
 * catalogue additions into an older catalogue, the aid policies): `applyBundledReleases`.
 */
export async function seedColleges(db: Db, options: { update?: boolean } = {}): Promise<ImportReport | null> {
  let report: ImportReport | null = null;
  if (options.update || (await countColleges(db)) === 0) {
    const bundle = await loadCatalogueBundle();
    report = await importCollegeCsv(db, bundleCsv(bundle.header, bundle.rows), { acceptPartial: false });
    if (!report.imported) {
      const first = report.problems[0];
      throw new Error(
        `the bundled catalogue did not import: row ${first?.row} ${first?.column}: ${first?.message}`,
      );
    }
    // The bundle already holds the additions, the current names and the data years.
    await recordRelease(db, CATALOGUE_RELEASE);
  }
  await applyBundledReleases(db);
  return report;
}
