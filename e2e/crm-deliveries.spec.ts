import { axeOn, screenshotHere } from './support/checks';
import { expect, freshEmail, logInAs, signUpAndConfirm, test } from './support/e2e';

/* The admin's CRM deliveries page (ADR 0023): every family event queued for the CRM webhook. */

test('the admin sees the CRM deliveries from the navigation, filters them, and the page is axe clean', async ({
  page,
}) => {
  const email = freshEmail('crm-page');
  await signUpAndConfirm(page.request, '/api/family/signup', {
    name: 'Harbor Family',
    email,
    password: 'demo-password',
  });
  await page.context().clearCookies();

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CRM Deliveries' }).click();
  await expect(page).toHaveURL('/admin/crm-deliveries');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM deliveries' })).toBeVisible();
  // The e2e server has no CRM_WEBHOOK_URL: the page says so, and the events wait.
  await expect(page.getByText('No CRM is configured')).toBeVisible();
  const table = page.getByRole('table', { name: 'CRM webhook deliveries, newest first' });
  await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Signed up');
  await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Waiting');

  await page.getByLabel('Show').selectOption('failed');
  await expect(page).toHaveURL('/admin/crm-deliveries?status=failed');
  await expect(page.getByText('No deliveries with this status.')).toBeVisible();
  await page.getByLabel('Show').selectOption('');

  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
  await screenshotHere(page, `crm-deliveries-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshotHere(page, `crm-deliveries-375`);
});
