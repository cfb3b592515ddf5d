/**
 * Case studies show their own numbers (issue 19 item 7, docs/decisions/0047): an admin acting as a family selects
 * a case study in the banner's picker; the SAI page and the favourites page then show the case study's SAI, not the
 * family's, and say so in the banner's words ("Version: …"). Choosing Family Profile again shows the family's own.
 * Screenshots at 1280 and 375 px go to SHOTS_DIR (default screenshots/).
 */
import { SIMULATOR_HEADER } from '@ccp/contracts/act-as-values';
import type { Page } from '@playwright/test';
import { actAsAdmin, caseStudyFamily } from './support/case-studies';
import { expectNoSeriousViolations, screenshotHere } from './support/checks';
import { expect, test } from './support/e2e';

/** The SAI as the product writes it: an index, without a dollar sign. */
const sai = (n: number) => n.toLocaleString('en-US');

/** Screenshots at 1280 and 375 px; the page must fit each width. */
async function shot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} fits the ${width} px screen`).toBeLessThanOrEqual(width);
    await screenshotHere(page, `${name}-${width}`, true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens a family page through the navigation: a page load would forget the selection (it is kept in memory). */
async function openFromNav(page: Page, name: string, parent?: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (parent) {
    await nav.getByRole('button', { name: parent }).click();
    await page.getByRole('menuitem', { name }).click();
  } else {
    await nav.getByRole('link', { name, exact: true }).click();
  }
}

test('a case study selected by staff shows its own SAI on the SAI page and the favourites', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const familyUserId = await caseStudyFamily(page);
  const staffId = await actAsAdmin(page, familyUserId);
  // Requests as the page makes them while acting: the app's origin and the acting staff member's id.
  const headers = {
    Origin: new URL(test.info().project.use.baseURL ?? '').origin,
    [SIMULATOR_HEADER]: staffId,
  };
  const api = async (method: 'get' | 'put' | 'post', url: string, data?: object) => {
    const res = await page.request[method](url, { headers, ...(data ? { data } : {}) });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };

  // A case study in which the parent earns $75,000 instead of $120,000.
  const created = await api('post', `/api/family/clone-to-draft/${familyUserId}`, {
    adminId: staffId,
    versionName: 'Job loss',
    cloneType: 'familyProfile',
  });
  const draft = await api('get', `/api/family/draft-profile?familyVersionId=${created.id}`);
  await api('put', `/api/family/profile/parent/${draft.parents[0].id}/${created.id}`, {
    annualIncome: 75_000,
  });
  const own = (await api('get', '/api/family/sai')).result.federal.sai as number;
  const theirs = (await api('get', `/api/family/sai?familyVersionId=${created.id}`)).result.federal
    .sai as number;
  expect(theirs).toBeLessThan(own);
  expect(theirs).toBeGreaterThan(0);

  await page.goto('/family/profile');
  const picker = page.getByRole('region', { name: 'Case studies' });
  await expect(picker).toBeVisible({ timeout: 30_000 });
  await picker.getByLabel('Profile version').selectOption({ label: 'Job loss' });
  const banner = page.getByRole('region', { name: 'Acting as a family' });
  await expect(banner.getByText('Version:').locator('..')).toContainText('Job loss');

  // The SAI page: the case study's SAI, said so.
  await openFromNav(page, 'SAI Number');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Student Aid Index' })).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'Version: Job loss' });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toContainText('Figures for the case study “Job loss”');
  await expect(page.getByText(sai(theirs), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(sai(own), { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot(page, 'case-study-sai');

  // The favourites: the student's SAI is the case study's too.
  await openFromNav(page, 'Favorite', 'Colleges');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorite Colleges' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Version: Job loss' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`SAI ${sai(theirs)}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'case-study-favourites');

  // Family Profile again: the family's own SAI, no case-study note.
  await picker.getByLabel('Profile version').selectOption({ label: 'Family Profile' });
  await expect(page.getByText(`SAI ${sai(own)}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Version: Job loss' })).toHaveCount(0);
  // The family's own profile was never changed by the case study.
  const profile = await api('get', '/api/family/profile');
  expect(profile.parents[0].annualIncome).toBe(120_000);
});
