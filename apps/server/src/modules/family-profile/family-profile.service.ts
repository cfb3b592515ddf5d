import { dependencyStatus } from '@ccp/aid-engine';
import {
  type FamilyProfile,
  type HiddenElementsResponse,
  type HideElementRequest,
  householdRetirement,
  ONBOARDING_STEP_COUNT,
  type OnboardingProgressRequest,
  type RequestHelpRequest,
  type RequestHelpResponse,
  type UpdateFamilyProfileRequest,
  type WriteRole,
} from '@ccp/contracts';
import type { Db, Tx } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound, validationFailed } from '../../errors';
import { queueMail } from '../../mail/outbox';
import { helpRequestMail } from '../../mail/templates';
import { queueCrmEvent } from '../crm-webhook/queue-crm-event';
import { whoAnswers } from '../help-threads/help-desk';
import type { HelpMailDesk } from '../help-threads/help-mail';
import { notifyHelpRequested, notifyOnboardingDone } from '../notifications/family-events';
import { awardYearFor } from '../sai-figures/award-year';
import { engineStudent } from '../sai-figures/engine-input';
import { hiddenElementsOf } from './family-profile.mapper';
import type { FamilyRow } from './family-profile.repository';
import * as repo from './family-profile.repository';
import { FAMILY_NOT_FOUND, loadProfile, writeFamily } from './family-write';
import { profileValues } from './profile-rules';
import { sessionWriteRole } from './write-role';

export async function getProfile(db: Db, actor: Actor): Promise<FamilyProfile> {
  const family = await repo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound(FAMILY_NOT_FOUND);
  return loadProfile(db, family);
}

export async function updateProfile(
  db: Db,
  actor: Actor,
  role: WriteRole,
  input: UpdateFamilyProfileRequest,
  base: number | null = null,
): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    role,
    { action: 'profile.update', entity: 'family', affectsSai: true },
    async (tx, family) => {
      const needsParents = input.annualRetirementAmount !== undefined || input.familyMembersCount != null;
      const parents = needsParents ? await repo.listParents(tx, family.id) : [];
      const listed =
        input.familyMembersCount != null
          ? { parents, students: (await repo.listStudents(tx, family.id)).length }
          : undefined;
      const values = profileValues(family, input, householdRetirement(null, parents), listed);
      if (Object.keys(values).length > 0) await repo.updateFamily(tx, family.id, values);
      return { entityId: family.id, details: { fields: Object.keys(values) } };
    },
    base,
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
    sessionWriteRole(actor),
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
  if (parents.length === 0 && (students.length === 0 || !students.every(needsNoParent))) {
    missing.parents =
      students.length > 1
        ? 'Add at least one parent (Parents step): a parent is needed unless every student is independent (the dependency questions, Students step).'
        : 'Add at least one parent (Parents step), or answer the dependency questions if the student is independent (Students step).';
  }
  if (students.length === 0) missing.students = 'Add at least one student (Students step).';
  return missing;
}

/**
 * A student the FAFSA asks no parent about: independent by the dependency questions (Formula B or C, provisionally
 * too), or parents who refuse (no SAI then). Same rule and award year as the figures basis (ADR 0059).
 */
function needsNoParent(student: repo.StudentRow): boolean {
  const firstYear = student.graduationYear;
  const engine = engineStudent(student);
  return dependencyStatus(engine, awardYearFor(firstYear)).kind !== 'dependent';
}

export async function completeOnboarding(
  db: Db,
  actor: Actor,
  role: WriteRole,
  base: number | null = null,
): Promise<FamilyProfile> {
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
      if (!family.completeOnboarding) {
        await notifyOnboardingDone(tx, family);
        await queueCrmEvent(tx, { familyId: family.id, event: 'family.onboarding_completed' });
      }
      await repo.updateFamily(tx, family.id, {
        completeOnboarding: true,
        invitationStatus: 'active',
        onboardingStep: ONBOARDING_STEP_COUNT - 1,
        onboardingProgress: { completedSteps: allSteps, subSteps: family.onboardingProgress.subSteps ?? {} },
      });
      return { entityId: family.id };
    },
    base,
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
    sessionWriteRole(actor),
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

/**
 * A help request: recorded once while open, and mailed (queued in the outbox with the row) to who answers it, the
 * family's active financial agent, else the support address (help-threads/help-desk.ts).
 */
export async function requestHelp(
  db: Db,
  actor: Actor,
  input: RequestHelpRequest,
  desk: HelpMailDesk,
): Promise<RequestHelpResponse> {
  const { result } = await writeFamily(
    db,
    actor,
    sessionWriteRole(actor),
    { action: 'help.request', entity: 'help_request', affectsSai: false },
    async (tx, family) => {
      const open = await repo.findOpenHelpRequest(tx, family.id);
      const row = open ?? (await repo.insertHelpRequest(tx, family.id, input.message ?? ''));
      const answerer = await whoAnswers(tx, family, desk);
      if (!open) {
        await notifyHelpRequested(tx, family);
        await queueCrmEvent(tx, { familyId: family.id, event: 'family.help_requested' });
        await queueMail(
          tx,
          helpRequestMail({
            to: answerer.email,
            toName: answerer.name,
            familyName: family.name,
            familyEmail: family.email,
            message: row.message,
            requestedAt: row.createdAt,
            link: answerer.link,
          }),
        );
      }
      const details = { alreadyOpen: Boolean(open), ...(open ? {} : { mailedTo: answerer.kind }) };
      return { entityId: row.id, details, row, alreadyOpen: Boolean(open), answerer };
    },
  );
  const mailedTo = result.alreadyOpen ? null : result.answerer.kind;
  return {
    helpRequest: {
      id: result.row.id,
      message: result.row.message,
      requestedAt: result.row.createdAt.toISOString(),
    },
    alreadyOpen: result.alreadyOpen,
    supportEmail: desk.supportEmail,
    mailedTo,
    mailedToSupport: mailedTo === 'support',
    answeredBy: result.answerer.answeredBy,
  };
}
