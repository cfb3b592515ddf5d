/* A family's case studies as a whole: the list, a clone (of the profile or of another case study), the draft as
 * the API answers it, the household and finance edits, the delete. Parents and students: draft-members.service;
 * favourites: draft-favourites.service; the one way an edit is made: draft-edits. */
import {
  type CloneToDraftRequest,
  cleanVersionName,
  type DraftProfile,
  householdRetirement,
  type SavedVersion,
  type UpdateFamilyProfileRequest,
  VERSION_NAME_REQUIRED,
  VERSION_NOT_SELECTED,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { notFound, validationFailed } from '../../errors';
import { offersOf } from '../aid-offers/aid-offers.service';
import { conflictingKeys, editConflict, meanwhileEdits } from '../family-profile/edit-versions';
import { loadProfile } from '../family-profile/family-write';
import { profileValues } from '../family-profile/profile-rules';
import { assertStaffId, familyOfUser, staffOf, VERSION_NOT_FOUND, versionFor } from './case-studies.access';
import * as repo from './case-studies.repository';
import { copyForDraft, type DraftSnapshot, draftAnswer, readSnapshot, toStored } from './draft';
import { auditVersion, editVersion } from './draft-edits';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which of the spec's saved-versions addresses was called: its staff id must be the caller's own. */
export type ListVariant = { kind: 'family' } | { kind: 'admin' | 'agent'; staffId: string };

export async function listSavedVersions(
  db: Db,
  actor: Actor,
  familyUserId: string,
  variant: ListVariant,
): Promise<SavedVersion[]> {
  const staff = await staffOf(db, actor);
  if (variant.kind !== 'family') {
    assertStaffId(staff, variant.staffId, variant.kind === 'admin' ? 'admin' : 'financial_agent');
  }
  const family = await familyOfUser(db, actor, staff, 'money', familyUserId);
  const rows = await repo.listVersions(db, family.id);
  return rows.map((row) => ({ id: row.id, familyVersionName: row.versionName }));
}

export async function cloneToDraft(
  db: Db,
  actor: Actor,
  familyUserId: string,
  suffix: 'admin' | 'agent',
  input: CloneToDraftRequest,
): Promise<SavedVersion> {
  const staff = await staffOf(db, actor);
  assertStaffId(staff, input.adminId, suffix === 'admin' ? 'admin' : 'financial_agent');
  assertStaffId(staff, input.agent_access_id);
  const versionName = cleanVersionName(input.versionName);
  if (versionName === '')
    throw validationFailed({ versionName: VERSION_NAME_REQUIRED }, VERSION_NAME_REQUIRED);
  const family = await familyOfUser(db, actor, staff, 'write', familyUserId);
  return retryingTransaction(db, async (tx) => {
    let snapshot: DraftSnapshot;
    let source: string;
    if (input.cloneType === 'clonedProfile') {
      if (!input.versionId) throw validationFailed({ versionId: 'Choose the case study to copy.' });
      const from = await repo.findVersion(tx, input.versionId);
      if (!from || from.familyId !== family.id) throw notFound(VERSION_NOT_FOUND);
      const copied = readSnapshot(from);
      snapshot = copyForDraft(copied.profile, copied.favourites, copied.offers);
      source = from.versionName;
    } else {
      const profile = await loadProfile(tx, family);
      const favourites = (await repo.familyFavourites(tx, family.id)).map((f) => ({ ...f, id: '' }));
      snapshot = copyForDraft(profile, favourites, await offersOf(tx, family.id));
      source = 'Family Profile';
    }
    const row = await repo.insertVersion(tx, {
      familyId: family.id,
      versionName,
      cloneType: input.cloneType,
      createdByUserId: staff.userId,
      agentAccessId: staff.agentId,
      snapshot: toStored(snapshot),
    });
    await auditVersion(tx, actor, family, row, 'case-study.create', {
      cloneType: input.cloneType,
      copiedFrom: source,
    });
    return { id: row.id, familyVersionName: row.versionName };
  });
}

export async function getDraftProfile(db: Db, actor: Actor, versionId: string): Promise<DraftProfile> {
  const staff = await staffOf(db, actor);
  const { version, family } = await versionFor(
    db,
    actor,
    staff,
    'money',
    await repo.findVersion(db, versionId),
  );
  return draftAnswer(db, family, version, readSnapshot(version));
}

export async function updateDraftProfile(
  db: Db,
  actor: Actor,
  versionId: string,
  input: UpdateFamilyProfileRequest,
  base: number | null = null,
): Promise<DraftProfile> {
  return editVersion(
    db,
    actor,
    versionId,
    'case-study.profile.update',
    (snapshot) => {
      const values = profileValues(
        snapshot.profile,
        input,
        householdRetirement(null, snapshot.profile.parents),
        { parents: snapshot.profile.parents, students: snapshot.profile.students.length },
      );
      return {
        snapshot: { ...snapshot, profile: { ...snapshot.profile, ...values } },
        details: { fields: Object.keys(values) },
      };
    },
    base,
  );
}

/**
 * DELETE /api/family/delete-simulate-version/{id}; no id (or not an id) is 'Deleted version not selected.'. With
 * `base` (If-Match), a case study edited since is not deleted: 409 EDIT_CONFLICT with it as it now is.
 */
export async function deleteVersion(
  db: Db,
  actor: Actor,
  id: string | undefined,
  base: number | null = null,
) {
  const staff = await staffOf(db, actor);
  if (!id || !UUID.test(id)) throw validationFailed({ id: VERSION_NOT_SELECTED }, VERSION_NOT_SELECTED);
  return retryingTransaction(db, async (tx) => {
    const { version, family } = await versionFor(tx, actor, staff, 'write', await repo.lockVersion(tx, id));
    if (base !== null && version.editVersion > base) {
      const current = await draftAnswer(tx, family, version, readSnapshot(version));
      const keys = Object.keys(version.fieldVersions);
      const conflicting = conflictingKeys(version, keys, base);
      const target = { caseStudy: version.id };
      throw editConflict(
        current,
        await meanwhileEdits(tx, actor, family.id, target, base, conflicting),
        conflicting,
      );
    }
    await repo.deleteVersion(tx, family.id, version.id);
    await auditVersion(tx, actor, family, version, 'case-study.delete');
    return { deleted: true as const, id: version.id };
  });
}
