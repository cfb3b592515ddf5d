import { apiClient } from './support/api';
import { expectNoSeriousViolations, screenshot } from './support/checks';
import { expect, logIn, logInAs, test } from './support/e2e';
import { onboardFamily } from './support/onboarded-family';

/**
 * Acting as a family (issue 12, ADR 0029-0030): an admin acts as a family it made through the API, changes an
 * income, switches to another family, goes back; the family then signs in and reads what was done on its Activity
 * page. Screenshots go to SHOTS_DIR (default screenshots/).
 */
/** A family signed up and onboarded through the API in its own request context (the page stays signed out). */
async function onboardedFamily(baseURL: string, name: string, income: number) {
  const api = await apiClient(baseURL);
  const made = await onboardFamily(api, 'act-as', {
    name,
    household: { state: 'OH', familyMembersCount: 4, familyMembersInCollege: 1 },
    parents: [
      {
        firstName: 'Dana',
        lastName: name.split(' ')[1] ?? 'Parent',
        age: 45,
        maritalStatus: 'married',
        filingStatus: 'married_joint',
        annualIncome: income,
      },
    ],
    students: [{ name: 'Maya', graduationYear: 2027 }],
  });
  await api.dispose();
  return { email: made.email, name };
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 900 : 800 } });

    test('an admin acts as a family, changes an income, switches family, goes back; the family reads its activity', async ({
      page,
      baseURL,
    }) => {
      // A long journey (two families made, four page loads of a fresh session, axe twice) on a busy machine.
      test.setTimeout(180_000);
      const suffix = `${width}-${Date.now().toString(36)}`;
      const first = await onboardedFamily(baseURL!, `The Acting${suffix} Family`, 95000);
      const second = await onboardedFamily(baseURL!, `The Switch${suffix} Family`, 60000);

      // Staff act for the family, never as its owner: the page never asks for what the server refuses then (the
      // family's notifications, dismissing them, its password; issue 18 item 3).
      const ownerOnly: string[] = [];
      page.on('request', (request) => {
        if (
          /\/api\/(notifications\/getFamilyNotifications|notifications\/mark-read-all\/family|auth\/change-password)/.test(
            request.url(),
          )
        )
          ownerOnly.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });

      await logInAs(page, 'admin', `/admin/families?search=${encodeURIComponent(first.email)}`);
      await page.getByRole('button', { name: `Act as this family: ${first.name}` }).click();
      await expect(page).toHaveURL(/\/family\/profile$/);

      const banner = page.getByRole('region', { name: 'Acting as a family' });
      await expect(banner).toContainText('Alex Morgan');
      await expect(banner).toContainText(`Logged in as ${first.name}`);
      await expect(banner).toContainText('Family Profile');
      await expect(banner.getByRole('button', { name: 'Back to Admin' })).toBeVisible();
      // The bell and the user menu are hidden while acting.
      await expect(page.getByRole('button', { name: /Notifications/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /account menu$/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Your family profile' })).toBeVisible();

      // An income changed while acting goes through with the /admin suffix.
      const parents = page.getByRole('region', { name: 'Parents' });
      await parents.getByLabel(/Pay before deductions/).fill('80,000');
      const saved = page.waitForResponse(
        (r) =>
          /\/api\/family\/profile\/parent\/[^/]+\/admin$/.test(r.url()) && r.request().method() === 'PUT',
      );
      // Saved as you go: leaving the field sends it.
      await parents.getByLabel(/Pay before deductions/).press('Tab');
      expect((await saved).status()).toBe(200);
      await expectNoSeriousViolations(page);
      // The banner with the top of the page (the whole profile is very long).
      await screenshot(page, `act-as-banner-${width}`, false);

      // Switch to another family without going back.
      await banner.getByRole('button', { name: 'Switch family' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch family' });
      await dialog.getByLabel('Search families').fill(second.email);
      await expect(dialog.getByRole('listitem')).toHaveCount(1);
      await dialog.getByRole('button', { name: `Act as ${second.name}` }).click();
      await expect(page).toHaveURL(/\/family\/profile$/);
      await expect(page.getByRole('region', { name: 'Acting as a family' })).toContainText(
        `Logged in as ${second.name}`,
      );

      // Back to Admin restores the admin's own session.
      await page.getByRole('button', { name: 'Back to Admin' }).click();
      await expect(page).toHaveURL(/\/admin\/families$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Families' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Acting as a family' })).toHaveCount(0);
      expect(ownerOnly, 'requests the server refuses while acting').toEqual([]);

      // The admin's log, filtered to the first family.
      await page.goto('/admin/activity');
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByLabel('Family').selectOption({ label: first.name });
      await expect(
        page.getByText(
          new RegExp(
            `Alex Morgan \\(administrator\\) changed Parent 1's annual income from \\$95,000 to \\$80,000 in the family profile of ${first.name}`,
          ),
        ),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, `act-as-admin-activity-${width}`);

      // The family signs in itself and reads what was done.
      await page.context().clearCookies();
      await logIn(page, '/family/login', first.email);
      await expect(page).toHaveURL(/\/family\/college\/search/);
      await page.goto('/family/activity');
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(
        page.getByText(
          /Alex Morgan, an administrator, changed Parent 1's annual income from \$95,000 to \$80,000 in your family profile on /,
        ),
      ).toBeVisible();
      await expect(
        page.getByText(/Alex Morgan, an administrator, started acting as your family on /),
      ).toBeVisible();
      await expect(
        page.getByText(/Alex Morgan, an administrator, switched from your family on /),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, `act-as-activity-${width}`);
    });
  });
}
