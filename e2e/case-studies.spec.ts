/**
 * Case studies (issue 12 items 3, 4): an admin acting as a family creates a case study, changes an income in it,
 * and compares it with the family profile; the family's own profile stays as it was. The act-as session starts
 * through the real route (`POST /api/admin|agents/families/{id}/simulate`, docs/decisions/0029) from the page's
 * request context, as the "Act as this family" button does; the picker is in the act-as banner. The journey from
 * the staff's own pages: case-studies-journey.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { actAsAdmin, assignAgent, axeClean, caseStudyFamily, shot } from './support/case-studies';
import { DEMO, DEMO_PASSWORD, expect, freshEmail, signUpThroughApi, test } from './support/e2e';

test('an admin acting as a family creates a case study, changes an income in it and compares', async ({
  page,
}) => {
  // Two axe runs, four screenshots and two fresh page loads: longer than the default on a busy machine.
  test.slow();
  const familyUserId = await caseStudyFamily(page);
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
  await picker
    .getByLabel('Profile version')
    .selectOption({ label: 'Create Case Study of the Selected Profile' });
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
  await parentForm.getByLabel('Pay before deductions').press('Tab');
  await expect(parentForm.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();

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
      .getByRole('table', { name: /favorite college/ })
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
  const familyUserId = await caseStudyFamily(page);
  const agentEmail = freshEmail('case-agent');
  await signUpThroughApi(page, 'agent', agentEmail, 'Jordan Case');
  // The admin makes the new agent the family's agent (the family joins the agent's organisation).
  const admin = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
    headers: origin,
  });
  expect(admin.ok()).toBe(true);
  await assignAgent(page, agentEmail, familyUserId);
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
  await picker
    .getByLabel('Profile version')
    .selectOption({ label: 'Create Case Study of the Selected Profile' });
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
