import {
  type FamilyProfile,
  HIDDEN_ELEMENTS,
  type HiddenElement,
  householdRetirement,
  LIVING_ARRANGEMENTS,
  type OnboardingProgress,
  type Parent,
  retirementAccounts,
  STUDENT_TYPES,
  type Student,
  type StudentType,
} from '@ccp/contracts';
import type {
  FamilyRow,
  HelpRequestRow,
  InviterRow,
  ParentRow,
  StudentRow,
} from './family-profile.repository';

export function toParent(row: ParentRow): Parent {
  return {
    id: row.id,
    position: row.position,
    firstName: row.firstName,
    lastName: row.lastName,
    age: row.age,
    maritalStatus: row.maritalStatus,
    annualIncome: row.annualIncome,
    filingStatus: row.filingStatus,
    standardDeduction: row.standardDeduction,
    taxableIncome: row.taxableIncome,
    taxPaid: row.taxPaid,
    preTaxRetirementAmount: row.preTaxRetirementAmount,
    deductibleIraAmount: row.deductibleIraAmount,
    rothRetirementAmount: row.rothRetirementAmount,
    scheduleCNetProfit: row.scheduleCNetProfit,
    relationship: row.relationship,
    providedMoreSupport: row.providedMoreSupport,
    householdSize: row.householdSize,
    assetsAmount: row.assetsAmount,
  };
}

function studentType(value: string | null): StudentType | null {
  return (STUDENT_TYPES as readonly string[]).includes(value ?? '') ? (value as StudentType) : null;
}

export function toStudent(row: StudentRow): Student {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    graduationYear: row.graduationYear,
    overallStudentType: studentType(row.overallStudentType),
    gpa: row.gpa,
    sat: row.sat,
    act: row.act,
    filedTaxes: row.filedTaxes,
    taxAmount: row.taxAmount,
    incomeAmount: row.incomeAmount,
    savingsAmount: row.savingsAmount,
    utmaAmount: row.utmaAmount,
    birthYear: row.birthYear,
    dependency: row.dependency ?? null,
    spouseIncomeAmount: row.spouseIncomeAmount,
    householdSize: row.householdSize,
    livingArrangement: livingOf(row.livingArrangement),
    inCollegeDistrict: row.inCollegeDistrict,
  };
}

function livingOf(value: string | null): Student['livingArrangement'] {
  return (LIVING_ARRANGEMENTS as readonly string[]).includes(value ?? '')
    ? (value as Student['livingArrangement'])
    : null;
}

export function toOnboarding(row: FamilyRow): OnboardingProgress {
  const progress = row.onboardingProgress ?? { completedSteps: [], subSteps: {} };
  return {
    currentStep: row.onboardingStep,
    completedSteps: [...new Set(progress.completedSteps)].sort((a, b) => a - b),
    subSteps: progress.subSteps ?? {},
  };
}

export function hiddenElementsOf(row: FamilyRow): HiddenElement[] {
  return (row.hiddenElements ?? []).filter((e): e is HiddenElement =>
    (HIDDEN_ELEMENTS as readonly string[]).includes(e),
  );
}

/** The API shape of a family profile: DB rows never leave the server as they are. */
export function toFamilyProfile(
  family: FamilyRow,
  parents: ParentRow[],
  students: StudentRow[],
  help: HelpRequestRow | undefined,
  inviter: InviterRow | undefined = undefined,
): FamilyProfile {
  const accounts = retirementAccounts(family, parents);
  return {
    id: family.id,
    version: family.editVersion,
    name: family.name,
    email: family.email,
    state: family.state,
    zip: family.zip,
    invitationStatus: family.invitationStatus,
    completeOnboarding: family.completeOnboarding,
    onboarding: toOnboarding(family),
    familyMembersCount: family.familyMembersCount,
    familyMembersInCollege: family.familyMembersInCollege,
    childrenUnder17: family.childrenUnder17,
    filingStatus: family.filingStatus,
    standardDeductionOrg: family.standardDeductionOrg,
    checkingAmount: family.checkingAmount,
    taxableBrokerageAccountsAmount: family.taxableBrokerageAccountsAmount,
    collegeSavingsAccountsAmount: family.collegeSavingsAccountsAmount,
    // Asked per parent: the household figure is their sum (an older profile's own figure when none is given).
    annualRetirementAmount: householdRetirement(family.annualRetirementAmount, parents),
    primaryResidence: family.primaryResidence,
    residenceEquity: family.residenceEquity,
    ownsInvestmentProperty: family.ownsInvestmentProperty,
    investmentEquity: family.investmentEquity,
    hasBusinessAssets: family.hasBusinessAssets,
    businessAssetsAmount: family.businessAssetsAmount,
    businessIsSmallFamilyOwned: family.businessIsSmallFamilyOwned,
    hasLifeInsuranceAccount: family.hasLifeInsuranceAccount,
    insuranceAmount: family.insuranceAmount,
    hasAnnuities: family.hasAnnuities,
    annuitiesAmount: family.annuitiesAmount,
    hasRothIRA: accounts.hasRothIRA,
    hasIRA: accounts.hasIRA,
    has401k: accounts.has401k,
    hasFinAdvisor: family.hasFinAdvisor,
    hasCPA: family.hasCPA,
    parentsMaritalStatus: family.parentsMaritalStatus,
    reportingParentRemarried: family.reportingParentRemarried,
    childSupportReceived: family.childSupportReceived,
    foreignIncome: family.foreignIncome,
    untaxedIraDistributions: family.untaxedIraDistributions,
    untaxedPensions: family.untaxedPensions,
    taxExemptInterest: family.taxExemptInterest,
    educationCredits: family.educationCredits,
    meansTestedBenefits: family.meansTestedBenefits,
    dislocatedWorker: family.dislocatedWorker,
    filedSchedulesABDEFH: family.filedSchedulesABDEFH,
    federalSai: family.federalSai,
    institutionalSai: family.institutionalSai,
    saiComputedAt: family.saiComputedAt?.toISOString() ?? null,
    hiddenElements: hiddenElementsOf(family),
    helpRequest: help
      ? { id: help.id, message: help.message, requestedAt: help.createdAt.toISOString() }
      : null,
    invitedBy: inviter ?? null,
    parents: parents.map(toParent),
    students: students.map(toStudent),
  };
}
