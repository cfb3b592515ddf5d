/**
 * Case studies, the journey (issue 12): an admin and an agent act as the family from their own pages (the families
 * list, the agent's dashboard), the admin makes a case study and changes an income in it, the agent changes the
 * family's own profile, and the family reads both sessions in its activity log.
 */
import { assignAgent, axeClean, caseStudyFamily, shot } from './support/case-studies';
import { DEMO, expect, freshEmail, logIn, logInAs, signUpThroughApi, test } from './support/e2e';

test('journey: an admin and an agent act as the family from their own pages; the family reads both sessions', async ({
  page,
}) => {
  // Three sign-ins, two act-as sessions, the compare page and four screenshots: long on a busy machine.
  test.setTimeout(240_000);
  const agentEmail = freshEmail('journey-agent');
  await signUpThroughApi(page, 'agent', agentEmail, 'Jordan Journey');
  const familyEmail = freshEmail('journey-family');
  const familyUserId = await caseStudyFamily(page, familyEmail);

  // The admin makes the new agent the family's agent, then acts as the family from its families list.
  await page.context().clearCookies();
  await logInAs(page, 'admin');
  await assignAgent(page, agentEmail, familyUserId);
  await page.goto(`/admin/families?search=${encodeURIComponent(familyEmail)}`);
  await page.getByRole('button', { name: 'Act as this family: The Case Family' }).click();
  await expect(page).toHaveURL(/\/family\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your family profile' })).toBeVisible({
    timeout: 30_000,
  });

  // The picker is in the banner; a new case study is selected and named there.
  const banner = page.getByRole('region', { name: 'Acting as a family' });
  await expect(banner).toContainText('Logged in as The Case Family');
  const picker = banner.getByRole('region', { name: 'Case studies' });
  await expect(picker).toBeVisible({ timeout: 30_000 });
  await expect(banner.getByText('Version:')).toBeVisible();
  await picker
    .getByLabel('Profile version')
    .selectOption({ label: 'Create Case Study of the Selected Profile' });
  const dialog = page.getByRole('dialog', { name: 'Create Case Study of the Selected Profile' });
  await dialog.getByLabel('Version name').fill('Job change');
  await dialog.getByRole('button', { name: 'Create case study' }).click();
  await expect(picker.getByText('Clone: Job change created successfully!!')).toBeVisible();
  await expect(banner.getByText('Version:').locator('..')).toContainText('Job change');

  // An income changed in the case study.
  const parentForm = page.getByRole('form', { name: 'Maria Case’s answers' });
  await parentForm.getByLabel('Pay before deductions').fill('80,000');
  const draftSaved = page.waitForResponse(
    (r) =>
      /\/api\/family\/profile\/parent\/[^/]+\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await parentForm.getByLabel('Pay before deductions').press('Tab');
  expect((await draftSaved).status()).toBe(200);
  await axeClean(page);
  await shot(page, 'banner-picker', false);

  // Compare, then back to the admin's own pages.
  await picker.getByRole('link', { name: 'Compare case studies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare case studies' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Job change' }).check();
  await expect(page.getByText('Parent 1 income $120,000 → $80,000')).toBeVisible();
  await shot(page, 'journey-compare');
  await banner.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/families$/);
  await expect(page.getByRole('region', { name: 'Acting as a family' })).toHaveCount(0);

  // The family's agent acts as it from its dashboard and changes the family's own profile.
  await page.context().clearCookies();
  await logIn(page, DEMO.agent.loginPath, agentEmail);
  await expect(page).toHaveURL(/\/agent\/dashboard/);
  await page.getByRole('button', { name: 'Act as this family: The Case Family' }).click();
  await expect(page).toHaveURL(/\/family\/profile$/);
  const agentBanner = page.getByRole('region', { name: 'Acting as a family' });
  await expect(agentBanner).toContainText('Jordan Journey');
  const ownForm = page.getByRole('form', { name: 'Maria Case’s answers' });
  await expect(ownForm.getByLabel('Pay before deductions')).toHaveValue('120,000', { timeout: 30_000 });
  await ownForm.getByLabel('Pay before deductions').fill('110,000');
  const ownSaved = page.waitForResponse(
    (r) => /\/api\/family\/profile\/parent\/[^/]+\/agent$/.test(r.url()) && r.request().method() === 'PUT',
  );
  // Going back at once: the tax estimate of the new income, still pending, must not go out on the agent's session.
  await ownForm.getByLabel('Pay before deductions').press('Tab');
  expect((await ownSaved).status()).toBe(200);
  await agentBanner.getByRole('button', { name: 'Back to Agent' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);

  // The family signs in itself and reads both sessions.
  await page.context().clearCookies();
  await logIn(page, DEMO.family.loginPath, familyEmail);
  await expect(page).toHaveURL(/\/family\/college\/search/);
  await page.goto('/family/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText(
      /Alex Morgan, an administrator, changed Parent 1's annual income from \$120,000 to \$80,000 in the case study 'Job change' on /,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(/Alex Morgan, an administrator, created the case study 'Job change' on /),
  ).toBeVisible();
  await expect(
    page.getByText(
      /Jordan Journey, your financial agent, changed Parent 1's annual income from \$120,000 to \$110,000 in your family profile on /,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(/Jordan Journey, your financial agent, started acting as your family on /),
  ).toBeVisible();
  await axeClean(page);
  await shot(page, 'journey-activity');
});
