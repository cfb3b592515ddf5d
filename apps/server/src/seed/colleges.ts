import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type ImportReport, PRICE_YEAR } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { parse } from 'csv-parse/sync';
import { importCollegeCsv } from '../modules/colleges/college-import.service';
import { countColleges } from '../modules/colleges/colleges.repository';

/** The bundled catalogue: 3,639 US colleges (College Scorecard + IPEDS), see data/colleges/README.md. */
export const CATALOGUE_CSV = fileURLToPath(new URL('../../data/colleges/colleges.csv', import.meta.url));
/** Newer official figures for the same colleges (2023-24 charges, 2022-23 net price, earnings), by unit id. */
export const SUPPLEMENT_CSV = fileURLToPath(
  new URL('../../data/colleges/colleges-supplement.csv', import.meta.url),
);

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/**
 * The catalogue with the supplement's columns added to each row (matched by `unitid`; a college the supplement
 * lacks gets empty cells) and the year of its own prices (price_year: the Scorecard file's PRICE_YEAR): one file in
 * the admin import's documented column set.
 */
export function mergeCatalogue(catalogue: string, supplement: string): string {
  const main = parse(catalogue, { bom: true, skip_empty_lines: true }) as string[][];
  const extra = parse(supplement, { bom: true, skip_empty_lines: true }) as string[][];
  const [mainHeader, ...mainRows] = main;
  const [extraHeader, ...extraRows] = extra;
  if (!mainHeader || !extraHeader) throw new Error('the bundled catalogue files have no header');
  const unitIdAt = mainHeader.indexOf('unitid');
  const added = extraHeader.slice(1);
  const byUnitId = new Map(extraRows.map((r) => [r[0], r.slice(1)]));
  const empty = added.map(() => '');
  const dated = mainHeader.includes('price_year');
  const yearColumn = dated ? [] : ['price_year'];
  const year = dated ? [] : [PRICE_YEAR];
  return [
    [...mainHeader, ...added, ...yearColumn],
    ...mainRows.map((r) => [...r, ...(byUnitId.get(r[unitIdAt]!) ?? empty), ...year]),
  ]
    .map((r) => r.map(quote).join(','))
    .join('\n');
}

/**
 * Loads the bundled catalogue. By default only into an empty colleges table (first start); with `update`, it
 * also refreshes the catalogue's colleges in place by unit id (admin-added colleges are kept).
 */
export async function seedColleges(db: Db, options: { update?: boolean } = {}): Promise<ImportReport | null> {
  if (!options.update && (await countColleges(db)) > 0) return null;
  const [catalogue, supplement] = await Promise.all([
    readFile(CATALOGUE_CSV, 'utf8'),
    readFile(SUPPLEMENT_CSV, 'utf8'),
  ]);
  const merged = new TextEncoder().encode(mergeCatalogue(catalogue, supplement));
  const report = await importCollegeCsv(db, merged, { acceptPartial: false });
  if (!report.imported) {
    const first = report.problems[0];
    throw new Error(
      `the bundled catalogue did not import: row ${first?.row} ${first?.column}: ${first?.message}`,
    );
  }
  return report;
}
