import { ONBOARDING_STEPS, type OnboardingStepKey, type OnboardingSubStepKey } from '@ccp/contracts';
import {
  type DraftErrors,
  type FamilyDraft,
  type FinanceDraft,
  validateFinance,
  validateHousehold,
  validateParent,
  validateStudent,
} from '../../lib/family-drafts';

/** The questions of one sub-step: what it is called, which answers it checks, and which finance fields it saves. */
export interface SubStep {
  title: string;
  validate: (draft: FamilyDraft) => DraftErrors;
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

const none = () => ({});

function finance(title: string, keys: readonly (keyof FinanceDraft)[]): SubStep {
  return { title, financeKeys: keys, validate: (d) => validateFinance(d.finance, keys) };
}

function merge(...maps: DraftErrors[]): DraftErrors {
  return Object.assign({}, ...maps);
}

/** The sub-steps of a step; the Students step has a name list, then two groups per student. */
export function subStepsOf(key: OnboardingStepKey, draft: FamilyDraft): SubStep[] {
  switch (key) {
    case 'welcome':
      return [{ title: 'Welcome', validate: none }];
    case 'household':
      return [
        { title: 'Where you live', validate: (d) => validateHousehold(d.household, ['state']) },
        {
          title: 'Who lives with you',
          validate: (d) => validateHousehold(d.household, ['familyMembersCount', 'familyMembersInCollege']),
        },
        { title: 'How you file taxes', validate: (d) => validateHousehold(d.household, ['filingStatus']) },
      ];
    case 'parents':
      return [
        {
          title: 'About the parents',
          validate: (d) => merge(...d.parents.map((p, i) => validateParent(p, i, ['about']))),
        },
        {
          title: 'Income and taxes',
          validate: (d) => merge(...d.parents.map((p, i) => validateParent(p, i, ['income']))),
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
      return [finance('Retirement savings', ['annualRetirementAmount', 'has401k', 'hasIRA', 'hasRothIRA'])];
    case 'additional-information':
      return [
        finance('Tax deductions', ['standardDeductionOrg']),
        finance('Professional help', ['hasFinAdvisor', 'hasCPA']),
      ];
    case 'students':
      return [
        {
          title: 'Who is going to college',
          validate: (d) => merge(...d.students.map((s, i) => validateStudent(s, i, ['name']))),
        },
        ...draft.students.flatMap((student, i) => {
          const name = student.name.trim() || `Student ${i + 1}`;
          return [
            {
              title: `${name}: school and scores`,
              validate: (d: FamilyDraft) => studentPart(d, i, 'school'),
            },
            {
              title: `${name}: income and savings`,
              validate: (d: FamilyDraft) => studentPart(d, i, 'money'),
            },
          ];
        }),
      ];
    case 'review':
      return [{ title: 'Review and finish', validate: none }];
  }
}

function studentPart(d: FamilyDraft, index: number, part: 'school' | 'money'): DraftErrors {
  const student = d.students[index];
  return student ? validateStudent(student, index, [part]) : {};
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
