/**
 * JavaScript budgets per route (issue 11: the admin dashboard loads at most 170 KB of gzipped JavaScript; issue 13: the
 * SAI page and the plan at most 200 KB; issue 4: the onboarding wizard opens at Welcome with at most 150 KB). Measured as a browser loads the page: every script the page fetches until the
 * page is drawn, counted as it travels (the server sends the build's pre-compressed gzip or brotli files).
 */
import type { Page } from '@playwright/test';
import { type DemoAccount, expect, freshEmail, logInAs, signUpThroughApi, test } from './support/e2e';

const KB = 1024;

interface Budget {
  /** A demo account, or a family signed up for the test (one that has not done onboarding yet). */
  account: DemoAccount | 'new family';
  path: string;
  /** Something the page draws once its own code (charts included) has loaded. */
  ready: (page: Page) => Promise<void>;
  maxKb: number;
}

const budgets: Budget[] = [
  {
    account: 'admin',
    path: '/admin/dashboard',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        page.getByRole('region', { name: 'Sign-ups over time' }).locator('svg').first(),
      ).toBeVisible({ timeout: 30_000 });
    },
    maxKb: 170,
  },
  {
    account: 'family',
    path: '/family/federal-sai',
    ready: async (page) => {
      // The first paint of a lazy page on a busy machine (two workers) can take longer than an expect's default.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    },
    maxKb: 200,
  },
  {
    account: 'family',
    path: '/family/plan',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    },
    maxKb: 200,
  },
  {
    account: 'new family',
    path: '/family/onboarding',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible({ timeout: 30_000 });
    },
    maxKb: 150,
  },
];

/** The encoded (compressed) bytes of every script the page loads while `action` runs and until the network is quiet. */
async function scriptBytes(
  page: Page,
  action: () => Promise<void>,
): Promise<{ total: number; files: string[] }> {
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
    pending.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then((sizes) => ({ url, bytes: sizes.responseBodySize })),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const loaded = await Promise.all(pending);
  const seen = new Map<string, number>();
  for (const { url, bytes } of loaded) seen.set(url, Math.max(seen.get(url) ?? 0, bytes));
  const total = [...seen.values()].reduce((sum, bytes) => sum + bytes, 0);
  return {
    total,
    files: [...seen.entries()].map(
      ([url, bytes]) => `${new URL(url).pathname} ${(bytes / KB).toFixed(1)} KB`,
    ),
  };
}

for (const budget of budgets) {
  test(`${budget.path} loads at most ${budget.maxKb} KB of compressed JavaScript`, async ({ page }) => {
    if (budget.account === 'new family') await signUpThroughApi(page, 'family', freshEmail('js-budget'));
    else await logInAs(page, budget.account);
    const context = page.context();
    const fresh = await context.newPage();
    // Routing turns the HTTP cache off, so the scripts the log-in page loaded are counted again.
    await fresh.route('**/*', (route) => route.continue());
    const { total, files } = await scriptBytes(fresh, async () => {
      await fresh.goto(budget.path);
      await budget.ready(fresh);
    });
    test
      .info()
      .annotations.push({ type: 'js', description: `${(total / KB).toFixed(1)} KB: ${files.join(', ')}` });
    console.log(`${budget.path}: ${(total / KB).toFixed(1)} KB of compressed JavaScript`);
    expect(total, files.join('\n')).toBeLessThanOrEqual(budget.maxKb * KB);
    await fresh.close();
  });
}
