import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

/*
 * The bundled college catalogue (apps/server/data/colleges, see its README): the 2021-22 catalogue with its
 * supplement, the 92 operating colleges it missed (additions/), the 80 renamed colleges under their current names
 * and the short names families type, each row with the year and source of its figures. One file in the admin
 * import's column set comes out of it.
 */

const dataFile = (name: string) => fileURLToPath(new URL(`../../data/colleges/${name}`, import.meta.url));

/** The 2021-22 catalogue: 3,639 colleges (College Scorecard + IPEDS). */
export const CATALOGUE_CSV = dataFile('colleges.csv');
/** Newer official figures for the same colleges (2023-24 charges, 2022-23 net price, earnings), by unit id. */
export const SUPPLEMENT_CSV = dataFile('colleges-supplement.csv');
/** 92 operating colleges the catalogue's rule dropped (Penn State's campuses among them), same columns. */
export const ADDED_CSV = dataFile('additions/colleges-added.csv');
export const ADDED_SUPPLEMENT_CSV = dataFile('additions/supplement-added.csv');
/** Why each added college was missing and the source and year of each group of its columns. */
export const ADDED_SOURCES_CSV = dataFile('additions/sources-added.csv');
/** 80 catalogue colleges renamed since 2021-22, with their current names (IPEDS 2024-25). */
export const RENAMED_CSV = dataFile('additions/renamed.csv');
/** Short names families type ("Penn State", "MIT"), one per row. */
export const COMMON_NAMES_CSV = dataFile('common-names.csv');
/** Each college's published aid policy (59 colleges), sourced and graded. */
export const AID_POLICIES_CSV = dataFile('aid-policies.csv');

/** The year and source of the 2021-22 catalogue's own rows. */
export const CATALOGUE_DATA_YEAR = '2021-22';
export const CATALOGUE_DATA_SOURCE =
  'College Scorecard 2021-22 yearly file; IPEDS 2022-23 directory and charges';

const EXTRA_COLUMNS = ['former_names', 'common_names', 'data_year', 'data_source'] as const;

type Record_ = Record<string, string>;

function records(text: string): { header: string[]; rows: string[][] } {
  const [header, ...rows] = parse(text, { bom: true, skip_empty_lines: true }) as string[][];
  if (!header) throw new Error('a bundled catalogue file has no header');
  return { header, rows };
}

function objects(text: string): Record_[] {
  return parse(text, { bom: true, skip_empty_lines: true, columns: true }) as Record_[];
}

/** The main rows with the supplement's columns added by unit id (a college the supplement lacks gets empty cells). */
function withSupplement(mainText: string, extraText: string): { header: string[]; rows: string[][] } {
  const main = records(mainText);
  const extra = records(extraText);
  const unitIdAt = main.header.indexOf('unitid');
  const byUnitId = new Map(extra.rows.map((r) => [r[0], r.slice(1)]));
  const empty = extra.header.slice(1).map(() => '');
  return {
    header: [...main.header, ...extra.header.slice(1)],
    rows: main.rows.map((r) => [...r, ...(byUnitId.get(r[unitIdAt]!) ?? empty)]),
  };
}

/** The data year and source of an added college, from its row of sources-added.csv. */
export function provenanceOfAdded(source: Record_): { dataYear: string; dataSource: string } {
  const directory = source.directory_source?.includes('HD2024')
    ? 'IPEDS 2024-25 directory'
    : 'IPEDS 2022-23 directory';
  const scorecard = source.scorecard_source ?? '';
  const enrolment2023 = (source.undergrad_enrollment_source ?? '').includes('MERGED2023_24');
  const enrolment = enrolment2023 ? ' (enrolment fall 2023)' : '';
  if (scorecard.includes('MERGED2022_23')) {
    return {
      dataYear: '2022-23',
      dataSource: `College Scorecard 2022-23 yearly file${enrolment}; ${directory}`,
    };
  }
  if (scorecard.includes('MERGED2021_22')) {
    return {
      dataYear: '2021-22',
      dataSource: `College Scorecard 2021-22 yearly file${enrolment}; ${directory}`,
    };
  }
  return {
    dataYear: '2023-24',
    dataSource: `${directory}; fall 2023 enrolment (College Scorecard 2023-24); no Scorecard net price or outcome figures yet`,
  };
}

const sameName = (a: string, b: string) =>
  a.localeCompare(b, 'en-US', { sensitivity: 'base', ignorePunctuation: true }) === 0;

export interface Rename {
  unitId: number;
  oldName: string;
  oldAlias: string | null;
  name: string;
  alias: string | null;
  formerNames: string;
}

/** A renamed college's current name (IPEDS 2024-25), its other names (current and old) and the names it had. */
export function renameOf(row: Record_): Rename {
  const name = row.hd2024_name || row.scorecard_2023_24_name || row.catalogue_name!;
  const former = [row.catalogue_name!];
  const scorecardName = row.scorecard_2023_24_name ?? '';
  if (scorecardName && !sameName(scorecardName, name) && !sameName(scorecardName, row.catalogue_name!)) {
    former.push(scorecardName);
  }
  // The old other names stay beside the new ones: families still type them ("IUPUI").
  const [current, old] = [row.hd2024_alias ?? '', row.catalogue_alias ?? ''];
  const alias = !old || current.includes(old) ? current : !current ? old : `${current}|${old}`;
  return {
    unitId: Number(row.unitid),
    oldName: row.catalogue_name!,
    oldAlias: old || null,
    name,
    alias: alias || null,
    formerNames: former.join('|'),
  };
}

/** What the bundle holds beyond the import's rows: which colleges were added and which were renamed. */
export interface CatalogueBundle {
  /** The import's header: the catalogue's, the supplement's, then former_names, common_names, data_year, data_source. */
  header: string[];
  /** Every college, renamed ones under their current names. */
  rows: string[][];
  /** Unit ids of the colleges the 2021-22 catalogue missed. */
  added: Set<number>;
  renames: Rename[];
}

/** Reads the bundled files and puts them together (about 20 ms). */
export async function loadCatalogueBundle(): Promise<CatalogueBundle> {
  const [catalogue, supplement, added, addedSupplement, sources, renamed, commonNames] = await Promise.all(
    [
      CATALOGUE_CSV,
      SUPPLEMENT_CSV,
      ADDED_CSV,
      ADDED_SUPPLEMENT_CSV,
      ADDED_SOURCES_CSV,
      RENAMED_CSV,
      COMMON_NAMES_CSV,
    ].map((file) => readFile(file, 'utf8')),
  );
  const base = withSupplement(catalogue!, supplement!);
  const extra = withSupplement(added!, addedSupplement!);
  if (base.header.join(',') !== extra.header.join(',')) {
    throw new Error('the added colleges do not have the catalogue columns');
  }
  const at = (column: string) => base.header.indexOf(column);
  const [unitIdAt, nameAt, aliasAt] = [at('unitid'), at('name'), at('alias')];
  const sourceByUnitId = new Map(objects(sources!).map((r) => [Number(r.unitid), r]));
  const renames = objects(renamed!).map(renameOf);
  const renameByUnitId = new Map(renames.map((r) => [r.unitId, r]));
  const namesByUnitId = new Map<number, string[]>();
  for (const r of objects(commonNames!)) {
    const list = namesByUnitId.get(Number(r.unitid)) ?? [];
    list.push(r.common_name!);
    namesByUnitId.set(Number(r.unitid), list);
  }
  const addedIds = new Set(extra.rows.map((r) => Number(r[unitIdAt])));

  const rows = [...base.rows, ...extra.rows].map((cells) => {
    const unitId = Number(cells[unitIdAt]);
    const row = [...cells];
    const source = sourceByUnitId.get(unitId);
    let { dataYear, dataSource } = source
      ? provenanceOfAdded(source)
      : { dataYear: CATALOGUE_DATA_YEAR, dataSource: CATALOGUE_DATA_SOURCE };
    const rename = renameByUnitId.get(unitId);
    let formerNames = '';
    if (rename) {
      row[nameAt] = rename.name;
      row[aliasAt] = rename.alias ?? '';
      formerNames = rename.formerNames;
      dataSource = `${dataSource}; reported as ${rename.oldName}, renamed since (IPEDS 2024-25)`;
    }
    return [...row, formerNames, (namesByUnitId.get(unitId) ?? []).join('|'), dataYear, dataSource];
  });
  const unitIds = new Set(rows.map((r) => Number(r[unitIdAt])));
  for (const unitId of [...renameByUnitId.keys(), ...namesByUnitId.keys()]) {
    if (!unitIds.has(unitId)) {
      throw new Error(`the bundled names name unit id ${unitId}, which is not in the catalogue`);
    }
  }
  return { header: [...base.header, ...EXTRA_COLUMNS], rows, added: addedIds, renames };
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** Rows as one CSV file in the admin import's column set. */
export function bundleCsv(header: string[], rows: string[][]): Uint8Array {
  const text = [header, ...rows].map((r) => r.map(quote).join(',')).join('\n');
  return new TextEncoder().encode(text);
}
