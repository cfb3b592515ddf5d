import { DEMO_PASSWORD, expect, finishSignUpFromMail, freshEmail, logIn, test } from './support/e2e';
import { waitForMail } from './support/mail';

test.describe('sign-up pages', () => {
  for (const path of ['/family/signup', '/signup']) {
    test(`a family signs up on ${path}, confirms from the mail, lands on onboarding and can log in again`, async ({
      page,
    }) => {
      const email = freshEmail('family');
      await page.goto(path);
      await page.getByLabel('Your full name').fill('Morgan Ellis');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('State of residence').selectOption({ label: 'Ohio' });
      await page.getByLabel('Password').fill('a-long-password');
      await page.getByRole('button', { name: 'Create account' }).click();
      await finishSignUpFromMail(page, email);

      await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=\d+&subStep=\d+$/);
      await expect(page.getByRole('button', { name: /Morgan Ellis.*account menu/ })).toBeVisible();

      await page.getByRole('button', { name: /account menu$/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL('/');
      await logIn(page, '/family/login', email, 'a-long-password');
      await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=\d+&subStep=\d+$/);
    });
  }

  test('a financial agent signs up and lands on the agent dashboard', async ({ page }) => {
    const email = freshEmail('agent');
    await page.goto('/agent/signup');
    await page.getByLabel('Your full name').fill('Riley Chen');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Organisation').fill(`Harbor Wealth Advisors ${email.split('@')[0]}`);
    await page.getByLabel('Phone (optional)').fill('(555) 201-3344');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await finishSignUpFromMail(page, email);
    await expect(page).toHaveURL('/agent/dashboard');

    await page.goto('/agent/profile');
    await expect(page.getByLabel('Organisation')).toHaveValue(
      `Harbor Wealth Advisors ${email.split('@')[0]}`,
    );
    await expect(page.getByLabel('Phone')).toHaveValue('(555) 201-3344');
  });

  test('an admission professional signs up and lands on the professional dashboard', async ({ page }) => {
    const email = freshEmail('professional');
    await page.goto('/admission-professional/signup');
    await page.getByLabel('Your full name').fill('Sam Ortiz');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Institution').fill('Westbrook High School');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await finishSignUpFromMail(page, email);
    await expect(page).toHaveURL('/admission-professional/dashboard');

    await page.goto('/admission-professional/profile');
    await expect(page.getByLabel('Institution')).toHaveValue('Westbrook High School');
  });

  test('a taken email gets the answer a new one gets; its owner is told by mail', async ({ page }) => {
    await page.goto('/agent/signup');
    await page.getByLabel('Your full name').fill('Jordan Lee');
    await page.getByLabel('Email').fill('agent@demo.test');
    await page.getByLabel('Organisation').fill(`Taken Test Advisors ${Date.now()}`);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('We sent a message to agent@demo.test.');
    await expect(page).toHaveURL('/agent/signup');
    const mail = await waitForMail('agent@demo.test', {
      subject: 'Someone tried to create a College Cost Planner account with your email',
    });
    expect(mail.text).toContain('/agent/login');
    expect(mail.text).toContain('/agent/forgot-password');
    await page.getByRole('button', { name: 'Use another email' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('a weak password is refused under the field with the reason', async ({ page, expectHttpError }) => {
    expectHttpError('400 /api/family/signup');
    await page.goto('/family/signup');
    await page.getByLabel('Your full name').fill('Morgan Ellis');
    await page.getByLabel('Email').fill(freshEmail('weak'));
    await page.getByLabel('Password').fill('12345678');
    await page.getByRole('button', { name: 'Create account' }).click();
    const password = page.getByLabel('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      /Password is too easy to guess: this is a heavily used password\./,
    );
    await expect(page).toHaveURL('/family/signup');
  });

  test('the server’s field errors appear next to their fields', async ({ page, expectHttpError }) => {
    expectHttpError('400 /api/family/signup');
    // Simulate a rule only the server knows, to prove `fields` is wired to the inputs.
    await page.route('**/api/family/signup', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some answers need another look.',
            fields: { name: 'That name is too long (120 characters at most).' },
          },
        },
      }),
    );
    await page.goto('/family/signup');
    await page.getByLabel('Your full name').fill('Morgan Ellis');
    await page.getByLabel('Email').fill(freshEmail('fields'));
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Your full name')).toHaveAccessibleDescription(/too long/);
    await expect(page.getByLabel('Your full name')).toBeFocused();
  });

  test('the state select explains itself in a tooltip, by mouse or keyboard', async ({ page }) => {
    await page.goto('/family/signup');
    const help = page.getByRole('button', { name: 'More information' });
    await help.focus();
    await expect(page.getByRole('tooltip')).toContainText('Public colleges usually charge lower tuition');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await help.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
  });

  test('password rules and missing fields are explained before anything is sent', async ({ page }) => {
    await page.goto('/admission-professional/signup');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Not a common password, and not your email address.',
    );
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(page.getByText('Enter a name.')).toBeVisible();
    await expect(page).toHaveURL('/admission-professional/signup');
  });
});
