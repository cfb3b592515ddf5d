/* The onboarding answers of the Nguyen family, the SAI the aid engine gives for them, and the wizard walk. */
import {
  DEFAULT_GROWTH_RATES,
  estimateFederalTaxes,
  type StudentInput,
  taxCreditChildren,
  yearFigures,
} from '@ccp/aid-engine';
import { answeredProfile } from '@ccp/aid-engine/testing';
import type { Page } from '@playwright/test';
import { awardYearFor, taxYearOf } from '../../apps/server/src/modules/sai-figures/award-year';
import { formatUsd } from '../../apps/web/src/lib/format';
import { screenshot } from './checks';
import { expect } from './e2e';

export const ONBOARDING_FIRST = 'Please complete onBoarding first.';

/** What the Nguyen family answers, and the same answers as the aid engine reads them. */
export const ANSWERS = {
  state: 'IL',
  household: '4',
  inCollege: '1',
  parents: [
    { first: 'Linh', last: 'Nguyen', age: '45', income: 78_000 },
    { first: 'Minh', last: 'Nguyen', age: '47', income: 54_000 },
  ],
  checking: 15_000,
  brokerage: 20_000,
  college529: 35_000,
  homeEquity: 210_000,
  student: {
    name: 'An Nguyen',
    graduationYear: 2027,
    gpa: '3.7',
    sat: '1280',
    income: 3_500,
    savings: 2_500,
  },
};

/** The tax the Parents step fills in: the engine's estimate for the joint return (entered with the first parent). */
export function jointTax() {
  return estimateFederalTaxes({
    wages: ANSWERS.parents[0]!.income,
    spouseWages: ANSWERS.parents[1]!.income,
    filingStatus: 'married_joint',
    taxYear: taxYearOf(awardYearFor(null)),
    // The wizard leaves "children under 17" blank: the household's other members are counted (ADR 0064).
    qualifyingChildren: taxCreditChildren(null, 4, 2).children,
  });
}

export function expectedSai(): number {
  const tax = jointTax();
  const profile = answeredProfile({
    state: ANSWERS.state,
    familyMembersCount: 4,
    familyMembersInCollege: 1,
    filingStatus: 'married_joint',
    checkingAmount: ANSWERS.checking,
    taxableBrokerageAccountsAmount: ANSWERS.brokerage,
    collegeSavingsAccountsAmount: ANSWERS.college529,
    primaryResidence: 'own',
    residenceEquity: ANSWERS.homeEquity,
    hasRothIRA: true,
    has401k: true,
    parents: [
      {
        age: 45,
        maritalStatus: 'married',
        annualIncome: ANSWERS.parents[0]!.income,
        filingStatus: 'married_joint',
        taxPaid: tax.incomeTax,
        taxableIncome: tax.taxableIncome,
      },
      {
        age: 47,
        maritalStatus: 'married',
        annualIncome: ANSWERS.parents[1]!.income,
        filingStatus: 'married_joint',
        taxPaid: 0,
        taxableIncome: 0,
      },
    ],
  });
  const student: StudentInput = {
    incomeAmount: ANSWERS.student.income,
    taxAmount: 0,
    savingsAmount: ANSWERS.student.savings,
    utmaAmount: 0,
    filedTaxes: true,
  };
  // The student's first college year, by the one sequence every screen runs (docs/decisions/0046).
  return yearFigures({
    profile,
    student,
    awardYear: awardYearFor(ANSWERS.student.graduationYear),
    baseAwardYear: awardYearFor(null),
    incomeGrowthPercent: DEFAULT_GROWTH_RATES.incomeGrowthPercent,
    assetGrowthPercent: DEFAULT_GROWTH_RATES.assetGrowthPercent,
    studentsInCollege: 1,
  }).federalSai;
}

export const money = (n: number) => n.toLocaleString('en-US');

export async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name} fits the ${width} px screen`).toBeLessThanOrEqual(width);
  await screenshot(page, `family/${name}-${width}`);
}

export async function next(page: Page) {
  await page.getByRole('button', { name: /^(Get started|Save and continue)/ }).click();
}

export async function expectStep(page: Page, index: number, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`currentStepIndex=${index}&subStep=\\d+$`));
}

export function yesNo(page: Page, question: RegExp, answer: 'Yes' | 'No') {
  return page.getByRole('group', { name: question }).getByLabel(answer).check();
}

/** Goes through the nine steps as a family would, with a reload in the middle. */
export async function completeWizard(page: Page, prefix: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('About 15 minutes')).toBeVisible();
  await shot(page, `${prefix}-1-welcome`);
  await next(page);

  await expectStep(page, 1, 'Household');
  await page.getByLabel('State you live in').selectOption(ANSWERS.state);
  await next(page);
  await page.getByLabel('People in your household').selectOption(ANSWERS.household);
  await page.getByLabel('How many will be in college at the same time').selectOption(ANSWERS.inCollege);
  await shot(page, `${prefix}-2-household`);
  await next(page);

  await expectStep(page, 2, 'Parents');
  await page.getByLabel('What is the parents’ marital status today?').selectOption('married');
  for (const [i, name] of ['First parent', 'Second parent'].entries()) {
    if (i === 1) await page.getByRole('button', { name: 'Add a second parent' }).click();
    const group = page.getByRole('group', { name });
    const parent = ANSWERS.parents[i]!;
    await group.getByLabel('First name').fill(parent.first);
    await group.getByLabel('Last name').fill(parent.last);
    await group.getByLabel('Age', { exact: true }).fill(parent.age);
  }
  await shot(page, `${prefix}-3-parents`);
  await next(page);
  for (const [i, parent] of ANSWERS.parents.entries()) {
    const group = page.getByRole('group', { name: parent.first });
    await group.getByLabel(/Pay before deductions/).fill(money(parent.income));
    await group.getByLabel('Tax filing status').selectOption('married_joint');
    if (i === 1) {
      await expect(group.getByLabel('Federal income tax paid')).toHaveValue('0');
    }
  }
  // The engine's estimate for the joint return lands with the first parent.
  const first = page.getByRole('group', { name: ANSWERS.parents[0]!.first });
  await expect(first.getByLabel('Federal income tax paid')).toHaveValue(money(jointTax().incomeTax));
  await expect(first.getByLabel('Taxable income')).toHaveValue(money(jointTax().taxableIncome));
  await shot(page, `${prefix}-3-parents-income`);
  await next(page);

  await expectStep(page, 3, 'Savings & Investments');
  await page.getByLabel('Cash, checking and savings').fill(money(ANSWERS.checking));
  await page.getByLabel('Taxable investment accounts').fill(String(ANSWERS.brokerage));
  await page.getByLabel(/College savings/).fill(money(ANSWERS.college529));
  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 2, 'Parents');
  await next(page);
  await expect(page.getByLabel('Taxable investment accounts')).toHaveValue(String(ANSWERS.brokerage));
  await shot(page, `${prefix}-4-savings`);
  await next(page);

  await expectStep(page, 4, 'Household Finance');
  await page.getByLabel('Do you own or rent the home you live in?').selectOption('own');
  await page.getByLabel('Home equity').fill(money(ANSWERS.homeEquity));
  await shot(page, `${prefix}-5-household-finance`);
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Other real estate' })).toBeVisible();

  // A reload in the middle lands on the same step and part, with the answers kept.
  await page.reload();
  await expectStep(page, 4, 'Household Finance');
  await expect(page.getByRole('heading', { level: 2, name: 'Other real estate' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Home equity')).toHaveValue(money(ANSWERS.homeEquity));
  await next(page);

  await yesNo(page, /real estate other than your home/, 'No');
  await next(page);
  await yesNo(page, /business or a farm/, 'Yes');
  await expect(page.getByLabel('Net worth of the business or farm')).toBeVisible();
  await yesNo(page, /business or a farm/, 'No'); // a No hides and clears the amount
  await expect(page.getByLabel('Net worth of the business or farm')).toHaveCount(0);
  await next(page);
  await yesNo(page, /life insurance/, 'No');
  await yesNo(page, /annuities/, 'No');
  await next(page);

  await expectStep(page, 5, 'Retirement');
  await yesNo(page, /401\(k\)/, 'Yes');
  await yesNo(page, /traditional IRA/, 'No');
  await yesNo(page, /Roth IRA/, 'Yes');
  await shot(page, `${prefix}-6-retirement`);
  await next(page);

  await expectStep(page, 6, 'Additional Information');
  await shot(page, `${prefix}-7-additional-information`);
  await yesNo(page, /financial advisor/, 'No');
  await yesNo(page, /accountant/, 'Yes');
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Less common FAFSA questions' })).toBeVisible();
  await expect(page.getByText(/Most families answer none to every one of these/)).toBeVisible();
  await next(page);

  await expectStep(page, 7, 'Students');
  await page.getByLabel('1st student’s name').fill(ANSWERS.student.name);
  await next(page);
  await page.getByLabel('High-school graduation year').selectOption(String(ANSWERS.student.graduationYear));
  await page.getByLabel('Where the student is in school').selectOption('high_school_senior');
  await page.getByLabel('GPA').fill(ANSWERS.student.gpa);
  await page.getByLabel('SAT score').fill('2000');
  await next(page);
  await expect(page.getByText('Enter an SAT score between 400 and 1600.')).toBeVisible();
  await page.getByLabel('SAT score').fill(ANSWERS.student.sat);
  await shot(page, `${prefix}-8-students`);
  await next(page);
  await yesNo(page, /file a tax return/, 'Yes');
  await page.getByLabel('Federal income tax the student paid').fill('0');
  await page.getByLabel(/Student’s income from work/).fill(money(ANSWERS.student.income));
  await yesNo(page, /savings of their own/, 'Yes');
  await page.getByLabel('Student’s own savings').fill(money(ANSWERS.student.savings));
  await yesNo(page, /UTMA or UGMA/, 'No');
  await next(page);

  await expectStep(page, 8, 'Review');
  await expect(page.getByRole('region', { name: 'Savings & Investments' })).toContainText(
    formatUsd(ANSWERS.college529),
  );
  await shot(page, `${prefix}-9-review`);
  await page.getByRole('button', { name: 'Finish and see my SAI' }).click();
  await expect(page.getByText('Calculating your SAI…')).toBeVisible();
  await expect(page).toHaveURL('/family/federal-sai');
}
