import { screenshotHere } from './support/checks';
import { expect, logInAs, test } from './support/e2e';

test.describe('a college list that fits the student', () => {
  test('labels results reach, target or likely with the reason, filters by fit, shows distance and debt', async ({
    page,
  }) => {
    await logInAs(page, 'family');
    const results = page.getByRole('article');
    await expect(results.first()).toBeVisible();
    // Sofia's SAT 1340 is compared with each college's middle 50%.
    await expect(page.getByText(/^(Reach|Target|Likely) for Sofia Rivera$/).first()).toBeVisible();
    await expect(
      page.getByText(/SAT 1340 is (below|within|above) the middle 50% of \d+–\d+/).first(),
    ).toBeVisible();
    // A family's default order is the best match: with nothing typed, what suits this family (ADR 0049).
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    await expect(page.getByLabel('Order')).toHaveCount(0);
    await expect(results.first()).toContainText('from home');
    await expect(results.first()).toContainText(/a month for 10 years at 6\.52%, the 2026-27 federal/);

    await page.getByLabel('Fit for the student').selectOption('target');
    await expect(page).toHaveURL(/fit=target/);
    await expect(page.getByText(/^(Reach|Likely) for Sofia Rivera$/)).toHaveCount(0);
    await expect(page.getByText('Target for Sofia Rivera').first()).toBeVisible();
    await page.getByLabel('Distance from home').selectOption('100');
    await expect(page).toHaveURL(/max_distance=100/);
    await expect(results.first()).toBeVisible();
  });

  test('paging past the end and a name nobody has', async ({ page }) => {
    await logInAs(page, 'family', '/family/college/search?state=VT&page=99');
    await expect(page.getByText('There is no page 99.')).toBeVisible();
    await page.getByRole('button', { name: 'Go to the last page' }).click();
    await expect(page).toHaveURL(/page=\d$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto('/family/college/search?search=Zzyzx%20Qwerty');
    await expect(page.getByText('No college is called “Zzyzx Qwerty”.')).toBeVisible();
    await expect(page.getByText('No college matches all of these filters.')).toHaveCount(0);
  });

  test('screens at 375, 768 and 1280 px: search and a college page', async ({ page }) => {
    await logInAs(page, 'family');
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/family/college/search?search=Michigan');
      await expect(page.getByRole('article').first()).toBeVisible();
      await screenshotHere(page, `college-fit-search-${width}`);
      await page.getByRole('link', { name: 'University of Michigan-Ann Arbor', exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'University of Michigan-Ann Arbor' }),
      ).toBeVisible();
      await expect(page.getByText(/a month for 10 years at 6\.52%/)).toBeVisible();
      await screenshotHere(page, `college-fit-college-${width}`, true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
