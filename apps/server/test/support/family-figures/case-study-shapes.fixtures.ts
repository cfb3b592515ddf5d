/*
 * A saved case study of every storage shape (src/modules/family-figures/case-study-shapes.ts), written out as such a
 * row held it: literal JSON, never built from today's schemas, so that a change of the profile cannot change them. A
 * new shape adds one here.
 */

const household = {
  id: '6f1f0c9e-9a4e-4c43-9d0a-3c1b2a000001',
  name: 'The Shape Family',
  email: 'shape@example.test',
  state: 'OH',
  zip: '43215',
  invitationStatus: 'active',
  completeOnboarding: true,
  onboarding: { currentStep: 8, completedSteps: [0, 1, 2, 3, 4, 5, 6, 7, 8], subSteps: {} },
  familyMembersCount: 4,
  familyMembersInCollege: 1,
  filingStatus: 'married_joint',
  standardDeductionOrg: null,
  checkingAmount: 20000,
  taxableBrokerageAccountsAmount: 15000,
  collegeSavingsAccountsAmount: 42000,
  annualRetirementAmount: null,
  primaryResidence: 'own',
  residenceEquity: 180000,
  ownsInvestmentProperty: false,
  investmentEquity: null,
  hasBusinessAssets: false,
  businessAssetsAmount: null,
  businessIsSmallFamilyOwned: null,
  hasLifeInsuranceAccount: false,
  insuranceAmount: null,
  hasAnnuities: false,
  annuitiesAmount: null,
  hasRothIRA: false,
  hasIRA: false,
  has401k: true,
  hasFinAdvisor: false,
  hasCPA: false,
  federalSai: 14790,
  institutionalSai: 18200,
  saiComputedAt: '2026-11-23T23:30:00.000Z',
  hiddenElements: [],
  helpRequest: null,
} as const;

const parentBefore3 = {
  id: '6f1f0c9e-9a4e-4c43-9d0a-3c1b2a000101',
  position: 1,
  firstName: 'Maria',
  lastName: 'Shape',
  age: 46,
  maritalStatus: 'married',
  annualIncome: 92000,
  filingStatus: 'married_joint',
  standardDeduction: null,
  taxableIncome: null,
  taxPaid: null,
  preTaxRetirementAmount: 6000,
  deductibleIraAmount: null,
  rothRetirementAmount: null,
} as const;

const student = {
  id: '6f1f0c9e-9a4e-4c43-9d0a-3c1b2a000201',
  position: 1,
  name: 'Sofia Shape',
  graduationYear: 2027,
  overallStudentType: 'high_school_junior',
  gpa: 3.7,
  sat: 1310,
  act: null,
  filedTaxes: false,
  taxAmount: null,
  incomeAmount: 3000,
  savingsAmount: 1500,
  utmaAmount: null,
} as const;

/** Shape 1: the first case studies (0e4d37f): no invitedBy, parents without scheduleCNetProfit, no shape number. */
const shape1 = {
  profile: { ...household, parents: [parentBefore3], students: [student] },
  favourites: [],
};

/** Shape 2: invitedBy on the profile (d001603 / 10986b5), still no scheduleCNetProfit, no shape number. */
const shape2 = {
  profile: {
    ...household,
    invitedBy: {
      kind: 'financial_agent',
      name: 'Jordan Lee',
      email: 'agent@demo.test',
      phone: null,
      organisation: 'Summit Financial Partners',
    },
    parents: [parentBefore3],
    students: [student],
  },
  favourites: [],
};

/** Shape 3 as stored before shapes were numbered (6aacb5b to 0018): every parent has scheduleCNetProfit. */
const shape3Unnumbered = {
  profile: {
    ...household,
    invitedBy: null,
    parents: [{ ...parentBefore3, scheduleCNetProfit: -2500 }],
    students: [student],
  },
  favourites: [],
};

/** Shape 3, numbered (from 0019_no_lost_edits on). */
const shape3 = { shape: 3, ...shape3Unnumbered };

/** Shape 4: the case study's own copy of the family's aid offers (ADR 0065, 0026_case_study_offers). */
const shape4 = {
  ...shape3,
  shape: 4,
  offers: [
    {
      id: '6f1f0c9e-9a4e-4c43-9d0a-3c1b2a000301',
      familyId: household.id,
      studentId: student.id,
      studentName: 'Sofia Shape',
      collegeId: 204796,
      collegeName: 'Ohio State University-Main Campus',
      awardYear: '2027-28',
      tuitionAndFees: 13244,
      housingAndFood: 14000,
      housingOnCampus: true,
      booksAndSupplies: 1100,
      transportation: 900,
      personalExpenses: 2500,
      letterTotalAid: null,
      letterNetCost: null,
      appealCircumstances: '',
      items: [
        {
          id: '6f1f0c9e-9a4e-4c43-9d0a-3c1b2a000401',
          kind: 'grant',
          name: 'Buckeye Opportunity Grant',
          amount: 6000,
          source: 'college',
          basis: 'need',
          renewable: true,
          renewalCondition: 'Full-time enrollment',
          loanKind: null,
          interestRate: null,
        },
      ],
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:00:00.000Z',
    },
  ],
};

export const SHAPE_FIXTURES: { name: string; shape: number; snapshot: Record<string, unknown> }[] = [
  { name: 'shape 1 (the first case studies)', shape: 1, snapshot: shape1 },
  { name: 'shape 2 (invitedBy)', shape: 2, snapshot: shape2 },
  { name: 'shape 3, before shapes were numbered', shape: 3, snapshot: shape3Unnumbered },
  { name: 'shape 3', shape: 3, snapshot: shape3 },
  { name: 'shape 4 (aid offers)', shape: 4, snapshot: shape4 },
];
