import { expectNoSeriousViolations, screenshot } from './support/checks';
import { expect, freshEmail, logInAs, signUpThroughApi, test } from './support/e2e';
import { waitForMail } from './support/mail';

/* The admin's mail page (ADR 0042): every mail, queued with its change and sent by the outbox's sender. */

test('the admin sees each mail, its status and attempts, from the navigation; the page is axe clean', async ({
  page,
}) => {
  const email = freshEmail('mail-page');
  await signUpThroughApi(page, 'family', email, 'The Mailbox Family');
  await page.context().clearCookies();
  // A reset mail for the new family, asked for as anyone can.
  await page.goto('/family/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await waitForMail(email, { subject: 'Reset your College Cost Planner password' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Mail', exact: true })
    .click();
  await expect(page).toHaveURL('/admin/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mail, newest first' });
  const rows = table.getByRole('row').filter({ hasText: email });
  await expect(rows.filter({ hasText: 'Password reset' })).toContainText('Sent');
  await expect(rows.filter({ hasText: 'Sign-up link' })).toContainText('Sent');
  // SMTP is configured in these tests: the page shows no mail's links.
  await expect(page.getByText('No SMTP server is configured')).toHaveCount(0);
  await expect(rows.first().getByRole('link')).toHaveCount(0);

  await page.getByLabel('Show').selectOption('failed');
  await expect(page).toHaveURL('/admin/mail?status=failed');
  await expect(page.getByText('No mail with this status.')).toBeVisible();
  await page.getByLabel('Show').selectOption('');
  await expect(rows.first()).toBeVisible();

  await expectNoSeriousViolations(page);
  await screenshot(page, 'admin-mail-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'admin-mail-375');
});
