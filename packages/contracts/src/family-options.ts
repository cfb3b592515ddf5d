/**
 * The answers a family chooses from, with the words shown for them, and the limits of a family profile.
 * No zod here: the web app shows these without loading the schemas (family-profile.ts) that check them.
 */

/** docs/product-spec.md §9: a family has at most 8 students (1st to 8th) and at most 2 parents. */
export const MAX_STUDENTS = 8;
export const MAX_PARENTS = 2;

export const FILING_STATUSES = [
  'single',
  'married_joint',
  'married_separate',
  'head_of_household',
  'qualifying_surviving_spouse',
] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];
export const FILING_STATUS_LABELS: Record<FilingStatus, string> = {
  single: 'Single',
  married_joint: 'Married filing jointly',
  married_separate: 'Married filing separately',
  head_of_household: 'Head of household',
  qualifying_surviving_spouse: 'Qualifying surviving spouse',
};

export const MARITAL_STATUSES = [
  'married',
  'remarried',
  'unmarried_living_together',
  'single',
  'divorced',
  'separated',
  'widowed',
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  married: 'Married',
  remarried: 'Remarried',
  unmarried_living_together: 'Unmarried, living together',
  single: 'Single, never married',
  divorced: 'Divorced',
  separated: 'Separated',
  widowed: 'Widowed',
};

export const RESIDENCE_KINDS = ['own', 'rent', 'other'] as const;
export type ResidenceKind = (typeof RESIDENCE_KINDS)[number];
export const RESIDENCE_KIND_LABELS: Record<ResidenceKind, string> = {
  own: 'We own our home',
  rent: 'We rent',
  other: 'Other (living with relatives, provided housing…)',
};

/** Where a student is on the way to college; younger students may enter hypothetical scores. */
export const STUDENT_TYPES = [
  'middle_school',
  'high_school_freshman',
  'high_school_sophomore',
  'high_school_junior',
  'high_school_senior',
  'gap_year',
  'college_student',
  'transfer_student',
] as const;
export type StudentType = (typeof STUDENT_TYPES)[number];
export const STUDENT_TYPE_LABELS: Record<StudentType, string> = {
  middle_school: 'Middle school',
  high_school_freshman: 'High school freshman (9th grade)',
  high_school_sophomore: 'High school sophomore (10th grade)',
  high_school_junior: 'High school junior (11th grade)',
  high_school_senior: 'High school senior (12th grade)',
  gap_year: 'Taking a gap year',
  college_student: 'Already in college',
  transfer_student: 'Transferring to another college',
};
/** Students this early have no real scores yet: the form asks for hypothetical ones. */
export const YOUNGER_STUDENT_TYPES: readonly StudentType[] = [
  'middle_school',
  'high_school_freshman',
  'high_school_sophomore',
];

const currentYear = new Date().getFullYear();
export const GRADUATION_YEAR_MIN = currentYear - 8;
export const GRADUATION_YEAR_MAX = currentYear + 14;
