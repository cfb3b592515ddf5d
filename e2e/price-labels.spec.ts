import { expectNoSeriousViolations, screenshot, screenshotHere } from './support/checks';
import { expect, logInAs, test } from './support/e2e';

/**
 * Prices as colleges charge them, said on screen (issue 20; ADRs 0062-0064), for the demo family (Ohio): an
 * out-of-state public's label with its net price calculator and the line on non-resident aid, on the search card and
 * the college page; the full cost beside the spec's narrower figure; a published guarantee met (Harvard); and the
 * SAI page's Pell card saying the provisional maximum once (issue 19). Screenshots at 1280 and 375 px.
 */
test('an out-of-state public, a guarantee met and the full cost each say how they were made', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, 'family', '/family/college/search?search=Michigan');
  const card = page.getByRole('article').filter({ hasText: 'University of Michigan-Ann Arbor' }).first();
  // A shared machine: the first search of a fresh server can take a while.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(
    'How this net price is made: Out-of-state: this college’s published net prices are for residents',
  );
  await expect(card).toContainText('no non-resident aid published in our data for this college');
  await expect(card.getByText(/^Full cost of attendance, \d{4}-\d{2}$/)).toBeVisible();

  await card.getByRole('link', { name: /net price calculator is linked/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'University of Michigan-Ann Arbor' }),
  ).toBeVisible();
  const made = page.getByText('How this net price is made:').locator('..');
  await expect(made).toContainText('Out-of-state: this college’s published net prices are for residents');
  await expect(made).toContainText('no non-resident aid published in our data for this college');
  await expect(made.getByRole('link', { name: /net price calculator/ })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  await expect(page.getByRole('heading', { name: /^Full cost of attendance, \d{4}-\d{2}$/ })).toBeVisible();
  await expect(page.getByText('Tuition, fees, room and board').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, 'price-labels-michigan-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'price-labels-michigan-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await made.scrollIntoViewIfNeeded();
  await screenshotHere(page, `price-labels-michigan-label-375`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/family/college/search?search=Harvard');
  await page.getByRole('link', { name: 'Harvard University', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harvard University' })).toBeVisible();
  await expect(page.getByText('How this net price is made:').locator('..')).toContainText(
    'The college’s published guarantee (published for 2025-26): no tuition for family incomes up to $200,000',
  );
  await screenshot(page, 'price-labels-harvard-1280');

  // The SAI page's Pell card says the provisional maximum once.
  await page.goto('/family/federal-sai');
  const pell = page.getByRole('region', { name: 'Estimated Pell Grant' });
  await expect(pell).toContainText('2027-28 maximum Pell not set yet');
  expect(((await pell.innerText()).match(/maximum Pell not set yet/g) ?? []).length).toBe(1);
  await pell.scrollIntoViewIfNeeded();
  await screenshotHere(page, `price-labels-pell-1280`);
});

/**
 * One price beside every net price (issues 19 and 20, ADR 0070): for Sofia Rivera and Ohio State, the search card,
 * the favourites table and the calculator show the same "Full cost of attendance" and net price, the narrower figure
 * labelled "Tuition, fees, room and board", and the calculator's grants are cost less net price (the engine's).
 */
test('search, favourites and the calculator show one full cost beside one net price', async ({ page }) => {
  test.setTimeout(150_000);
  const college = 'Ohio State University-Main Campus';
  const amount = (text: string) => Number(text.replace(/[^0-9-]/g, ''));
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, 'family', '/family/college/search?search=Ohio%20State');
  const card = page.getByRole('article').filter({ hasText: college }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const cardFull = card.getByText(/^Full cost of attendance, \d{4}-\d{2}$/);
  await expect(cardFull).toBeVisible();
  const year = ((await cardFull.textContent()) ?? '').slice(-7);
  const full = amount((await cardFull.locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
  const net = amount(
    (await card
      .getByText(`Estimated net price, ${year}`, { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? '',
  );
  expect(full).toBeGreaterThan(0);
  expect(net).toBeLessThanOrEqual(full);
  await expect(card).toContainText('Tuition, fees, room and board');
  await expect(card.getByText(/^Cost of attendance/)).toHaveCount(0);
  // Saved for Sofia (the browser specs' demo family may have no favourites yet, or another spec saved one already:
  // the button then reads "Saved for 1 of 2").
  await card.getByRole('button', { name: /^(Save to favorites|Saved for \d+ of \d+)/ }).click();
  const forSofia = page.getByRole('menuitemcheckbox', { name: 'Sofia Rivera' });
  if (!(await forSofia.isChecked())) await forSofia.click();
  await expect(forSofia).toBeChecked();
  await page.keyboard.press('Escape');
  await screenshot(page, 'one-price-search-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await screenshotHere(page, `one-price-search-375`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });

  const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
  await page.goto('/family/college/favorite-colleges');
  const sofia = page.getByRole('region', { name: 'Sofia Rivera' });
  await expect(sofia.getByRole('columnheader', { name: 'Full cost of attendance' })).toBeVisible();
  await expect(sofia.getByRole('columnheader', { name: 'Tuition, fees, room and board' })).toBeVisible();
  const row = sofia.getByRole('row').filter({ has: page.getByRole('link', { name: college, exact: true }) });
  await expect(row).toContainText(usd(full));
  await expect(row).toContainText(usd(net));
  await expectNoSeriousViolations(page);
  await screenshot(page, 'one-price-favourites-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'one-price-favourites-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/family/cost-calculator');
  await page.getByRole('combobox', { name: 'College' }).fill('Ohio State');
  await page.getByRole('option', { name: /Ohio State University-Main Campus/ }).click();
  await page.getByRole('button', { name: 'Calculate' }).click();
  const answer = page.getByRole('region', { name: college });
  await expect(answer.getByText(`Full cost of attendance, ${year}`, { exact: true })).toBeVisible();
  const table = answer.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Full cost of attendance' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Grants' })).toBeVisible();
  const first = table.getByRole('row', { name: new RegExp(`^${year}`) });
  const cells = (await first.getByRole('cell').allTextContents()).map(amount);
  // Full cost, need, grants, net price: the same cost and net price as search and favourites.
  expect(cells[0]).toBe(full);
  expect(cells[3]).toBe(net);
  expect(cells[2]).toBe(full - net);
  await expectNoSeriousViolations(page);
  await screenshot(page, 'one-price-calculator-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'one-price-calculator-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
