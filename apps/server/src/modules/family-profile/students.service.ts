import {
  type CreatedInProfileResponse,
  type FamilyProfile,
  MAX_STUDENTS,
  type StudentRequest,
  type UpdateStudentRequest,
  type WriteRole,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { AppError, notFound } from '../../errors';
import * as repo from './family-profile.repository';
import { deleteMember, sentKeys, writeFamily } from './family-write';
import { legalAges, studentValues, TOO_MANY_STUDENTS_MESSAGE } from './profile-rules';
import { sessionWriteRole } from './write-role';

export async function addStudent(
  db: Db,
  actor: Actor,
  input: StudentRequest,
  base: number | null = null,
): Promise<CreatedInProfileResponse> {
  const { result, profile } = await writeFamily(
    db,
    actor,
    sessionWriteRole(actor),
    { action: 'student.create', entity: 'student', affectsSai: true },
    async (tx, family) => {
      const students = await repo.listStudents(tx, family.id);
      if (students.length >= MAX_STUDENTS) {
        throw new AppError('CONFLICT', TOO_MANY_STUDENTS_MESSAGE, { students: TOO_MANY_STUDENTS_MESSAGE });
      }
      const position = Math.max(0, ...students.map((s) => s.position)) + 1;
      const parents = await repo.listParents(tx, family.id);
      const row = await repo.insertStudent(tx, family.id, position, {
        ...studentValues(input, undefined, legalAges(parents)),
        name: input.name,
      });
      return { entityId: row.id, details: { fields: sentKeys(input) } };
    },
    base,
  );
  return { id: result.entityId, profile };
}

export async function updateStudent(
  db: Db,
  actor: Actor,
  role: WriteRole,
  id: string,
  input: UpdateStudentRequest,
  base: number | null = null,
): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    role,
    { action: 'student.update', entity: 'student', affectsSai: true },
    async (tx, family) => {
      const current = await repo.findStudent(tx, family.id, id);
      if (!current) throw notFound('That student');
      const values = studentValues(input, current, legalAges(await repo.listParents(tx, family.id)));
      if (Object.keys(values).length > 0) await repo.updateStudent(tx, family.id, id, values);
      return { entityId: id, details: { fields: Object.keys(values) } };
    },
    base,
  );
  return profile;
}

export function deleteStudent(
  db: Db,
  actor: Actor,
  id: string,
  base: number | null = null,
): Promise<FamilyProfile> {
  const members = {
    entity: 'student' as const,
    list: repo.listStudents,
    remove: repo.deleteStudent,
    renumber: repo.renumberStudents,
    nameOf: (student: { name: string }) => student.name,
  };
  return deleteMember(db, actor, id, members, base);
}
