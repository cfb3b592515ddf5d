import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, screenshotHere } from './support/checks';
import { DEMO_PASSWORD, expect, finishSignUpFromMail, freshEmail, test } from './support/e2e';

/** The two-minute estimate (issue 13 item 4): a visitor estimates, presses "Keep going", signs up, and the
 * onboarding opens with the answers filled. */

async function answer(page: Page) {
  await page
    .getByRole('group', { name: 'Parents who report on the FAFSA' })
    .getByLabel('Two parents')
    .check();
  await page.getByLabel('People in the household').fill('4');
  await page.getByLabel('Older parent’s age').fill('51');
  await page.getByLabel('Parents’ income from work').fill('100000');
  await page.getByLabel('Parents’ savings and investments').fill('30000');
  await page.getByLabel('Business or investment-property equity').fill('0');
  await page.getByLabel('Student’s income').fill('4000');
  await page.getByLabel('Student’s savings').fill('1500');
}

test.describe('the two-minute estimate', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the landing page and the header lead to it; wrong answers are named under their fields', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Estimate your Student Aid Index in two minutes' }).click();
    await expect(page).toHaveURL('/sai-estimator');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Student Aid Index in two minutes' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Estimate your SAI' }),
    ).toBeVisible();

    await page.getByLabel('People in the household').fill('1');
    await page.getByLabel('Student’s savings').fill('12.5');
    await page.getByRole('button', { name: 'See my estimate' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please correct the highlighted answers.' }),
    ).toBeVisible();
    await expect(page.getByText('Choose one or two parents.')).toBeVisible();
    await expect(page.getByLabel('People in the household')).toHaveAccessibleDescription(
      /Enter a household of 2 to 15 people\./,
    );
    await expect(page.getByLabel('Student’s savings')).toHaveAccessibleDescription(/whole-dollar amount/);
    await expectNoSeriousViolations(page);
  });

  test('a visitor estimates, keeps going, signs up and finds the onboarding filled', async ({ page }) => {
    const started = Date.now();
    await page.goto('/sai-estimator');
    await answer(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/estimate/quick'));
    const pressed = Date.now();
    await page.getByRole('button', { name: 'See my estimate' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const body = await response.json();
    const result = page.getByRole('region', { name: 'Your estimate' });
    await expect(
      result.getByText(`${body.federalSai.toLocaleString('en-US')}`, { exact: true }),
    ).toBeVisible();
    console.info(
      `estimate shown ${Date.now() - pressed} ms after the press (page opened ${pressed - started} ms before)`,
    );
    // The target is under a second (about 340 ms measured here on a quiet machine); 2 s keeps a loaded CI machine,
    // where axe and other specs share two cores, from failing the journey on timing alone.
    expect(Date.now() - pressed).toBeLessThan(2_000);
    await expect(
      result.getByText(
        `Likely between ${body.low.toLocaleString('en-US')} and ${body.high.toLocaleString('en-US')}`,
      ),
    ).toBeVisible();
    await expect(
      result.getByText(/A Pell Grant is federal money for college that does not have to be paid back/),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshotHere(page, `estimate-${width}`, true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Nothing of the answers is kept in the browser's storage.
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

    await result.getByRole('button', { name: 'Keep going' }).click();
    // The address names a server-side draft by an opaque id: no answer, no amount (issue 23 item 1).
    await expect(page).toHaveURL(/\/family\/signup\?estimate=[A-Za-z0-9_-]{43}$/);
    const carried = page.getByRole('status').filter({ hasText: 'Your estimate’s answers come with you' });
    await expect(carried).toBeVisible();
    expect(page.url()).not.toMatch(/100000|100,000|30000|4000|1500/);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    // A reload keeps them (read again from the server), still with nothing in browser storage.
    await page.reload();
    await expect(carried).toBeVisible();
    // (A reload leaves only the scroll positions in sessionStorage: no answer.)
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/parents|income|100000|30000|4000|1500/i);
    await expectNoSeriousViolations(page);
    await screenshotHere(page, `signup-carried-1280`, true);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshotHere(page, `signup-carried-375`, true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Your full name').fill('Jamie Okoro');
    const email = freshEmail('quick');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const signUp = page.waitForRequest((r) => r.url().endsWith('/api/family/signup'));
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await signUp).postDataJSON().quickEstimate).toMatchObject({ parents: 2, parentsIncome: 100_000 });
    // The server holds the answers with the sign-up until its mailed link is used.
    await finishSignUpFromMail(page, email);
    await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=0&subStep=0$/);

    const next = () => page.getByRole('button', { name: /^(Get started|Save and continue)/ }).click();
    await next();
    await page.getByLabel('State you live in').selectOption('OH');
    await next();
    await expect(page).toHaveURL(/currentStepIndex=1&subStep=1$/);
    await expect(page.getByLabel('People in your household')).toHaveValue('4');
    await expect(page.getByLabel('How many will be in college at the same time')).toHaveValue('1');
    await next();
    await expect(page).toHaveURL(/currentStepIndex=2&subStep=0$/);
    const first = page.getByRole('group', { name: 'First parent' });
    await expect(first.getByLabel('Age', { exact: true })).toHaveValue('51');
    await expect(page.getByLabel('What is the parents’ marital status today?')).toHaveValue('married');
    await first.getByLabel('First name').fill('Jamie');
    await first.getByLabel('Last name').fill('Okoro');
    const second = page.getByRole('group', { name: 'Second parent' });
    await second.getByLabel('First name').fill('Dana');
    await second.getByLabel('Last name').fill('Okoro');
    await second.getByLabel('Age', { exact: true }).fill('49');
    await next();
    await expect(page).toHaveURL(/currentStepIndex=2&subStep=1$/);
    await expect(page.getByRole('group', { name: 'Jamie' }).getByLabel(/Pay before deductions/)).toHaveValue(
      '65,000',
    );
    await expect(page.getByRole('group', { name: 'Dana' }).getByLabel(/Pay before deductions/)).toHaveValue(
      '35,000',
    );
    await screenshotHere(page, `onboarding-prefilled-1280`, true);
  });
});
