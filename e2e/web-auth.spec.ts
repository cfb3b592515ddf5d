import { DEMO, type DemoAccount, expect, logIn, logInThroughFormAs, test } from './support/e2e';

test.describe('log-in pages', () => {
  const landings: Array<[DemoAccount, string]> = [
    ['admin', '/admin/dashboard'],
    ['agent', '/agent/dashboard'],
    ['professional', '/admission-professional/dashboard'],
    ['family', '/family/college/search'],
    ['newFamily', '/family/onboarding'],
  ];

  for (const [account, landing] of landings) {
    test(`${DEMO[account].email} logs in from ${DEMO[account].loginPath} and lands on ${landing}`, async ({
      page,
    }) => {
      await logIn(page, DEMO[account].loginPath, DEMO[account].email);
      // The onboarding wizard names the step it opens in the address (`?currentStepIndex=…&subStep=…`).
      await expect(page).toHaveURL(new RegExp(`${landing}(\\?currentStepIndex=\\d+&subStep=\\d+)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  test('a wrong password says so and stays on the page', async ({ page, expectHttpError }) => {
    expectHttpError('401 /api/auth/sign-in/email');
    await logIn(page, '/family/login', 'family@demo.test', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(page).toHaveURL('/family/login');
  });

  test('an empty form shows the field errors without calling the server', async ({ page }) => {
    await page.goto('/agent/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an account of another role is signed out and pointed to its own log-in page', async ({ page }) => {
    await logIn(page, '/family/login', 'agent@demo.test');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This is a financial agent account');
    await expect(page).toHaveURL('/family/login');

    // Not signed in: a protected page sends to its log-in page.
    await page.goto('/agent/dashboard');
    await expect(page).toHaveURL('/agent/login?next=%2Fagent%2Fdashboard');

    await page.goto('/family/login');
    await logIn(page, '/family/login', 'agent@demo.test');
    await page.getByRole('link', { name: 'financial agent log-in page' }).click();
    await expect(page).toHaveURL('/agent/login');
    await logInThroughFormAs(page, 'agent');
  });

  test('each log-in page has labelled Email and Password fields and a "Log in" button', async ({ page }) => {
    for (const path of ['/admin/login', '/family/login', '/agent/login', '/admission-professional/login']) {
      await page.goto(path);
      await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    }
  });
});
