import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, logIn, test } from './support/e2e';
import { E2E_BASE_URL } from './support/ports';

/**
 * Issue 10, item 4: after a family signs out, the browser's disk cache holds none of its figures. A real profile on
 * disk (a persistent context) is used, so that the HTTP cache is the one Chromium writes to files.
 */

/** Pages that show the family's figures. */
const FIGURE_PAGES = ['/family/college/search', '/family/sai', '/family/overview', '/family/profile'];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The needles found in any file of the profile's HTTP cache. */
function foundInCache(profile: string, needles: string[]): string[] {
  const contents = filesUnder(join(profile, 'Default', 'Cache')).map((file) =>
    readFileSync(file).toString('latin1'),
  );
  return needles.filter((needle) => contents.some((content) => content.includes(needle)));
}

/** What the family's answers say about it: each JSON body's opening, and each figure as `"key":value`. */
function needlesOf(bodies: string[]): string[] {
  const needles = new Set<string>(['Sofia Rivera', DEMO.family.email]);
  for (const body of bodies) {
    if (body.length >= 40) needles.add(body.slice(0, 80));
    for (const figure of body.match(/"[A-Za-z]+":\d{4,}/g) ?? []) needles.add(figure);
  }
  return [...needles];
}

interface Browsing {
  context: BrowserContext;
  page: Page;
  /** Bodies of the /api answers about the family (its profile, figures, session and token). */
  bodies: string[];
  problems: string[];
}

test.describe('privacy of the browser cache', () => {
  let profile: string;
  const opened: BrowserContext[] = [];
  test.beforeEach(() => {
    profile = mkdtempSync(join(tmpdir(), 'ccp-profile-'));
  });
  test.afterEach(async () => {
    for (const context of opened.splice(0)) await context.close();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  });

  test('the disk cache holds none of the family’s figures, before or after sign-out', async ({
    playwright,
    launchOptions,
  }) => {
    async function open(): Promise<Browsing> {
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        baseURL: E2E_BASE_URL,
      });
      opened.push(context);
      const page = context.pages()[0] ?? (await context.newPage());
      const bodies: string[] = [];
      const problems: string[] = [];
      page.on('response', async (response) => {
        const path = new URL(response.url()).pathname;
        if (!/^\/api\/(family|me|auth\/token)/.test(path)) return;
        expect(response.headers()['cache-control'], path).toBe('no-store');
        bodies.push(await response.text().catch(() => ''));
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      return { context, page, bodies, problems };
    }

    async function visitFigurePages(page: Page) {
      for (const path of FIGURE_PAGES) {
        await page.goto(path);
        await expect(page).toHaveURL(path);
        await page.waitForLoadState('networkidle');
      }
    }

    // Signed in, on pages with the family's figures; then the browser is closed, which writes its cache out.
    const first = await open();
    await logIn(first.page, DEMO.family.loginPath, DEMO.family.email);
    await expect(first.page).toHaveURL(DEMO.family.home);
    await visitFigurePages(first.page);
    expect(first.bodies.join('\n')).toContain('Sofia Rivera');
    await first.context.close();

    const needles = needlesOf(first.bodies);
    expect(needles.length).toBeGreaterThan(10);
    // The scan does see the cache: the app's own scripts are in it.
    expect(foundInCache(profile, [`${E2E_BASE_URL}/assets/`])).toHaveLength(1);
    expect(foundInCache(profile, needles)).toEqual([]);

    // Opened again (the session cookie persists), the figures once more, then sign-out.
    const second = await open();
    await visitFigurePages(second.page);
    const signOut = second.page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-out'));
    await second.page.getByRole('button', { name: /account menu$/ }).click();
    await second.page.getByRole('menuitem', { name: 'Sign out' }).click();
    const answer = await signOut;
    expect(answer.status()).toBe(200);
    expect((await answer.allHeaders())['clear-site-data']).toBe('"cache", "storage"');
    await expect(second.page).toHaveURL('/');
    await second.context.close();

    expect(foundInCache(profile, needlesOf([...first.bodies, ...second.bodies]))).toEqual([]);
    expect([...first.problems, ...second.problems]).toEqual([]);
  });
});
