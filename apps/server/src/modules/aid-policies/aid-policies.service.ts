import {
  type AdminAidPolicyListRequestSchema,
  type AdminAidPolicyListResponse,
  AID_POLICY_STALE_YEARS,
  type AidPolicyRecord,
  type AidPolicyValues,
  academicYearName,
  type CollegeAidPolicy,
  type ImportReport,
} from '@ccp/contracts';
import type { Db, DbOrTx } from '@ccp/db';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { notFound } from '../../errors';
import { staleRecordConflict } from '../../http/record-versions';
import { forgetPolicies } from '../college-pricing/policy-book';
import { currentAwardYearStart } from '../sai-figures/award-year';
import * as repo from './aid-policies.repository';
import { type ParsedAidPolicyCsv, parseAidPolicyCsv } from './aid-policy-csv';

/** Problems listed in a report; the rest are only counted. */
const MAX_LISTED_PROBLEMS = 500;

/** The first academic year (its start) a guarantee may begin in and still count as current for `awardYearStart`. */
const firstFreshYear = (awardYearStart: number) => awardYearStart - AID_POLICY_STALE_YEARS;

/**
 * Whether a policy's income guarantee is stale for an award year: its first year starts more than two years
 * before the award year's (2024-25 is stale for 2027-28, 2025-26 is not). A policy without a guarantee is never
 * stale; a guarantee without a first year is not called stale, but its note says the year is not published.
 */
export function staleness(
  policy: Pick<repo.AidPolicyRow, 'freeTuitionIncomeMax' | 'freeTotalIncomeMax' | 'policyYear'>,
  awardYearStart: number,
): Pick<CollegeAidPolicy, 'hasGuarantee' | 'stale' | 'staleNote' | 'awardYear'> {
  const awardYear = academicYearName(awardYearStart);
  const hasGuarantee = policy.freeTuitionIncomeMax !== null || policy.freeTotalIncomeMax !== null;
  if (!hasGuarantee) return { hasGuarantee, stale: false, staleNote: null, awardYear };
  if (policy.policyYear === null) {
    return {
      hasGuarantee,
      stale: false,
      staleNote:
        "The college's source does not say which year this guarantee started: check its current page before relying on it.",
      awardYear,
    };
  }
  const stale = Number(policy.policyYear.slice(0, 4)) < firstFreshYear(awardYearStart);
  return {
    hasGuarantee,
    stale,
    staleNote: stale
      ? `This guarantee was published for ${policy.policyYear}, more than two years before ${awardYear}: the college may have changed it since.`
      : null,
    awardYear,
  };
}

function toPolicy(row: repo.AidPolicyRow, awardYearStart: number): CollegeAidPolicy {
  return {
    unitId: row.unitId,
    cssProfileRequired: row.cssProfileRequired as CollegeAidPolicy['cssProfileRequired'],
    meetsFullNeed: row.meetsFullNeed as CollegeAidPolicy['meetsFullNeed'],
    needBlind: row.needBlind as CollegeAidPolicy['needBlind'],
    noLoanPolicy: row.noLoanPolicy as CollegeAidPolicy['noLoanPolicy'],
    freeTuitionIncomeMax: row.freeTuitionIncomeMax,
    freeTotalIncomeMax: row.freeTotalIncomeMax,
    incomeLimit: row.incomeLimit as CollegeAidPolicy['incomeLimit'],
    guaranteeResidency: row.guaranteeResidency as CollegeAidPolicy['guaranteeResidency'],
    guaranteeAssetsNote: row.guaranteeAssetsNote,
    policyYear: row.policyYear,
    source: row.source,
    grade: row.grade as CollegeAidPolicy['grade'],
    checkedOn: row.checkedOn,
    nonresidentAidAmount: row.nonresidentAidAmount,
    nonresidentAidNote: row.nonresidentAidNote,
    nonresidentAidYear: row.nonresidentAidYear,
    nonresidentAidSource: row.nonresidentAidSource,
    nonresidentAidGrade: row.nonresidentAidGrade as CollegeAidPolicy['nonresidentAidGrade'],
    ...staleness(row, awardYearStart),
  };
}

function toRecord(row: repo.AidPolicyWithCollege, awardYearStart: number): AidPolicyRecord {
  return {
    ...toPolicy(row, awardYearStart),
    collegeId: row.collegeId,
    collegeName: row.collegeName,
    collegeState: row.collegeState,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.editVersion,
  };
}

const currentYear = () => currentAwardYearStart(new Date());

/** A college's policy as a family reads it, judged against the award year its figures are for. */
export async function familyAidPolicy(
  db: DbOrTx,
  unitId: number | null,
  awardYearStart: number,
): Promise<CollegeAidPolicy | null> {
  if (unitId === null) return null;
  const row = await repo.findPolicy(db, unitId);
  return row ? toPolicy(row, awardYearStart) : null;
}

export async function listAidPolicies(
  db: Db,
  query: z.output<typeof AdminAidPolicyListRequestSchema>,
): Promise<AdminAidPolicyListResponse> {
  const year = currentYear();
  const { items, total } = await repo.listPolicies(db, query, firstFreshYear(year));
  return { items: items.map((r) => toRecord(r, year)), page: query.page, limit: query.limit, total };
}

async function recordOf(db: DbOrTx, unitId: number): Promise<AidPolicyRecord> {
  const row = await repo.findPolicy(db, unitId);
  if (!row) throw notFound('That aid policy');
  return toRecord(row, currentYear());
}

export function getAidPolicy(db: Db, unitId: number): Promise<AidPolicyRecord> {
  return recordOf(db, unitId);
}

/**
 * Adds or replaces a college's whole policy (the college must be in the catalogue). With `base` (the edit version
 * the admin's form read, If-Match), a policy saved by someone else since is not overwritten: 409 EDIT_CONFLICT with
 * the policy as it now is (ADR 0072); one removed since answers 404.
 */
export async function saveAidPolicy(
  db: Db,
  actor: Actor,
  unitId: number,
  values: AidPolicyValues,
  base: number | null = null,
) {
  const saved = await retryingTransaction(db, async (tx) => {
    const college = await repo.findCollegeOfUnitId(tx, unitId);
    if (!college) throw notFound(`A college with unit ID ${unitId}`);
    if (!(await repo.savePolicy(tx, unitId, values, base))) {
      const current = await recordOf(tx, unitId);
      throw await staleRecordConflict(
        tx,
        actor,
        { entity: 'college_aid_policy', entityId: String(unitId), noun: `the aid policy of ${college.name}` },
        current,
      );
    }
    await recordAudit(tx, actor, {
      familyId: null,
      action: 'aid_policy.save',
      entity: 'college_aid_policy',
      entityId: String(unitId),
      details: { college: college.name, grade: values.grade, policyYear: values.policyYear },
    });
    return recordOf(tx, unitId);
  });
  forgetPolicies(db);
  return saved;
}

export async function removeAidPolicy(db: Db, actor: Actor, unitId: number) {
  await retryingTransaction(db, async (tx) => {
    const existing = await repo.findPolicy(tx, unitId);
    if (!existing || !(await repo.deletePolicy(tx, unitId))) throw notFound('That aid policy');
    await recordAudit(tx, actor, {
      familyId: null,
      action: 'aid_policy.remove',
      entity: 'college_aid_policy',
      entityId: String(unitId),
      details: { college: existing.collegeName },
    });
  });
  forgetPolicies(db);
  return { ok: true as const };
}

/**
 * Adds the parsed policies of the colleges the catalogue has and that have none yet (the bundled file: a college
 * an admin removed is skipped, a policy an admin wrote is kept). Returns how many were added.
 */
export async function addMissingAidPolicies(tx: DbOrTx, parsed: ParsedAidPolicyCsv): Promise<number> {
  const known = await repo.unitIdsKnown(
    tx,
    parsed.rows.map((r) => r.unitId),
  );
  const rows = parsed.rows.filter((r) => known.colleges.has(r.unitId));
  const { created } = await repo.upsertPolicyRows(tx, rows, parsed.keys, true);
  return created;
}

/**
 * The admin's CSV import: validates the whole file (each unit id must be a college of the catalogue), then adds
 * and updates policies in one transaction. A file with any problem changes nothing unless `acceptPartial` is set.
 */
export async function importAidPolicies(
  db: Db,
  actor: Actor,
  file: { name: string; bytes: Uint8Array },
  acceptPartial: boolean,
): Promise<ImportReport> {
  const started = performance.now();
  const parsed = parseAidPolicyCsv(file.bytes);
  const known = await repo.unitIdsKnown(
    db,
    parsed.unitIds.map((r) => r.unitId),
  );
  const unknown = parsed.unitIds.filter((r) => !known.colleges.has(r.unitId));
  if (unknown.length > 0) {
    const invalid = new Set(parsed.problems.filter((p) => p.row > 1).map((p) => p.row));
    for (const r of unknown) {
      parsed.problems.push({
        row: r.row,
        column: 'unitid',
        message: `Unit ID ${r.unitId} is not a college of the catalogue. Add the college first, or check the number.`,
      });
      if (!invalid.has(r.row)) parsed.invalidRows += 1;
    }
    parsed.problems.sort((a, b) => a.row - b.row);
    const unknownRows = new Set(unknown.map((r) => r.row));
    parsed.rows = parsed.rows.filter((r) => !unknownRows.has(r.row));
  }
  const hasProblems = parsed.problems.length > 0;
  const writable = parsed.rows.length > 0 && (!hasProblems || acceptPartial);
  let created = 0;
  let updated = 0;
  if (writable) {
    ({ created, updated } = await retryingTransaction(db, async (tx) => {
      const counts = await repo.upsertPolicyRows(tx, parsed.rows, parsed.keys, false);
      await recordAudit(tx, actor, {
        familyId: null,
        action: 'aid_policy.import',
        entity: 'college_aid_policy',
        details: { file: file.name, ...counts, skippedRows: parsed.invalidRows },
      });
      return counts;
    }));
    forgetPolicies(db);
  }
  return {
    totalRows: parsed.totalRows,
    validRows: parsed.rows.length,
    invalidRows: parsed.invalidRows,
    created,
    updated,
    imported: writable,
    problems: parsed.problems.slice(0, MAX_LISTED_PROBLEMS),
    moreProblems: Math.max(0, parsed.problems.length - MAX_LISTED_PROBLEMS),
    durationMs: Math.round(performance.now() - started),
  };
}
