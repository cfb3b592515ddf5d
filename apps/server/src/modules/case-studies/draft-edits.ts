/* The one way a case study changes: authorised, its row locked, the change applied to the snapshot (never to the
 * family's own rows), audited with the version's id and name, in one transaction. */
import type { DraftProfile } from '@ccp/contracts';
import type { Db, Tx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { profileFieldChanges } from '../family-profile/field-changes';
import { type Staff, staffOf, versionFor } from './case-studies.access';
import type { FamilyRow, VersionRow } from './case-studies.repository';
import * as repo from './case-studies.repository';
import { type DraftSnapshot, draftAnswer, readSnapshot } from './draft';

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

/** One edit of a case study (see the file's comment); answers the edit's result and the draft as it now is. */
export async function editDraft<T>(
  db: Db,
  actor: Actor,
  find: (tx: Tx) => Promise<VersionRow | undefined>,
  action: string,
  change: (snapshot: DraftSnapshot) => DraftChange<T>,
): Promise<{ result: T; draft: DraftProfile }> {
  const staff: Staff = await staffOf(db, actor);
  return retryingTransaction(db, async (tx) => {
    const { version, family } = await versionFor(tx, actor, staff, 'write', await find(tx));
    const before = readSnapshot(version);
    const { snapshot, details, result } = change(before);
    await repo.updateSnapshot(tx, version.id, snapshot);
    await auditVersion(tx, actor, family, version, action, details, { before, after: snapshot });
    const updated = (await repo.findVersion(tx, version.id))!;
    return { result, draft: await draftAnswer(tx, family, updated, snapshot) };
  });
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
): Promise<DraftProfile> {
  const { draft } = await editDraft(db, actor, lockById(versionId), action, (snapshot) => ({
    ...change(snapshot),
    result: null,
  }));
  return draft;
}
