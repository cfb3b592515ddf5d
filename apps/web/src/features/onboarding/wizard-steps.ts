import { OTHER_FAFSA_AMOUNTS, OTHER_FAFSA_FLAGS } from '@ccp/contracts/family-options';
import {
  ONBOARDING_STEPS,
  type OnboardingStepKey,
  type OnboardingSubStepKey,
} from '@ccp/contracts/onboarding';
import type { DraftErrors, FamilyDraft, FinanceDraft } from '../../domains/family/profile/family-drafts';
import type * as FamilyValidation from '../../domains/family/profile/family-validation';
import { loadOnce } from '../../lib/load-once';

/**
 * The checks of the answers (domains/family/profile/family-validation.ts, with zod): loaded when the family starts answering a
 * step that has questions, so that the wizard opens without them and the first Save checks at once.
 */
export const draftChecks = loadOnce(() => import('../../domains/family/profile/family-validation'));
export type DraftChecks = typeof FamilyValidation;

/** The questions of one sub-step: what it is called, which answers it checks, and which finance fields it saves. */
export interface SubStep {
  title: string;
  /** Absent on the steps without questions (Welcome, Review). */
  validate?: (checks: DraftChecks, draft: FamilyDraft) => DraftErrors;
  /** Finance fields saved by this sub-step (household, parents and students are saved whole). */
  financeKeys?: readonly (keyof FinanceDraft)[];
}

export const STEP_SUB_KEYS: Partial<Record<OnboardingStepKey, OnboardingSubStepKey>> = {
  household: 'household',
  parents: 'parents',
  'household-finance': 'householdFinance',
  'additional-information': 'additionalInformation',
  students: 'students',
};

function finance(title: string, keys: readonly (keyof FinanceDraft)[]): SubStep {
  return { title, financeKeys: keys, validate: (c, d) => c.validateFinance(d.finance, keys) };
}

function merge(...maps: DraftErrors[]): DraftErrors {
  return Object.assign({}, ...maps);
}

/** The sub-steps of a step; the Students step has a name list, then two groups per student. */
export function subStepsOf(key: OnboardingStepKey, draft: FamilyDraft): SubStep[] {
  switch (key) {
    case 'welcome':
      return [{ title: 'Welcome' }];
    case 'household':
      return [
        { title: 'Where you live', validate: (c, d) => c.validateHousehold(d.household, ['state']) },
        {
          title: 'Who lives with you',
          validate: (c, d) =>
            c.validateHousehold(d.household, [
              'familyMembersCount',
              'familyMembersInCollege',
              'childrenUnder17',
            ]),
        },
      ];
    case 'parents':
      return [
        {
          title: 'About the parents',
          // "The student is independent": no parent is asked (the Students step checks the student is).
          validate: (c, d) =>
            d.noParents
              ? {}
              : merge(c.validateSituation(d), ...d.parents.map((p, i) => c.validateParent(p, i, ['about']))),
        },
        {
          title: 'Income and taxes',
          validate: (c, d) =>
            d.noParents ? {} : merge(...d.parents.map((p, i) => c.validateParent(p, i, ['income']))),
        },
      ];
    case 'savings':
      return [
        finance('Savings and investments', [
          'checkingAmount',
          'taxableBrokerageAccountsAmount',
          'collegeSavingsAccountsAmount',
        ]),
      ];
    case 'household-finance':
      return [
        finance('Your home', ['primaryResidence', 'residenceEquity']),
        finance('Other real estate', ['ownsInvestmentProperty', 'investmentEquity']),
        finance('Business or farm', [
          'hasBusinessAssets',
          'businessAssetsAmount',
          'businessIsSmallFamilyOwned',
        ]),
        finance('Insurance and annuities', [
          'hasLifeInsuranceAccount',
          'insuranceAmount',
          'hasAnnuities',
          'annuitiesAmount',
        ]),
      ];
    case 'retirement':
      return [finance('Retirement savings', ['has401k', 'hasIRA', 'hasRothIRA'])];
    case 'additional-information':
      return [
        finance('Professional help', ['hasFinAdvisor', 'hasCPA']),
        finance('Less common FAFSA questions', [...OTHER_FAFSA_AMOUNTS, ...OTHER_FAFSA_FLAGS]),
      ];
    case 'students':
      return [
        {
          title: 'Who is going to college',
          validate: (c, d) => merge(...d.students.map((s, i) => c.validateStudent(s, i, ['name']))),
        },
        ...draft.students.flatMap((student, i) => {
          const name = student.name.trim() || `Student ${i + 1}`;
          return [
            {
              title: `${name}: school and scores`,
              validate: (c: DraftChecks, d: FamilyDraft) => studentPart(c, d, i, 'school'),
            },
            {
              title: `${name}: income and savings`,
              validate: (c: DraftChecks, d: FamilyDraft) => studentPart(c, d, i, 'money'),
            },
          ];
        }),
      ];
    case 'review':
      return [{ title: 'Review and finish' }];
  }
}

function studentPart(c: DraftChecks, d: FamilyDraft, index: number, part: 'school' | 'money'): DraftErrors {
  const student = d.students[index];
  if (!student) return {};
  const errors = c.validateStudent(student, index, [part]);
  return part === 'school' ? merge(c.validateNoParentStudent(d, index), errors) : errors;
}

/** For the Students step: which student and which group a sub-step shows (`null` for the name list). */
export function studentSubStep(sub: number): { index: number; part: 'school' | 'money' } | null {
  if (sub === 0) return null;
  return { index: Math.floor((sub - 1) / 2), part: (sub - 1) % 2 === 0 ? 'school' : 'money' };
}

export const STEP_COUNT = ONBOARDING_STEPS.length;

export function firstIncompleteStep(completed: ReadonlySet<number>): number {
  for (let i = 0; i < STEP_COUNT; i += 1) if (!completed.has(i)) return i;
  return STEP_COUNT - 1;
}

/** A step can be opened when it is done or is the next one to do; later ones are locked. */
export function isStepOpen(step: number, completed: ReadonlySet<number>): boolean {
  return completed.has(step) || step === firstIncompleteStep(completed);
}

/** The step a URL asks for, or the first incomplete step when the value is missing, out of range or locked. */
export function resolveStep(requested: string | null, completed: ReadonlySet<number>, saved: number): number {
  const fallback = isStepOpen(saved, completed) ? saved : firstIncompleteStep(completed);
  if (requested === null) return fallback;
  const index = Number(requested);
  if (!Number.isInteger(index) || index < 0 || index >= STEP_COUNT || !isStepOpen(index, completed)) {
    return firstIncompleteStep(completed);
  }
  return index;
}
