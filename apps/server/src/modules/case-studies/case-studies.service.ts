import {
  type CloneToDraftRequest,
  cleanVersionName,
  type DraftFavouriteRequest,
  type DraftProfile,
  MAX_PARENTS,
  MAX_STUDENTS,
  type ParentRequest,
  type SavedVersion,
  type StudentRequest,
  type UpdateFamilyProfileRequest,
  type UpdateParentRequest,
  type UpdateStudentRequest,
  VERSION_NAME_REQUIRED,
  VERSION_NOT_SELECTED,
} from '@ccp/contracts';
import type { Db, Tx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound, validationFailed } from '../../errors';
import { loadProfile } from '../family-profile/family-write';
import { profileFieldChanges } from '../family-profile/field-changes';
import {
  assertStaffId,
  familyOfUser,
  type Staff,
  staffOf,
  VERSION_NOT_FOUND,
  versionFor,
} from './case-studies.access';
import type { FamilyRow, VersionRow } from './case-studies.repository';
import * as repo from './case-studies.repository';
import {
  copyForDraft,
  type DraftSnapshot,
  draftAnswer,
  newParent,
  newStudent,
  profileValues,
  readSnapshot,
  sentValues,
  studentValues,
} from './draft';

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
  const family = await familyOfUser(db, actor, staff, familyUserId);
  const rows = await repo.listVersions(db, family.id);
  return rows.map((row) => ({ id: row.id, familyVersionName: row.versionName }));
}

/**
 * The audit row of a case-study write, naming the case study; while staff act as the family it is also the family's
 * activity log entry (audit/record-audit.ts), with each field changed from -> to and what was added or removed.
 */
function auditVersion(
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
  const family = await familyOfUser(db, actor, staff, familyUserId);
  return retryingTransaction(db, async (tx) => {
    let snapshot: DraftSnapshot;
    let source: string;
    if (input.cloneType === 'clonedProfile') {
      if (!input.versionId) throw validationFailed({ versionId: 'Choose the case study to copy.' });
      const from = await repo.findVersion(tx, input.versionId);
      if (!from || from.familyId !== family.id) throw notFound(VERSION_NOT_FOUND);
      snapshot = copyForDraft(readSnapshot(from).profile, readSnapshot(from).favourites);
      source = from.versionName;
    } else {
      const profile = await loadProfile(tx, family);
      const favourites = (await repo.familyFavourites(tx, family.id)).map((f) => ({ ...f, id: '' }));
      snapshot = copyForDraft(profile, favourites);
      source = 'Family Profile';
    }
    const row = await repo.insertVersion(tx, {
      familyId: family.id,
      versionName,
      cloneType: input.cloneType,
      createdByUserId: staff.userId,
      agentAccessId: staff.agentId,
      snapshot,
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
  const { version } = await versionFor(db, actor, staff, await repo.findVersion(db, versionId));
  return draftAnswer(version, readSnapshot(version));
}

/**
 * One edit of a case study: authorised, its row locked, the change applied to the snapshot (never to the family's
 * own rows), audited with the version's id and name, in one transaction.
 */
async function editDraft<T>(
  db: Db,
  actor: Actor,
  find: (tx: Tx) => Promise<VersionRow | undefined>,
  action: string,
  change: (snapshot: DraftSnapshot) => {
    snapshot: DraftSnapshot;
    details: Record<string, unknown>;
    result: T;
  },
): Promise<{ result: T; draft: DraftProfile }> {
  const staff: Staff = await staffOf(db, actor);
  return retryingTransaction(db, async (tx) => {
    const { version, family } = await versionFor(tx, actor, staff, await find(tx));
    const before = readSnapshot(version);
    const { snapshot, details, result } = change(before);
    await repo.updateSnapshot(tx, version.id, snapshot);
    await auditVersion(tx, actor, family, version, action, details, { before, after: snapshot });
    const updated = (await repo.findVersion(tx, version.id))!;
    return { result, draft: draftAnswer(updated, snapshot) };
  });
}

const lockById = (id: string) => (tx: Tx) => repo.lockVersion(tx, id);

export async function updateDraftProfile(
  db: Db,
  actor: Actor,
  versionId: string,
  input: UpdateFamilyProfileRequest,
): Promise<DraftProfile> {
  const { draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    'case-study.profile.update',
    (snapshot) => {
      const values = profileValues(snapshot.profile, input);
      return {
        snapshot: { ...snapshot, profile: { ...snapshot.profile, ...values } },
        details: { fields: Object.keys(values) },
        result: null,
      };
    },
  );
  return draft;
}

export async function addDraftParent(
  db: Db,
  actor: Actor,
  versionId: string,
  input: ParentRequest,
): Promise<{ id: string; profile: DraftProfile }> {
  const { result, draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    'case-study.parent.create',
    (snapshot) => {
      const parents = snapshot.profile.parents;
      if (parents.length >= MAX_PARENTS) {
        const message = `A profile has at most ${MAX_PARENTS} parents. Edit an existing parent instead.`;
        throw new AppError('CONFLICT', message, { parents: message });
      }
      const parent = newParent(Math.max(0, ...parents.map((p) => p.position)) + 1, input);
      return {
        snapshot: { ...snapshot, profile: { ...snapshot.profile, parents: [...parents, parent] } },
        details: { parentId: parent.id, fields: Object.keys(sentValues(input)) },
        result: parent.id,
      };
    },
  );
  return { id: result, profile: draft };
}

export async function updateDraftParent(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
  input: UpdateParentRequest,
): Promise<DraftProfile> {
  const { draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    'case-study.parent.update',
    (snapshot) => {
      const parents = snapshot.profile.parents;
      if (!parents.some((p) => p.id === id)) throw notFound('That parent');
      const values = sentValues(input);
      return {
        snapshot: {
          ...snapshot,
          profile: {
            ...snapshot.profile,
            parents: parents.map((p) => (p.id === id ? { ...p, ...values } : p)),
          },
        },
        details: { parentId: id, fields: Object.keys(values) },
        result: null,
      };
    },
  );
  return draft;
}

/** DELETE /api/family/delete-clone-parent/{id}: a draft parent (never the last one); the rest numbered again. */
export async function deleteDraftParent(db: Db, actor: Actor, id: string): Promise<DraftProfile> {
  const { draft } = await editDraft(
    db,
    actor,
    (tx) => repo.findVersionWithParent(tx, id),
    'case-study.parent.delete',
    (snapshot) => {
      const parents = snapshot.profile.parents;
      const removed = parents.find((p) => p.id === id);
      if (!removed) throw notFound('That parent');
      if (parents.length === 1) {
        throw new AppError(
          'CONFLICT',
          'A profile needs at least one parent. Edit this parent instead of deleting them.',
        );
      }
      const rest = parents
        .filter((p) => p.id !== id)
        .map((p, i) =>
          // As on the profile: a joint return's tax figures no longer fit one income (ADR 0021).
          p.filingStatus === 'married_joint'
            ? { ...p, position: i + 1, taxPaid: null, taxableIncome: null, standardDeduction: null }
            : { ...p, position: i + 1 },
        );
      return {
        snapshot: { ...snapshot, profile: { ...snapshot.profile, parents: rest } },
        details: { parentId: id, name: `${removed.firstName} ${removed.lastName}`.trim() },
        result: null,
      };
    },
  );
  return draft;
}

export const TOO_MANY_STUDENTS_MESSAGE = `A family can have at most ${MAX_STUDENTS} students (1st to ${MAX_STUDENTS}th). Remove a student before adding another.`;

export async function addDraftStudent(
  db: Db,
  actor: Actor,
  versionId: string,
  input: StudentRequest,
): Promise<{ id: string; profile: DraftProfile }> {
  const { result, draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    'case-study.student.create',
    (snapshot) => {
      const students = snapshot.profile.students;
      if (students.length >= MAX_STUDENTS) {
        throw new AppError('CONFLICT', TOO_MANY_STUDENTS_MESSAGE, { students: TOO_MANY_STUDENTS_MESSAGE });
      }
      const student = newStudent(Math.max(0, ...students.map((s) => s.position)) + 1, {
        ...studentValues(input),
        name: input.name,
      });
      return {
        snapshot: { ...snapshot, profile: { ...snapshot.profile, students: [...students, student] } },
        details: { studentId: student.id, fields: Object.keys(sentValues(input)) },
        result: student.id,
      };
    },
  );
  return { id: result, profile: draft };
}

export async function updateDraftStudent(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
  input: UpdateStudentRequest,
): Promise<DraftProfile> {
  const { draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    'case-study.student.update',
    (snapshot) => {
      const students = snapshot.profile.students;
      const current = students.find((s) => s.id === id);
      if (!current) throw notFound('That student');
      const values = studentValues(input, current);
      return {
        snapshot: {
          ...snapshot,
          profile: {
            ...snapshot.profile,
            students: students.map((s) => (s.id === id ? { ...s, ...values } : s)),
          },
        },
        details: { studentId: id, fields: Object.keys(values) },
        result: null,
      };
    },
  );
  return draft;
}

/** A draft student (never the last one), with the draft's favourites for them; the rest numbered again. */
export async function deleteDraftStudent(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
): Promise<DraftProfile> {
  const { draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    'case-study.student.delete',
    (snapshot) => {
      const students = snapshot.profile.students;
      const removed = students.find((s) => s.id === id);
      if (!removed) throw notFound('That student');
      if (students.length === 1) {
        throw new AppError(
          'CONFLICT',
          'A profile needs at least one student. Edit this student instead of deleting them.',
        );
      }
      const rest = students.filter((s) => s.id !== id).map((s, i) => ({ ...s, position: i + 1 }));
      return {
        snapshot: {
          profile: { ...snapshot.profile, students: rest },
          favourites: snapshot.favourites.filter((f) => f.studentId !== id),
        },
        details: { studentId: id, name: removed.name },
        result: null,
      };
    },
  );
  return draft;
}

export async function addDraftFavourite(
  db: Db,
  actor: Actor,
  versionId: string,
  input: DraftFavouriteRequest,
): Promise<DraftProfile> {
  const college = await repo.findCollegeName(db, input.collegeId);
  if (!college) throw notFound('That college');
  const { draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    'case-study.favourite.add',
    (snapshot) => {
      if (!snapshot.profile.students.some((s) => s.id === input.studentId)) throw notFound('That student');
      const exists = snapshot.favourites.some(
        (f) => f.studentId === input.studentId && f.collegeId === input.collegeId,
      );
      const favourite = {
        id: crypto.randomUUID(),
        collegeId: college.id,
        studentId: input.studentId,
        collegeName: college.name,
      };
      return {
        snapshot: exists ? snapshot : { ...snapshot, favourites: [...snapshot.favourites, favourite] },
        details: {
          collegeId: college.id,
          college: college.name,
          studentId: input.studentId,
          alreadyThere: exists,
        },
        result: null,
      };
    },
  );
  return draft;
}

export async function removeDraftFavourite(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
): Promise<DraftProfile> {
  const { draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    'case-study.favourite.remove',
    (snapshot) => {
      const removed = snapshot.favourites.find((f) => f.id === id);
      if (!removed) throw notFound('That favourite');
      return {
        snapshot: { ...snapshot, favourites: snapshot.favourites.filter((f) => f.id !== id) },
        details: { collegeId: removed.collegeId, college: removed.collegeName, studentId: removed.studentId },
        result: null,
      };
    },
  );
  return draft;
}

/** DELETE /api/family/delete-simulate-version/{id}; no id (or not an id) is 'Deleted version not selected.'. */
export async function deleteVersion(db: Db, actor: Actor, id: string | undefined) {
  const staff = await staffOf(db, actor);
  if (!id || !UUID.test(id)) throw validationFailed({ id: VERSION_NOT_SELECTED }, VERSION_NOT_SELECTED);
  return retryingTransaction(db, async (tx) => {
    const { version, family } = await versionFor(tx, actor, staff, await repo.lockVersion(tx, id));
    await repo.deleteVersion(tx, family.id, version.id);
    await auditVersion(tx, actor, family, version, 'case-study.delete');
    return { deleted: true as const, id: version.id };
  });
}
