import { SIMULATOR_HEADER } from '@ccp/contracts/act-as-values';
import type { APIRequestContext, Page } from '@playwright/test';
import { actAsAdmin } from './support/case-studies';
import { expectNoSeriousViolations, screenshotHere } from './support/checks';
import { expect, test } from './support/e2e';
import { onboardFamily } from './support/onboarded-family';

/**
 * No edit is lost without notice (issue 18 item 5, issue 23 item 1): the profile saves as you go, saying so; a save
 * that would overwrite what an admin acting as the family changed meanwhile is refused, and the family sees who
 * changed what and keeps its answer or takes the current one.
 */

const PAY = /Pay before deductions/;

async function familyOfItsOwn(page: Page) {
  return onboardFamily(page, 'no-lost-edits', {
    name: 'The Lindqvist Family',
    household: { state: 'OH', familyMembersCount: 3, familyMembersInCollege: 1 },
    parents: [
      {
        firstName: 'Ingrid',
        lastName: 'Lindqvist',
        age: 46,
        annualIncome: 90_000,
        maritalStatus: 'single',
        filingStatus: 'head_of_household',
      },
    ],
    students: [{ name: 'Nils Lindqvist', graduationYear: 2027 }],
    skipTour: true,
  });
}

/** The admin, acting as the family in a browser context of its own, sets the parent's pay through the API. */
async function adminSetsPay(admin: APIRequestContext, origin: string, pay: number) {
  // As the web app calls it: a bearer token from the session cookie, and the acting staff member's id.
  const { token } = (await (await admin.get('/api/auth/token')).json()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { imp: string };
  const headers = { Origin: origin, Authorization: `Bearer ${token}`, [SIMULATOR_HEADER]: claims.imp };
  const read = await admin.get('/api/family/profile', { headers });
  expect(read.ok(), await read.text()).toBe(true);
  const parent = ((await read.json()) as { parents: { id: string }[] }).parents[0]!;
  const res = await admin.put(`/api/family/profile/parent/${parent.id}/admin`, {
    data: { annualIncome: pay },
    headers,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The family's saved pay, as the family reads it. */
async function savedPay(page: Page): Promise<number> {
  const profile = (await (await page.request.get('/api/family/profile')).json()) as {
    parents: { annualIncome: number }[];
  };
  return profile.parents[0]!.annualIncome;
}

test('an edit conflict shows who changed what; the family keeps its answer, then takes the current one', async ({
  page,
  browser,
  baseURL,
  expectHttpError,
}) => {
  test.setTimeout(180_000);
  const family = await familyOfItsOwn(page);
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await actAsAdmin(adminPage, family.userId);

  await page.goto('/family/profile');
  const form = page.getByRole('form', { name: 'Ingrid Lindqvist’s answers' });
  const parentId = (
    (await (await page.request.get('/api/family/profile')).json()) as { parents: { id: string }[] }
  ).parents[0]!.id;
  // The refused saves (twice): the conflict this test makes on purpose.
  expectHttpError(`409 /api/family/profile/parent/${parentId}/family`);
  await expect(form.getByLabel(PAY)).toHaveValue('90,000');
  await expect(
    form.getByRole('status').filter({ hasText: 'Your answers are saved as you go.' }),
  ).toBeVisible();

  // Round 1: the admin changes the pay while the family is typing another; the family's save is refused.
  await adminSetsPay(adminPage.request, baseURL!, 100_000);
  await form.getByLabel(PAY).fill('130,000');
  const refused = page.waitForResponse((r) => /\/api\/family\/profile\/parent\/[^/]+\/family$/.test(r.url()));
  await form.getByLabel(PAY).press('Tab');
  expect((await refused).status()).toBe(409);
  const notice = form
    .getByRole('alert')
    .filter({ hasText: 'someone changed these answers while you were editing' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('(an administrator) changed');
  await expect(notice).toContainText('$100,000');
  // Nothing the family typed is gone.
  await expect(form.getByLabel(PAY)).toHaveValue('130,000');
  await expectNoSeriousViolations(page);
  await notice.scrollIntoViewIfNeeded();
  await screenshotHere(page, `edit-conflict-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await notice.scrollIntoViewIfNeeded();
  await screenshotHere(page, `edit-conflict-375`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });

  // "Keep my changes": sent again on the current version, knowingly replacing the admin's.
  const kept = page.waitForResponse((r) => /\/api\/family\/profile\/parent\/[^/]+\/family$/.test(r.url()));
  await notice.getByRole('button', { name: 'Keep my changes' }).click();
  expect((await kept).status()).toBe(200);
  await expect(form.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();
  expect(await savedPay(page)).toBe(130_000);

  // Round 2: the same again; this time the family takes the admin's answer.
  await adminSetsPay(adminPage.request, baseURL!, 95_000);
  await form.getByLabel(PAY).fill('140,000');
  await form.getByLabel(PAY).press('Tab');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('$95,000');
  await notice.getByRole('button', { name: 'Use the current answers' }).click();
  await expect(notice).toBeHidden();
  await expect(form.getByLabel(PAY)).toHaveValue('95,000');
  expect(await savedPay(page)).toBe(95_000);
  await adminContext.close();
});

test('the profile saves as you go: an answer typed and left is there after going to the overview and back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await familyOfItsOwn(page);
  await page.goto('/family/profile');
  const savings = page.getByRole('form', { name: 'Savings and investments' });
  const checking = savings.getByLabel(/Cash, checking and savings/);
  await checking.fill('12,345');
  // No button to press: leaving the field saves it, and the section says so.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/family/profile/family'));
  await page.getByRole('link', { name: 'Overview' }).first().click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/family\/(overview|dashboard)/);
  await page.goto('/family/profile');
  await expect(
    page.getByRole('form', { name: 'Savings and investments' }).getByLabel(/Cash, checking and savings/),
  ).toHaveValue('12,345');

  // A wrong answer is not saved, and the section says why.
  const zip = page.getByRole('form', { name: 'Home ZIP code' });
  await zip.getByLabel('ZIP code').fill('123');
  await zip.getByLabel('ZIP code').press('Tab');
  await expect(zip.getByRole('alert').filter({ hasText: 'Not saved yet' })).toBeVisible();
  await expect(zip.getByLabel('ZIP code')).toHaveAccessibleDescription(/Enter a 5-digit ZIP code/);
});
