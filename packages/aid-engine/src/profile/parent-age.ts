/**
 * What the parents' age does, in the words every screen uses (onboarding, the profile, the two-minute estimate, the
 * SAI page and the PDF): since 2024-25 the federal formula has no asset protection allowance (Table A4 is $0 at
 * every age: docs/sai/formula.md §2.5; 2027-28.md §1), so age no longer shelters savings. It still matters to the
 * income tax estimate from 65 (the extra standard deduction; from tax year 2025 the senior deduction).
 */
export const PARENT_AGE_HELP =
  'Since 2024-25 the federal formula no longer protects savings by age (no asset protection allowance). From 65, age lowers the estimated income tax.';

/** How the SAI mapping used a parent's age ("Answers used"). */
export const PARENT_AGE_IN_THE_FORMULA =
  'no asset protection allowance since 2024-25 ($0 at every age), so age does not shelter savings; from 65 it lowers the estimated income tax';
