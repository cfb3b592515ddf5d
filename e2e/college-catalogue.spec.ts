import { screenshotHere } from './support/checks';
import { expect, logInAs, test } from './support/e2e';

test.describe('a catalogue that finds every college', () => {
  test('the default list suits the family; what families type comes first; a college shows its data year and aid policy', async ({
    page,
  }) => {
    await logInAs(page, 'family');
    const results = page.getByRole('article');
    // The first search of a server builds the index: give a busy machine time.
    await expect(results.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    await expect(page.getByText(/^Suggested for your family: colleges in Ohio/)).toBeVisible();
    await expect(results.first()).not.toContainText('Merchant Marine');
    await results.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshotHere(page, `college-catalogue-default-1280`);

    const box = page.getByLabel('Search by name, other name or city');
    await box.fill('Penn State');
    await expect(page).toHaveURL(/search=Penn\+State/);
    await expect(results.first().getByRole('heading')).toHaveText(
      'Pennsylvania State University-Main Campus',
    );
    await expect(results.first()).toContainText('College data 2022-23');
    await expect(page.getByText(/^Best matches for “Penn State” first/)).toBeVisible();

    await box.fill('MIT');
    await expect(page).toHaveURL(/search=MIT/);
    await expect(results.first().getByRole('heading')).toHaveText('Massachusetts Institute of Technology');

    await box.fill('IUPUI');
    await expect(results.first().getByRole('heading')).toHaveText('Indiana University-Indianapolis');
    await expect(results.first()).toContainText('Formerly Indiana University-Purdue University-Indianapolis');

    await box.fill('Stanford');
    await expect(results.first().getByRole('heading')).toHaveText('Stanford University');
    await results.first().getByRole('link', { name: 'Stanford University', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stanford University' })).toBeVisible();
    const policy = page.getByRole('region', { name: 'How this college awards aid' });
    await expect(policy).toContainText('Uses the CSS Profile');
    await expect(policy).toContainText('This guarantee may be out of date');
    await expect(policy).toContainText(/Free tuition for families earning at or below \$125,000 a year/);
    await expect(page.getByText(/figures are from 2021-22 \(College Scorecard 2021-22/)).toBeVisible();
    await policy.scrollIntoViewIfNeeded();
    await screenshotHere(page, `college-catalogue-college-1280`, true);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/family/college/search?search=Penn%20State');
    await expect(results.first().getByRole('heading')).toHaveText(
      'Pennsylvania State University-Main Campus',
    );
    await screenshotHere(results.first(), `college-catalogue-card-375`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('admins edit a college’s aid policy and see stale guarantees', async ({ page, expectHttpError }) => {
    expectHttpError('400 /api/admin/aid-policies/214777');
    await logInAs(page, 'admin', '/admin/colleges');
    await page.getByRole('link', { name: 'Aid policies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aid policies' })).toBeVisible();
    await expect(page.getByText('59 aid policies', { exact: true })).toBeVisible();
    await page.getByLabel('Show', { exact: true }).selectOption('true');
    await expect(page.getByRole('link', { name: 'Stanford University', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harvard University' })).toHaveCount(0);
    await screenshotHere(page, `college-catalogue-admin-list-1280`, true);

    // Penn State has no policy yet: one is added from its unit ID, then removed again.
    await page.getByLabel('Add or edit the policy of a college (unit ID)').fill('214777');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pennsylvania State University-Main Campus' }),
    ).toBeVisible();
    await page.getByLabel('Source, with its date').fill('Penn State Tuition page, 2026-11');
    await page.getByLabel('Grade', { exact: true }).selectOption('PRIMARY');
    await page.getByLabel('First academic year').fill('2026-27');
    await page.getByLabel('Free tuition up to this family income ($)').fill('75,000');
    await page.getByLabel('Free total cost up to this family income ($)').fill('100000');
    await page.getByRole('button', { name: 'Add aid policy' }).click();
    await expect(page.getByText('Please correct the field marked below.')).toBeVisible();
    await expect(page.getByText(/cannot be above the income for free tuition/)).toBeVisible();
    await page.getByLabel('Free total cost up to this family income ($)').fill('');
    await page.getByRole('button', { name: 'Add aid policy' }).click();
    await expect(page.getByText('Aid policy added.')).toBeVisible();
    await screenshotHere(page, `college-catalogue-admin-edit-1280`, true);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Remove aid policy' }).click();
    await expect(page.getByText('Aid policy removed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add aid policy' })).toBeVisible();
  });
});
