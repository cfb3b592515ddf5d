import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations, screenshot } from './support/checks';
import { DEMO_PASSWORD, expect, freshEmail, logInAs, signUpThroughApi, test } from './support/e2e';
import { linkIn, waitForMail } from './support/mail';

/**
 * Invitations end to end: the admin invites a financial agent, the link in the mail signs the agent up (email locked,
 * organisation set by the admin); the agent invites a family; the family signs up with the locked email and lands in
 * onboarding. Screenshots go to SHOTS_DIR (default screenshots/).
 */
for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 900 : 800 } });

    test('admin invites an agent, the agent signs up from the mail and invites a family, the family signs up with the locked email', async ({
      page,
      expectHttpError,
    }) => {
      // Three accounts and four axe scans: longer than one page's journey on a busy machine.
      test.setTimeout(180_000);
      // The used link's preview, at the end.
      expectHttpError('400 /api/invitations/preview');
      const agentEmail = freshEmail('invited-agent');
      const familyEmail = freshEmail('invited-family');
      const organisation = `Summit Financial Partners ${agentEmail.split('@')[0]}`;
      // A list's rows: the table's, or on a phone its cards (in the page's main part: a toast is a list item too).
      const rows = (scope: Page | Locator = page.getByRole('main')) =>
        width === 1280 ? scope.getByRole('row') : scope.getByRole('listitem');

      // The admin adds an agent by invitation.
      await logInAs(page, 'admin', '/admin/agents');
      await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
      await expect(rows().filter({ hasText: 'Jordan Lee' }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Invite an agent' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite an agent' });
      await dialog.getByLabel('Name').fill('Riley Invited');
      await dialog.getByLabel('Email').fill(agentEmail);
      await dialog.getByLabel('Phone (optional)').fill('(555) 010-2030');
      await dialog.getByLabel('Organisation').fill(organisation);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(dialog).toBeHidden();
      // The invited agent is a row of the one list, status Invited, with the invitation's actions.
      const invitedRow = rows().filter({ hasText: agentEmail });
      await expect(invitedRow).toContainText('Invited');
      await expect(invitedRow).toContainText(organisation);
      await screenshot(page, `admin-agents-list-${width}`);
      await invitedRow.getByRole('button', { name: 'Actions for Riley Invited' }).click();
      await expect(page.getByRole('menuitem', { name: 'Resend invitation' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
      await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
      await expect(page.getByText(`A new invitation link was sent to ${agentEmail}.`)).toBeVisible();
      // The status filter lists invited, active, inactive and removed.
      await page.getByLabel('Status', { exact: true }).selectOption('invited');
      await expect(page).toHaveURL(/status=invited/);
      await expect(invitedRow).toBeVisible();
      await expect(rows().filter({ hasText: 'Jordan Lee' })).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await screenshot(page, `admin-agents-invited-${width}`);
      await page.getByLabel('Status', { exact: true }).selectOption('');
      await expect(page).not.toHaveURL(/status=invited/);
      // Search is applied after a pause in typing.
      await page.getByLabel('Search agents').fill('Jordan Lee');
      await expect(page).toHaveURL(/search=Jordan/);
      await expect(page.getByText('1 agent', { exact: true }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, `admin-agents-${width}`);

      // The agent opens the link from the mail: the email is locked, the organisation is the admin's.
      await page.context().clearCookies();
      const agentMail = await waitForMail(agentEmail);
      const agentLink = new URL(linkIn(agentMail, '/agent/signup'));
      await page.goto(`${agentLink.pathname}${agentLink.search}`);
      await expect(page.getByText('Welcome, Riley Invited.')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(agentEmail);
      await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
      await expect(page.getByLabel('Organisation')).toHaveValue(organisation);
      await expect(page.getByLabel('Your full name')).toHaveValue('Riley Invited');
      await expectNoSeriousViolations(page);
      await screenshot(page, `agent-invited-signup-${width}`);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/agent\/dashboard/);

      // The agent invites a family.
      await page.goto('/agent/invitations');
      await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
      const form = page.getByRole('region', { name: 'Invite a family' });
      await form.getByLabel('Family name').fill('The Invited Family');
      await form.getByLabel('Email').fill(familyEmail);
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await expect(page.getByText(`Invitation sent to ${familyEmail}.`)).toBeVisible();
      const sent = page.getByRole('region', { name: 'Invitations sent' });
      await expect(sent.getByText(familyEmail)).toBeVisible();
      await expect(rows(sent).filter({ hasText: familyEmail })).toContainText('Pending');
      await expectNoSeriousViolations(page);
      await screenshot(page, `agent-invitations-${width}`);

      // The family signs up from its mail with the locked email and lands in onboarding.
      await page.context().clearCookies();
      const familyMail = await waitForMail(familyEmail);
      const familyLink = new URL(linkIn(familyMail, '/family/signup'));
      await page.goto(`${familyLink.pathname}${familyLink.search}`);
      await expect(page.getByText('Welcome, The Invited Family.')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(familyEmail);
      await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
      await screenshot(page, `family-invited-signup-${width}`);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/family\/onboarding/);

      // The link was single use: opening it again says so.
      await page.context().clearCookies();
      await page.goto(`${familyLink.pathname}${familyLink.search}`);
      await expect(page.getByText('This invitation link cannot be used.')).toBeVisible();
    });
  });
}

test('admin revokes an invited admission professional from the list: the confirmation names the email, the row leaves', async ({
  page,
}) => {
  const email = freshEmail('revoked-professional');
  await logInAs(page, 'admin', '/admin/admission-professionals');
  await page.getByRole('button', { name: 'Invite an admission professional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite an admission professional' });
  await dialog.getByLabel('Name').fill('Robin Revoked');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await row.getByRole('button', { name: 'Actions for Robin Revoked' }).click();
  await page.getByRole('menuitem', { name: 'Revoke invitation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Robin Revoked' }).click();
  await page.getByRole('menuitem', { name: 'Revoke invitation' }).click();
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(page.getByText(`The invitation to ${email} was revoked.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a professional revokes a family invitation: the confirmation names the email, the row says Revoked', async ({
  page,
}) => {
  const familyEmail = freshEmail('revoked-family');
  await signUpThroughApi(page, 'professional', freshEmail('revoking-professional'), 'Dana Revoker');
  await page.goto('/admission-professional/invitations');
  const form = page.getByRole('region', { name: 'Invite a family' });
  await form.getByLabel('Family name').fill('The Revoked Family');
  await form.getByLabel('Email').fill(familyEmail);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const row = page
    .getByRole('region', { name: 'Invitations sent' })
    .getByRole('row')
    .filter({ hasText: familyEmail });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Revoke the invitation to ${familyEmail}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await expect(confirm).toContainText(familyEmail);
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`The invitation to ${familyEmail} was revoked.`)).toBeVisible();
  await expect(row).toContainText('Revoked');
});
