import { expect, freshEmail, logIn, logInAs, signUpThroughApi, test } from './support/e2e';
import { linkIn, waitForMail } from './support/mail';

test.describe('forgot password and recovery', () => {
  const roles = [
    ['family', '/family/forgot-password', '/family/password-recovery', '/family/login', '/family/onboarding'],
    ['agent', '/agent/forgot-password', '/agent/password-recovery', '/agent/login', '/agent/dashboard'],
    [
      'professional',
      '/admission-professional/forgot-password',
      '/admission-professional/password-recovery',
      '/admission-professional/login',
      '/admission-professional/dashboard',
    ],
  ] as const;

  for (const [kind, forgotPath, recoveryPath, loginPath, home] of roles) {
    test(`a ${kind} gets the reset mail over SMTP and its link sets a new password`, async ({ page }) => {
      const email = freshEmail(`reset-${kind}`);
      await signUpThroughApi(page, kind, email);
      await page.context().clearCookies();

      await page.goto(loginPath);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(forgotPath);
      // The address changes first; the log-in page, with its own Email field, stays until the next page's code is in.
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

      const mail = await waitForMail(email, { subject: 'Reset your College Cost Planner password' });
      const link = new URL(linkIn(mail, recoveryPath));
      expect(link.pathname).toBe(recoveryPath);

      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
      await page.getByLabel('Confirm new password').fill('a-brand-new-password');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to log-in' }).click();
      await expect(page).toHaveURL(loginPath);

      await logIn(page, loginPath, email, 'a-brand-new-password');
      await expect(page).toHaveURL(home);
    });
  }

  test('a used or expired link says so and offers a new one', async ({ page, expectHttpError }) => {
    expectHttpError('400 /api/auth/reset-password');
    await page.goto('/agent/password-recovery?token=no-longer-valid');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This reset link has expired or was already used. Ask for a new one.',
    );
    await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
    await expect(page).toHaveURL('/agent/forgot-password');
  });

  test('the two new passwords must match', async ({ page }) => {
    await page.goto('/family/password-recovery?token=abc');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('another-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  });

  test('an unknown email gets the same answer (no account enumeration)', async ({ page }) => {
    await page.goto('/admin/forgot-password');
    await page.getByLabel('Email').fill(freshEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });
});

test.describe('staff profile', () => {
  test('an agent updates name, phone and organisation, and changes the password', async ({
    page,
    expectHttpError,
  }) => {
    expectHttpError('400 /api/auth/change-password');
    const email = freshEmail('profile-agent');
    await signUpThroughApi(page, 'agent', email, 'Taylor Brooks');
    // An organisation's name is one organisation's (409 for a second agent): each run of the test names its own.
    const organisation = `Brooks Family Office ${email.split('@')[0]}`;
    await page.goto('/agent/profile');

    await page.getByLabel('Name').fill('Taylor Brooks-Reed');
    await page.getByLabel('Phone').fill('555 987 6543');
    // Saved as you go (docs/decisions/0066): the save may leave while typing pauses or when the field is left, so the
    // answer is awaited from before the last field is typed; the form says so.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/agents/profile') && (r.request().postData() ?? '').includes(organisation),
    );
    await page.getByLabel('Organisation').fill(organisation);
    await page.getByLabel('Organisation').press('Tab');
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveValue('(555) 987-6543');
    await expect(page.getByRole('button', { name: /Taylor Brooks-Reed.*account menu/ })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Organisation')).toHaveValue(organisation);

    // A wrong current password is refused next to its field.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('an-even-better-password');
    await page.getByLabel('Confirm new password').fill('an-even-better-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Current password').fill('demo-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await logIn(page, '/agent/login', email, 'an-even-better-password');
    await expect(page).toHaveURL('/agent/dashboard');
  });

  test('the admin profile has no organisation field', async ({ page }) => {
    await logInAs(page, 'admin', '/admin/profile');
    await expect(page.getByLabel('Name')).toHaveValue('Alex Morgan');
    await expect(page.getByLabel('Phone')).toHaveValue('(617) 555-0100');
    await expect(page.getByLabel('Organisation')).toHaveCount(0);
  });
});
