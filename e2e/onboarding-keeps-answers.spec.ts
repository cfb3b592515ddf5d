import { screenshotHere } from './support/checks';
import { DEMO_PASSWORD, expect, finishSignUpFromMail, freshEmail, test } from './support/e2e';

/** Onboarding keeps its promises: answers are saved as you go (on blur), and Back/Forward walk the steps. */

test.describe('onboarding keeps its promises', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a typed income survives a reload; the address follows each step, and Back and Forward walk them', async ({
    page,
  }) => {
    const email = freshEmail('blur');
    await page.goto('/family/signup');
    await page.getByLabel('Your full name').fill('The Adeyemi Family');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('State of residence').selectOption({ label: 'Ohio' });
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await finishSignUpFromMail(page, email);
    // The bare address names the step it opens.
    await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=0&subStep=0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();

    const next = () => page.getByRole('button', { name: /^(Get started|Save and continue)/ }).click();
    await next();
    await expect(page).toHaveURL(/currentStepIndex=1&subStep=0$/);
    await page.getByLabel('State you live in').selectOption('OH');
    await next();
    await expect(page).toHaveURL(/currentStepIndex=1&subStep=1$/);
    await expect(page.getByLabel('People in your household')).toBeVisible();

    // The browser's Back and Forward move between the wizard's steps, the address in step.
    await page.goBack();
    await expect(page).toHaveURL(/currentStepIndex=1&subStep=0$/);
    await expect(page.getByLabel('State you live in')).toHaveValue('OH');
    await page.goBack();
    await expect(page).toHaveURL(/currentStepIndex=0&subStep=0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/currentStepIndex=1&subStep=1$/);
    await expect(page.getByLabel('People in your household')).toBeVisible();

    await page.getByLabel('People in your household').selectOption('4');
    await page.getByLabel('How many will be in college at the same time').selectOption('1');
    await next();
    await expect(page).toHaveURL(/currentStepIndex=2&subStep=0$/);
    const first = page.getByRole('group', { name: 'First parent' });
    await first.getByLabel('First name').fill('Ada');
    await first.getByLabel('Last name').fill('Adeyemi');
    await first.getByLabel('Age', { exact: true }).fill('46');
    await page.getByLabel('What is the parents’ marital status today?').selectOption('married');
    await next();
    await expect(page).toHaveURL(/currentStepIndex=2&subStep=1$/);

    // Typed, not submitted: leaving the field saves it.
    const ada = page.getByRole('group', { name: 'Ada' });
    const saved = page.waitForResponse(
      (r) => /\/api\/family\/profile\/parent\//.test(r.url()) && r.request().method() === 'PUT' && r.ok(),
    );
    await ada.getByLabel(/Pay before deductions/).fill('85000');
    await ada.getByLabel(/traditional 401\(k\)/).fill('8000');
    await ada.getByLabel(/Roth contributions/).focus();
    await saved;
    await expect(ada.getByLabel(/traditional 401\(k\)/)).toHaveValue(/8,?000/);
    // Let the last blur save land, then reload.
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page).toHaveURL(/currentStepIndex=2&subStep=1$/);
    const again = page.getByRole('group', { name: 'Ada' });
    await expect(again.getByLabel(/Pay before deductions/)).toHaveValue('85,000');
    await expect(again.getByLabel(/traditional 401\(k\)/)).toHaveValue('8,000');

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshotHere(page, `onboarding-income-${width}`, true);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    }
  });
});
