import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeOn, SHOTS, screenshotHere } from './support/checks';
import { expect, freshEmail, signUpThroughApi, test } from './support/e2e';
import { onboardFamily } from './support/onboarded-family';

/**
 * The four-year plan (issue 13): a family this spec creates (two students, a favourite each) opens its plan, changes
 * the college cost growth and sees the table change. Screenshots at 1280 and 375 px go to SHOTS_DIR.
 */

/** The spec's family: two students, each with the University of Dayton as a favourite. */
async function onboardedFamily(page: Page) {
  await page.goto('/');
  await onboardFamily(page, 'plan', {
    name: 'Pat Planner',
    household: { state: 'OH', familyMembersCount: 4, familyMembersInCollege: 1, checkingAmount: 15_000 },
    parents: [
      { firstName: 'Pat', maritalStatus: 'married', annualIncome: 85_000, filingStatus: 'married_joint' },
    ],
    students: [
      { name: 'Riley', graduationYear: 2027, incomeAmount: 0 },
      { name: 'Sam', graduationYear: 2029, incomeAmount: 0 },
    ],
    favourite: {
      query: `search=${encodeURIComponent('University of Dayton')}&limit=5`,
      name: 'University of Dayton',
    },
  });
}

test('a family opens its plan, changes the cost growth and sees the years change', async ({
  page,
  expectHttpError,
}) => {
  expectHttpError('400 /api/family/plan/assumptions');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Signed up through the API: the browser already holds the family's session.
  await onboardedFamily(page);
  await page.goto('/family/overview');
  await page.getByRole('navigation').getByRole('link', { name: 'Plan', exact: true }).click();
  await expect(page).toHaveURL('/family/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Your four-year plan' })).toBeVisible();
  const table = page.getByRole('region', { name: /Your plan by award year/ });
  await expect(table.getByRole('row')).toHaveCount(1 + 6); // 2027-28 .. 2032-33
  await expect(table).toContainText('2029-30');
  await expect(table).toContainText(/projected/i);
  await expect(table).toContainText('2 in college: 60% of the parents’ contribution each');
  await expect(page.getByRole('img', { name: /net price per award year/ })).toBeVisible();
  await expect(page.getByText(/Later years are projections/)).toBeVisible();
  const firstRow = await table.getByRole('row').nth(1).innerText();

  await page.getByLabel('College cost growth (% a year)').fill('7');
  await page.getByRole('button', { name: 'Save assumptions' }).click();
  await expect(page.getByText('Your plan assumptions are saved.')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRow);
  await expect(page.getByText(/college prices grow 7% a year/)).toBeVisible();
  // Kept with the family: a fresh load shows the saved rate.
  await page.reload();
  await expect(page.getByLabel('College cost growth (% a year)')).toHaveValue('7');

  // A refused value says what is wrong and saves nothing.
  await page.getByLabel('College cost growth (% a year)').fill('40');
  await page.getByRole('button', { name: 'Save assumptions' }).click();
  await expect(page.getByText('The college cost growth must be at most 15%.')).toBeVisible();
  await page.getByLabel('College cost growth (% a year)').fill('7');

  // The dated PDF report, from the plan page (also offered on the SAI page and the overview).
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^college-cost-plan-CCP-\d{8}-[0-9A-F]{8}\.pdf$/);
  const path = await download.path();
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await download.saveAs(`${SHOTS}/college-cost-plan.pdf`);
  for (const where of ['/family/federal-sai', '/family/overview']) {
    await page.goto(where);
    await expect(page.getByRole('link', { name: 'Download PDF report' }), where).toBeVisible();
  }
  await page.goto('/family/plan');

  const axe = await axeOn(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations).toEqual([]);
  await screenshotHere(page, `plan-1280`, true);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  // Below 640 px the year-by-year table is a card per year.
  await expect(page.getByRole('heading', { level: 1, name: 'Your four-year plan' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshotHere(page, `plan-375`, true);
});

test('the plan waits for onboarding: its menu item says so and its address leads to onboarding', async ({
  page,
}) => {
  await page.goto('/');
  await signUpThroughApi(page, 'family', freshEmail('plan-new'), 'Nia New');
  await page.goto('/family/onboarding');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Plan', exact: true }).click();
  await expect(page.getByText('Please complete onBoarding first.')).toBeVisible();
  await expect(page).toHaveURL(/\/family\/onboarding/);
  await page.goto('/family/plan');
  await expect(page).toHaveURL(/\/family\/onboarding/);
});
