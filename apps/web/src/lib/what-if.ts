import {
  engineProfile,
  engineStudent,
  estimateReasons,
  type FamilyNetPrice,
  type FamilyNetPriceCollege,
  familyNetPrice,
  studentFigures,
} from '@ccp/aid-engine';
import type {
  FamilyProfile,
  UpdateFamilyProfileRequest,
  UpdateParentRequest,
} from '@ccp/contracts/family-profile-types';

/**
 * The what-ifs of the SAI page: the family moves sliders, the browser changes a copy of the saved profile and runs
 * the aid engine on it (the same mapping and engine calls as the server: `engineProfile`, `studentFigures`,
 * `familyNetPrice`). Nothing is written until the family saves the changed profile as its own.
 */
export interface WhatIfChoices {
  /** Each parent's yearly pay before deductions, in the profile's parent order (a raise or a new job). */
  parentIncomes: number[];
  checking: number;
  brokerage: number;
  collegeSavings: number;
  investmentEquity: number;
  businessAssets: number;
  /** Savings (cash first, then investments) moved into a parent-owned 529. */
  moveTo529: number;
  /** Savings (cash first, then investments) moved into a retirement account, which the FAFSA does not count. */
  moveToRetirement: number;
  /** Savings (cash first, then investments) spent on a home: it becomes home equity, which the FAFSA does not count. */
  homePurchase: number;
  /** People in the household in college at the same time. */
  inCollege: number;
}

const amount = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : 0);

/** The choices that leave the profile as saved. */
export function initialChoices(profile: FamilyProfile): WhatIfChoices {
  return {
    parentIncomes: profile.parents.map((p) => amount(p.annualIncome)),
    checking: amount(profile.checkingAmount),
    brokerage: amount(profile.taxableBrokerageAccountsAmount),
    collegeSavings: amount(profile.collegeSavingsAccountsAmount),
    investmentEquity: amount(profile.investmentEquity),
    businessAssets: amount(profile.businessAssetsAmount),
    moveTo529: 0,
    moveToRetirement: 0,
    homePurchase: 0,
    inCollege: Math.max(amount(profile.familyMembersInCollege), 1),
  };
}

/** The most the moves can take together: the cash and investments the choices leave. */
export function movableSavings(choices: WhatIfChoices): number {
  return choices.checking + choices.brokerage;
}

/** The most people in college at once: the household's size (at most 4, the profile's limit). */
export function maxInCollege(profile: FamilyProfile): number {
  return Math.min(4, Math.max(1, profile.familyMembersCount ?? 4));
}

/** The saved profile with the choices applied (the moves take cash first, then investments). */
export function applyChoices(profile: FamilyProfile, choices: WhatIfChoices): FamilyProfile {
  let checking = choices.checking;
  let brokerage = choices.brokerage;
  const take = (wanted: number) => {
    const fromCash = Math.min(wanted, checking);
    checking -= fromCash;
    const fromInvestments = Math.min(wanted - fromCash, brokerage);
    brokerage -= fromInvestments;
    return fromCash + fromInvestments;
  };
  const to529 = take(choices.moveTo529);
  take(choices.moveToRetirement);
  const toHome = take(choices.homePurchase);
  const parents = profile.parents.map((p, i) => {
    const income = choices.parentIncomes[i] ?? amount(p.annualIncome);
    if (income === amount(p.annualIncome)) return p;
    // A new income: the tax is estimated from it (the tax typed for the old income would no longer fit).
    return { ...p, annualIncome: income, taxPaid: null, taxableIncome: null };
  });
  return {
    ...profile,
    checkingAmount: changedOr(profile.checkingAmount, checking),
    taxableBrokerageAccountsAmount: changedOr(profile.taxableBrokerageAccountsAmount, brokerage),
    collegeSavingsAccountsAmount: changedOr(
      profile.collegeSavingsAccountsAmount,
      choices.collegeSavings + to529,
    ),
    investmentEquity: changedOr(profile.investmentEquity, choices.investmentEquity),
    businessAssetsAmount: changedOr(profile.businessAssetsAmount, choices.businessAssets),
    residenceEquity: toHome > 0 ? amount(profile.residenceEquity) + toHome : profile.residenceEquity,
    primaryResidence: toHome > 0 ? 'own' : profile.primaryResidence,
    familyMembersInCollege: changedOr(profile.familyMembersInCollege, choices.inCollege, 1),
    parents,
  };
}

/** Keeps a null (unanswered) figure null while the choice equals what null means. */
function changedOr(saved: number | null, chosen: number, nullMeans = 0): number | null {
  return saved === null && chosen === nullMeans ? null : chosen;
}

export interface WhatIfFigures {
  federalSai: number;
  pell: number;
  institutional: number;
  institutionalLow: number;
  institutionalHigh: number;
}

/** One student's figures for a profile, by the aid engine (the same calls as the server's SAI page). */
export function figuresFor(
  profile: FamilyProfile,
  studentId: string,
  awardYear: string,
): WhatIfFigures | null {
  const student = profile.students.find((s) => s.id === studentId);
  if (!student || profile.parents.length === 0) return null;
  const { federal, pell, institutional } = studentFigures(
    engineProfile(profile, profile.parents),
    engineStudent(student),
    awardYear,
  );
  return {
    federalSai: federal.sai,
    pell: pell.annualAward,
    institutional: institutional.estimate,
    institutionalLow: institutional.low,
    institutionalHigh: institutional.high,
  };
}

/** Why the changed profile's estimates may differ: the engine's one list, as the server gives it for the saved one. */
export function reasonsFor(profile: FamilyProfile): string[] {
  return estimateReasons(engineProfile(profile, profile.parents)).map((r) => r.text);
}

/** The parents' incomes added up, as the college screens pick the net price band (null when none is known). */
export function familyIncome(profile: FamilyProfile): number | null {
  const known = profile.parents.filter((p) => p.annualIncome !== null);
  return known.length === 0 ? null : known.reduce((sum, p) => sum + amount(p.annualIncome), 0);
}

/** A favourite college's net price for changed figures, by the engine's one net price rule. */
export function netPriceFor(
  college: FamilyNetPriceCollege,
  costOfAttendance: number | null,
  figures: WhatIfFigures,
  income: number | null,
): FamilyNetPrice | null {
  const price = familyNetPrice(
    college,
    { federalSai: figures.federalSai, institutionalSai: figures.institutional, income },
    costOfAttendance,
  );
  return price.method === 'unavailable' ? null : price;
}

export interface ProfileChange {
  label: string;
  from: number | string | null;
  to: number | string | null;
}

export interface WhatIfWrites {
  family: UpdateFamilyProfileRequest | null;
  parents: { id: string; input: UpdateParentRequest }[];
  changes: ProfileChange[];
}

const FAMILY_FIELDS = [
  ['checkingAmount', 'Cash, savings and checking'],
  ['taxableBrokerageAccountsAmount', 'Investments (brokerage accounts)'],
  ['collegeSavingsAccountsAmount', 'College savings (529 plans)'],
  ['investmentEquity', 'Investment property equity'],
  ['businessAssetsAmount', 'Business assets'],
  ['residenceEquity', 'Home equity'],
  ['primaryResidence', 'Home'],
  ['familyMembersInCollege', 'People in college at the same time'],
] as const satisfies readonly (readonly [keyof UpdateFamilyProfileRequest & keyof FamilyProfile, string])[];

/** What saving the changed profile writes, and each change in words for the confirmation. */
export function whatIfWrites(saved: FamilyProfile, changed: FamilyProfile): WhatIfWrites {
  const changes: ProfileChange[] = [];
  const family: UpdateFamilyProfileRequest = {};
  for (const [key, label] of FAMILY_FIELDS) {
    if (saved[key] === changed[key]) continue;
    Object.assign(family, { [key]: changed[key] });
    changes.push({ label, from: saved[key], to: changed[key] });
  }
  const parents: WhatIfWrites['parents'] = [];
  changed.parents.forEach((p, i) => {
    const before = saved.parents[i];
    if (!before || before.annualIncome === p.annualIncome) return;
    const name = p.firstName || `Parent ${i + 1}`;
    changes.push({
      label: `${name}’s yearly pay before deductions`,
      from: before.annualIncome,
      to: p.annualIncome,
    });
    const input: UpdateParentRequest = { annualIncome: p.annualIncome };
    if (before.taxPaid !== null || before.taxableIncome !== null) {
      input.taxPaid = null;
      input.taxableIncome = null;
      changes.push({
        label: `${name}’s federal tax paid`,
        from: before.taxPaid,
        to: 'Estimated from the new pay',
      });
    }
    parents.push({ id: p.id, input });
  });
  return { family: Object.keys(family).length > 0 ? family : null, parents, changes };
}
