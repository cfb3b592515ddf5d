import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, screenshotHere } from './support/checks';
import { expect, test } from './support/e2e';
import { onboardFamily, WHAT_IF_FAMILY } from './support/onboarded-family';

/**
 * What-ifs on the SAI page (issue 13 item 2): a family it creates opens its SAI page, moves the income slider with
 * the arrow keys, sees the SAI move at once (the engine runs in the browser), saves the change as its profile
 * after the confirmation, and the page's saved figure (worked out again by the server) is the one it saw.
 * Screenshots at 1280 and 375 px go to SHOTS_DIR (default screenshots/).
 */

/** The spec's family: one parent earning $90,000 in Ohio, one student (Chidi); the first-visit tour skipped. */
async function familyWithProfile(page: Page) {
  await page.goto('/');
  await onboardFamily(page, 'what-if', WHAT_IF_FAMILY);
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9-]/g, ''));

test('a family moves a what-if slider, sees its SAI move and saves it as its profile', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await familyWithProfile(page);
  await page.goto('/family/federal-sai');
  const panel = page.getByRole('region', { name: 'Try a change' });
  await expect(panel).toBeVisible();

  const savedFigure = page.getByRole('region', { name: 'Federal SAI for Chidi' }).locator('p').first();
  const whatIf = panel
    .getByText('SAI for Chidi with these changes')
    .locator('xpath=..')
    .getByRole('definition')
    .first();
  // The SAI is an index, shown without a dollar sign.
  await expect(whatIf).toHaveText(/^-?[\d,]+$/);
  const before = dollars(await whatIf.textContent());
  expect(dollars(await savedFigure.textContent())).toBe(before);

  // The arrow keys move the slider by $1,000 a press; the figure follows each press.
  const slider = panel.getByRole('slider', { name: 'Ada’s yearly pay before deductions' });
  await slider.focus();
  for (let i = 0; i < 10; i += 1) await slider.press('ArrowRight');
  await expect(
    panel.getByRole('textbox', { name: 'Ada’s yearly pay before deductions, amount in dollars' }),
  ).toHaveValue('100,000');
  await expect(whatIf).not.toHaveText(`$${before.toLocaleString('en-US')}`);
  const after = dollars(await whatIf.textContent());
  expect(after).toBeGreaterThan(before);
  await expectNoSeriousViolations(page);
  await screenshotHere(page, `sai-what-if-1280`, true);
  await screenshotHere(panel, `sai-what-if-panel-1280`);

  // Nothing is saved before the confirmation.
  const profileBefore = await (await page.request.get('/api/family/profile')).json();
  expect(profileBefore.parents[0].annualIncome).toBe(90_000);

  await panel.getByRole('button', { name: 'Save as my profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save these changes to your profile?' });
  await expect(dialog.getByText('Ada’s yearly pay before deductions:')).toBeVisible();
  await expect(dialog).toContainText('$90,000 → $100,000');
  await dialog.getByRole('button', { name: 'Save to my profile' }).click();
  await expect(dialog).toBeHidden();

  // The server works the saved profile out again: the page's SAI is the one the what-if showed.
  await expect(savedFigure).toHaveText(`${after.toLocaleString('en-US')}`);
  const profileAfter = await (await page.request.get('/api/family/profile')).json();
  expect(profileAfter.parents[0].annualIncome).toBe(100_000);

  await page.setViewportSize({ width: 375, height: 800 });
  await panel.scrollIntoViewIfNeeded();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await screenshotHere(page, `sai-what-if-375`, true);
  await screenshotHere(panel, `sai-what-if-panel-375`);
});

test('every SAI and net price says how sure it is; search sorts by earnings and shows the payment share', async ({
  page,
}) => {
  // Five pages on a shared machine: more than the default minute.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await familyWithProfile(page);
  const why = 'Why this estimate may differ';

  await page.goto('/family/federal-sai');
  const federal = page.getByRole('region', { name: 'Federal SAI for Chidi' });
  await expect(federal.getByText('Formula A: dependent student')).toBeVisible();
  await expect(federal.getByRole('list', { name: why })).toContainText(
    'Taxes estimated from income and filing status',
  );
  await expect(
    page.getByRole('region', { name: 'CSS Profile estimate' }).getByText(/likely \$/),
  ).toBeVisible();

  await page.goto('/family/college/search?state=OH&sort_college=earnings&sort_order=DESC');
  const first = page.getByRole('article').first();
  await expect(first.getByText(/a year 10 years after entry/)).toBeVisible();
  await expect(first.getByText(/^Net price: /)).toBeVisible();
  await expect(first.getByRole('list', { name: why })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshotHere(first, `estimate-note-search-result-1280`);

  await first.getByRole('heading').getByRole('link').click();
  await expect(page.getByText('Median earnings 10 years after entry')).toBeVisible();
  await expect(page.getByText('A year of payments as a share of those earnings')).toBeVisible();
  await expect(page.getByRole('list', { name: why }).first()).toBeVisible();
  await screenshotHere(page, `college-page-1280`, true);

  await page.goto('/family/overview');
  await expect(page.getByRole('list', { name: why }).first()).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/family/college/search?state=OH&sort_college=payment_share&sort_order=ASC');
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/the loan payment is/),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotHere(page.getByRole('article').first(), `estimate-note-search-result-375`);
});
