import type {
  AdminCollegeListRequestSchema,
  AdminCollegeListResponse,
  CollegeRecord,
  CollegeWrite,
  ImportReport,
} from '@ccp/contracts';
import type { Db, DbOrTx } from '@ccp/db';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound } from '../../errors';
import { staleRecordConflict } from '../../http/record-versions';
import { publishedTuition } from '../college-pricing/college-costs';
import type { CollegeCatalogue } from '../colleges/catalogue';
import { importCollegeCsv } from '../colleges/college-import.service';
import { findCollege } from '../colleges/colleges.repository';
import * as repo from './admin-colleges.repository';
import { toCollegeRecord, toCollegeValues } from './college-record.mapper';

export interface AdminCollegesDeps {
  db: Db;
  catalogue: CollegeCatalogue;
}

export async function listColleges(
  db: Db,
  query: z.output<typeof AdminCollegeListRequestSchema>,
): Promise<AdminCollegeListResponse> {
  const { items, total } = await repo.listColleges(db, query);
  return {
    items: items.map((row) => {
      const tuition = publishedTuition(row);
      return {
        id: row.id,
        unitId: row.unitId,
        name: row.name,
        city: row.city,
        state: row.state,
        control: row.control as CollegeRecord['control'],
        level: row.level as CollegeRecord['level'],
        undergradEnrollment: row.undergradEnrollment,
        tuitionFeesInState: tuition.inState,
        tuitionFeesOutOfState: tuition.outOfState,
        priceYear: tuition.year,
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
    page: query.page,
    limit: query.limit,
    total,
  };
}

async function recordOf(db: DbOrTx, id: number): Promise<CollegeRecord> {
  const row = await findCollege(db, id);
  if (!row) throw notFound('That college');
  return toCollegeRecord(row, await repo.countFavouritesOf(db, id));
}

export function getCollege(db: Db, id: number): Promise<CollegeRecord> {
  return recordOf(db, id);
}

async function assertUnitIdFree(db: DbOrTx, unitId: number | null, exceptId?: number) {
  if (unitId === null) return;
  const owner = await repo.findUnitIdOwner(db, unitId, exceptId);
  if (owner) {
    const message = `Unit ID ${unitId} already belongs to ${owner.name}.`;
    throw new AppError('CONFLICT', message, { unitId: message });
  }
}

export async function createCollege(deps: AdminCollegesDeps, actor: Actor, input: CollegeWrite) {
  const record = await retryingTransaction(deps.db, async (tx) => {
    await assertUnitIdFree(tx, input.unitId);
    const row = await repo.insertCollege(tx, toCollegeValues(input, true));
    await recordAudit(tx, actor, {
      familyId: null,
      action: 'college.create',
      entity: 'college',
      entityId: String(row.id),
      details: { name: row.name, unitId: row.unitId },
    });
    return toCollegeRecord(row, 0);
  });
  await deps.catalogue.refresh();
  return record;
}

/**
 * Replaces a college's fields. With `base` (the edit version the admin's form read, If-Match), a college saved by
 * someone else since is not overwritten: 409 EDIT_CONFLICT with the college as it now is (ADR 0072).
 */
export async function updateCollege(
  deps: AdminCollegesDeps,
  actor: Actor,
  id: number,
  input: CollegeWrite,
  base: number | null = null,
) {
  const record = await retryingTransaction(deps.db, async (tx) => {
    await assertUnitIdFree(tx, input.unitId, id);
    const row = await repo.updateCollege(tx, id, toCollegeValues(input), base);
    if (!row) {
      const current = await recordOf(tx, id);
      throw await staleRecordConflict(
        tx,
        actor,
        { entity: 'college', entityId: String(id), noun: current.name },
        current,
      );
    }
    await recordAudit(tx, actor, {
      familyId: null,
      action: 'college.update',
      entity: 'college',
      entityId: String(id),
      details: { name: row.name, unitId: row.unitId },
    });
    return toCollegeRecord(row, await repo.countFavouritesOf(tx, id));
  });
  await deps.catalogue.refresh();
  return record;
}

export async function removeCollege(deps: AdminCollegesDeps, actor: Actor, id: number) {
  await retryingTransaction(deps.db, async (tx) => {
    const favouritesRemoved = await repo.countFavouritesOf(tx, id);
    const removed = await repo.deleteCollege(tx, id);
    if (!removed) throw notFound('That college');
    await recordAudit(tx, actor, {
      familyId: null,
      action: 'college.remove',
      entity: 'college',
      entityId: String(id),
      details: { name: removed.name, unitId: removed.unitId, favouritesRemoved },
    });
  });
  await deps.catalogue.refresh();
  return { ok: true as const };
}

export async function importColleges(
  deps: AdminCollegesDeps,
  actor: Actor,
  file: { name: string; bytes: Uint8Array },
  acceptPartial: boolean,
): Promise<ImportReport> {
  const report = await importCollegeCsv(deps.db, file.bytes, { acceptPartial });
  if (report.imported) {
    await recordAudit(deps.db, actor, {
      familyId: null,
      action: 'college.import',
      entity: 'college',
      details: {
        file: file.name,
        created: report.created,
        updated: report.updated,
        skippedRows: report.invalidRows,
      },
    });
    await deps.catalogue.refresh();
  }
  return report;
}
