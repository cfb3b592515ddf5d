/**
 * Help requests get answered (issue 23 item 2, ADR 0060): the family asks on its help page, its financial agent
 * answers from the family's page in the agent portal, the family reads the answer and the bell, resolves and
 * reopens. Screenshots at 1280 and 375 px go to SHOTS_DIR (default screenshots/).
 */
import type { Page } from '@playwright/test';
import { assignAgent, caseStudyFamily } from './support/case-studies';
import { expectNoSeriousViolations, screenshot } from './support/checks';
import { DEMO_PASSWORD, expect, freshEmail, logIn, logInAs, signUpThroughApi, test } from './support/e2e';
import { linkIn, waitForMail } from './support/mail';

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('help thread: the family asks, its agent answers, the family reads it on the bell, resolves and reopens', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const agentEmail = freshEmail('help-agent');
  await signUpThroughApi(page, 'agent', agentEmail, 'Riley Answer');
  const familyEmail = freshEmail('help-family');
  const familyUserId = await caseStudyFamily(page, familyEmail);
  await page.context().clearCookies();
  await logInAs(page, 'admin');
  await assignAgent(page, agentEmail, familyUserId);
  await page.context().clearCookies();

  // The family asks from its help page.
  await logIn(page, '/family/login', familyEmail, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/family\/(?!login)/);
  await page.getByRole('link', { name: 'Help', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your help requests' })).toBeVisible();
  await expect(
    page.getByText('Riley Answer, your financial agent answers here', { exact: false }),
  ).toBeVisible();
  await page
    .getByLabel('What would you like help with?')
    .fill('Should we use the 529 plan for the first year?');
  await page.getByRole('button', { name: 'Send my request' }).click();
  const thread = page.getByRole('article').first();
  await expect(thread).toContainText('Open');
  await expect(thread).toContainText('Should we use the 529 plan for the first year?');
  await expect(thread).toContainText('No answer yet');
  // Its agent is told by mail, with the family's message and a link to its page, and on the bell.
  const asked = await waitForMail(agentEmail, { subject: 'Help requested by The Case Family' });
  expect(asked.text).toContain('Should we use the 529 plan for the first year?');

  // The agent answers from the family's page in its own portal.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await logIn(agentPage, '/agent/login', agentEmail, DEMO_PASSWORD);
  await expect(agentPage).toHaveURL(/\/agent\/dashboard/);
  const agentBell = agentPage.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await agentBell.click();
  await expect(agentPage.getByRole('region', { name: /^Notifications/ })).toContainText(
    'The Case Family requested help.',
  );
  await agentPage.keyboard.press('Escape');
  await agentPage.goto(`/agent/families/${familyUserId}`);
  const help = agentPage.getByRole('region', { name: 'Help requests' });
  await expect(help).toContainText('Should we use the 529 plan for the first year?');
  await help
    .getByLabel('Your answer to the family')
    .fill('Yes: use it for tuition first. I will call you Monday.');
  await help.getByRole('button', { name: 'Send' }).click();
  await expect(help).toContainText('Riley Answer');
  await expect(help).toContainText('Yes: use it for tuition first. I will call you Monday.');
  await expect(help.getByLabel('Your answer to the family')).toHaveValue('');
  await expectNoSeriousViolations(agentPage);
  await shots(agentPage, 'help-thread-agent');
  await agentContext.close();
  // The family is mailed the answer, with a link to its help page.
  const mail = await waitForMail(familyEmail, { subject: 'Riley Answer answered your help request' });
  expect(linkIn(mail, '/family/help')).toContain('/family/help');

  // The family reads the answer and the bell.
  await page.reload();
  await expect(thread).toContainText('Yes: use it for tuition first. I will call you Monday.');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: /^Notifications/ });
  await expect(panel).toContainText('Riley Answer answered your help request.');
  await shots(page, 'help-thread-family-bell');
  await page.keyboard.press('Escape');

  // An empty message is refused with a clear word, then the family resolves and reopens.
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Write your message first.')).toBeVisible();
  await thread.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(thread).toContainText('Resolved');
  await expect(thread).toContainText('by The Case Family');
  await expect(thread.getByLabel('Write to your advisor')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shots(page, 'help-thread-family-resolved');
  await thread.getByRole('button', { name: 'Reopen' }).click();
  await expect(thread.getByLabel('Write to your advisor')).toBeVisible();
  await expect(thread).toContainText('Reopened');
  await shots(page, 'help-thread-family-reopened');
  // The agent is mailed the family's reopening.
  await waitForMail(agentEmail, { subject: 'The Case Family reopened their help request' });

  // Everything is in the family's activity, its export and the staff's family detail.
  await page.goto('/family/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(
    page.getByText('Riley Answer, your financial agent, answered your help request', { exact: false }),
  ).toBeVisible();
  const exported = await (await page.request.get('/api/family/export')).json();
  const request = exported.helpRequests.at(-1);
  expect(request.message).toBe('Should we use the 529 plan for the first year?');
  expect(JSON.stringify(request)).toContain('Yes: use it for tuition first. I will call you Monday.');
  await page.context().clearCookies();
  await logInAs(page, 'admin', `/admin/families/${familyUserId}`);
  const staffHelp = page.getByRole('region', { name: 'Help requests' });
  await expect(staffHelp).toContainText('Should we use the 529 plan for the first year?');
  await expect(staffHelp).toContainText('Yes: use it for tuition first. I will call you Monday.');
  await expect(staffHelp).toContainText('Reopened');
});

test('help thread without an agent: support answers from the admin family page, the family is told', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const familyEmail = freshEmail('help-support');
  const familyUserId = await caseStudyFamily(page, familyEmail);
  await page.context().clearCookies();
  await logIn(page, '/family/login', familyEmail, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/family\/(?!login)/);
  await page.goto('/family/help');
  await expect(page.getByText('our advisors', { exact: false }).first()).toBeVisible();
  await page.getByLabel('What would you like help with?').fill('Can we appeal the offer?');
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByRole('article').first()).toContainText('Can we appeal the offer?');
  await page.context().clearCookies();

  await logInAs(page, 'admin', `/admin/families/${familyUserId}`);
  const help = page.getByRole('region', { name: 'Help requests' });
  await expect(help).toContainText('Can we appeal the offer?');
  await help
    .getByLabel('Your answer to the family')
    .fill('Yes: write to the aid office with the new figures.');
  await help.getByRole('button', { name: 'Send' }).click();
  await expect(help).toContainText('Yes: write to the aid office with the new figures.');
  await help.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(help).toContainText('Resolved');
  await waitForMail(familyEmail, { subject: 'Alex Morgan answered your help request' });
  await waitForMail(familyEmail, { subject: 'Alex Morgan marked your help request resolved' });
  await page.context().clearCookies();

  await logIn(page, '/family/login', familyEmail, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/family\/(?!login)/);
  await page.goto('/family/help');
  const thread = page.getByRole('article').first();
  await expect(thread).toContainText('Yes: write to the aid office with the new figures.');
  await expect(thread).toContainText('Resolved');
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
});
