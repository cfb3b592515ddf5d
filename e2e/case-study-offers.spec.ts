/**
 * Issue 22, ADR 0065: a case study keeps its own copy of the family's aid offers. The demo admin acts as a family of
 * this spec's own (one offer of its own, two favourite colleges), makes a case study, finds the family's offer copied
 * into it, enters a second offer in the copy, sees it side by side and in the case-study compare, and the family's
 * own offers are unchanged: on its offers page with the family profile selected, and through the API as the family.
 */
import type { AidOffer, AidOfferRequest } from '@ccp/contracts';
import { actAsAdmin, axeClean, caseStudyFamily, shot } from './support/case-studies';
import { DEMO, expect, freshEmail, logIn, test } from './support/e2e';
import { E2E_BASE_URL } from './support/ports';

test('an admin enters an offer in a case study’s copy; the family’s own offers do not change', async ({
  page,
}) => {
  // Two sign-ins, a case study, an offer through the form, the compare page and six screenshots.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const suffix = Date.now().toString(36);
  const familyEmail = freshEmail('case-offers');
  const familyUserId = await caseStudyFamily(page, familyEmail);
  const send = async (method: 'post' | 'get', url: string, data?: object) => {
    const res = await page.request[method](url, { data, headers: { Origin: E2E_BASE_URL } });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };

  // The family's own offer at its favourite college, and a second favourite whose offer comes only in the case study.
  const favourites = (await send('get', '/api/family/favourites')) as {
    students: { id: string; favourites: { college: { id: number; name: string } }[] }[];
  };
  const sofia = favourites.students[0]!;
  const own = sofia.favourites[0]!.college;
  const found = (await send('get', '/api/family/colleges?state=OH&limit=5')) as {
    items: { id: number; name: string }[];
  };
  const other = found.items.find((c) => c.id !== own.id)!;
  await send('post', '/api/family/favourite/family', { collegeId: other.id, studentId: sofia.id });
  const ownOffer: AidOfferRequest = {
    studentId: sofia.id,
    collegeId: own.id,
    awardYear: '2027-28',
    tuitionAndFees: 12_000,
    housingAndFood: 13_000,
    housingOnCampus: true,
    booksAndSupplies: 1_200,
    transportation: 1_000,
    personalExpenses: 2_000,
    items: [
      {
        kind: 'grant',
        name: 'Family Promise Grant',
        amount: 6_000,
        source: 'college',
        basis: 'need',
        renewable: true,
      },
    ],
  };
  await send('post', '/api/family/aid-offers', ownOffer);
  const ownBefore = (await send('get', '/api/family/aid-offers')) as { offers: AidOffer[] };
  expect(ownBefore.offers).toHaveLength(1);

  // The admin acts as the family and makes a case study of its profile.
  await page.context().clearCookies();
  await actAsAdmin(page, familyUserId);
  await page.goto('/family/profile');
  const banner = page.getByRole('region', { name: 'Acting as a family' });
  const picker = banner.getByRole('region', { name: 'Case studies' });
  await expect(picker).toBeVisible({ timeout: 30_000 });
  const studyName = `Offer review ${suffix}`;
  await picker
    .getByLabel('Profile version')
    .selectOption({ label: 'Create Case Study of the Selected Profile' });
  const dialog = page.getByRole('dialog', { name: 'Create Case Study of the Selected Profile' });
  await dialog.getByLabel('Version name').fill(studyName);
  await dialog.getByRole('button', { name: 'Create case study' }).click();
  await expect(picker.getByText(`Clone: ${studyName} created successfully!!`)).toBeVisible();

  // Its offers page says whose copy it is and starts with the family's offer, copied.
  await page.getByRole('navigation').getByRole('link', { name: 'Aid Offers', exact: true }).click();
  await expect(page).toHaveURL('/family/aid-offers');
  await expect(
    page.getByText(`The case study ‘${studyName}’ keeps its own copy of the offers`),
  ).toBeVisible();
  const list = page.getByRole('table', { name: /Your aid offers/ });
  await expect(list.getByText(own.name)).toBeVisible();

  // An offer entered in the copy, through the form.
  await page.getByRole('button', { name: 'Enter an offer' }).click();
  await page.getByLabel('College', { exact: true }).selectOption({ label: other.name });
  await page.getByLabel('Award year').selectOption('2027-28');
  for (const [label, amount] of [
    ['Tuition and fees', '30,000'],
    ['Housing and food', '12,000'],
    ['Books and supplies', '1,000'],
    ['Transportation', '800'],
    ['Personal expenses', '1,500'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(amount);
  }
  await page.getByLabel('Line 1: kind').selectOption({ label: 'Scholarship' });
  await page.getByLabel('Line 1: name on the letter').fill('Case Study Merit Award');
  await page.getByLabel('Line 1: amount').fill('10,000');
  await page.getByLabel('Line 1: whose money').selectOption({ label: 'College' });
  await page.getByLabel('Line 1: need-based or merit').selectOption({ label: 'Merit' });
  await page.getByRole('group', { name: 'Line 1: renewed in later years?' }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText(`The offer from ${other.name} is saved.`)).toBeVisible();

  // Side by side: both offers, the new one's net price with its grant only ($45,300 of cost minus $10,000).
  const comparison = page.getByRole('region', { name: 'Side by side' });
  const added = comparison.getByRole('article', { name: other.name });
  await expect(added).toBeVisible();
  await expect(comparison.getByRole('article', { name: own.name })).toBeVisible();
  await expect(
    added.getByText('Net price (cost minus grants only)').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$35,300');
  await axeClean(page);
  await shot(page, 'case-study-offers-copy');

  // The case-study compare: the new offer is in the case study's column only.
  await picker.getByRole('link', { name: 'Compare case studies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare case studies' })).toBeVisible();
  await page.getByRole('checkbox', { name: studyName }).check();
  const offersTable = page.getByRole('table', { name: /Each aid offer's net price and grants by version/ });
  const addedRow = offersTable.getByRole('row').filter({ hasText: other.name });
  await expect(addedRow).toContainText('No such offer');
  await expect(addedRow).toContainText('$35,300');
  await expect(offersTable.getByRole('row').filter({ hasText: own.name })).not.toContainText('No such offer');
  // What differs from the family profile names the offer the case study added.
  await expect(page.getByRole('region', { name: `Changes in ${studyName}` })).toContainText(
    `offer from ${other.name} added`,
  );
  await shot(page, 'case-study-offers-compare');

  // The family profile selected again: the family's own offers, without the case study's.
  await picker.getByLabel('Profile version').selectOption({ label: 'Family Profile' });
  await page.getByRole('navigation').getByRole('link', { name: 'Aid Offers', exact: true }).click();
  await expect(page).toHaveURL('/family/aid-offers');
  await expect(page.getByText(/keeps its own copy of the offers/)).toHaveCount(0);
  await expect(list.getByText(own.name)).toBeVisible();
  await expect(list.getByText(other.name)).toHaveCount(0);
  await shot(page, 'case-study-offers-family');

  // And the family itself reads exactly the offer it had.
  await page.context().clearCookies();
  await logIn(page, DEMO.family.loginPath, familyEmail);
  await expect(page).toHaveURL(/\/family\/college\/search/);
  const ownAfter = (await send('get', '/api/family/aid-offers')) as { offers: AidOffer[] };
  expect(ownAfter.offers).toEqual(ownBefore.offers);
});
