import { TABLE_INDEX } from '@ccp/aid-engine';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app';

/* The shared set-up of the family SAI and tax tests: one app per test file (`useFamilySaiApp()`), a request helper
   and the Rivera family's answers. */
export let t: TestApp;

export function useFamilySaiApp() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
}

export async function call(user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

export const household = {
  state: 'OH',
  familyMembersCount: 4,
  familyMembersInCollege: 1,
  childrenUnder17: 0,
  filingStatus: 'married_joint',
  checkingAmount: 18_000,
  taxableBrokerageAccountsAmount: 25_000,
  collegeSavingsAccountsAmount: 42_000,
  annualRetirementAmount: 12_000,
  primaryResidence: 'own',
  residenceEquity: 180_000,
  has401k: true,
} as const;
export const parents = [
  {
    firstName: 'Maria',
    lastName: 'Rivera',
    age: 46,
    maritalStatus: 'married',
    annualIncome: 92_000,
    filingStatus: 'married_joint',
  },
  {
    firstName: 'David',
    lastName: 'Rivera',
    age: 48,
    maritalStatus: 'married',
    annualIncome: 68_000,
    filingStatus: 'married_joint',
  },
] as const;
export const student = {
  name: 'Sofia',
  graduationYear: 2027,
  filedTaxes: true,
  taxAmount: 0,
  incomeAmount: 4_500,
  savingsAmount: 3_200,
  utmaAmount: 0,
} as const;

/**
 * A profile amount as the SAI page's steps show it: as entered when the award year has its own tables, in the
 * latest tables' dollars when the year is projected (docs/decisions/0046); `null` for a projected year's income tax,
 * which is estimated on those dollars. The answer's `context` says which.
 */
export function stepAmount(
  context: { official: boolean; awardYear: string; tablesYear: string },
  amount: number,
): number {
  if (context.official) return amount;
  const years = Number(context.awardYear.slice(0, 4)) - Number(context.tablesYear.slice(0, 4));
  return Math.round(amount / (1 + TABLE_INDEX.percent / 100) ** years);
}

/** Whether one of the steps is `amount` (within $2 in a projected year: each field is restated on its own). */
export function hasStep(
  steps: { label: string; amount: number }[],
  context: { official: boolean; awardYear: string; tablesYear: string },
  label: string,
  amount: number,
): boolean {
  const found = steps.find((s) => s.label === label)?.amount;
  if (found === undefined) return false;
  return context.official ? found === amount : Math.abs(found - stepAmount(context, amount)) <= 2;
}
