import type { Page } from '@playwright/test';
import { expect, logInAs, test } from './support/e2e';

const expired = { error: { code: 'TOKEN_EXPIRED', message: 'Your session token has expired.' } };

async function storageCounts(page: Page) {
  return page.evaluate(() => ({ local: window.localStorage.length, session: window.sessionStorage.length }));
}

test.describe('signing out', () => {
  test('Sign out ends the session, clears every stored item and all state, then goes to /', async ({
    page,
  }) => {
    await logInAs(page, 'admin');
    // Items a later feature may store (spec: browser-stored items) must not survive sign-out.
    await page.evaluate(() => {
      window.localStorage.setItem('selectedVersion', 'v1');
      window.localStorage.setItem('simulating_family', 'f1');
      window.sessionStorage.setItem('search', 'ohio');
    });
    expect(await storageCounts(page)).toEqual({ local: 2, session: 1 });

    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page).toHaveURL('/');
    expect(await storageCounts(page)).toEqual({ local: 0, session: 0 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    // The server session is gone too: no new token, and protected pages send to the log-in page.
    const token = await page.request.get('/api/auth/token');
    expect(token.status()).toBe(200);
    expect(await token.json()).toEqual({ token: null });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fdashboard');
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('Logout in the phone slide-out menu does the same', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await logInAs(page, 'family');
    await page.evaluate(() => window.localStorage.setItem('userId', 'u1'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    expect(await storageCounts(page)).toEqual({ local: 0, session: 0 });
    await page.goto('/family/college/search');
    await expect(page).toHaveURL('/family/login?next=%2Ffamily%2Fcollege%2Fsearch');
  });
});

test.describe('toast', () => {
  test('shows a Dismiss button that closes it', async ({ page }) => {
    await logInAs(page, 'newFamily');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    const message = page.getByText('Please complete onBoarding first.');
    await expect(message).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(message).toHaveCount(0);
  });

  test('disappears by itself after 1500 ms', async ({ page }) => {
    await logInAs(page, 'newFamily');
    const message = page.getByText('Please complete onBoarding first.');
    // Measure a fresh toast: one raised earlier (e.g. on the way in) must be gone first.
    await expect(message).toHaveCount(0, { timeout: 4000 });
    // Timed in the page: the test runner's clock also counts how long Playwright took to act under load.
    const onScreenMs = page.evaluate(
      (text) =>
        new Promise<number>((resolve) => {
          let shownAt = 0;
          const observer = new MutationObserver(() => {
            const present = document.body.textContent?.includes(text) ?? false;
            if (present && shownAt === 0) shownAt = performance.now();
            if (!present && shownAt > 0) {
              observer.disconnect();
              resolve(performance.now() - shownAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      'Please complete onBoarding first.',
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Bonus Resources' })
      .click();
    await expect(message).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(message).toHaveCount(0, { timeout: 4000 });
    expect(await onScreenMs).toBeGreaterThanOrEqual(1450);
  });
});

test.describe('bearer token (docs/product-spec.md §8)', () => {
  test('a 401 makes the app refresh the token once and retry the request once', async ({
    page,
    expectHttpError,
  }) => {
    expectHttpError('401 /api/me');
    await logInAs(page, 'agent');
    // The first page's own boot (token, then /api/me) must be over, or its /api/me takes the one 401 below.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const meAuthorizations: Array<string | undefined> = [];
    let tokenCalls = 0;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/me') meAuthorizations.push(request.headers().authorization);
      if (path === '/api/auth/token') tokenCalls += 1;
    });
    // The first /api/me after the reload answers 401 TOKEN_EXPIRED; the next ones reach the server.
    await page.route('**/api/me', (route) => route.fulfill({ status: 401, json: expired }), { times: 1 });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL('/agent/dashboard');

    // Boot: token, /api/me (401) → one refresh → one retry with the new token.
    expect(tokenCalls).toBe(2);
    expect(meAuthorizations).toHaveLength(2);
    for (const authorization of meAuthorizations)
      expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('a 401 on a data call is refreshed and retried without the user noticing', async ({
    page,
    expectHttpError,
  }) => {
    expectHttpError('401 /api/agents/profile');
    await logInAs(page, 'agent');
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/agents/profile' || path === '/api/auth/token') calls.push(path);
    });
    await page.route('**/api/agents/profile', (route) => route.fulfill({ status: 401, json: expired }), {
      times: 1,
    });

    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByLabel('Organisation')).toHaveValue('Summit Financial Partners');
    expect(calls).toEqual(['/api/agents/profile', '/api/auth/token', '/api/agents/profile']);
  });

  test('when the refresh fails too, the error is passed on and the user is signed out of the page', async ({
    page,
    expectHttpError,
  }) => {
    expectHttpError('401 /api/agents/profile');
    await logInAs(page, 'agent');
    await page.route('**/api/agents/profile', (route) => route.fulfill({ status: 401, json: expired }));
    // The session is gone: the token probe says nobody is signed in.
    await page.route('**/api/auth/token', (route) => route.fulfill({ status: 200, json: { token: null } }));
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));

    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    // Back to the log-in page, which returns to the profile afterwards.
    await expect(page).toHaveURL('/agent/login?next=%2Fagent%2Fprofile');
    expect(calls.filter((p) => p === '/api/agents/profile')).toHaveLength(1);
    expect(calls.filter((p) => p === '/api/auth/token')).toHaveLength(1);
  });
});
