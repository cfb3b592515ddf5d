import {
  computeSai,
  estimateFederalTaxes,
  type FamilyProfileInput,
  type StudentInput,
  saiRequestFromProfile,
} from '@ccp/aid-engine';
import type { Page } from '@playwright/test';
import { awardYearFor, taxYearOf } from '../apps/server/src/modules/family-sai/award-year';
import { formatUsd } from '../apps/web/src/lib/format';
import { DEMO_PASSWORD, expect, freshEmail, logInAs, signUpThroughApi, test } from './support/e2e';

/**
 * The family's own product: the onboarding wizard, the SAI page, the profile and the overview.
 * Runs after the other specs (playwright.config.ts): it finishes the onboarding of newfamily@demo.test, which
 * they use as a family still onboarding. Screenshots go to screenshots/ (git-ignored).
 */

const ONBOARDING_FIRST = 'Please complete onBoarding first.';

/** What the Nguyen family answers, and the same answers as the aid engine reads them. */
const ANSWERS = {
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
  retirement: 9_000,
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
function jointTax() {
  return estimateFederalTaxes({
    wages: ANSWERS.parents[0]!.income,
    spouseWages: ANSWERS.parents[1]!.income,
    filingStatus: 'married_joint',
    taxYear: taxYearOf(awardYearFor(null)),
  });
}

function expectedSai(): number {
  const tax = jointTax();
  const profile: FamilyProfileInput = {
    state: ANSWERS.state,
    familyMembersCount: 4,
    familyMembersInCollege: 1,
    filingStatus: 'married_joint',
    checkingAmount: ANSWERS.checking,
    taxableBrokerageAccountsAmount: ANSWERS.brokerage,
    collegeSavingsAccountsAmount: ANSWERS.college529,
    annualRetirementAmount: ANSWERS.retirement,
    insuranceAmount: null,
    primaryResidence: 'own',
    residenceEquity: ANSWERS.homeEquity,
    ownsInvestmentProperty: false,
    investmentEquity: null,
    hasBusinessAssets: false,
    businessAssetsAmount: null,
    businessIsSmallFamilyOwned: null,
    hasAnnuities: false,
    annuitiesAmount: null,
    hasLifeInsuranceAccount: false,
    hasRothIRA: true,
    hasIRA: false,
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
  };
  const student: StudentInput = {
    incomeAmount: ANSWERS.student.income,
    taxAmount: 0,
    savingsAmount: ANSWERS.student.savings,
    utmaAmount: 0,
    filedTaxes: true,
  };
  const award = awardYearFor(ANSWERS.student.graduationYear);
  return computeSai(saiRequestFromProfile(profile, student, award).request).sai;
}

const money = (n: number) => n.toLocaleString('en-US');

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name} fits the ${width} px screen`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `screenshots/family/${name}-${width}.png`, fullPage: true });
}

async function next(page: Page) {
  await page.getByRole('button', { name: /^(Get started|Save and continue)/ }).click();
}

async function expectStep(page: Page, index: number, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`currentStepIndex=${index}$`));
}

function yesNo(page: Page, question: RegExp, answer: 'Yes' | 'No') {
  return page.getByRole('group', { name: question }).getByLabel(answer).check();
}

/** Goes through the nine steps as a family would, with a reload in the middle. */
async function completeWizard(page: Page, prefix: string) {
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
  await page.getByLabel('How the household files taxes').selectOption('married_joint');
  await next(page);

  await expectStep(page, 2, 'Parents');
  for (const [i, name] of ['First parent', 'Second parent'].entries()) {
    if (i === 1) await page.getByRole('button', { name: 'Add a second parent' }).click();
    const group = page.getByRole('group', { name });
    const parent = ANSWERS.parents[i]!;
    await group.getByLabel('First name').fill(parent.first);
    await group.getByLabel('Last name').fill(parent.last);
    await group.getByLabel('Age', { exact: true }).fill(parent.age);
    await group.getByLabel('Marital status').selectOption('married');
  }
  await shot(page, `${prefix}-3-parents`);
  await next(page);
  for (const [i, parent] of ANSWERS.parents.entries()) {
    const group = page.getByRole('group', { name: parent.first });
    await group.getByLabel(/Yearly income from work/).fill(money(parent.income));
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
  await page.getByLabel(/Yearly contributions to retirement accounts/).fill(money(ANSWERS.retirement));
  await yesNo(page, /401\(k\)/, 'Yes');
  await yesNo(page, /traditional IRA/, 'No');
  await yesNo(page, /Roth IRA/, 'Yes');
  await shot(page, `${prefix}-6-retirement`);
  await next(page);

  await expectStep(page, 6, 'Additional Information');
  await expect(page.getByLabel('Deduction on your tax return')).toHaveValue(
    money(jointTax().standardDeduction),
  );
  await shot(page, `${prefix}-7-additional-information`);
  await next(page);
  await yesNo(page, /financial advisor/, 'No');
  await yesNo(page, /accountant/, 'Yes');
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
  await page.getByLabel(/Student’s yearly income from work/).fill(money(ANSWERS.student.income));
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

test.describe('the family product', () => {
  test.describe.configure({ timeout: 180_000 });

  test('newfamily@demo.test goes through the nine steps, reloads mid-way, and sees the SAI the aid engine gives', async ({
    page,
  }) => {
    await logInAs(page, 'newFamily');
    await completeWizard(page, 'wizard');

    const sai = expectedSai();
    await expect(page.getByRole('region', { name: `Federal SAI for ${ANSWERS.student.name}` })).toContainText(
      formatUsd(sai),
    );
    // The first-visit tour introduces the navigation, and once skipped it stays hidden.
    const tour = page.getByRole('dialog', { name: 'Your SAI' });
    await expect(tour).toBeVisible();
    await shot(page, 'sai-tour');
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Your profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip tour' }).first().click();
    await expect(page.getByRole('dialog', { name: /Your/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'How your SAI was reached' })).toContainText(
      'Parents’ contribution',
    );
    await expect(page.getByRole('region', { name: 'What would change your SAI' })).toContainText(
      /Move \$10,000 from a brokerage account into a 529\s*Changes nothing/,
    );
    await shot(page, 'sai');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Federal SAI for An Nguyen' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your SAI' })).toHaveCount(0);

    // The profile shows every answer, and the SAI there is the same.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/family/profile');
    await expect(page.getByText(formatUsd(sai), { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: /1st parent.*Linh Nguyen/ })).toBeChecked();
    await expect(page.getByLabel('Home equity')).toHaveValue(money(ANSWERS.homeEquity));
    await shot(page, 'profile');

    // Two colleges saved through the colleges API; the overview shows what each would cost this family.
    const search = await page.request.get('/api/family/colleges?state=IL&college_level=4-year&limit=2');
    expect(search.ok(), await search.text()).toBe(true);
    const colleges = ((await search.json()) as { items: { id: number; name: string }[] }).items;
    const profile = (await (await page.request.get('/api/family/profile')).json()) as {
      students: { id: string }[];
    };
    for (const college of colleges) {
      // A write with the session cookie must name the app's own origin, as the browser does (same-origin rule).
      const saved = await page.request.post('/api/family/favourite/family', {
        data: { collegeId: college.id, studentId: profile.students[0]!.id },
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /at a glance/ })).toBeVisible();
    const student = page.getByRole('region', { name: ANSWERS.student.name });
    await expect(student).toContainText(formatUsd(sai));
    for (const college of colleges) {
      await expect(student.getByRole('rowheader', { name: new RegExp(college.name) })).toBeVisible();
    }
    await shot(page, 'overview');
  });

  test('before onboarding every family page but profile, onboarding and the calculator says so; after, they open', async ({
    page,
  }) => {
    const email = freshEmail('gate');
    await page.goto('/family/signup');
    await page.getByLabel('Your full name').fill('The Okafor Family');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('State of residence').selectOption({ label: 'Georgia' });
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/family/onboarding');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const toast = page.getByText(ONBOARDING_FIRST);
    // The message shows for 1.5 s: watch for it from before the click, and let it go before the next one.
    const expectRefused = async (click: () => Promise<void>) => {
      await expect(toast).toHaveCount(0, { timeout: 5_000 });
      const shown = expect(toast).toBeVisible();
      await click();
      await shown;
      await expect(page).toHaveURL('/family/onboarding');
    };
    for (const label of ['Overview', 'SAI Number', 'Bonus Resources']) {
      await expectRefused(() => nav.getByRole('link', { name: label }).click());
    }
    for (const item of ['Search Colleges', 'Favorite']) {
      await expectRefused(async () => {
        await nav.getByRole('button', { name: 'Colleges' }).click();
        await page.getByRole('menuitem', { name: item }).click();
      });
      await page.keyboard.press('Escape');
    }
    for (const path of [
      '/family/overview',
      '/family/federal-sai',
      '/family/resources',
      '/family/college/search',
      '/family/college/favorite-colleges',
      '/family/profile',
    ]) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/family\/onboarding/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    }
    // A step index out of range, or a step still locked, falls back to the first incomplete step.
    for (const index of ['42', '6']) {
      await page.goto(`/family/onboarding?currentStepIndex=${index}`);
      await expect(page).toHaveURL('/family/onboarding?currentStepIndex=0');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    }
    await page.goto('/family/cost-calculator');
    await expect(page).toHaveURL('/family/cost-calculator');

    // Onboarding done through the API, as the wizard would send it (from the app's own origin).
    const origin = new URL(page.url()).origin;
    const api = async (method: 'put' | 'post', url: string, data: object = {}) => {
      const res = await page.request[method](url, { data, headers: { Origin: origin } });
      expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    };
    await api('put', '/api/family/profile/family', {
      state: 'GA',
      familyMembersCount: 3,
      familyMembersInCollege: 1,
    });
    await api('post', '/api/family/profile/parent', {
      firstName: 'Ada',
      maritalStatus: 'single',
      annualIncome: 41_000,
      filingStatus: 'head_of_household',
    });
    await api('post', '/api/family/profile/student', {
      name: 'Chidi',
      graduationYear: 2028,
      incomeAmount: 0,
    });
    await api('put', '/api/family/profile/done-onboarding/family');

    await page.goto('/family/federal-sai');
    for (const [label, heading] of [
      ['Overview', /at a glance/],
      ['SAI Number', 'Your Student Aid Index'],
      ['Bonus Resources', 'Guides to paying for college'],
      ['Profile', 'Your family profile'],
    ] as const) {
      const skip = page.getByRole('button', { name: 'Skip tour' });
      if (await skip.isVisible()) await skip.click();
      await nav.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(ONBOARDING_FIRST)).toHaveCount(0);
    }
    await page.goto('/family/onboarding');
    await expect(page).toHaveURL('/family/college/search');
  });

  test('on a phone, a new family goes through the wizard and sees its SAI, profile and overview', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpThroughApi(page, 'family', freshEmail('phone'), 'The Nguyen Family');
    await page.goto('/family/onboarding');
    await completeWizard(page, 'wizard');
    await expect(page.getByRole('region', { name: `Federal SAI for ${ANSWERS.student.name}` })).toContainText(
      formatUsd(expectedSai()),
    );
    await shot(page, 'sai-tour');
    await page.getByRole('button', { name: 'Skip tour' }).first().click();
    await shot(page, 'sai');
    await page.goto('/family/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your family profile' })).toBeVisible();
    await shot(page, 'profile');

    // Deleting the second parent asks first; Keep changes nothing, Delete removes them and the SAI is recomputed.
    // The parents are pill-shaped labels around visually hidden radios: a person taps the pill.
    await page.locator('label').filter({ hasText: '2nd parent' }).click();
    await expect(page.getByRole('radio', { name: /2nd parent.*Minh Nguyen/ })).toBeChecked();
    await page.getByRole('button', { name: 'Delete Minh Nguyen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Minh Nguyen?' });
    await confirm.getByRole('button', { name: 'Keep' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /2nd parent.*Minh Nguyen/ })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Minh Nguyen' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('radio', { name: /2nd parent/ })).toHaveCount(0);
    const after = (await (await page.request.get('/api/family/profile')).json()) as { parents: unknown[] };
    expect(after.parents).toHaveLength(1);

    await page.goto('/family/overview');
    await expect(page.getByRole('heading', { level: 1, name: /at a glance/ })).toBeVisible();
    await shot(page, 'overview');
  });
});
