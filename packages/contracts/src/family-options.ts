/**
 * The answers a family chooses from, with the words shown for them, and the limits of a family profile.
 * No zod here: the web app shows these without loading the schemas (family-profile.ts) that check them.
 */

/** docs/product-spec.md §9: a family has at most 8 students (1st to 8th). Adults: up to three (issue 21) — the two
 * legal parents and the reporting parent's spouse (a stepparent). */
export const MAX_STUDENTS = 8;
export const MAX_PARENTS = 3;
export const MAX_LEGAL_PARENTS = 2;

export const PARENT_RELATIONSHIPS = ['parent', 'stepparent'] as const;
export type ParentRelationship = (typeof PARENT_RELATIONSHIPS)[number];
export const PARENT_RELATIONSHIP_LABELS: Record<ParentRelationship, string> = {
  parent: 'Legal parent (biological or adoptive)',
  stepparent: 'Stepparent (the reporting parent’s spouse)',
};

/** The FAFSA's dependency questions, in its order, with the words the form shows (docs/decisions/0059). */
export const DEPENDENCY_KEYS = [
  'married',
  'graduateStudent',
  'activeDutyOrVeteran',
  'supportsDependants',
  'orphanWardOrFoster',
  'emancipatedOrGuardianship',
  'homelessYouth',
  'unusualCircumstances',
  'parentsRefuse',
] as const;
export type DependencyKey = (typeof DEPENDENCY_KEYS)[number];
export const DEPENDENCY_LABELS: Record<DependencyKey, string> = {
  married: 'The student is married (or separated but not divorced)',
  graduateStudent:
    'The student will be a graduate or professional student (master’s, doctorate, law, medicine…)',
  activeDutyOrVeteran: 'The student is on active duty in the U.S. armed forces, or is a veteran',
  supportsDependants:
    'The student has children or other dependants they give more than half their support to',
  orphanWardOrFoster:
    'Since turning 13, both parents died, or the student was in foster care or a ward of the court',
  emancipatedOrGuardianship: 'A court decided the student is an emancipated minor or in a legal guardianship',
  homelessYouth: 'The student is an unaccompanied youth who is homeless or at risk of being homeless',
  unusualCircumstances:
    'Unusual circumstances keep the student from contacting the parents (abandonment, abuse, a parent in prison…)',
  parentsRefuse: 'The parents will not give their information, and none of the above applies',
};

/** The FAFSA's other money questions for the parents' tax return ("usually none"), with the words shown. */
export const OTHER_FAFSA_AMOUNTS = [
  'childSupportReceived',
  'untaxedIraDistributions',
  'untaxedPensions',
  'taxExemptInterest',
  'foreignIncome',
  'educationCredits',
] as const;
export type OtherFafsaAmount = (typeof OTHER_FAFSA_AMOUNTS)[number];
export const OTHER_FAFSA_AMOUNT_LABELS: Record<OtherFafsaAmount, string> = {
  childSupportReceived: 'Child support received (for all children, in the tax year)',
  untaxedIraDistributions: 'Untaxed IRA distributions (not rolled over)',
  untaxedPensions: 'Untaxed pensions and annuities (not rolled over)',
  taxExemptInterest: 'Tax-exempt interest income',
  foreignIncome: 'Foreign earned income excluded from U.S. tax (Form 2555)',
  educationCredits: 'Education credits (American Opportunity, Lifetime Learning)',
};
export const OTHER_FAFSA_FLAGS = ['filedSchedulesABDEFH', 'meansTestedBenefits', 'dislocatedWorker'] as const;
export type OtherFafsaFlag = (typeof OTHER_FAFSA_FLAGS)[number];
export const OTHER_FAFSA_FLAG_LABELS: Record<OtherFafsaFlag, string> = {
  filedSchedulesABDEFH: 'Filed Schedule A, B, D, E, F or H with the tax return',
  meansTestedBenefits:
    'Anyone in the household received a federal benefit in the last two years (EITC, housing assistance, free or reduced-price school lunch, Medicaid, premium tax credit, SNAP, SSI, TANF, WIC)',
  dislocatedWorker: 'A parent is a dislocated worker (laid off, or a displaced homemaker)',
};

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
