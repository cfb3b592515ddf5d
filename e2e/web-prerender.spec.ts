import type { Page } from '@playwright/test';
import { expect, logInAs, test } from './support/e2e';

/**
 * The public and auth pages the build pre-renders (apps/web/src/app/routes/public-routes.tsx): the server sends
 * their content in the HTML, the browser hydrates it without a mismatch (a mismatch is a console error, which
 * fails the test), and from then on they are the app.
 */
const LANDING_HEADING = 'Know what college will really cost, before you apply.';
const PRERENDERED: ReadonlyArray<readonly [string, string]> = [
  ['/', LANDING_HEADING],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/family/login', 'Log in to your family account'],
  ['/admin/login', 'Administrator log-in'],
  ['/agent/login', 'Log in as a financial agent'],
  ['/admission-professional/login', 'Log in as an admission professional'],
  ['/family/signup', 'Create your family account'],
  ['/signup', 'Create your family account'],
  ['/agent/signup', 'Create your financial agent account'],
  ['/admission-professional/signup', 'Create your admission professional account'],
  ['/family/forgot-password', 'Reset your password'],
  ['/admin/forgot-password', 'Reset your password'],
  ['/agent/forgot-password', 'Reset your password'],
  ['/admission-professional/forgot-password', 'Reset your password'],
];

/** Strings only found in zod, react-hook-form and the shared field schemas of the contracts. */
const FORM_CODE = {
  zod: '$ZodType',
  'react-hook-form': 'shouldUnregister',
  contracts: 'Enter a valid email address',
} as const;

/** Opens a page and waits until the app runs it: the session probe has answered. */
async function openHydrated(page: Page, path: string) {
  const probe = page.waitForResponse((response) => response.url().endsWith('/api/auth/token'));
  await page.goto(path);
  await probe;
}

/** The source of every script the page has loaded so far. */
function collectScripts(page: Page): string[] {
  const sources: string[] = [];
  page.on('response', async (response) => {
    if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) sources.push(await response.text());
  });
  return sources;
}

test.describe('pre-rendered public pages', () => {
  test('the server sends each page with its content, its title and no inline script', async ({ request }) => {
    for (const [path, heading] of PRERENDERED) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.?]/g, '\\$&')}</h1>`));
      expect(html, path).toMatch(/<title>[^<]*College Cost Planner[^<]*<\/title>/);
      // Scripts are files (the CSP allows no inline script); the one element with content is JSON data.
      for (const script of html.match(/<script[^>]*>/g) ?? []) {
        expect(script, path).toMatch(/ src="\/assets\/|type="application\/json"/);
      }
    }
    // Pages that are not pre-rendered get the empty single-page shell.
    expect(await (await request.get('/family/password-recovery?token=x')).text()).toContain(
      '<div id="root"></div>',
    );
  });

  test('without JavaScript a page shows its content, and its form cannot be sent', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/family/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to your family account' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_HEADING);
    await context.close();
  });

  test('each page hydrates without a mismatch and then navigates as the app', async ({ page }) => {
    for (const [path, heading] of PRERENDERED) {
      await openHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      // A client-side navigation keeps the page's JavaScript state; a full page load would lose it.
      await page.evaluate(() => {
        document.documentElement.dataset.sameDocument = 'yes';
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      expect(await page.evaluate(() => document.documentElement.dataset.sameDocument), path).toBe('yes');
    }
  });

  test('a log-in page keeps what was typed before the app ran', async ({ page }) => {
    await page.goto('/family/login');
    // Typed at once: possibly before hydration. The button waits for the app.
    await page.getByLabel('Email').fill('family@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/family/college/search');
  });

  test('signed in, a pre-rendered page updates to the signed-in view', async ({ page }) => {
    await logInAs(page, 'agent');
    await page.goto('/terms-of-service');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/agent/dashboard');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.goto('/agent/login');
    await expect(page).toHaveURL('/agent/dashboard');
  });

  test('the landing page loads no form code; a log-in page loads zod only once the form is used', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await openHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    for (const [library, marker] of Object.entries(FORM_CODE)) {
      expect(scripts.join('\n'), `${library} on /`).not.toContain(marker);
    }

    await openHydrated(page, '/family/login');
    await page.waitForLoadState('networkidle');
    expect(scripts.join('\n'), 'zod before the form is used').not.toContain(FORM_CODE.zod);
    const zod = page.waitForResponse(async (response) =>
      response.url().endsWith('.js') ? (await response.text()).includes(FORM_CODE.zod) : false,
    );
    await page.getByLabel('Email').fill('nobody');
    await zod;
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  });
});

test.describe('About and Contact', () => {
  test('lead to sections of the landing page; the booking link shows only when configured', async ({
    page,
  }) => {
    await openHydrated(page, '/privacy-policy');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/#about');
    const about = page.locator('#about');
    await expect(about).toBeFocused();
    await expect(about).toBeInViewport();
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(
      'From your finances to a college list you can afford',
    );

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#contact');
    const contact = page.getByRole('region', { name: 'Talk to a person' });
    await expect(contact).toBeFocused();
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole('link', { name: 'Log in to ask for help' })).toHaveAttribute(
      'href',
      '/family/login',
    );
    // The e2e server has no CONTACT_URL.
    await expect(contact.getByRole('link', { name: /Book a call/ })).toHaveCount(0);

    // The legal pages send questions to the same place.
    await page.goto('/terms-of-service');
    await expect(page.getByRole('link', { name: 'our contact section' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    // And name the support address.
    await expect(page.getByRole('link', { name: 'support@collegecostplanner.test' })).toHaveAttribute(
      'href',
      'mailto:support@collegecostplanner.test',
    );
  });
});
