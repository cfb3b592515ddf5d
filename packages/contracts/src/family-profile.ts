import { z } from 'zod';
import { InvitationStatusSchema } from './accounts';
import { MoneySchema, PersonNameSchema } from './common';
import { UsStateSchema } from './us-states';

/** Spec section 9: a family has at most 8 students (1st to 8th) and at most 2 parents. */
export const MAX_STUDENTS = 8;
export const MAX_PARENTS = 2;

export const FILING_STATUSES = [
  'single',
  'married_joint',
  'married_separate',
  'head_of_household',
  'qualifying_surviving_spouse',
] as const;
export const FilingStatusSchema = z.enum(FILING_STATUSES, { error: 'Choose a tax filing status.' });
export type FilingStatus = z.infer<typeof FilingStatusSchema>;
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
export const MaritalStatusSchema = z.enum(MARITAL_STATUSES, { error: 'Choose a marital status.' });
export type MaritalStatus = z.infer<typeof MaritalStatusSchema>;
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
export const ResidenceKindSchema = z.enum(RESIDENCE_KINDS, { error: 'Choose own, rent or other.' });
export type ResidenceKind = z.infer<typeof ResidenceKindSchema>;
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
export const StudentTypeSchema = z.enum(STUDENT_TYPES, { error: 'Choose where the student is in school.' });
export type StudentType = z.infer<typeof StudentTypeSchema>;
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

/** Elements a family can hide for good (spec section 4: hidden elements). */
export const HIDDEN_ELEMENTS = ['awaiting-banner', 'onboarding-guide', 'tour'] as const;
export const HiddenElementSchema = z.enum(HIDDEN_ELEMENTS, { error: 'Unknown element.' });
export type HiddenElement = z.infer<typeof HiddenElementSchema>;

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
export const OnboardingSubStepKeySchema = z.enum(ONBOARDING_SUB_STEP_KEYS);
export type OnboardingSubStepKey = z.infer<typeof OnboardingSubStepKeySchema>;

const currentYear = new Date().getFullYear();
export const GRADUATION_YEAR_MIN = currentYear - 8;
export const GRADUATION_YEAR_MAX = currentYear + 14;

const nullableMoney = MoneySchema.nullable().optional();
const optionalBoolean = z.boolean({ error: 'Answer yes or no.' }).optional();

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what} as a number.` })
    .int(`Enter ${what} as a whole number.`)
    .min(min, `Enter ${what} between ${min} and ${max}.`)
    .max(max, `Enter ${what} between ${min} and ${max}.`);

/** Household, finance and additional-information fields (spec section 3); every field may be sent alone. */
export const UpdateFamilyProfileRequestSchema = z.object({
  name: PersonNameSchema.optional(),
  state: UsStateSchema.nullable().optional(),
  familyMembersCount: wholeNumber('the number of people in your household', 1, 10).nullable().optional(),
  familyMembersInCollege: wholeNumber('the number in college', 0, 4).nullable().optional(),
  filingStatus: FilingStatusSchema.nullable().optional(),
  standardDeductionOrg: nullableMoney,
  checkingAmount: nullableMoney,
  taxableBrokerageAccountsAmount: nullableMoney,
  collegeSavingsAccountsAmount: nullableMoney,
  annualRetirementAmount: nullableMoney,
  primaryResidence: ResidenceKindSchema.nullable().optional(),
  residenceEquity: nullableMoney,
  ownsInvestmentProperty: optionalBoolean,
  investmentEquity: nullableMoney,
  hasBusinessAssets: optionalBoolean,
  businessAssetsAmount: nullableMoney,
  businessIsSmallFamilyOwned: z.boolean({ error: 'Answer yes or no.' }).nullable().optional(),
  hasLifeInsuranceAccount: optionalBoolean,
  insuranceAmount: nullableMoney,
  hasAnnuities: optionalBoolean,
  annuitiesAmount: nullableMoney,
  hasRothIRA: optionalBoolean,
  hasIRA: optionalBoolean,
  has401k: optionalBoolean,
  hasFinAdvisor: optionalBoolean,
  hasCPA: optionalBoolean,
});
export type UpdateFamilyProfileRequest = z.infer<typeof UpdateFamilyProfileRequestSchema>;

const parentFields = {
  lastName: z.string().trim().max(120, 'That name is too long (120 characters at most).').optional(),
  age: wholeNumber('an age', 18, 100).nullable().optional(),
  maritalStatus: MaritalStatusSchema.nullable().optional(),
  annualIncome: nullableMoney,
  filingStatus: FilingStatusSchema.nullable().optional(),
  standardDeduction: nullableMoney,
  taxableIncome: nullableMoney,
  taxPaid: nullableMoney,
};
export const ParentRequestSchema = z.object({ firstName: PersonNameSchema, ...parentFields });
export type ParentRequest = z.infer<typeof ParentRequestSchema>;
export const UpdateParentRequestSchema = z.object({
  firstName: PersonNameSchema.optional(),
  ...parentFields,
});
export type UpdateParentRequest = z.infer<typeof UpdateParentRequestSchema>;

const studentFields = {
  graduationYear: wholeNumber('a high-school graduation year', GRADUATION_YEAR_MIN, GRADUATION_YEAR_MAX)
    .nullable()
    .optional(),
  overallStudentType: StudentTypeSchema.nullable().optional(),
  gpa: z
    .number({ error: 'Enter a GPA as a number, like 3.6.' })
    .min(0, 'Enter a GPA between 0 and 5.')
    .max(5, 'Enter a GPA between 0 and 5.')
    .nullable()
    .optional(),
  sat: wholeNumber('an SAT score', 400, 1600).nullable().optional(),
  act: wholeNumber('an ACT score', 1, 36).nullable().optional(),
  filedTaxes: z.boolean({ error: 'Answer yes or no.' }).nullable().optional(),
  taxAmount: nullableMoney,
  incomeAmount: nullableMoney,
  savingsAmount: nullableMoney,
  utmaAmount: nullableMoney,
};
export const StudentRequestSchema = z.object({ name: PersonNameSchema, ...studentFields });
export type StudentRequest = z.infer<typeof StudentRequestSchema>;
export const UpdateStudentRequestSchema = z.object({ name: PersonNameSchema.optional(), ...studentFields });
export type UpdateStudentRequest = z.infer<typeof UpdateStudentRequestSchema>;

/** The suffix of family writes (spec section 6): who is writing, depending on the simulation state. */
export const WriteRoleSchema = z.enum(['admin', 'agent', 'family'], {
  error: 'The last part of the address must be admin, agent or family.',
});
export type WriteRole = z.infer<typeof WriteRoleSchema>;
export const WriteRoleParamsSchema = z.object({ role: WriteRoleSchema });
export const RecordParamsSchema = z.object({ id: z.uuid('That is not a valid id.') });
export const RecordWriteParamsSchema = z.object({
  id: z.uuid('That is not a valid id.'),
  role: WriteRoleSchema,
});

export const OnboardingProgressSchema = z.object({
  currentStep: wholeNumber('a step', 0, ONBOARDING_STEP_COUNT - 1),
  completedSteps: z.array(wholeNumber('a step', 0, ONBOARDING_STEP_COUNT - 1)).max(ONBOARDING_STEP_COUNT),
  subSteps: z.partialRecord(OnboardingSubStepKeySchema, wholeNumber('a sub-step', 0, 50)),
});
export type OnboardingProgress = z.infer<typeof OnboardingProgressSchema>;
export const OnboardingProgressRequestSchema = OnboardingProgressSchema;
export type OnboardingProgressRequest = OnboardingProgress;

export const HideElementRequestSchema = z.object({
  element: HiddenElementSchema,
  hidden: z.boolean().default(true),
});
export type HideElementRequest = z.infer<typeof HideElementRequestSchema>;
export const HiddenElementsResponseSchema = z.object({ hiddenElements: z.array(HiddenElementSchema) });
export type HiddenElementsResponse = z.infer<typeof HiddenElementsResponseSchema>;

export const RequestHelpRequestSchema = z.object({
  message: z.string().trim().max(2000, 'Keep the message under 2,000 characters.').optional(),
});
export type RequestHelpRequest = z.infer<typeof RequestHelpRequestSchema>;
export const HelpRequestSchema = z.object({
  id: z.string(),
  message: z.string(),
  requestedAt: z.string(),
});
export const RequestHelpResponseSchema = z.object({
  helpRequest: HelpRequestSchema,
  /** True when an earlier request was still open: nothing new was recorded. */
  alreadyOpen: z.boolean(),
});
export type RequestHelpResponse = z.infer<typeof RequestHelpResponseSchema>;

export const ParentSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  maritalStatus: MaritalStatusSchema.nullable(),
  annualIncome: z.number().int().nullable(),
  filingStatus: FilingStatusSchema.nullable(),
  standardDeduction: z.number().int().nullable(),
  taxableIncome: z.number().int().nullable(),
  taxPaid: z.number().int().nullable(),
});
export type Parent = z.infer<typeof ParentSchema>;

export const StudentSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  graduationYear: z.number().int().nullable(),
  overallStudentType: StudentTypeSchema.nullable(),
  gpa: z.number().nullable(),
  sat: z.number().int().nullable(),
  act: z.number().int().nullable(),
  filedTaxes: z.boolean().nullable(),
  taxAmount: z.number().int().nullable(),
  incomeAmount: z.number().int().nullable(),
  savingsAmount: z.number().int().nullable(),
  utmaAmount: z.number().int().nullable(),
});
export type Student = z.infer<typeof StudentSchema>;

export const FamilyProfileResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.string().nullable(),
  invitationStatus: InvitationStatusSchema,
  completeOnboarding: z.boolean(),
  onboarding: OnboardingProgressSchema,
  familyMembersCount: z.number().int().nullable(),
  familyMembersInCollege: z.number().int().nullable(),
  filingStatus: FilingStatusSchema.nullable(),
  standardDeductionOrg: z.number().int().nullable(),
  checkingAmount: z.number().int().nullable(),
  taxableBrokerageAccountsAmount: z.number().int().nullable(),
  collegeSavingsAccountsAmount: z.number().int().nullable(),
  annualRetirementAmount: z.number().int().nullable(),
  primaryResidence: ResidenceKindSchema.nullable(),
  residenceEquity: z.number().int().nullable(),
  ownsInvestmentProperty: z.boolean(),
  investmentEquity: z.number().int().nullable(),
  hasBusinessAssets: z.boolean(),
  businessAssetsAmount: z.number().int().nullable(),
  businessIsSmallFamilyOwned: z.boolean().nullable(),
  hasLifeInsuranceAccount: z.boolean(),
  insuranceAmount: z.number().int().nullable(),
  hasAnnuities: z.boolean(),
  annuitiesAmount: z.number().int().nullable(),
  hasRothIRA: z.boolean(),
  hasIRA: z.boolean(),
  has401k: z.boolean(),
  hasFinAdvisor: z.boolean(),
  hasCPA: z.boolean(),
  /** Federal Student Aid Index of the first student, from the aid engine; null until it can be computed. */
  federalSai: z.number().int().nullable(),
  institutionalSai: z.number().int().nullable(),
  saiComputedAt: z.string().nullable(),
  hiddenElements: z.array(HiddenElementSchema),
  helpRequest: HelpRequestSchema.nullable(),
  parents: z.array(ParentSchema),
  students: z.array(StudentSchema),
});
export type FamilyProfile = z.infer<typeof FamilyProfileResponseSchema>;

/** What a create (parent, student) returns: the new record's id and the whole updated profile. */
export const CreatedInProfileResponseSchema = z.object({
  id: z.string(),
  profile: FamilyProfileResponseSchema,
});
export type CreatedInProfileResponse = z.infer<typeof CreatedInProfileResponseSchema>;
