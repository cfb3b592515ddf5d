import type { Page } from '@playwright/test';
import { actAsAdmin, caseStudyFamily } from './support/case-studies';
import { expectNoSeriousViolations, screenshot } from './support/checks';
import { type DemoAccount, expect, logInAs, test } from './support/e2e';

/**
 * The staff's and admin's lists at 375 px (issue 23): each is a card per row (its title as the heading, the other
 * columns labelled), nothing scrolls sideways; from 640 px up the same list is the table. Screenshots
 * `phone-list-<name>-375.png` go to SHOTS_DIR (default screenshots/).
 */
const PHONE = { width: 375, height: 812 };

interface ListPage {
  name: string;
  path: string;
  /** The table's caption, which names the cards' list on a phone. */
  caption: RegExp;
  /** A list the demo data may leave empty (the cards are then checked only when there is a row). */
  mayBeEmpty?: boolean;
}

const PAGES: Record<Exclude<DemoAccount, 'family' | 'newFamily'>, ListPage[]> = {
  admin: [
    { name: 'admin-families', path: '/admin/families', caption: /^Families, sorted by/ },
    { name: 'admin-colleges', path: '/admin/colleges', caption: /^Colleges, sorted by/ },
    { name: 'aid-policies', path: '/admin/aid-policies', caption: /^Aid policies, sorted by/ },
    {
      name: 'calculator-users',
      path: '/admin/college-cost-calculator',
      caption: /^Calculator users/,
      mayBeEmpty: true,
    },
    { name: 'agents', path: '/admin/agents', caption: /, sorted by/ },
    { name: 'admission-professionals', path: '/admin/admission-professionals', caption: /, sorted by/ },
    { name: 'coupons', path: '/admin/coupon-code', caption: /^Coupons, sorted by/ },
    { name: 'mail-outbox', path: '/admin/mail', caption: /^Mail, newest first/ },
    {
      name: 'crm-deliveries',
      path: '/admin/crm-deliveries',
      caption: /^CRM webhook deliveries/,
      mayBeEmpty: true,
    },
  ],
  agent: [
    { name: 'agent-families', path: '/agent/families', caption: /^Your families, sorted by/ },
    { name: 'agent-invitations', path: '/agent/invitations', caption: /^Invitations to/, mayBeEmpty: true },
  ],
  professional: [
    {
      name: 'professional-dashboard',
      path: '/admission-professional/dashboard',
      caption: /^The families you invited/,
    },
    {
      name: 'professional-invitations',
      path: '/admission-professional/invitations',
      caption: /^Invitations to/,
      mayBeEmpty: true,
    },
  ],
};

/** At 375 px: cards, the first one's heading shown, no sideways scroll; at 1280 px the table. */
async function checkList(page: Page, list: ListPage) {
  await page.setViewportSize(PHONE);
  await page.goto(list.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: list.caption }).first();
  if (list.mayBeEmpty) {
    await page.waitForLoadState('networkidle');
  } else {
    await expect(cards).toBeVisible();
  }
  if (await cards.isVisible()) {
    const first = cards.getByRole('listitem').first();
    const heading = first.locator(':scope > div').first();
    await expect(heading).toBeVisible();
    expect((await heading.textContent())?.trim()).not.toBe('');
  }
  await expect(page.getByRole('table', { name: list.caption })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), list.path).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page);
  await screenshot(page, `phone-list-${list.name}-375`);

  await page.setViewportSize({ width: 1280, height: 900 });
  if (!list.mayBeEmpty) await expect(page.getByRole('table', { name: list.caption }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: list.caption })).toHaveCount(0);
}

for (const [role, lists] of Object.entries(PAGES) as [keyof typeof PAGES, ListPage[]][]) {
  test(`the ${role}'s lists are a card per row at 375 px and a table from 640 px up`, async ({ page }) => {
    test.setTimeout(120_000);
    await logInAs(page, role);
    for (const list of lists) await checkList(page, list);
  });
}

test("the case-study compare's figures and colleges are cards at 375 px", async ({ page }) => {
  const familyUserId = await caseStudyFamily(page);
  await actAsAdmin(page, familyUserId);
  for (const caption of [/^Federal SAI, Pell Grant/, /^Each favorite college's cost/]) {
    await checkList(page, { name: 'case-studies', path: '/family/case-studies', caption });
  }
});
