/** The onboarding wizard's steps and the elements a family can hide. No zod: the wizard opens without it. */

/** The nine onboarding steps, in order; index = `currentStepIndex`. */
export const ONBOARDING_STEPS = [
  { key: 'welcome', title: 'Welcome' },
  { key: 'household', title: 'Household' },
  { key: 'parents', title: 'Parents' },
  { key: 'savings', title: 'Savings & Investments' },
  { key: 'household-finance', title: 'Household Finance' },
  { key: 'retirement', title: 'Retirement' },
  { key: 'additional-information', title: 'Additional Information' },
  { key: 'students', title: 'Students' },
  { key: 'review', title: 'Review' },
] as const;
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];

/** Steps made of sub-steps (one question group at a time), each with its own progress counter. */
export const ONBOARDING_SUB_STEP_KEYS = [
  'household',
  'parents',
  'householdFinance',
  'additionalInformation',
  'students',
] as const;
export type OnboardingSubStepKey = (typeof ONBOARDING_SUB_STEP_KEYS)[number];

/** Elements a family can hide for good (docs/product-spec.md §4: hidden elements). */
export const HIDDEN_ELEMENTS = ['awaiting-banner', 'onboarding-guide', 'tour'] as const;
export type HiddenElement = (typeof HIDDEN_ELEMENTS)[number];
