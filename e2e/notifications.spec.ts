import { type Page, request as playwrightRequest } from '@playwright/test';
import { axeOn, screenshotHere } from './support/checks';
import {
  DEMO_PASSWORD,
  expect,
  freshEmail,
  logInAs,
  signUpAndConfirm,
  signUpThroughApi,
  test,
} from './support/e2e';

/* The header's notification bell (docs/product-spec.md §4 Notifications; ADR 0023), for a family and the admin. */

const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

async function noSeriousViolations(page: Page) {
  // The header, where the bell and its panel live (the pages under it have their own axe checks).
  const results = await axeOn(page)
    .include('header')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** Families signed up from another browser context (the page's own session is untouched). */
async function signUpFamilies(count: number, prefix: string) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const api = await playwrightRequest.newContext({ baseURL });
  for (let i = 0; i < count; i += 1) {
    await signUpAndConfirm(api, '/api/family/signup', {
      name: `${prefix} Family ${i + 1}`,
      email: freshEmail(prefix.toLowerCase()),
      password: DEMO_PASSWORD,
    });
    await api.clearCookies();
  }
  await api.dispose();
}

test('a family reads its notifications: markup in its name shows as text, items are read-only', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUpThroughApi(page, 'family', freshEmail('bell-family'), HOSTILE_NAME);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/family/onboarding');

  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: /^Notifications/ });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('list', { name: 'Notifications list' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`Welcome, ${HOSTILE_NAME}!`);
  await expect(items.first()).toContainText(/seconds? ago|minutes? ago/);
  await expect(panel.locator('img')).toHaveCount(0);
  await expect(items.first().getByRole('link')).toHaveCount(0);
  await noSeriousViolations(page);
  await screenshotHere(page, `family-bell-1280`);

  await page.setViewportSize({ width: 375, height: 740 });
  await screenshotHere(page, `family-bell-375`);

  await panel.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();

  // Escape closes the panel and gives focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();
  expect(dialogs).toEqual([]);
});

test('the admin sees every family event: 10 first, all on request, links to the family, mark all read', async ({
  page,
}) => {
  await signUpFamilies(11, 'Bellwether');
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, 'admin');

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  // Keyboard: the bell opens with Enter.
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: /^Notifications/ });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('list', { name: 'Notifications list' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  // Newest first; other specs may sign families up meanwhile, so this spec's newest is among the first ten.
  const newest = items.filter({ hasText: 'New family: Bellwether Family 11' });
  await expect(newest).toHaveCount(1);
  await expect(newest).toContainText('signed up directly');
  await noSeriousViolations(page);
  await screenshotHere(page, `admin-bell-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshotHere(page, `admin-bell-375`);
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole('button', { name: 'See all notifications' }).click();
  expect(await items.count()).toBeGreaterThan(10);
  await expect(panel.getByRole('button', { name: 'See all notifications' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // This spec's own notification: other specs' newer ones may name a family since deleted, which links nowhere.
  const link = newest.first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/admin\/families\/[^/]+$/);
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(panel).toBeHidden();
});
