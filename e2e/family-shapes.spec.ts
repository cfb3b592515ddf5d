import type { Page } from '@playwright/test';
import { expect, freshEmail, signUpThroughApi, test } from './support/e2e';
import { next, shot, yesNo } from './support/family-wizard';

/*
 * Issue 21: a divorced family and an independent student go through onboarding; the SAI page names who reported and
 * which formula applied. Screenshots at 1280 and 375 px (screenshots/family/, git-ignored).
 */

interface Adult {
  first: string;
  last: string;
  age: string;
  income: string;
  filing: string;
}

async function household(page: Page, people: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await next(page);
  await page.getByLabel('State you live in').selectOption('OH');
  await next(page);
  await page.getByLabel('People in your household').selectOption(people);
  await page.getByLabel('How many will be in college at the same time').selectOption('1');
  await next(page);
}

async function parents(
  page: Page,
  status: string,
  adults: Adult[],
  supporter: string | null,
  prefix: string,
) {
  await page.getByLabel('What is the parents’ marital status today?').selectOption(status);
  for (const [i, adult] of adults.entries()) {
    if (i === 1) await page.getByRole('button', { name: 'Add a second parent' }).click();
    const group = page.getByRole('group', { name: i === 0 ? 'First parent' : 'Second parent' });
    await group.getByLabel('First name').fill(adult.first);
    await group.getByLabel('Last name').fill(adult.last);
    await group.getByLabel('Age', { exact: true }).fill(adult.age);
  }
  if (supporter) {
    await page
      .getByLabel('Which parent provided more financial support in the last 12 months?')
      .selectOption({ label: supporter });
    await yesNo(page, /remarried/, 'No');
    await expect(page.getByText('CSS Profile colleges ask about this parent.')).toBeVisible();
    await expect(page.getByTestId('who-reports')).toContainText(`On the FAFSA, ${supporter} reports`);
  }
  await shot(page, `${prefix}-parents`);
  await next(page);
  for (const adult of adults) {
    const group = page.getByRole('group', { name: adult.first });
    await group.getByLabel(/Pay before deductions/).fill(adult.income);
    await group.getByLabel('Tax filing status').selectOption(adult.filing);
  }
  await next(page);
}

/** The Parents step for an independent student: one Yes, and no question about parents. */
async function noParents(page: Page, prefix: string) {
  await yesNo(page, /Is the student independent/, 'Yes');
  await expect(page.getByLabel('What is the parents’ marital status today?')).toHaveCount(0);
  await expect(page.getByText(/An independent student’s FAFSA has no parent section/)).toBeVisible();
  await shot(page, `${prefix}-parents`);
  await next(page);
  await expect(page.getByText('No parent income is asked.')).toBeVisible();
  // The guide beside the steps lists the student's own papers once the student is independent.
  const guide = page.getByRole('region', { name: 'Good to have at hand' });
  await expect(guide).toContainText(
    'The student’s last federal tax return (Form 1040), and the spouse’s if married',
  );
  await expect(guide).not.toContainText(/parent/i);
  await bothWidths(page, `${prefix}-guide`, guide);
  // On a phone it sits above the form, folded to one line that opens.
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(guide.getByRole('list')).toBeHidden();
  await guide.getByText('Good to have at hand').click();
  await expect(guide.getByRole('list')).toContainText('The student’s last federal tax return');
  await expect(guide.getByRole('list')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await next(page);
}

async function finances(page: Page, independent = false) {
  await page.getByLabel('Cash, checking and savings').fill('5,000');
  await page.getByLabel('Taxable investment accounts').fill('0');
  await page.getByLabel(/College savings/).fill('0');
  await next(page);
  await page.getByLabel('Do you own or rent the home you live in?').selectOption('rent');
  await next(page);
  await yesNo(page, /real estate other than your home/, 'No');
  await next(page);
  await yesNo(page, /business or a farm/, 'No');
  await next(page);
  await yesNo(page, /life insurance/, 'No');
  await yesNo(page, /annuities/, 'No');
  await next(page);
  await next(page); // retirement: the accounts' Yes/No default to No
  await yesNo(page, /financial advisor/, 'No');
  await yesNo(page, /accountant/, 'No');
  await next(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Less common FAFSA questions' })).toBeVisible();
  await expect(page.getByText(/Most families answer none to every one of these/)).toBeVisible();
  if (independent)
    await expect(page.getByText(/answer for the student’s \(and a spouse’s\) own tax return/)).toBeVisible();
  await next(page);
}

async function student(
  page: Page,
  name: string,
  school: { year: string; type: string; birthYear?: string; dependentBirthYear?: string },
  money: { income: string; tax: string },
) {
  await page.getByLabel('1st student’s name').fill(name);
  await next(page);
  await page.getByLabel('High-school graduation year').selectOption(school.year);
  await page.getByLabel('Where the student is in school').selectOption(school.type);
  if (school.dependentBirthYear) {
    // No parent was entered: a student who is dependent by the answers is stopped here, with the reason.
    await page.getByLabel('Year of birth').fill(school.dependentBirthYear);
    await next(page);
    await expect(page.getByText(/With no parent, the student must be independent/).first()).toBeVisible();
  }
  if (school.birthYear) await page.getByLabel('Year of birth').fill(school.birthYear);
  await next(page);
  await yesNo(page, /file a tax return/, 'Yes');
  await page.getByLabel('Federal income tax the student paid').fill(money.tax);
  await page.getByLabel(/Student’s income from work/).fill(money.income);
  await yesNo(page, /savings of their own/, 'No');
  await yesNo(page, /UTMA or UGMA/, 'No');
  await next(page);
  await page.getByRole('button', { name: 'Finish and see my SAI' }).click();
  await expect(page).toHaveURL('/family/federal-sai');
  const tour = page.getByRole('dialog', { name: 'Your SAI' });
  await expect(tour).toBeVisible();
  await page.getByRole('button', { name: 'Skip tour' }).first().click();
}

/** Screenshots at 1280 and 375 px, once `ready` is in view at 1280 px (on a phone the onboarding guide is folded to one line). */
async function bothWidths(page: Page, name: string, ready = page.getByTestId('who-reported')) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1280) await expect(ready).toBeVisible();
    await shot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('every family’s shape (issue 21)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a divorced family: the parent who provided more support reports, the other parent is its own CSS line', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'family', freshEmail('divorced'), 'The Diaz Family');
    await page.goto('/family/onboarding');
    await household(page, '2');
    await parents(
      page,
      'divorced',
      [
        { first: 'Ben', last: 'Diaz', age: '47', income: '150,000', filing: 'single' },
        { first: 'Ana', last: 'Diaz', age: '45', income: '50,000', filing: 'head_of_household' },
      ],
      'Ana Diaz',
      'shapes-divorced',
    );
    await finances(page);
    await student(page, 'Cam Diaz', { year: '2027', type: 'high_school_senior' }, { income: '0', tax: '0' });

    const who = page.getByTestId('who-reported');
    await expect(who).toContainText('Parent 2, who provided more financial support in the last 12 months');
    await expect(who).toContainText('Formula A: dependent student');
    await expect(page.getByTestId('other-parent-line')).toContainText('the other parent’s own contribution');
    await bothWidths(page, 'shapes-divorced-sai');

    // The profile asks the same questions with the answers kept.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/family/profile');
    const situation = page.getByRole('region', { name: 'The parents’ situation' });
    await expect(situation.getByLabel('What is the parents’ marital status today?')).toHaveValue('divorced');
    await expect(
      situation.getByLabel('Which parent provided more financial support in the last 12 months?'),
    ).toHaveValue('1');
    await expect(situation.getByTestId('who-reports')).toContainText('On the FAFSA, Ana Diaz reports');
    await expect(page.getByRole('region', { name: 'Less common FAFSA questions' })).toBeVisible();
    await shot(page, 'shapes-divorced-profile');
  });

  test('an independent student (born in 2000) with no parent: Formula B from the student’s own income', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'family', freshEmail('independent'), 'Dee Park');
    await page.goto('/family/onboarding');
    await household(page, '1');
    await noParents(page, 'shapes-independent');
    await finances(page, true);
    await student(
      page,
      'Dee Park',
      { year: '2018', type: 'college_student', birthYear: '2000', dependentBirthYear: '2009' },
      { income: '40,000', tax: '2,500' },
    );

    const who = page.getByTestId('who-reported');
    await expect(who).toContainText('The student');
    await expect(who).toContainText('Formula B: independent student without dependents');
    await expect(who).toContainText('Independent student (born before January 1');
    // What would change the SAI: the student's own levers under Formula B, and no parent anywhere.
    const levers = page.getByRole('region', { name: 'What would change your SAI' });
    await expect(levers.getByText(/^Dee Park earns \$[\d,]+ more a year$/)).toBeVisible();
    await expect(levers.getByText(/^Dee Park saves \$[\d,]+ more in the bank$/)).toBeVisible();
    await expect(levers.getByText('Dee Park supports a child or other dependant')).toBeVisible();
    await expect(levers.getByText(/An independent student’s income counts most \(Formula B\)/)).toBeVisible();
    await expect(levers).not.toContainText(/parent/i);
    // The chart draws once the section scrolls near the screen: in the 1280 px screenshot, drawn.
    await levers.scrollIntoViewIfNeeded();
    await expect(levers.getByRole('img', { name: /^Chart of how each change moves your SAI/ })).toBeVisible();
    await bothWidths(page, 'shapes-independent-sai');
  });
});
