import { screenshotHere } from './support/checks';
import { expect, logInAs, test } from './support/e2e';

/** Every family page, with the demo family's real data. */
const FAMILY_ROUTES = [
  '/family/profile',
  '/family/overview',
  '/family/federal-sai',
  '/family/college/search',
  '/family/college/favorite-colleges',
  '/family/cost-calculator',
  '/family/resources',
];

test('every family page fits a 375 px phone with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logInAs(page, 'family');
  const widths: Record<string, number> = {};
  for (const path of [...FAMILY_ROUTES, '/family/colleges/first']) {
    if (path === '/family/colleges/first') {
      await page.goto('/family/college/search');
      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } else {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
  }
  expect(widths).toEqual(Object.fromEntries(Object.keys(widths).map((path) => [path, 375])));
});

test('the header keeps the product name and one row of navigation at 375, 640, 768 and 1023 px', async ({
  page,
}) => {
  await logInAs(page, 'family');
  for (const width of [375, 640, 768, 1023]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/family/overview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByText('College Cost Planner')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (await nav.isVisible()) {
      // One row of links: the bar is as tall as one link plus its padding, not two rows.
      const box = await nav.boundingBox();
      expect(box?.height, `the navigation at ${width} px`).toBeLessThan(64);
    }
    await screenshotHere(page, `phone-layout-header-${width}`);
  }
});
