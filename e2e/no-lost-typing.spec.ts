/**
 * Nothing a user typed is lost (issue 23 item 1, ADR 0066, 0072): the invite-a-family form asks before the page is
 * left, the family's help-request dialog asks before it closes, and two admins saving one college at once do not
 * overwrite each other: the later save is refused with the server's message and offers to reload.
 * Screenshots at 1280 and 375 px go to SHOTS_DIR (default screenshots/).
 */
import type { Page } from '@playwright/test';
import { caseStudyFamily } from './support/case-studies';
import { expectNoSeriousViolations, screenshot } from './support/checks';
import { DEMO_PASSWORD, expect, freshEmail, logIn, logInAs, test } from './support/e2e';

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`, false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`, false);
}

test('an invitation typed and not sent asks before the page is left', async ({ page }) => {
  await logInAs(page, 'agent', '/agent/invitations');
  const form = page.getByRole('region', { name: 'Invite a family' });
  await form.getByLabel('Family name').fill('The Unsent Family');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('The invitation you started is not sent yet.');
  await shots(page, 'invite-family-leave');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/agent\/invitations$/);
  await expect(form.getByLabel('Family name')).toHaveValue('The Unsent Family');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard/);
});

test('a help request typed and not sent asks before its dialog closes', async ({ page }) => {
  test.setTimeout(120_000);
  const email = freshEmail('help-discard');
  await caseStudyFamily(page, email);
  await page.context().clearCookies();
  await logIn(page, '/family/login', email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/family\/(?!login)/);
  await page.goto('/family/profile');
  await page.getByRole('button', { name: 'Request help' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask an advisor for help' });
  await dialog.getByLabel('What would you like help with?').fill('How do we appeal the aid offer?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = dialog.getByRole('alert').filter({ hasText: 'Discard your changes?' });
  await expect(discard).toBeVisible();
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await shots(page, 'help-dialog-discard');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('What would you like help with?')).toHaveValue(
    'How do we appeal the aid offer?',
  );
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  // Nothing typed: closes at once.
  await page.getByRole('button', { name: 'Request help' }).click();
  await expect(dialog.getByLabel('What would you like help with?')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('two admins save one college: the later save is refused with who changed it, and reloads', async ({
  page,
  browser,
  expectHttpError,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, 'admin');
  const found = await page.request.get('/api/admin/colleges?search=University%20of%20Dayton');
  const college = (await found.json()).items[0] as { id: number; alias: string | null };
  expectHttpError(`409 /api/admin/colleges/${college.id}`);
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const otherPage = await other.newPage();
  await logInAs(otherPage, 'admin');

  await page.goto(`/admin/colleges/${college.id}`);
  await otherPage.goto(`/admin/colleges/${college.id}`);
  const mine = page.getByLabel('Other names', { exact: true });
  const theirs = otherPage.getByLabel('Other names', { exact: true });
  await expect(mine).toHaveValue(college.alias ?? '');
  await expect(theirs).toHaveValue(college.alias ?? '');

  // The other admin saves first.
  await theirs.fill('Dayton (their edit)');
  await theirs.blur();
  await expect(otherPage.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();

  // This admin's save, based on the version read before, is refused and changes nothing.
  await mine.fill('Dayton (my edit)');
  await mine.blur();
  const refusal = page.getByRole('alert').filter({ hasText: 'while you were editing' });
  await expect(refusal).toContainText('Your change was not saved');
  await expect(mine).toHaveValue('Dayton (my edit)');
  await expectNoSeriousViolations(page);
  await shots(page, 'admin-college-stale-save');
  await refusal.getByRole('button', { name: 'Reload the current values' }).click();
  await expect(mine).toHaveValue('Dayton (their edit)');

  // On the current version the save stands; the alias is put back as it was.
  await mine.fill(college.alias ?? '');
  await mine.blur();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();
  await other.close();
});
