/**
 * The two-minute estimate's questions (issue 13 item 4), without zod: the public page shows these labels and help
 * texts and checks the limits by hand; `quick-estimate.ts` builds the request schema from the same limits.
 */

export type QuickEstimateMoneyKey =
  | 'parentsIncome'
  | 'parentsAssets'
  | 'parentsBusinessAndPropertyEquity'
  | 'studentIncome'
  | 'studentAssets';
export type QuickEstimateKey = 'parents' | 'householdSize' | 'olderParentAge' | QuickEstimateMoneyKey;

export interface QuickEstimateQuestion {
  key: QuickEstimateKey;
  label: string;
  help: string;
  min: number;
  max: number;
  /** The message for an answer outside min..max or not a whole number. */
  message: string;
}

export const QUICK_ESTIMATE_MAX_MONEY = 100_000_000;

const money = (key: QuickEstimateMoneyKey, label: string, help: string): QuickEstimateQuestion => ({
  key,
  label,
  help,
  min: 0,
  max: QUICK_ESTIMATE_MAX_MONEY,
  message: 'Enter a whole-dollar amount from $0 to $100,000,000.',
});

export const QUICK_ESTIMATE_QUESTIONS: readonly QuickEstimateQuestion[] = [
  {
    key: 'parents',
    label: 'Parents who report on the FAFSA',
    help: 'Two when the parents are married (or unmarried and living together); one when single, divorced, separated or widowed.',
    min: 1,
    max: 2,
    message: 'Choose one or two parents.',
  },
  {
    key: 'householdSize',
    label: 'People in the household',
    help: 'The parents, the student and other children the parents support.',
    min: 2,
    max: 15,
    message: 'Enter a household of 2 to 15 people.',
  },
  money(
    'parentsIncome',
    'Parents’ income from work',
    'A year’s wages as on the W-2 forms (box 1, after pre-tax 401(k) contributions), both parents together.',
  ),
  money(
    'parentsAssets',
    'Parents’ savings and investments',
    'Cash, checking, savings, brokerage accounts and 529 plans. Not the home, not retirement accounts.',
  ),
  money(
    'parentsBusinessAndPropertyEquity',
    'Business or investment-property equity',
    'What a business or a property other than your home is worth, minus what you owe on it. 0 if none.',
  ),
  money(
    'studentIncome',
    'Student’s income',
    'What the student earned in a year, for example from a summer job.',
  ),
  money(
    'studentAssets',
    'Student’s savings',
    'Cash and accounts in the student’s name, including UTMA/UGMA accounts.',
  ),
  {
    key: 'olderParentAge',
    label: 'Older parent’s age',
    // The same words as the aid engine's PARENT_AGE_HELP (contracts cannot import the engine; a web test compares).
    help: 'In years. Since 2024-25 the federal formula no longer protects savings by age (no asset protection allowance). From 65, age lowers the estimated income tax.',
    min: 25,
    max: 100,
    message: 'Enter an age from 25 to 100.',
  },
];

/**
 * Optional, beside the household size: children under 17 (for the child tax credit in the tax estimate). Left
 * blank, the household's other members are taken as under 17 and the estimate says so. Not one of the eight
 * questions: the estimate answers without it.
 */
export const CHILDREN_UNDER_17_QUESTION = {
  key: 'childrenUnder17',
  label: 'Of them, children under 17 (optional)',
  help: 'Younger children the parents claim, for the child tax credit. Leave blank and we count everyone besides the parents and the student.',
  min: 0,
  max: 13,
  message: 'Enter 0 to 13 children under 17, or leave it blank.',
} as const;

/** What a Pell Grant is, in plain words (the estimate page says it under the figure). */
export const PELL_IN_PLAIN_WORDS =
  'A Pell Grant is federal money for college that does not have to be paid back. It goes to students whose ' +
  'Student Aid Index is low enough, and the lower the index, the larger the grant. It is paid through the ' +
  'college, for each year of study, once the student files the FAFSA.';
