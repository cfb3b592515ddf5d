import {
  type CreatedInProfileResponse,
  type FamilyProfile,
  type HiddenElementsResponse,
  type HideElementRequest,
  MAX_PARENTS,
  MAX_STUDENTS,
  ONBOARDING_STEP_COUNT,
  type OnboardingProgressRequest,
  type ParentRequest,
  type RequestHelpRequest,
  type RequestHelpResponse,
  type StudentRequest,
  type UpdateFamilyProfileRequest,
  type UpdateParentRequest,
  type UpdateStudentRequest,
  type WriteRole,
} from '@ccp/contracts';
import type { Db, Tx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { AppError, notFound, validationFailed } from '../../errors';
import { hiddenElementsOf, toFamilyProfile } from './family-profile.mapper';
import type { FamilyRow, FamilyUpdate } from './family-profile.repository';
import * as repo from './family-profile.repository';
import { refreshStoredSai } from './stored-sai';
import { assertWriteRole } from './write-role';

const FAMILY_NOT_FOUND = 'Your family profile';

/** Keys of an update that were actually sent (undefined means "leave as it is"). */
function sentKeys<T extends object>(input: T): (keyof T & string)[] {
  return (Object.keys(input) as (keyof T & string)[]).filter((k) => input[k] !== undefined);
}

function definedValues<T extends object>(input: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of sentKeys(input)) out[key] = input[key];
  return out;
}

export async function getProfile(db: Db, actor: Actor): Promise<FamilyProfile> {
  const family = await repo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound(FAMILY_NOT_FOUND);
  return loadProfile(db, family);
}

async function loadProfile(db: Db | Tx, family: FamilyRow): Promise<FamilyProfile> {
  const [parents, students, help] = await Promise.all([
    repo.listParents(db, family.id),
    repo.listStudents(db, family.id),
    repo.findOpenHelpRequest(db, family.id),
  ]);
  return toFamilyProfile(family, parents, students, help);
}

interface WriteOptions {
  action: string;
  entity: string;
  /** Whether the change can move the SAI: then the stored federal and institutional figures are recomputed. */
  affectsSai: boolean;
}

/**
 * One write to the actor's own family: authorised by the role suffix, in one transaction with the family row
 * locked, audited, and followed by recomputing the stored SAI when its inputs may have changed.
 */
async function writeFamily<T extends { entityId?: string | null; details?: Record<string, unknown> }>(
  db: Db,
  actor: Actor,
  role: WriteRole,
  options: WriteOptions,
  change: (tx: Tx, family: FamilyRow) => Promise<T>,
): Promise<{ result: T; profile: FamilyProfile }> {
  assertWriteRole(actor, role);
  return db.transaction(async (tx) => {
    const family = await repo.lockFamilyByUser(tx, actor.userId);
    if (!family) throw notFound(FAMILY_NOT_FOUND);
    const result = await change(tx, family);
    if (options.affectsSai) await refreshStoredSai(tx, family.id);
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: options.action,
      entity: options.entity,
      entityId: result.entityId ?? null,
      details: result.details ?? {},
    });
    const updated = (await repo.findFamilyByUser(tx, actor.userId))!;
    return { result, profile: await loadProfile(tx, updated) };
  });
}

/** Amounts asked only after a Yes: a No clears the amount, and an amount without a Yes is refused. */
const GUARDED_AMOUNTS = [
  {
    flag: 'ownsInvestmentProperty',
    amounts: ['investmentEquity'],
    question: 'Do you own investment property?',
  },
  {
    flag: 'hasBusinessAssets',
    amounts: ['businessAssetsAmount', 'businessIsSmallFamilyOwned'],
    question: 'Do you own a business or farm?',
  },
  {
    flag: 'hasLifeInsuranceAccount',
    amounts: ['insuranceAmount'],
    question: 'Do you have cash-value life insurance?',
  },
  { flag: 'hasAnnuities', amounts: ['annuitiesAmount'], question: 'Do you have annuities?' },
] as const satisfies readonly {
  flag: keyof FamilyRow;
  amounts: readonly (keyof FamilyRow)[];
  question: string;
}[];

function profileValues(family: FamilyRow, input: UpdateFamilyProfileRequest): FamilyUpdate {
  const values: FamilyUpdate = definedValues(input);
  const merged = { ...family, ...values };
  const fields: Record<string, string> = {};

  if (
    merged.familyMembersCount != null &&
    merged.familyMembersInCollege != null &&
    merged.familyMembersInCollege > merged.familyMembersCount
  ) {
    fields.familyMembersInCollege = 'The number in college cannot be more than the people in your household.';
  }
  for (const guard of GUARDED_AMOUNTS) {
    if (merged[guard.flag]) continue;
    for (const amount of guard.amounts) {
      if (input[amount] != null) fields[amount] = `Answer Yes to “${guard.question}” before entering this.`;
      else values[amount] = null;
    }
  }
  if (merged.primaryResidence !== 'own') {
    if (input.residenceEquity != null && merged.primaryResidence != null) {
      fields.residenceEquity = 'Home equity applies only to a home you own.';
    } else if (merged.primaryResidence != null) {
      values.residenceEquity = null;
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return values;
}

export async function updateProfile(
  db: Db,
  actor: Actor,
  role: WriteRole,
  input: UpdateFamilyProfileRequest,
): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    role,
    { action: 'profile.update', entity: 'family', affectsSai: true },
    async (tx, family) => {
      const values = profileValues(family, input);
      if (Object.keys(values).length > 0) await repo.updateFamily(tx, family.id, values);
      return { entityId: family.id, details: { fields: Object.keys(values) } };
    },
  );
  return profile;
}

/* ---------- parents ---------- */

export async function addParent(
  db: Db,
  actor: Actor,
  input: ParentRequest,
): Promise<CreatedInProfileResponse> {
  const { result, profile } = await writeFamily(
    db,
    actor,
    'family',
    { action: 'parent.create', entity: 'parent', affectsSai: true },
    async (tx, family) => {
      const parents = await repo.listParents(tx, family.id);
      if (parents.length >= MAX_PARENTS) {
        const message = `A profile has at most ${MAX_PARENTS} parents. Edit an existing parent instead.`;
        throw new AppError('CONFLICT', message, { parents: message });
      }
      const position = Math.max(0, ...parents.map((p) => p.position)) + 1;
      const row = await repo.insertParent(tx, family.id, position, {
        ...definedValues(input),
        firstName: input.firstName,
      });
      return { entityId: row.id, details: { fields: sentKeys(input) } };
    },
  );
  return { id: result.entityId, profile };
}

export async function updateParent(
  db: Db,
  actor: Actor,
  role: WriteRole,
  id: string,
  input: UpdateParentRequest,
): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    role,
    { action: 'parent.update', entity: 'parent', affectsSai: true },
    async (tx, family) => {
      const values = definedValues(input);
      const row =
        Object.keys(values).length > 0
          ? await repo.updateParent(tx, family.id, id, values)
          : await repo.findParent(tx, family.id, id);
      if (!row) throw notFound('That parent');
      return { entityId: id, details: { fields: Object.keys(values) } };
    },
  );
  return profile;
}

export async function deleteParent(db: Db, actor: Actor, id: string): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    'family',
    { action: 'parent.delete', entity: 'parent', affectsSai: true },
    async (tx, family) => {
      const parents = await repo.listParents(tx, family.id);
      const parent = parents.find((p) => p.id === id);
      if (!parent) throw notFound('That parent');
      if (parents.length === 1) {
        throw new AppError(
          'CONFLICT',
          'A profile needs at least one parent. Edit this parent instead of deleting them.',
        );
      }
      await repo.deleteParent(tx, family.id, id);
      await repo.renumberParents(tx, family.id);
      return { entityId: id, details: { name: `${parent.firstName} ${parent.lastName}`.trim() } };
    },
  );
  return profile;
}

/* ---------- students ---------- */

function studentValues(input: UpdateStudentRequest, current?: { filedTaxes: boolean | null }) {
  const values = definedValues(input);
  const filedTaxes = input.filedTaxes !== undefined ? input.filedTaxes : (current?.filedTaxes ?? null);
  if (filedTaxes !== true) {
    if (input.taxAmount != null && input.taxAmount > 0) {
      const message = 'Answer Yes to “Did the student file a tax return?” before entering tax paid.';
      throw validationFailed({ taxAmount: message });
    }
    if (filedTaxes === false) values.taxAmount = null;
  }
  return values;
}

export const TOO_MANY_STUDENTS_MESSAGE = `A family can have at most ${MAX_STUDENTS} students (1st to ${MAX_STUDENTS}th). Remove a student before adding another.`;

export async function addStudent(
  db: Db,
  actor: Actor,
  input: StudentRequest,
): Promise<CreatedInProfileResponse> {
  const { result, profile } = await writeFamily(
    db,
    actor,
    'family',
    { action: 'student.create', entity: 'student', affectsSai: true },
    async (tx, family) => {
      const students = await repo.listStudents(tx, family.id);
      if (students.length >= MAX_STUDENTS) {
        throw new AppError('CONFLICT', TOO_MANY_STUDENTS_MESSAGE, { students: TOO_MANY_STUDENTS_MESSAGE });
      }
      const position = Math.max(0, ...students.map((s) => s.position)) + 1;
      const row = await repo.insertStudent(tx, family.id, position, {
        ...studentValues(input),
        name: input.name,
      });
      return { entityId: row.id, details: { fields: sentKeys(input) } };
    },
  );
  return { id: result.entityId, profile };
}

export async function updateStudent(
  db: Db,
  actor: Actor,
  role: WriteRole,
  id: string,
  input: UpdateStudentRequest,
): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    role,
    { action: 'student.update', entity: 'student', affectsSai: true },
    async (tx, family) => {
      const current = await repo.findStudent(tx, family.id, id);
      if (!current) throw notFound('That student');
      const values = studentValues(input, current);
      if (Object.keys(values).length > 0) await repo.updateStudent(tx, family.id, id, values);
      return { entityId: id, details: { fields: Object.keys(values) } };
    },
  );
  return profile;
}

export async function deleteStudent(db: Db, actor: Actor, id: string): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    'family',
    { action: 'student.delete', entity: 'student', affectsSai: true },
    async (tx, family) => {
      const students = await repo.listStudents(tx, family.id);
      const student = students.find((s) => s.id === id);
      if (!student) throw notFound('That student');
      if (students.length === 1) {
        throw new AppError(
          'CONFLICT',
          'A profile needs at least one student. Edit this student instead of deleting them.',
        );
      }
      await repo.deleteStudent(tx, family.id, id);
      await repo.renumberStudents(tx, family.id);
      return { entityId: id, details: { name: student.name } };
    },
  );
  return profile;
}

/* ---------- onboarding ---------- */

export async function saveOnboardingProgress(
  db: Db,
  actor: Actor,
  input: OnboardingProgressRequest,
): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    'family',
    { action: 'onboarding.progress', entity: 'family', affectsSai: false },
    async (tx, family) => {
      const completedSteps = [...new Set(input.completedSteps)].sort((a, b) => a - b);
      await repo.updateFamily(tx, family.id, {
        onboardingStep: input.currentStep,
        onboardingProgress: { completedSteps, subSteps: input.subSteps },
      });
      return { entityId: family.id, details: { currentStep: input.currentStep, completedSteps } };
    },
  );
  return profile;
}

/** The answers without which no SAI can be computed: the finish refuses until they are given. */
async function missingForCompletion(tx: Tx, family: FamilyRow): Promise<Record<string, string>> {
  const [parents, students] = await Promise.all([
    repo.listParents(tx, family.id),
    repo.listStudents(tx, family.id),
  ]);
  const missing: Record<string, string> = {};
  if (!family.state) missing.state = 'Choose the state you live in (Household step).';
  if (family.familyMembersCount == null) {
    missing.familyMembersCount = 'Tell us how many people live in your household (Household step).';
  }
  if (family.familyMembersInCollege == null) {
    missing.familyMembersInCollege = 'Tell us how many will be in college (Household step).';
  }
  if (parents.length === 0) missing.parents = 'Add at least one parent (Parents step).';
  if (students.length === 0) missing.students = 'Add at least one student (Students step).';
  return missing;
}

export async function completeOnboarding(db: Db, actor: Actor, role: WriteRole): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    role,
    { action: 'onboarding.complete', entity: 'family', affectsSai: true },
    async (tx, family) => {
      const missing = await missingForCompletion(tx, family);
      if (Object.keys(missing).length > 0) {
        throw validationFailed(missing, 'A few answers are still missing before we can compute your SAI.');
      }
      const allSteps = Array.from({ length: ONBOARDING_STEP_COUNT }, (_, i) => i);
      await repo.updateFamily(tx, family.id, {
        completeOnboarding: true,
        invitationStatus: 'active',
        onboardingStep: ONBOARDING_STEP_COUNT - 1,
        onboardingProgress: { completedSteps: allSteps, subSteps: family.onboardingProgress.subSteps ?? {} },
      });
      return { entityId: family.id };
    },
  );
  return profile;
}

/* ---------- hidden elements and help ---------- */

export async function hideElement(
  db: Db,
  actor: Actor,
  input: HideElementRequest,
): Promise<HiddenElementsResponse> {
  const { result } = await writeFamily(
    db,
    actor,
    'family',
    { action: input.hidden ? 'element.hide' : 'element.show', entity: 'family', affectsSai: false },
    async (tx, family) => {
      const current = new Set(hiddenElementsOf(family));
      if (input.hidden) current.add(input.element);
      else current.delete(input.element);
      const hiddenElements = [...current].sort();
      await repo.updateFamily(tx, family.id, { hiddenElements });
      return { entityId: family.id, details: { element: input.element }, hiddenElements };
    },
  );
  return { hiddenElements: result.hiddenElements };
}

export async function requestHelp(
  db: Db,
  actor: Actor,
  input: RequestHelpRequest,
): Promise<RequestHelpResponse> {
  const { result } = await writeFamily(
    db,
    actor,
    'family',
    { action: 'help.request', entity: 'help_request', affectsSai: false },
    async (tx, family) => {
      const open = await repo.findOpenHelpRequest(tx, family.id);
      const row = open ?? (await repo.insertHelpRequest(tx, family.id, input.message ?? ''));
      return { entityId: row.id, details: { alreadyOpen: Boolean(open) }, row, alreadyOpen: Boolean(open) };
    },
  );
  return {
    helpRequest: {
      id: result.row.id,
      message: result.row.message,
      requestedAt: result.row.createdAt.toISOString(),
    },
    alreadyOpen: result.alreadyOpen,
  };
}
