import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { sendAs } from './support/api';
import { axeOn, screenshotHere } from './support/checks';
import { expect, freshEmail, signUpThroughApi, test } from './support/e2e';
import { E2E_BASE_URL } from './support/ports';

/**
 * Issue 22, how to pay: a family with the demo family's figures (the Rivera household: Ohio, a $42,000 529, Sofia
 * graduating in 2027; its own account, as the demo accounts are shared by every spec) sees its funding plan and the
 * gap at a costly favourite, enters two offers from a printed award letter, compares them and downloads the appeal
 * letter. Screenshots at 1280 and 375 px go to SHOTS_DIR.
 */

async function collegeId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/family/colleges?search=${encodeURIComponent(name)}&limit=10`);
  const found = ((await res.json()) as { items: { id: number; name: string }[] }).items.find(
    (c) => c.name === name,
  );
  if (!found) throw new Error(`no college named ${name}`);
  return found.id;
}

/** The demo family's figures (apps/server/src/seed/demo.ts) in an account of this spec's own. */
async function riveraLikeFamily(page: Page) {
  await page.goto('/');
  await signUpThroughApi(page, 'family', freshEmail('how-to-pay'), 'The Rivas Family');
  const api = sendAs(page, E2E_BASE_URL);
  await api('put', '/api/family/profile/family', {
    state: 'OH',
    zip: '45409',
    familyMembersCount: 4,
    familyMembersInCollege: 1,
    checkingAmount: 18_000,
    taxableBrokerageAccountsAmount: 25_000,
    collegeSavingsAccountsAmount: 42_000,
  });
  for (const [firstName, annualIncome] of [
    ['Maria', 92_000],
    ['David', 68_000],
  ] as const) {
    await api('post', '/api/family/profile/parent', {
      firstName,
      lastName: 'Rivas',
      maritalStatus: 'married',
      age: 47,
      annualIncome,
      filingStatus: 'married_joint',
    });
  }
  const sofia = (await api('post', '/api/family/profile/student', {
    name: 'Sofia Rivas',
    graduationYear: 2027,
    incomeAmount: 4_500,
    savingsAmount: 3_200,
  })) as { id: string };
  await api('put', '/api/family/profile/done-onboarding/family');
  for (const name of ['Ohio State University-Main Campus', 'Case Western Reserve University']) {
    await api('post', '/api/family/favourite/family', {
      collegeId: await collegeId(page, name),
      studentId: sofia.id,
    });
  }
  return sofia.id;
}

/** The whole page at 1280 and 375 px, `visible` in view first (the page has settled at each width). */
async function shoot(page: Page, name: string, visible = page.locator('main')) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await visible.first().scrollIntoViewIfNeeded();
    // Back at the top, so that the sticky header is drawn once, above the page, not across the middle of it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotHere(page, `${name}-${width}`, true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a family sees its funding plan and the gap at a costly favourite', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await riveraLikeFamily(page);
  await page.goto('/family/plan');
  const funding = page.getByRole('region', { name: 'How you pay for it' });
  // The first favourite (Ohio State, at its full cost of attendance) is counted: its line says how it is paid.
  await expect(
    funding
      .getByText(/^(Needs loans within the federal limits|Leaves a gap of \$[\d,]+ beyond the federal loans)/)
      .first(),
  ).toBeVisible();
  // Count Case Western instead: the gap the federal loans cannot cover, in words and in red.
  await page
    .getByLabel('College counted for Sofia Rivas')
    .selectOption({ label: 'Case Western Reserve University' });
  await page.getByRole('button', { name: 'Save assumptions' }).click();
  await expect(page.getByText('Your plan assumptions are saved.')).toBeVisible();
  await expect(
    funding.getByText(/^Leaves a gap of \$[\d,]+ beyond the federal loans$/).first(),
  ).toBeVisible();
  await expect(funding.getByText(/^A gap of \$[\d,]+ the federal loans cannot cover$/)).toBeVisible();
  await expect(funding.getByText(/Since July 1, 2026 federal loans stop at legal limits/)).toBeVisible();
  await expect(funding.getByText(/Tiered Standard plan/).first()).toBeVisible();
  await expect(funding.getByText(/Repayment Assistance Plan at \$/)).toBeVisible();
  // A choice redraws it at once: a parent denied PLUS leaves a larger gap.
  const before = await funding.getByText(/^A gap of/).innerText();
  await funding
    .getByRole('group', { name: 'Was a parent denied a PLUS Loan (adverse credit)?' })
    .getByLabel('Yes')
    .check();
  await expect(funding.getByText(/^A gap of/)).not.toHaveText(before);
  await expect(funding.getByText('Shown with your choices (not saved).')).toBeVisible();
  await funding.getByRole('button', { name: 'Undo changes' }).click();
  await shoot(page, 'how-to-pay-funding', funding);
  const axe = await axeOn(page).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // "Can we pay for this?" on the favourites, from the same engine call.
  await page.goto('/family/college/favorite-colleges');
  const table = page.getByRole('region', { name: 'Favorite colleges and their costs' });
  await expect(table.getByText(/^Leaves a gap of \$[\d,]+ beyond the federal loans$/).first()).toBeVisible();
  await expect(table.getByText('Case Western Reserve University').first()).toBeVisible();
  await shoot(page, 'how-to-pay-favourites');
});

async function fillLine(page: Page, n: number, line: Record<string, string | boolean>) {
  await page.getByLabel(`Line ${n}: kind`).selectOption({ label: line.kind as string });
  await page.getByLabel(`Line ${n}: name on the letter`).fill(line.name as string);
  await page.getByLabel(`Line ${n}: amount`).fill(line.amount as string);
  if (line.source)
    await page.getByLabel(`Line ${n}: whose money`).selectOption({ label: line.source as string });
  if (line.basis)
    await page.getByLabel(`Line ${n}: need-based or merit`).selectOption({ label: line.basis as string });
  if (line.renewable !== undefined) {
    await page
      .getByRole('group', { name: `Line ${n}: renewed in later years?` })
      .getByLabel(line.renewable ? 'Yes' : 'No')
      .check();
  }
  if (line.condition)
    await page.getByLabel(`Line ${n}: renewed on what condition (optional)`).fill(line.condition as string);
  if (line.loan)
    await page.getByLabel(`Line ${n}: kind of loan`).selectOption({ label: line.loan as string });
}

async function enterOffer(
  page: Page,
  college: string,
  costs: [string, string, string, string, string],
  lines: Record<string, string | boolean>[],
  totalAid?: string,
) {
  await page.getByRole('button', { name: 'Enter an offer' }).click();
  await page.getByLabel('College', { exact: true }).selectOption({ label: college });
  await page.getByLabel('Award year').selectOption('2027-28');
  const labels = [
    'Tuition and fees',
    'Housing and food',
    'Books and supplies',
    'Transportation',
    'Personal expenses',
  ];
  for (const [i, label] of labels.entries()) await page.getByLabel(label, { exact: true }).fill(costs[i]!);
  for (const [i, line] of lines.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add a line' }).click();
    await fillLine(page, i + 1, line);
  }
  if (totalAid) await page.getByLabel('The letter’s “total aid” or “total award”').fill(totalAid);
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText(`The offer from ${college} is saved.`)).toBeVisible();
}

test('a family enters two offers from their letters, compares them and downloads the appeal letter', async ({
  page,
  expectHttpError,
}) => {
  expectHttpError('400 /api/family/aid-offers');
  await page.setViewportSize({ width: 1280, height: 900 });
  await riveraLikeFamily(page);
  await page.goto('/family/overview');
  await page.getByRole('navigation').getByRole('link', { name: 'Aid Offers', exact: true }).click();
  await expect(page).toHaveURL('/family/aid-offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Your aid offers' })).toBeVisible();

  // A line without its kind of money is refused with a clear message, and nothing is saved.
  await page.getByRole('button', { name: 'Enter an offer' }).click();
  await page
    .getByLabel('College', { exact: true })
    .selectOption({ label: 'Ohio State University-Main Campus' });
  await fillLine(page, 1, { kind: 'Grant', name: 'Mystery Grant', amount: '1000' });
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText('Say whose money it is: federal, state, college or private.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await enterOffer(
    page,
    'Ohio State University-Main Campus',
    ['13,244', '14,352', '1,246', '1,138', '2,180'],
    [
      {
        kind: 'Grant',
        name: 'Federal Pell Grant',
        amount: '0',
        source: 'Federal',
        basis: 'Need-based',
        renewable: true,
      },
      {
        kind: 'Grant',
        name: 'Buckeye Opportunity Grant',
        amount: '3,500',
        source: 'College',
        basis: 'Need-based',
        renewable: true,
        condition: 'a GPA of 2.0 or more',
      },
      {
        kind: 'Scholarship',
        name: 'Maximus Scholarship',
        amount: '4,000',
        source: 'College',
        basis: 'Merit',
        renewable: false,
      },
      { kind: 'Work-study', name: 'Federal Work-Study', amount: '2,500' },
      { kind: 'Loan', name: 'Direct Subsidized Loan', amount: '3,500', loan: 'Direct Subsidized Loan' },
      { kind: 'Loan', name: 'Direct Unsubsidized Loan', amount: '2,000', loan: 'Direct Unsubsidized Loan' },
    ],
    '15,500',
  );
  await enterOffer(
    page,
    'Case Western Reserve University',
    ['67,000', '18,600', '1,200', '800', '1,900'],
    [
      {
        kind: 'Grant',
        name: 'CWRU Grant',
        amount: '20,000',
        source: 'College',
        basis: 'Need-based',
        renewable: true,
      },
      {
        kind: 'Scholarship',
        name: 'Dean’s Scholarship',
        amount: '15,000',
        source: 'College',
        basis: 'Merit',
        renewable: true,
        condition: 'a GPA of 3.0 or more',
      },
      { kind: 'Loan', name: 'Parent PLUS Loan', amount: '20,000', loan: 'Parent PLUS Loan' },
    ],
  );

  const comparison = page.getByRole('region', { name: 'Side by side' });
  const ohio = comparison.getByRole('article', { name: 'Ohio State University-Main Campus' });
  const cwru = comparison.getByRole('article', { name: 'Case Western Reserve University' });
  await expect(ohio).toBeVisible();
  await expect(cwru).toBeVisible();
  // Net price with grants and scholarships only: $32,160 of cost minus $7,500.
  await expect(
    ohio.getByText('Net price (cost minus grants only)').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$24,660');
  await expect(ohio.getByText(/Work-study: \$2,500 to earn in a campus job/)).toBeVisible();
  await expect(ohio.getByText('Loans presented as aid')).toBeVisible();
  await expect(ohio.getByText(/^Front-loaded: Maximus Scholarship/)).toBeVisible();
  await expect(cwru.getByText(/^Conditional: Dean’s Scholarship/)).toBeVisible();
  await expect(comparison.getByText('Lowest four-year net price of these offers')).toHaveCount(1);
  await shoot(page, 'how-to-pay-offers', comparison);

  // The appeal letter: the family's circumstances in its words, printable and as a PDF.
  await ohio
    .getByRole('link', { name: 'Write an appeal letter to Ohio State University-Main Campus' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Appeal letter to Ohio State University-Main Campus' }),
  ).toBeVisible();
  await page
    .getByLabel('What has changed for your family')
    .fill('David was laid off in March 2027; our income this year will be about $40,000 lower.');
  await page.getByRole('button', { name: 'Put it in the letter' }).click();
  await expect(page.getByText('Your circumstances are in the letter.')).toBeVisible();
  const letter = page.getByRole('article');
  await expect(letter.getByText(/^David was laid off in March 2027/)).toBeVisible();
  await expect(
    letter.getByText('Re: Request for a review of Sofia Rivas’s financial aid offer for 2027-28'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the letter' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the letter (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^appeal-letter-[0-9a-f]{8}\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-']).toString();
  expect(text).toContain('David was laid off in March 2027');
  expect(text).toContain('Ohio State University-Main Campus');
  await shoot(page, 'how-to-pay-appeal-letter');
});
