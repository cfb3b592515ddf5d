import { mkdirSync, writeFileSync } from 'node:fs';
import { expectNoSeriousViolations, SHOTS, screenshot } from './support/checks';
import { expect, logInAs, test } from './support/e2e';

/**
 * The administrator's dashboard, families list and family detail: follow a figure to the filtered list, search,
 * sort, open a family and assign the demo agent. Screenshots go to SHOTS_DIR (default screenshots/).
 */

// Both viewports change the same demo family: one after the other.
test.describe.configure({ mode: 'serial' });

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 900 : 800 } });

    test('an admin follows a dashboard figure to the filtered families, searches, sorts, opens a family and assigns the demo agent', async ({
      page,
    }) => {
      await logInAs(page, 'admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('Trends compare the last 30 days with the 30 days before.')).toBeVisible();
      const keyFigures = page.getByRole('region', { name: 'Key figures' });
      // Other specs sign families up meanwhile: the figures are at least the demo's.
      await expect(keyFigures.getByRole('link', { name: /^Families \d+/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /Families by state: .*California/ })).toBeVisible();
      await expect(page.locator('svg.chart-surface').first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, `admin-dashboard-${width}`);

      // A figure opens the families it counts.
      await page
        .getByRole('list', { name: 'Families by state' })
        .getByRole('link', { name: /California/ })
        .click();
      await expect(page).toHaveURL(/\/admin\/families\?state=CA/);
      await expect(page.getByRole('link', { name: 'The Kim Family' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'The Patel Family' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'The Okafor Family' })).toHaveCount(0);
      await page.getByRole('button', { name: /State: California/ }).click();
      await expect(page).not.toHaveURL(/state=CA/);

      // The help banner filters in one click. Other specs' families may ask for help too: the banner's number and the
      // filtered list's count agree, and the demo's Johnson family is among them.
      const banner = page.getByText(/^(\d+) famil(y|ies) asked for help and ha(s|ve) no agent$/);
      await expect(banner).toBeVisible();
      const asked = /^(\d+)/.exec((await banner.textContent()) ?? '')![1]!;
      await page.getByRole('button', { name: /^Show (it|them)$/ }).click();
      await expect(page).toHaveURL(/notRequestedHelp=1/);
      await expect(page.getByRole('link', { name: 'The Johnson Family' })).toBeVisible();
      await expect(
        page.getByText(asked === '1' ? '1 family' : `${asked} families`, { exact: true }).first(),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Show all families' }).click();

      // Search (debounced) and sort.
      await page.getByLabel('Search families').fill('okafor');
      await expect(page).toHaveURL(/search=okafor/);
      await expect(page.getByRole('link', { name: 'The Okafor Family' })).toBeVisible();
      await expect(page.getByText('1 family', { exact: true }).first()).toBeVisible();
      await page.getByLabel('Search families').fill('');
      await expect(page).not.toHaveURL(/search=/);
      await page.getByRole('button', { name: 'Students' }).click();
      await expect(page).toHaveURL(/sort_by=students&sort_order=ASC/);
      await page.getByRole('button', { name: 'Students' }).click();
      await expect(page).toHaveURL(/sort_order=DESC/);
      // Other specs' families may tie with the demo's two-student families: the column reads from most to fewest.
      await expect(async () => {
        // The table's Students column, or on a phone each card's Students figure.
        const students =
          width === 1280
            ? await page.locator('tbody tr').evaluateAll((rows) => {
                const headers = [...document.querySelectorAll('thead th')].map(
                  (th) => th.textContent?.trim() ?? '',
                );
                const column = headers.findIndex((h) => h.startsWith('Students'));
                return rows.map((row) => Number(row.children[column]?.textContent?.trim()));
              })
            : await page
                .getByRole('list', { name: /^Families, sorted by/ })
                .getByRole('listitem')
                .evaluateAll((cards) =>
                  cards.map((card) => {
                    const label = [...card.querySelectorAll('dt')].find(
                      (dt) => dt.textContent === 'Students',
                    );
                    return Number(label?.nextElementSibling?.textContent?.trim());
                  }),
                );
        expect(students.length).toBeGreaterThan(1);
        expect(students).toEqual([...students].sort((a, b) => b - a));
        expect(students[0]).toBeGreaterThanOrEqual(2);
      }).toPass({ timeout: 7_000 });
      await expectNoSeriousViolations(page);
      await screenshot(page, `admin-families-${width}`);

      // A selection asks before deleting; cancelling deletes nothing.
      await page.getByRole('checkbox', { name: 'Select The Kim Family' }).check();
      await page.getByRole('button', { name: 'Delete 1 family' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete 1 family?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('link', { name: 'The Kim Family' })).toBeVisible();

      // Open the family that asked for help and give it the demo agent.
      await page.getByLabel('Search families').fill('johnson');
      await expect(page).toHaveURL(/search=johnson/);
      await expect(page.getByRole('link', { name: 'The Kim Family' })).toHaveCount(0);
      await page.getByRole('link', { name: 'The Johnson Family' }).click();
      await expect(page).toHaveURL(/\/admin\/families\/[^?]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'The Johnson Family' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Help requests' })).toContainText(
        'We would like someone to go through the aid offers with us.',
      );
      await expect(page.getByRole('region', { name: 'How the family arrived' })).toContainText(
        'Signed up directly.',
      );
      const agent = page.getByRole('region', { name: 'Financial agent' });
      await agent.getByLabel('Find an agent').fill('Jordan');
      await agent
        .getByLabel('Assign an agent')
        .selectOption({ label: 'Jordan Lee · Summit Financial Partners' });
      await agent.getByRole('button', { name: 'Assign agent' }).click();
      await expect(agent.getByText('Jordan Lee is now this family’s financial agent.')).toBeVisible();
      await expect(agent.getByText('The agent and the family have been notified.')).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, `admin-family-detail-${width}`);

      // Put things back for the other viewport's run.
      await agent.getByRole('button', { name: 'Remove agent' }).click();
      await page
        .getByRole('dialog', { name: 'Remove the financial agent?' })
        .getByRole('button', { name: 'Remove agent' })
        .click();
      await expect(agent.getByText('No financial agent is assigned to this family.')).toBeVisible();
    });
  });
}

test('the admin dashboard route loads its JavaScript (charts included)', async ({ page, context }) => {
  await logInAs(page, 'admin');
  const fresh = await context.newPage();
  const scripts = new Set<string>();
  fresh.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.add(new URL(r.url()).pathname);
  });
  await fresh.goto('/admin/dashboard');
  await expect(fresh.locator('svg.chart-surface').first()).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/dashboard-scripts.json`, JSON.stringify([...scripts], null, 2));
  expect(scripts.size).toBeGreaterThan(0);
});
