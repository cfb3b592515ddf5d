import { sendAs } from './support/api';
import { DEMO_PASSWORD, expect, finishSignUpFromMail, freshEmail, test } from './support/e2e';
import { ONBOARDING_FIRST } from './support/family-wizard';

/** Before onboarding, the family pages say so; after it, they open (a family of its own). */

test.describe('the onboarding gate', () => {
  test.describe.configure({ timeout: 180_000 });

  test('before onboarding every family page but profile, onboarding and the calculator says so; after, they open', async ({
    page,
  }) => {
    const email = freshEmail('gate');
    await page.goto('/family/signup');
    await page.getByLabel('Your full name').fill('The Eze Family');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('State of residence').selectOption({ label: 'Georgia' });
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await finishSignUpFromMail(page, email);
    // The first arrival loads the wizard's chunk and the new profile: on a busy machine that outlasts an expect.
    await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=0&subStep=0$/, { timeout: 30_000 });

    const nav = page.getByRole('navigation', { name: 'Main' });
    const toast = page.getByText(ONBOARDING_FIRST);
    // The message shows for 1.5 s: watch for it from before the click, and let it go before the next one.
    const expectRefused = async (click: () => Promise<void>) => {
      await expect(toast).toHaveCount(0, { timeout: 5_000 });
      const shown = expect(toast).toBeVisible();
      await click();
      await shown;
      await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=0&subStep=0$/);
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
      await expect(page).toHaveURL('/family/onboarding?currentStepIndex=0&subStep=0');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    }
    await page.goto('/family/cost-calculator');
    await expect(page).toHaveURL('/family/cost-calculator');

    // Onboarding done through the API, as the wizard would send it (from the app's own origin).
    const origin = new URL(page.url()).origin;
    const api = sendAs(page, origin);
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
});
