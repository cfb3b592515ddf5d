import { readFile } from 'node:fs/promises';
import { axeOn, screenshotHere } from './support/checks';
import { DEMO_PASSWORD, expect, logIn, test } from './support/e2e';
import { onboardFamily } from './support/onboarded-family';

/** Data the family owns (issue 13 item 6): a family made here downloads its data, then deletes its account. */

test.describe('your data', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a family downloads its data and figures, then deletes its account', async ({
    page,
    expectHttpError,
  }) => {
    const { email } = await onboardFamily(page, 'owner', {
      name: 'Robin Vale',
      household: { state: 'OH', familyMembersCount: 3, familyMembersInCollege: 1 },
      parents: [{ firstName: 'Robin', lastName: 'Vale', annualIncome: 72_000 }],
      students: [{ name: 'Kit Vale', graduationYear: 2027 }],
    });
    await page.goto('/family/profile');
    const card = page.getByRole('region', { name: 'Your data' });
    await expect(card).toBeVisible({ timeout: 20_000 });

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^college-cost-planner-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await json.path())!, 'utf8'));
    expect(data.account.email).toBe(email);
    expect(data.parents[0]).toMatchObject({ firstName: 'Robin', annualIncome: 72_000 });
    expect(data.students[0].name).toBe('Kit Vale');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download my figures (CSV)' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile((await csv.path())!, 'utf8')).toContain('parent 1,Robin Vale,annualIncome,72000');

    await card.scrollIntoViewIfNeeded();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshotHere(card, `family-data-your-data-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Enter your password.')).toBeVisible();
    expectHttpError('401 /api/family/account');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(
      dialog.getByText('That password is not right. Your account has not been deleted.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(/not been deleted/);
    const axe = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    await screenshotHere(page, `family-data-delete-dialog-1280`);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshotHere(page, `family-data-delete-dialog-375`);
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/?account-deleted=1');
    // The confirmation shows once the pre-rendered home page has started the app (slow on a loaded machine).
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    await screenshotHere(page, `family-data-account-deleted-1280`);

    // The account is gone: its password no longer logs in.
    expectHttpError('401 /api/auth/sign-in/email');
    await logIn(page, '/family/login', email);
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL('/family/login');
  });
});
