/**
 * Case studies (issue 12 items 3, 4): an admin acting as a family creates a case study, changes an income in it,
 * and compares it with the family profile; the family's own profile stays as it was. The act-as session starts
 * through the real route (`POST /api/admin|agents/families/{id}/simulate`, docs/decisions/0029) from the page's
 * request context, as the "Act as this family" button does; the picker is in the act-as banner.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  freshEmail,
  logIn,
  logInAs,
  signUpThroughApi,
  test,
} from './support/e2e';

const SHOTS = '/tmp/shots-i1-glue';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, fullPage = true) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} fits the ${width} px screen`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** An onboarded family with one parent earning $120,000, one student and one favourite college; its user id. */
async function onboardedFamily(page: Page, email = freshEmail('case-family')): Promise<string> {
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  await signUpThroughApi(page, 'family', email, 'The Case Family');
  const ok = async (
    response: Promise<{ ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }>,
  ) => {
    const r = await response;
    expect(r.ok(), await r.text()).toBe(true);
    return r.json() as Promise<Record<string, unknown>>;
  };
  await ok(
    page.request.post('/api/family/profile/parent', {
      data: {
        firstName: 'Maria',
        lastName: 'Case',
        age: 45,
        annualIncome: 120000,
        maritalStatus: 'married',
        filingStatus: 'married_joint',
      },
      headers: origin,
    }),
  );
  const student = (await ok(
    page.request.post('/api/family/profile/student', {
      data: { name: 'Sofia Case', graduationYear: 2027 },
      headers: origin,
    }),
  )) as { id: string };
  await ok(
    page.request.put('/api/family/profile/family', {
      data: { state: 'OH', familyMembersCount: 4, familyMembersInCollege: 1 },
      headers: origin,
    }),
  );
  await ok(page.request.put('/api/family/profile/done-onboarding/family', { data: {}, headers: origin }));
  // The family has seen its first-visit tour (it would cover the page).
  await ok(
    page.request.put('/api/family/profile/hidden-elements', { data: { element: 'tour' }, headers: origin }),
  );
  const colleges = (await ok(page.request.get('/api/family/colleges?state=OH&limit=1'))) as {
    items: { id: number }[];
  };
  await ok(
    page.request.post('/api/family/favourite/family', {
      data: { collegeId: colleges.items[0]!.id, studentId: student.id },
      headers: origin,
    }),
  );
  const me = (await ok(page.request.get('/api/me'))) as { user: { id: string } };
  return me.user.id;
}

/** Signs the demo admin in and turns the browser's session into the admin acting as the family. */
async function actAsAdmin(page: Page, familyUserId: string) {
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
    headers: origin,
  });
  expect(signIn.ok()).toBe(true);
  const acting = await page.request.post(`/api/admin/families/${familyUserId}/simulate`, { headers: origin });
  expect(acting.ok(), await acting.text()).toBe(true);
}

test('an admin acting as a family creates a case study, changes an income in it and compares', async ({
  page,
}) => {
  // Two axe runs, four screenshots and two fresh page loads: longer than the default on a busy machine.
  test.slow();
  const familyUserId = await onboardedFamily(page);
  await actAsAdmin(page, familyUserId);

  await page.goto('/family/profile');
  // The page and the picker are lazy chunks: give a busy machine time for the first paint.
  await expect(page.getByRole('heading', { level: 1, name: 'Your family profile' })).toBeVisible({
    timeout: 30_000,
  });
  const picker = page.getByRole('region', { name: 'Case studies' });
  await expect(picker).toBeVisible({ timeout: 30_000 });
  await expect(picker.getByLabel('Profile version')).toHaveValue('');
  await expect(picker.getByText('Editing the family’s own profile.')).toBeVisible();

  // Clone the family profile; the name is cleaned as the spec says.
  await picker.getByRole('button', { name: 'Create Case Study of the Selected Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Case Study of the Selected Profile' });
  await dialog.getByLabel('Version name').fill('  !!  ');
  await dialog.getByRole('button', { name: 'Create case study' }).click();
  await expect(dialog.getByText('Version Name is required')).toBeVisible();
  await dialog.getByLabel('Version name').fill('  Job <b>change</b>!! ');
  await dialog.getByRole('button', { name: 'Create case study' }).click();
  await expect(picker.getByText('Clone: Job bchangeb created successfully!!')).toBeVisible();
  await expect(picker.getByLabel('Profile version')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(picker.getByText('Editing the case study')).toBeVisible();
  await axeClean(page);
  await shot(page, 'picker-case-study', false);

  // Change Parent 1's income in the case study.
  const parentForm = page.getByRole('form', { name: 'Maria Case’s answers' });
  await parentForm.getByLabel('Pay before deductions').fill('80,000');
  await parentForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(parentForm.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // The family profile itself still says $120,000.
  await picker.getByLabel('Profile version').selectOption({ label: 'Family Profile' });
  await expect(
    page.getByRole('form', { name: 'Maria Case’s answers' }).getByLabel('Pay before deductions'),
  ).toHaveValue('120,000');
  await picker.getByLabel('Profile version').selectOption({ label: 'Job bchangeb' });
  await expect(
    page.getByRole('form', { name: 'Maria Case’s answers' }).getByLabel('Pay before deductions'),
  ).toHaveValue('80,000');

  // Compare.
  await picker.getByRole('link', { name: 'Compare case studies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare case studies' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Job bchangeb' }).check();
  await expect(page.getByText('Parent 1 income $120,000 → $80,000')).toBeVisible();
  const figures = page.getByRole('table', { name: /Federal SAI, Pell Grant/ });
  await expect(figures.getByRole('columnheader', { name: 'Job bchangeb' })).toBeVisible();
  await expect(figures.getByText(/lower$/).first()).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /favourite college/ })
      .getByText('Cost of attendance')
      .first(),
  ).toBeVisible();
  await axeClean(page);
  await shot(page, 'compare');

  // What the two pages load, for the JS budget: the gzipped size of each script a fresh load of the route fetches.
  for (const path of ['/family/profile', '/family/case-studies']) {
    const scripts = new Set<string>();
    const listener = (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    };
    page.on('response', listener);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    const total = [...scripts].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join('apps/web/dist', file)), { level: 9 }).length,
      0,
    );
    test.info().annotations.push({ type: 'js-gzip-bytes', description: `${path}: ${total}` });
    console.log(`JS ${path}: ${scripts.size} scripts, ${total} bytes gzipped`);
  }
});

test('an agent of the family’s organisation acting as the family creates and compares a case study', async ({
  page,
}) => {
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  const familyUserId = await onboardedFamily(page);
  const agentEmail = freshEmail('case-agent');
  await signUpThroughApi(page, 'agent', agentEmail, 'Jordan Case');
  // The admin makes the new agent the family's agent (the family joins the agent's organisation).
  const admin = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
    headers: origin,
  });
  expect(admin.ok()).toBe(true);
  const options = await page.request.get(
    `/api/admin/financial-agents/options?search=${encodeURIComponent(agentEmail)}`,
  );
  const agentId = ((await options.json()) as { items: { id: string }[] }).items[0]!.id;
  const assigned = await page.request.post(`/api/admin/families/${familyUserId}/assign-financial-agent`, {
    data: { agentId },
    headers: origin,
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  const agent = await page.request.post('/api/auth/sign-in/email', {
    data: { email: agentEmail, password: DEMO_PASSWORD },
    headers: origin,
  });
  expect(agent.ok()).toBe(true);
  const acting = await page.request.post(`/api/agents/families/${familyUserId}/simulate`, {
    headers: origin,
  });
  expect(acting.ok(), await acting.text()).toBe(true);

  await page.goto('/family/profile');
  // The page and the picker are lazy chunks: give a busy machine time for the first paint.
  await expect(page.getByRole('heading', { level: 1, name: 'Your family profile' })).toBeVisible({
    timeout: 30_000,
  });
  const picker = page.getByRole('region', { name: 'Case studies' });
  await expect(picker).toBeVisible({ timeout: 30_000 });
  await picker.getByRole('button', { name: 'Create Case Study of the Selected Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Case Study of the Selected Profile' });
  await dialog.getByLabel('Version name').fill('Bigger 529');
  await dialog.getByRole('button', { name: 'Create case study' }).click();
  await expect(picker.getByText('Clone: Bigger 529 created successfully!!')).toBeVisible();

  await picker.getByRole('link', { name: 'Compare case studies' }).click();
  await page.getByRole('checkbox', { name: 'Bigger 529' }).check();
  await expect(
    page.getByRole('region', { name: 'Changes in Bigger 529' }).getByText('No input differs yet.'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /Federal SAI, Pell Grant/ })
      .getByText('Same as the family profile')
      .first(),
  ).toBeVisible();
});

test('journey: an admin and an agent act as the family from their own pages; the family reads both sessions', async ({
  page,
}) => {
  // Three sign-ins, two act-as sessions, the compare page and four screenshots: long on a busy machine.
  test.setTimeout(240_000);
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  const agentEmail = freshEmail('journey-agent');
  await signUpThroughApi(page, 'agent', agentEmail, 'Jordan Journey');
  const familyEmail = freshEmail('journey-family');
  const familyUserId = await onboardedFamily(page, familyEmail);

  // The admin makes the new agent the family's agent, then acts as the family from its families list.
  await page.context().clearCookies();
  await logInAs(page, 'admin');
  const options = await page.request.get(
    `/api/admin/financial-agents/options?search=${encodeURIComponent(agentEmail)}`,
  );
  const agentId = ((await options.json()) as { items: { id: string }[] }).items[0]!.id;
  const assigned = await page.request.post(`/api/admin/families/${familyUserId}/assign-financial-agent`, {
    data: { agentId },
    headers: origin,
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
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
  await picker.getByRole('button', { name: 'Create Case Study of the Selected Profile' }).click();
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
  await parentForm.getByRole('button', { name: 'Save changes' }).click();
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
  await ownForm.getByRole('button', { name: 'Save changes' }).click();
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
