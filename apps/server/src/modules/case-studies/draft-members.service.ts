/* A case study's parents and students: added, updated and deleted in the draft with the profile's rules, one way
 * for both (the positions, the limits, the audit details), never in the family's own rows. */
import {
  type DraftProfile,
  MAX_PARENTS,
  MAX_STUDENTS,
  type ParentRequest,
  parentRelationshipFull,
  type StudentRequest,
  type UpdateParentRequest,
  type UpdateStudentRequest,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { AppError, notFound } from '../../errors';
import { definedValues } from '../family-profile/family-write';
import { legalAges, studentValues, TOO_MANY_STUDENTS_MESSAGE } from '../family-profile/profile-rules';
import * as repo from './case-studies.repository';
import { type DraftSnapshot, newParent, newStudent } from './draft';
import { editDraft, editVersion, lockById } from './draft-edits';

type MemberKey = 'parents' | 'students';
type Member<K extends MemberKey> = DraftSnapshot['profile'][K][number];

const MEMBERS = {
  parents: { entity: 'parent', idKey: 'parentId', label: 'That parent' },
  students: { entity: 'student', idKey: 'studentId', label: 'That student' },
} as const;

const TOO_MANY_PARENTS_MESSAGE = `A profile has at most ${MAX_PARENTS} parents. Edit an existing parent instead.`;

/** The snapshot with one of its member lists replaced. */
function withMembers<K extends MemberKey>(
  snapshot: DraftSnapshot,
  key: K,
  members: Member<K>[],
): DraftSnapshot {
  return { ...snapshot, profile: { ...snapshot.profile, [key]: members } };
}

/** A new member at the next position (refused past `max`, with `tooMany`); answers its id and the draft. */
async function addMember<K extends MemberKey>(
  db: Db,
  actor: Actor,
  versionId: string,
  key: K,
  limit: { max: number; message: string },
  input: object,
  make: (position: number, snapshot: DraftSnapshot) => Member<K>,
  base: number | null,
): Promise<{ id: string; profile: DraftProfile }> {
  const { entity, idKey } = MEMBERS[key];
  const { result, draft } = await editDraft(
    db,
    actor,
    lockById(versionId),
    `case-study.${entity}.create`,
    (snapshot) => {
      const members: Member<K>[] = snapshot.profile[key];
      if (members.length >= limit.max) {
        throw new AppError('CONFLICT', limit.message, { [key]: limit.message });
      }
      const member = make(Math.max(0, ...members.map((m) => m.position)) + 1, snapshot);
      return {
        snapshot: withMembers(snapshot, key, [...members, member]),
        details: { [idKey]: member.id, fields: Object.keys(definedValues(input)) },
        result: member.id,
      };
    },
    base,
  );
  return { id: result, profile: draft };
}

/** The member `id` with the values `valuesOf` gives for it (it throws what the rules refuse). */
async function updateMember<K extends MemberKey>(
  db: Db,
  actor: Actor,
  versionId: string,
  key: K,
  id: string,
  valuesOf: (current: Member<K>, snapshot: DraftSnapshot) => Partial<Member<K>>,
  base: number | null,
): Promise<DraftProfile> {
  const { entity, idKey, label } = MEMBERS[key];
  const change = (snapshot: DraftSnapshot) => {
    const members: Member<K>[] = snapshot.profile[key];
    const current = members.find((m) => m.id === id);
    if (!current) throw notFound(label);
    const values = valuesOf(current, snapshot);
    return {
      snapshot: withMembers(
        snapshot,
        key,
        members.map((m) => (m.id === id ? { ...m, ...values } : m)),
      ),
      details: { [idKey]: id, fields: Object.keys(values) },
    };
  };
  return editVersion(db, actor, versionId, `case-study.${entity}.update`, change, base);
}

/** The members without `id` (never the last one), numbered again from 1. */
function withoutMember<K extends MemberKey>(
  members: Member<K>[],
  key: K,
  id: string,
): { removed: Member<K>; rest: Member<K>[] } {
  const { entity, label } = MEMBERS[key];
  const removed = members.find((m) => m.id === id);
  if (!removed) throw notFound(label);
  if (members.length === 1) {
    throw new AppError(
      'CONFLICT',
      `A profile needs at least one ${entity}. Edit this ${entity} instead of deleting them.`,
    );
  }
  const rest = members.filter((m) => m.id !== id).map((m, i) => ({ ...m, position: i + 1 }));
  return { removed, rest };
}

export function addDraftParent(
  db: Db,
  actor: Actor,
  versionId: string,
  input: ParentRequest,
  base: number | null = null,
): Promise<{ id: string; profile: DraftProfile }> {
  const limit = { max: MAX_PARENTS, message: TOO_MANY_PARENTS_MESSAGE };
  const make = (position: number, snapshot: DraftSnapshot) => {
    const full = parentRelationshipFull(snapshot.profile.parents, input.relationship ?? 'parent');
    if (full) throw new AppError('CONFLICT', full, { relationship: full });
    return newParent(position, input);
  };
  return addMember(db, actor, versionId, 'parents', limit, input, make, base);
}

export function updateDraftParent(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
  input: UpdateParentRequest,
  base: number | null = null,
): Promise<DraftProfile> {
  return updateMember(db, actor, versionId, 'parents', id, () => definedValues(input), base);
}

/** DELETE /api/family/delete-clone-parent/{id}: a draft parent (never the last one); the rest numbered again. */
export async function deleteDraftParent(
  db: Db,
  actor: Actor,
  id: string,
  base: number | null = null,
): Promise<DraftProfile> {
  const { draft } = await editDraft(
    db,
    actor,
    (tx) => repo.findVersionWithParent(tx, id),
    'case-study.parent.delete',
    (snapshot) => {
      const { removed, rest } = withoutMember(snapshot.profile.parents, 'parents', id);
      // As on the profile: a joint return's tax figures no longer fit one income (ADR 0021).
      const parents = rest.map((p) =>
        p.filingStatus === 'married_joint'
          ? { ...p, taxPaid: null, taxableIncome: null, standardDeduction: null }
          : p,
      );
      return {
        snapshot: withMembers(snapshot, 'parents', parents),
        details: { parentId: id, name: `${removed.firstName} ${removed.lastName}`.trim() },
        result: null,
      };
    },
    base,
  );
  return draft;
}

export function addDraftStudent(
  db: Db,
  actor: Actor,
  versionId: string,
  input: StudentRequest,
  base: number | null = null,
): Promise<{ id: string; profile: DraftProfile }> {
  const limit = { max: MAX_STUDENTS, message: TOO_MANY_STUDENTS_MESSAGE };
  const make = (position: number, snapshot: DraftSnapshot) =>
    newStudent(position, {
      ...studentValues(input, undefined, legalAges(snapshot.profile.parents)),
      name: input.name,
    });
  return addMember(db, actor, versionId, 'students', limit, input, make, base);
}

export function updateDraftStudent(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
  input: UpdateStudentRequest,
  base: number | null = null,
): Promise<DraftProfile> {
  const values = (current: Member<'students'>, snapshot: DraftSnapshot) =>
    studentValues(input, current, legalAges(snapshot.profile.parents));
  return updateMember(db, actor, versionId, 'students', id, values, base);
}

/** A draft student (never the last one), with the draft's favourites and aid offers for them; the rest numbered again. */
export async function deleteDraftStudent(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
  base: number | null = null,
): Promise<DraftProfile> {
  const change = (snapshot: DraftSnapshot) => {
    const { removed, rest } = withoutMember(snapshot.profile.students, 'students', id);
    return {
      snapshot: {
        profile: { ...snapshot.profile, students: rest },
        favourites: snapshot.favourites.filter((f) => f.studentId !== id),
        offers: snapshot.offers.filter((o) => o.studentId !== id),
      },
      details: { studentId: id, name: removed.name },
    };
  };
  return editVersion(db, actor, versionId, 'case-study.student.delete', change, base);
}
