import { readFile } from 'node:fs/promises';
import type { Db, DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { retryingTransaction } from '../database/retrying-transaction';
import { addMissingAidPolicies } from '../modules/aid-policies/aid-policies.service';
import { parseAidPolicyCsv } from '../modules/aid-policies/aid-policy-csv';
import { parseCollegeCsv } from '../modules/colleges/college-csv';
import {
  applyBundledNames,
  countColleges,
  existingUnitIds,
  upsertCollegesByUnitId,
} from '../modules/colleges/colleges.repository';
import { AID_POLICIES_CSV, bundleCsv, loadCatalogueBundle } from './catalogue-bundle';

/*
 * Bundled data releases brought into an existing database once each (ADR 0048): at every start (embedded database
 * and PostgreSQL alike, under the schema lock) and by `npm run db:seed:colleges`. Each is recorded in
 * `catalogue_releases` when applied, so it never runs twice and never overwrites an admin's later edit.
 */

/** The catalogue additions of 2026-11-28: 92 colleges, 80 current names, common short names, data years. */
export const CATALOGUE_RELEASE = 'colleges-additions-2026-11-28';
/** The colleges' aid policies of 2026-11-28 (data/colleges/aid-policies.csv). */
export const AID_POLICIES_RELEASE = 'aid-policies-2026-11-28';

const { catalogueReleases } = schema;

export async function recordRelease(db: DbOrTx, name: string): Promise<void> {
  await db.insert(catalogueReleases).values({ name }).onConflictDoNothing();
}

async function appliedReleases(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ name: catalogueReleases.name }).from(catalogueReleases);
  return new Set(rows.map((r) => r.name));
}

/**
 * Brings a catalogue loaded from the 2021-22 bundle up to the current one, in one transaction: adds the colleges
 * it missed (those no admin has added under the same unit id meanwhile), renames the renamed colleges that still
 * carry their old name, and fills former names, common names and each row's data year where empty.
 */
export async function upgradeCatalogue(db: Db): Promise<{ added: number; changed: number }> {
  const bundle = await loadCatalogueBundle();
  const unitIdAt = bundle.header.indexOf('unitid');
  const added = bundle.rows.filter((r) => bundle.added.has(Number(r[unitIdAt])));
  const parsed = parseCollegeCsv(bundleCsv(bundle.header, added));
  if (parsed.problems.length > 0) {
    const first = parsed.problems[0]!;
    throw new Error(
      `the bundled additions do not import: row ${first.row} ${first.column}: ${first.message}`,
    );
  }
  const at = (column: string) => bundle.header.indexOf(column);
  const renames = new Map(bundle.renames.map((r) => [r.unitId, r]));
  const updates = bundle.rows.map((r) => {
    const unitId = Number(r[unitIdAt]);
    const rename = renames.get(unitId);
    const cell = (column: string) => r[at(column)] || null;
    return {
      unitId,
      name: r[at('name')]!,
      alias: cell('alias'),
      oldName: rename?.oldName ?? null,
      oldAlias: rename?.oldAlias ?? null,
      formerNames: cell('former_names'),
      commonNames: cell('common_names'),
      dataYear: r[at('data_year')]!,
      dataSource: r[at('data_source')]!,
    };
  });
  return retryingTransaction(db, async (tx) => {
    const present = await existingUnitIds(tx, [...bundle.added]);
    const missing = parsed.rows.filter((r) => !present.has(r.values.unitId));
    const { created } = await upsertCollegesByUnitId(tx, missing, parsed.keys, parsed.shareCodes);
    const changed = await applyBundledNames(tx, updates);
    await recordRelease(tx, CATALOGUE_RELEASE);
    return { added: created, changed };
  });
}

/**
 * Loads the bundled aid policies for the colleges the catalogue has (a college an admin removed is skipped) and
 * keeps any policy an admin already wrote.
 */
export async function seedAidPolicies(db: Db): Promise<{ created: number }> {
  const parsed = parseAidPolicyCsv(new Uint8Array(await readFile(AID_POLICIES_CSV)));
  if (parsed.problems.length > 0) {
    const first = parsed.problems[0]!;
    throw new Error(
      `the bundled aid policies do not import: row ${first.row} ${first.column}: ${first.message}`,
    );
  }
  return retryingTransaction(db, async (tx) => {
    const created = await addMissingAidPolicies(tx, parsed);
    await recordRelease(tx, AID_POLICIES_RELEASE);
    return { created };
  });
}

/**
 * Applies the bundled releases this database has not had yet. A database without colleges gets none (the
 * catalogue's first load brings the additions; the aid policies follow it).
 */
export async function applyBundledReleases(db: Db): Promise<string[]> {
  if ((await countColleges(db)) === 0) return [];
  const done = await appliedReleases(db);
  const applied: string[] = [];
  if (!done.has(CATALOGUE_RELEASE)) {
    await upgradeCatalogue(db);
    applied.push(CATALOGUE_RELEASE);
  }
  if (!done.has(AID_POLICIES_RELEASE)) {
    await seedAidPolicies(db);
    applied.push(AID_POLICIES_RELEASE);
  }
  return applied;
}
