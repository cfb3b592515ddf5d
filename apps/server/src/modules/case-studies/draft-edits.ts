/* The one way a case study changes: authorised, its row locked, the change applied to the snapshot (never to the
 * family's own rows), audited with the version's id and name, in one transaction. */
import type { DraftProfile } from '@ccp/contracts';
import type { Db, Tx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError } from '../../errors';
import { CURRENT_SHAPE, shapeOf } from '../family-figures/case-study-shapes';
import {
  conflictingKeys,
  EditRefused,
  editConflict,
  editDetail,
  editedFields,
  editedKeys,
  meanwhileEdits,
  nextEditState,
} from '../family-profile/edit-versions';
import { profileFieldChanges } from '../family-profile/field-changes';
import { type Staff, staffOf, versionFor } from './case-studies.access';
import type { FamilyRow, VersionRow } from './case-studies.repository';
import * as repo from './case-studies.repository';
import { type DraftSnapshot, draftAnswer, readSnapshot, toStored } from './draft';

/**
 * The audit row of a case-study write, naming the case study; while staff act as the family it is also the family's
 * activity log entry (audit/record-audit.ts), with each field changed from -> to and what was added or removed.
 */
export function auditVersion(
  tx: Tx,
  actor: Actor,
  family: FamilyRow,
  version: Pick<VersionRow, 'id' | 'versionName'>,
  action: string,
  details: Record<string, unknown> = {},
  diff?: { before: DraftSnapshot; after: DraftSnapshot },
) {
  const named = details.name ?? details.college;
  return recordAudit(tx, actor, {
    familyId: family.id,
    action,
    entity: 'draft_family_version',
    entityId: version.id,
    details: { versionId: version.id, versionName: version.versionName, ...details },
    version: { id: version.id, name: version.versionName },
    changes: diff ? profileFieldChanges(diff.before.profile, diff.after.profile) : [],
    note: typeof named === 'string' ? named : null,
  });
}

/** What one edit does to a snapshot: the new snapshot, the audit details and the caller's result. */
export interface DraftChange<T> {
  snapshot: DraftSnapshot;
  details: Record<string, unknown>;
  result: T;
}

/** A case study stored by a newer release (a rolling deploy): read, but not written over with an older shape. */
const NEWER_SHAPE =
  'This case study was saved by a newer release of College Cost Planner. Reload the page and make the change again.';

/** The draft as the API answers it, read from its row as the next GET reads it. */
async function answerOf(db: Db | Tx, family: FamilyRow, version: VersionRow): Promise<DraftProfile> {
  return draftAnswer(db, family, version, readSnapshot(version));
}

/**
 * One edit of a case study (see the file's comment); answers the edit's result and the draft as it now is. `base`
 * is the case study's edit version the edit was based on (If-Match): where the edit would change a field changed
 * since, nothing is written and the answer is 409 EDIT_CONFLICT with the draft as it now is (ADR 0056).
 */
export async function editDraft<T>(
  db: Db,
  actor: Actor,
  find: (tx: Tx) => Promise<VersionRow | undefined>,
  action: string,
  change: (snapshot: DraftSnapshot) => DraftChange<T>,
  base: number | null = null,
): Promise<{ result: T; draft: DraftProfile }> {
  const staff: Staff = await staffOf(db, actor);
  try {
    return await retryingTransaction(db, async (tx) => {
      const { version, family } = await versionFor(tx, actor, staff, 'write', await find(tx));
      if (shapeOf(version.snapshot) > CURRENT_SHAPE) throw new AppError('CONFLICT', NEWER_SHAPE);
      const before = readSnapshot(version);
      const { snapshot, details, result } = change(before);
      const edit = editedKeys(editedFields(before.profile), editedFields(snapshot.profile));
      const conflicting = conflictingKeys(version, edit.changed, base);
      if (conflicting.length > 0) {
        throw new EditRefused(conflicting, { familyId: family.id, versionId: version.id });
      }
      const next = nextEditState(version, edit);
      await repo.updateSnapshot(tx, version.id, toStored(snapshot), next);
      const target = { caseStudy: version.id };
      await auditVersion(
        tx,
        actor,
        family,
        version,
        action,
        { ...details, edit: editDetail(target, next.editVersion, edit.changed) },
        { before, after: snapshot },
      );
      return { result, draft: await answerOf(tx, family, (await repo.findVersion(tx, version.id))!) };
    });
  } catch (error) {
    if (!(error instanceof EditRefused) || base === null || !error.where.versionId) throw error;
    const [family, version] = await Promise.all([
      repo.findFamily(db, error.where.familyId),
      repo.findVersion(db, error.where.versionId),
    ]);
    if (!family || !version) throw error;
    const [current, meanwhile] = await Promise.all([
      answerOf(db, family, version),
      meanwhileEdits(db, actor, family.id, { caseStudy: version.id }, base, error.conflicting),
    ]);
    throw editConflict(current, meanwhile, error.conflicting);
  }
}

/** The version of an edit, by its id, locked for the edit's transaction. */
export const lockById = (id: string) => (tx: Tx) => repo.lockVersion(tx, id);

/** An edit of the version `versionId` (locked by its id) that answers the draft as it now is. */
export async function editVersion(
  db: Db,
  actor: Actor,
  versionId: string,
  action: string,
  change: (snapshot: DraftSnapshot) => Omit<DraftChange<null>, 'result'>,
  base: number | null = null,
): Promise<DraftProfile> {
  const { draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    action,
    (snapshot) => ({ ...change(snapshot), result: null }),
    base,
  );
  return draft;
}
