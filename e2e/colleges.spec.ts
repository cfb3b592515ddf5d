import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, screenshot } from './support/checks';
import { expect, freshEmail, logInAs, signUpThroughApi, test } from './support/e2e';
import { onboardedFamily } from './support/onboarded-family';
import { E2E_BASE_URL } from './support/ports';

/**
 * Colleges: search with filters kept in the URL, favourites per student and compare, the college page, the cost
 * calculator for a family still onboarding, and admin colleges with a CSV import. Screenshots go to screenshots/.
 * Each test makes the family it changes (the demo accounts stay as they are).
 */

const results = (page: Page) => page.getByRole('article');

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Long journeys with three axe runs and full-page screenshots each.
  test.describe.configure({ timeout: 150_000 });

  test('a family searches with filters, reloads with the filters kept, favourites colleges and compares them', async ({
    page,
  }) => {
    // Two students, as the demo family has: saving asks for which student.
    await onboardedFamily(page, 'colleges', [
      { name: 'Maya Okafor', graduationYear: 2027 },
      { name: 'Theo Okafor', graduationYear: 2030 },
    ]);
    await page.goto('/family/college/search');
    // The first search of a new family works out its figures: give a busy machine time.
    await expect(page.getByRole('heading', { level: 1, name: 'Search Colleges' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(results(page).first()).toBeVisible();

    await page.getByLabel('State', { exact: true }).selectOption('OH');
    await page.getByLabel('Type', { exact: true }).selectOption('public');
    await page.getByLabel('Level', { exact: true }).selectOption('4-year');
    await page.getByLabel('Search by name, other name or city').fill('Ohio State');
    await expect(page).toHaveURL(/state=OH/);
    await expect(page).toHaveURL(/college_type=public/);
    await expect(page).toHaveURL(/search=Ohio\+State/);
    const ohioState = page.getByRole('article').filter({ hasText: 'Ohio State University-Main Campus' });
    await expect(ohioState).toBeVisible();
    await expect(results(page).filter({ hasNotText: 'Ohio' })).toHaveCount(0);
    await expect(ohioState).toContainText('2023-24 prices grown');
    await expect(ohioState).toContainText('(in-state)');

    await page.reload();
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('OH');
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('public');
    await expect(page.getByLabel('Level', { exact: true })).toHaveValue('4-year');
    await expect(page.getByLabel('Search by name, other name or city')).toHaveValue('Ohio State');
    await expect(ohioState).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'college-search-1280');

    await ohioState.getByRole('button', { name: /Save to favorites/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Maya Okafor' }).click();
    await expect(page.getByText(/Ohio State University-Main Campus saved to Maya.s favorites/)).toBeVisible();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Maya Okafor' })).toBeChecked();
    await page.keyboard.press('Escape');

    // A second college, from its own page.
    await page.getByRole('button', { name: /Clear filters/ }).click();
    await expect(page).not.toHaveURL(/state=OH/);
    // Typed the instant the cleared filters reach the address: the search holds (it is committed on top of them).
    await page.getByLabel('Search by name, other name or city').fill('University of Dayton');
    await expect(page).toHaveURL(/search=University\+of\+Dayton/);
    await expect(page).not.toHaveURL(/state=OH/);
    await page.getByRole('link', { name: 'University of Dayton', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'University of Dayton' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Net price by family income' })).toBeVisible();
    await expect(page.getByRole('link', { name: /net price calculator/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'college-page-1280');
    await page.getByRole('button', { name: /Save to favorites/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Maya Okafor' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Maya Okafor' })).toBeChecked();
    await page.keyboard.press('Escape');

    await page.goto('/family/college/favorite-colleges');
    const maya = page.getByRole('region', { name: 'Maya Okafor' });
    await expect(
      maya.getByRole('link', { name: 'Ohio State University-Main Campus', exact: true }),
    ).toBeVisible();
    await expect(maya.getByRole('link', { name: 'University of Dayton', exact: true })).toBeVisible();
    await maya.getByRole('checkbox', { name: 'Compare Ohio State University-Main Campus' }).check();
    await maya.getByRole('checkbox', { name: 'Compare University of Dayton' }).check();
    const compare = page.getByRole('region', { name: 'Side by side for Maya Okafor' });
    await expect(compare.getByRole('rowheader', { name: 'Estimated net price' })).toBeVisible();
    await expect(compare.getByRole('columnheader', { name: 'University of Dayton' })).toBeVisible();
    await page.reload();
    await expect(
      compare.getByRole('columnheader', { name: 'Ohio State University-Main Campus' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'favourites-compare-1280');
  });

  test('the calculator works for a family that has not finished onboarding', async ({ page, browser }) => {
    const email = freshEmail('calculator');
    await signUpThroughApi(page, 'family', email, 'The Nguyen Family');
    await page.goto('/family/cost-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'College Cost Calculator' })).toBeVisible();

    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Choose a college.')).toBeVisible();

    await page.getByRole('combobox', { name: 'College' }).fill('Ohio State');
    await page.getByRole('option', { name: /Ohio State University-Main Campus/ }).click();
    await expect(page.getByText('Ohio State University-Main Campus')).toBeVisible();
    await expect(page.getByLabel('Your state')).toHaveValue('');
    await page.getByLabel('Your state').selectOption('IL');
    await page.getByLabel('Student Aid Index (SAI)').fill('15000');
    await page.getByLabel('Household income').fill('90,000');
    await page.getByRole('button', { name: 'Calculate' }).click();

    const answer = page.getByRole('region', { name: 'Ohio State University-Main Campus' });
    await expect(answer.getByText('Out-of-state', { exact: false }).first()).toBeVisible();
    await expect(answer.getByText('4-year full cost of attendance')).toBeVisible();
    await expect(answer.getByRole('table')).toContainText('Total');
    const outOfState = await answer.getByRole('row', { name: /^Total/ }).textContent();

    await page.getByLabel('Your state').selectOption('OH');
    await page.getByRole('button', { name: 'Recalculate' }).click();
    await expect(answer.getByText(/^In-state/)).toBeVisible();
    await expect(answer.getByText(/less than your last calculation/).first()).toBeAttached();
    expect(await answer.getByRole('row', { name: /^Total/ }).textContent()).not.toBe(outOfState);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'calculator-1280');

    // The use is recorded: an administrator sees the family among calculator users.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await logInAs(admin, 'admin');
    await admin.goto('/admin/college-cost-calculator');
    await admin.getByLabel('Search users').fill(email);
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Ohio State University-Main Campus');
    await expectNoSeriousViolations(admin);
    await screenshot(admin, 'admin-calculator-users-1280');
    await context.close();
  });

  test('an admin imports a CSV and sees the new college', async ({ page, expectHttpError }) => {
    expectHttpError('422 /api/admin/colleges/import');
    await logInAs(page, 'admin', '/admin/colleges');
    await expect(page.getByRole('heading', { level: 1, name: 'Colleges' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(21);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'admin-colleges-1280');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import colleges from a CSV file' });
    await expect(dialog).toContainText('10 MB');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('Please select a CSV file.')).toBeVisible();

    // One good row and one with a tuition that is not a number: refused, with the problem listed by row and column.
    const csv =
      'unitid,name,city,state,control,level,tuition_fees_in_state,tuition_fees_out_of_state,room_board_on_campus\n' +
      '990777,"Lakeview College of Arts, Design and Media",Toledo,OH,private nonprofit,4-year,38400,38400,12600\n' +
      '990778,Lakeview Bad Row College,Toledo,OH,private nonprofit,4-year,lots,38400,12600\n';
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'new-colleges.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const problems = dialog.getByRole('table', { name: 'Problems found in the file' });
    await expect(problems.getByRole('row').filter({ hasText: 'tuition_fees_in_state' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Import the 1 good row only' }).click();
    // The import rebuilds the search index: seconds on a busy machine.
    await expect(dialog.getByText('Import finished.')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('1 college added and 0 updated');
    await expectNoSeriousViolations(page);
    await screenshot(page, 'admin-colleges-import-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel('Search colleges').fill('Lakeview College');
    const row = page.getByRole('row').filter({ hasText: 'Lakeview College of Arts, Design and Media' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('990777');
    await row.getByRole('link').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lakeview College of Arts, Design and Media' }),
    ).toBeVisible();
    await expect(page.getByLabel('In-state tuition and fees ($)').first()).toHaveValue('38400');
    await expectNoSeriousViolations(page);
    await screenshot(page, 'admin-college-edit-1280');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the college screens fit a phone', async ({ page }) => {
    await onboardedFamily(page, 'colleges-phone');
    const studentId = (
      (await (await page.request.get('/api/family/profile')).json()) as { students: { id: string }[] }
    ).students[0]!.id;
    const ohioState = (
      (await (await page.request.get('/api/family/colleges?search=Ohio%20State')).json()) as {
        items: { id: number }[];
      }
    ).items[0]!.id;
    const saved = await page.request.post('/api/family/favourite/family', {
      data: { collegeId: ohioState, studentId },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto('/family/college/search');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('button', { name: /Show filters/ }).click();
    await page.getByLabel('Level', { exact: true }).selectOption('4-year');
    await expect(page).toHaveURL(/college_level=4-year/);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'college-search-375');

    await results(page).first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Costs broken down' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'college-page-375');

    await page.goto('/family/college/favorite-colleges');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorite Colleges' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Maya Okafor' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'favourites-compare-375');

    await page.goto('/family/cost-calculator');
    await page.getByRole('combobox', { name: 'College' }).fill('Dayton');
    await page.getByRole('option', { name: /University of Dayton/ }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('region', { name: 'University of Dayton' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'calculator-375');
  });

  test('admin colleges fit a phone', async ({ page }) => {
    await logInAs(page, 'admin', '/admin/colleges');
    // A card per college on a phone (ADR 0054).
    await expect(
      page
        .getByRole('list', { name: /^Colleges, sorted by/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'admin-colleges-375');
  });
});
