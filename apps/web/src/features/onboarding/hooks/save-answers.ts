import type { OnboardingStepKey } from '@ccp/contracts/onboarding';
import {
  type FamilyDraft,
  financeRequest,
  householdRequest,
  parentRequest,
  situationRequest,
  studentRequest,
} from '../../../domains/family/profile/family-drafts';
import type { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { type SubStep, studentSubStep } from '../wizard-steps';

/** A write that failed, with the form path its server field names belong under (e.g. `parents.1`). */
export class AnswersNotSaved extends Error {
  constructor(
    readonly error: unknown,
    readonly prefix: string,
  ) {
    super('The answers were not saved.');
  }
}

export interface AnswersToSave {
  stepKey: OnboardingStepKey;
  subStep: SubStep;
  sub: number;
  draft: FamilyDraft;
  /** Parents and students removed since the last save (emptied as they are deleted). */
  removed: { parents: string[]; students: string[] };
  /** Records the id of a parent or student the server created, e.g. `setId('parents.0.id', id)`. */
  setId: (path: `parents.${number}.id` | `students.${number}.id`, id: string) => void;
}

/**
 * An update leaves a name not typed yet as it is (a parent the two-minute estimate created has none): a blank name
 * is refused by the server, and a blur save may run before the family reaches the name field.
 */
function withoutBlankName<T extends object, K extends keyof T>(request: T, key: K): Omit<T, K> | T {
  if (request[key] !== '') return request;
  const { [key]: _blank, ...rest } = request;
  return rest;
}

/** Sends one sub-step's answers to the server; throws AnswersNotSaved when a write fails. */
export async function saveAnswers(
  writes: ReturnType<typeof useFamilyProfileWrites>,
  { stepKey, subStep, sub, draft, removed, setId }: AnswersToSave,
): Promise<void> {
  let prefix = '';
  try {
    if (stepKey === 'household') {
      prefix = 'household';
      await writes.updateProfile.mutateAsync(householdRequest(draft.household));
    } else if (subStep.financeKeys) {
      prefix = 'finance';
      await writes.updateProfile.mutateAsync(financeRequest(draft.finance, subStep.financeKeys));
    } else if (stepKey === 'parents') {
      prefix = 'situation';
      await writes.updateProfile.mutateAsync(situationRequest(draft.situation));
      for (const id of removed.parents.splice(0)) await writes.deleteParent.mutateAsync(id);
      for (const [i, parent] of draft.parents.entries()) {
        prefix = `parents.${i}`;
        if (parent.id) {
          await writes.updateParent.mutateAsync({
            id: parent.id,
            input: withoutBlankName(parentRequest(parent), 'firstName'),
          });
        } else if (parent.firstName.trim() !== '') {
          // A parent just added and not named yet waits: a blur save elsewhere must not create it without a name.
          const created = await writes.addParent.mutateAsync(parentRequest(parent));
          setId(`parents.${i}.id`, created.id);
        }
      }
    } else if (stepKey === 'students') {
      const part = studentSubStep(sub);
      for (const id of removed.students.splice(0)) await writes.deleteStudent.mutateAsync(id);
      for (const [i, student] of draft.students.entries()) {
        if (part && part.index !== i) continue;
        prefix = `students.${i}`;
        const request = part ? studentRequest(student) : { name: student.name.trim() };
        if (student.id) {
          await writes.updateStudent.mutateAsync({
            id: student.id,
            input: withoutBlankName(request, 'name'),
          });
        } else if (student.name.trim() !== '') {
          const created = await writes.addStudent.mutateAsync(request);
          setId(`students.${i}.id`, created.id);
        }
      }
    }
  } catch (error) {
    throw new AnswersNotSaved(error, prefix);
  }
}
