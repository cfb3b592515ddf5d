import type { Page } from '@playwright/test';
import { sendAs } from './support/api';
import { screenshotHere } from './support/checks';
import { expect, freshEmail, signUpThroughApi, test } from './support/e2e';

/**
 * Honest labels on the SAI page (issue 19 item 3): a family with a 2027 senior sees its SAI with the 2027-28 federal
 * tables and their publication, the Pell Grant says the 2027-28 maximum is not set yet and which amount stands in,
 * the "Tables used" card names the tax year, and no text claims "latest published" or "no published tables". A
 * 401(k) contribution in "What would change your SAI" lowers the SAI, as the what-if does (item 6). Screenshots at
 * 1280 and 375 px go to SHOTS_DIR (default screenshots/).
 */

async function seniorFamily(page: Page) {
  await page.goto('/');
  await signUpThroughApi(page, 'family', freshEmail('labels'), 'Rosa Lind');
  const api = sendAs(page, new URL(page.url()).origin);
  await api('put', '/api/family/profile/family', {
    state: 'OH',
    familyMembersCount: 4,
    familyMembersInCollege: 1,
    childrenUnder17: 1,
    checkingAmount: 25_000,
    primaryResidence: 'own',
    residenceEquity: 150_000,
  });
  await api('post', '/api/family/profile/parent', {
    firstName: 'Rosa',
    maritalStatus: 'married',
    annualIncome: 110_000,
    filingStatus: 'married_joint',
    preTaxRetirementAmount: 6_000,
  });
  await api('post', '/api/family/profile/parent', {
    firstName: 'Ivan',
    maritalStatus: 'married',
    annualIncome: 50_000,
    filingStatus: 'married_joint',
  });
  await api('post', '/api/family/profile/student', {
    name: 'Mila',
    graduationYear: 2027,
    incomeAmount: 3_000,
  });
  await api('put', '/api/family/profile/done-onboarding/family');
  await api('put', '/api/family/profile/hidden-elements', { element: 'tour' });
}

test('the SAI page names the tables it used and what is provisional, at 1280 and 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seniorFamily(page);
  await page.goto('/family/federal-sai');

  const federal = page.getByRole('region', { name: 'Federal SAI for Mila' });
  await expect(federal).toContainText('Award year 2027-28');
  await expect(federal).toContainText('2027-28 federal tables, published June 2026');
  const pell = page.getByRole('region', { name: 'Estimated Pell Grant' });
  await expect(pell).toContainText('2027-28 maximum Pell not set yet');
  await expect(pell).toContainText('2026-27’s $7,395 used');
  const tables = page.getByRole('region', { name: 'Tables used' });
  await expect(tables).toContainText('tax year 2025’s brackets and deductions');
  await expect(page.locator('body')).not.toContainText(/latest published|no published tables/i);

  // The 401(k) line moves the SAI down, as the what-if's retirement move does.
  const moves = page.getByRole('region', { name: 'What would change your SAI' });
  const line = moves.getByRole('listitem').filter({ hasText: 'more a year into a 401(k)' });
  // A fall in the SAI (an index: written with a hyphen, as the federal estimator does).
  await expect(line).toContainText(/-[\d,]+ \(SAI/);
  await expect(line).not.toContainText('Changes nothing');

  await page.getByRole('region', { name: 'Federal SAI for Mila' }).scrollIntoViewIfNeeded();
  await screenshotHere(page, `sai-honest-labels-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await pell.scrollIntoViewIfNeeded();
  await screenshotHere(page, `sai-honest-labels-375`);
});
