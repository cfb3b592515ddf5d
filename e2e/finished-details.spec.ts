/**
 * Issue 23, items 3, 4 and 5: the spec where it differed (page size, the delete with nothing selected, the version
 * picker's option, configurable About and Contact, demo families staff can act as, the reason an invited family
 * cannot be), and first contact on phones (cards at 375 px, the deep-link return, the family's data from the account
 * menu at any onboarding stage). Screenshots at 1280 and 375 px of each screen; axe on each.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, screenshot } from './support/checks';
import { DEMO, DEMO_PASSWORD, expect, logIn, logInAs, test } from './support/e2e';
import { onboardFamily, WHAT_IF_FAMILY } from './support/onboarded-family';

const PHONE = { width: 375, height: 812 };

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('first contact', () => {
  test('a signed-out deep link asks to log in, says why, and returns to the page after log-in', async ({
    page,
  }) => {
    await page.goto('/family/college/favorite-colleges?student=x');
    await expect(page).toHaveURL('/family/login?next=%2Ffamily%2Fcollege%2Ffavorite-colleges%3Fstudent%3Dx');
    await expect(
      page.getByRole('status').filter({ hasText: 'Please log in to open that page.' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'deep-link-login-1280');
    await page.getByLabel('Email').fill(DEMO.family.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/family/college/favorite-colleges?student=x');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorite Colleges' })).toBeVisible();
  });

  test('the log-in page never sends anyone to another site or another role’s pages', async ({ page }) => {
    for (const next of [
      '//evil.example/family/plan',
      'https://evil.example/family/plan',
      '/\\evil.example',
      '/admin/dashboard',
    ]) {
      await page.context().clearCookies();
      await page.goto(`/family/login?next=${encodeURIComponent(next)}`);
      await expect(page.getByText('Please log in to open that page.')).toHaveCount(0);
      await logIn(page, `/family/login?next=${encodeURIComponent(next)}`, DEMO.family.email);
      await expect(page, next).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/family\/college\/search/);
    }
  });

  test('a family still onboarding reaches its data from the account menu, at 1280 and 375 px', async ({
    page,
  }) => {
    await logInAs(page, 'newFamily');
    await page.getByRole('button', { name: /account menu$/ }).click();
    const download = page.getByRole('menuitem', { name: 'Download my data' });
    await expect(download).toHaveAttribute('href', '/api/family/export');
    await screenshot(page, 'account-menu-onboarding-1280', false);
    const file = page.waitForEvent('download');
    await download.click();
    expect((await file).suggestedFilename()).toMatch(/\.json$/);

    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/family/your-data?delete=1');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();

    await page.setViewportSize(PHONE);
    // The menu slides in: without motion, the screenshot shows it where it stays.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/family/onboarding');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/family/export',
    );
    await screenshot(page, 'account-menu-onboarding-375', false);
    await menu.getByRole('link', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await screenshot(page, 'your-data-375', false);
  });

  test('at 375 px the favorites and the plan are a card per row, nothing scrolls sideways', async ({
    page,
  }) => {
    // A family of this spec's own with a favorite college (the demo family's favorites may be changed by others).
    await page.goto('/');
    await onboardFamily(page, 'phone-cards', { ...WHAT_IF_FAMILY, favourite: { query: 'state=OH&limit=1' } });
    await page.setViewportSize(PHONE);
    await page.goto('/family/college/favorite-colleges');
    const cards = page.getByRole('list', { name: 'Favorite colleges and their costs' });
    await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Favorite colleges and their costs' })).toHaveCount(0);
    const first = cards.getByRole('listitem').first();
    await expect(first.getByRole('term').filter({ hasText: 'Net price' })).toBeVisible();
    await expect(first.getByRole('checkbox', { name: /^Compare / })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'favorites-cards-375');

    await page.goto('/family/plan');
    const years = page.getByRole('list', { name: /Your plan by award year/ });
    await expect(years.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await expect(
      years.getByRole('listitem').first().getByRole('term').filter({ hasText: 'Family total' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'plan-cards-375');

    // From 640 px up, the tables.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/family/college/favorite-colleges');
    await expect(
      page.getByRole('table', { name: 'Favorite colleges and their costs' }).first(),
    ).toBeVisible();
    await screenshot(page, 'favorites-table-1280');
  });
});

test.describe('words and numbers', () => {
  test('the SAI is an index, shown without a dollar sign, also in the Pell text', async ({ page }) => {
    await logInAs(page, 'family', '/family/federal-sai');
    const federal = page.getByRole('region', { name: /^Federal SAI for / }).first();
    const figure = federal.locator('p').first();
    await expect(figure).toHaveText(/^-?\d{1,3}(,\d{3})*$/, { timeout: 30_000 });
    await expect(page.getByRole('main')).not.toContainText(/an SAI of \d{4}/);
    await expect(page.getByRole('main')).not.toContainText(/favourite/i);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'sai-index-1280');
  });

  test('a broken college CSV says in plain words what is wrong, on which line, and how to fix it', async ({
    page,
    expectHttpError,
  }) => {
    await logInAs(page, 'admin', '/admin/colleges');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import colleges from a CSV file' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('unitid,name,state,control,level\n999001,Main "North" Campus,OH,public,4-year\n'),
    });
    expectHttpError('422 /api/admin/colleges/import');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByText(/^The file could not be read: 1 problem to fix first/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog).toContainText('On line 2, in the column "name", a quotation mark');
    await expect(dialog).toContainText('"CSV UTF-8"');
    await expect(dialog).not.toContainText('Invalid Opening Quote');
    await expect(dialog).not.toContainText('of 0 rows');
    await expectNoSeriousViolations(page);
    await screenshot(page, 'csv-plain-words-1280', false);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'csv-plain-words-375', false);
  });
});

test.describe('the spec where it differed', () => {
  test('admin lists page by 20, and Delete selected with nothing ticked says so', async ({ page }) => {
    await logInAs(page, 'admin', '/admin/colleges');
    const colleges = page.getByRole('table', { name: /^Colleges, sorted by/ });
    await expect(colleges.getByRole('row')).toHaveCount(21, { timeout: 30_000 });
    await expect(page.getByText(/^1–20 of/)).toBeVisible();
    await expect(colleges.getByRole('columnheader', { name: 'Price year' })).toBeVisible();

    await page.goto('/admin/families');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'No families selected for deletion' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'families-nothing-selected-1280');
    // Ticking a family clears the message. Families signed up by other specs may push any one demo family to page 2,
    // so the first row's box is ticked.
    const families = page.getByRole('table', { name: /^Families/ });
    await families.getByRole('row').nth(1).getByRole('checkbox').check();
    await expect(page.getByText('No families selected for deletion')).toHaveCount(0);
  });

  test('staff act as the Alvarez and Hughes demo families; an invited family shows why it cannot be acted as', async ({
    page,
  }) => {
    await logInAs(page, 'agent', '/agent/families');
    const carter = page.getByRole('row').filter({ hasText: 'The Carter Family' });
    const disabled = carter.getByRole('button', { name: 'Act as this family: The Carter Family' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expect(carter.getByText('Not signed up yet: no account to act as')).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'agent-families-1280');
    await page.goto('/agent/invitations');
    await expect(page.getByRole('row').filter({ hasText: 'carter@demo.test' })).toContainText('Pending');

    await page.goto('/agent/families');
    await page.getByRole('button', { name: 'Act as this family: The Hughes Family' }).click();
    const banner = page.getByRole('region', { name: 'Acting as a family' });
    await expect(banner).toContainText('Logged in as The Hughes Family', { timeout: 30_000 });
    // The version picker's first option makes a case study (docs/product-spec.md §4).
    const picker = banner.getByLabel('Profile version');
    await expect(
      picker.getByRole('option', { name: 'Create Case Study of the Selected Profile' }),
    ).toHaveCount(1);
    await expect(
      banner.getByRole('button', { name: 'Create Case Study of the Selected Profile' }),
    ).toHaveCount(0);
    await picker.selectOption({ label: 'Create Case Study of the Selected Profile' });
    const dialog = page.getByRole('dialog', { name: 'Create Case Study of the Selected Profile' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'version-picker-option-1280', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker).toHaveValue('');
  });

  test('the admin acts as the Alvarez family', async ({ page }) => {
    await logInAs(page, 'admin', '/admin/families?search=alvarez');
    await page.getByRole('button', { name: 'Act as this family: The Alvarez Family' }).click();
    await expect(page.getByRole('region', { name: 'Acting as a family' })).toContainText(
      'Logged in as The Alvarez Family',
      { timeout: 30_000 },
    );
  });

  test('About and Contact follow the server’s ABOUT_URL and CONTACT_URL, in-page sections otherwise', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');

    await page.route('**/api/client-config', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        json: {
          ...(await answer.json()),
          aboutUrl: 'https://about.example.org/',
          contactUrl: 'https://book.example.org/call',
        },
      });
    });
    await page.goto('/');
    await expect(nav.getByRole('link', { name: /^About/ })).toHaveAttribute(
      'href',
      'https://about.example.org/',
    );
    await expect(nav.getByRole('link', { name: /^Contact/ })).toHaveAttribute(
      'href',
      'https://book.example.org/call',
    );
    await expect(nav.getByRole('link', { name: /^Contact/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Book a call/ })).toHaveAttribute(
      'href',
      'https://book.example.org/call',
    );
    await expectNoSeriousViolations(page);
    await screenshot(page, 'landing-configured-links-1280', false);
  });
});
