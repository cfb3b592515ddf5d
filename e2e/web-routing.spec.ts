import type { Page } from '@playwright/test';
import { DEMO, expect, logInAs, test } from './support/e2e';

test.describe('routing rules (docs/product-spec.md §2 and §4)', () => {
  test('a signed-out user on a non-public page is sent to its log-in page, which says so', async ({
    page,
  }) => {
    for (const [path, login] of [
      ['/admin/dashboard', '/admin/login'],
      ['/admin/families/some-user', '/admin/login'],
      ['/agent/dashboard', '/agent/login'],
      ['/agent/families/some-user', '/agent/login'],
      ['/admission-professional/dashboard', '/admission-professional/login'],
      ['/admission-professional/profile', '/admission-professional/login'],
      ['/family/overview', '/family/login'],
      ['/family/onboarding', '/family/login'],
      ['/family/cost-calculator', '/family/login'],
    ] as const) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(`${login}?next=${encodeURIComponent(path)}`);
      await expect(page.getByText('Please log in to open that page.')).toBeVisible();
    }
  });

  test('signed out, the public header offers Login and Sign Up', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // About and Contact are sections of the landing page (web-prerender.spec.ts follows them).
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    await nav.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/family/signup');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/family/login');
  });

  const dashboards = [
    ['admin', '/admin/dashboard'],
    ['agent', '/agent/dashboard'],
    ['professional', '/admission-professional/dashboard'],
    ['family', '/family/federal-sai'],
  ] as const;
  for (const [account, dashboard] of dashboards) {
    test(`signed in as ${account}, the public header's Dashboard link replaces Login and Sign Up and opens ${dashboard}`, async ({
      page,
    }) => {
      await logInAs(page, account);
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(dashboard);
    });
  }

  test('a signed-in user opening an auth page goes to their dashboard', async ({ page }) => {
    await logInAs(page, 'agent');
    for (const path of [
      '/agent/login',
      '/family/signup',
      '/signup',
      '/admin/login',
      '/agent/forgot-password',
    ]) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/agent/dashboard');
    }
  });

  test('an active family on an auth page or on onboarding goes to college search', async ({ page }) => {
    await logInAs(page, 'family');
    for (const path of ['/family/login', '/family/signup', '/family/forgot-password', '/family/onboarding']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/family/college/search');
    }
  });

  test('a user of another role is sent to their own dashboard', async ({ page }) => {
    await logInAs(page, 'professional');
    for (const path of ['/admin/dashboard', '/agent/families', '/family/overview']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/admission-professional/dashboard');
    }
  });

  test('a family is sent to its own area from the admin area', async ({ page }) => {
    await logInAs(page, 'family');
    await page.goto('/admin/families');
    await expect(page).toHaveURL('/family/federal-sai');
  });

  test('a family that has not finished onboarding is held on onboarding', async ({ page }) => {
    await logInAs(page, 'newFamily');
    for (const path of [
      '/family/overview',
      '/family/federal-sai',
      '/family/profile',
      '/family/college/search',
      '/family/resources',
    ]) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/family\/onboarding\?currentStepIndex=\d+&subStep=\d+$/);
    }

    // The cost calculator stays usable.
    await page.goto('/family/cost-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'College Cost Calculator' })).toBeVisible();
    await expect(page).toHaveURL('/family/cost-calculator');
  });

  test("other family navigation shows 'Please complete onBoarding first.' instead of navigating", async ({
    page,
  }) => {
    await logInAs(page, 'newFamily');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByText('Please complete onBoarding first.')).toBeVisible();
    await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=\d+&subStep=\d+$/);

    await nav.getByRole('link', { name: 'SAI Number' }).click();
    await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=\d+&subStep=\d+$/);

    await nav.getByRole('button', { name: 'Colleges' }).click();
    await page.getByRole('menuitem', { name: 'Search Colleges' }).click();
    await expect(page.getByText('Please complete onBoarding first.')).toBeVisible();
    await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=\d+&subStep=\d+$/);
    await page.keyboard.press('Escape');

    // Profile leads to onboarding; the calculator opens.
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/family/onboarding');
    await nav.getByRole('link', { name: 'College Cost Calculator' }).click();
    await expect(page).toHaveURL('/family/cost-calculator');
  });

  test('on a phone, the slide-out menu blocks the same items', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await logInAs(page, 'newFamily');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Bonus Resources' }).click();
    await expect(page.getByText('Please complete onBoarding first.')).toBeVisible();
    await expect(page).toHaveURL(/\/family\/onboarding\?currentStepIndex=\d+&subStep=\d+$/);
  });

  test('an active family navigates through its whole menu', async ({ page }) => {
    await logInAs(page, 'family');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = [
      ['Profile', '/family/profile'],
      ['Overview', '/family/overview'],
      ['SAI Number', '/family/federal-sai'],
      ['College Cost Calculator', '/family/cost-calculator'],
      ['Bonus Resources', '/family/resources'],
      ['Activity', '/family/activity'],
    ] as const;
    for (const [name, path] of links) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Colleges' }).click();
    await page.getByRole('menuitem', { name: 'Favorite' }).click();
    await expect(page).toHaveURL('/family/college/favorite-colleges');
    await expect(page.getByText('Please complete onBoarding first.')).toHaveCount(0);
  });

  test('the admin navigation opens every admin page', async ({ page }) => {
    await logInAs(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = [
      ['Families', '/admin/families'],
      ['Admission Professionals', '/admin/admission-professionals'],
      ['Agents', '/admin/agents'],
      ['Colleges', '/admin/colleges'],
      ['College Cost Calculator', '/admin/college-cost-calculator'],
      ['Coupon Code', '/admin/coupon-code'],
      ['CRM Deliveries', '/admin/crm-deliveries'],
      ['Mail', '/admin/mail'],
      ['Activity', '/admin/activity'],
      ['Dashboard', '/admin/dashboard'],
    ] as const;
    for (const [name, path] of links) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the user menu leads to the profile page', async ({ page }) => {
    await logInAs(page, 'agent');
    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/agent/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    expect(DEMO.agent.email).toBe('agent@demo.test');
  });
});

test.describe('scrolling between pages (apps/web/src/app/scroll-restoration.tsx)', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('a filter keeps the position, a new page starts at the top, back returns to where the reader was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await logInAs(page, 'family');
    const results = page.getByRole('article');
    await expect(results.nth(10)).toBeVisible();

    // Only the query changes: the results update under the reader.
    await page.evaluate(() => window.scrollTo(0, 200));
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/family/colleges?') && r.url().includes('college_type=public'),
    );
    await page.getByLabel('Type', { exact: true }).selectOption('public');
    await expect(page).toHaveURL(/college_type=public/);
    // The previous results stay on screen until the filtered ones arrive: wait for those, not the old cards.
    await filtered;
    await expect(page.getByRole('status').filter({ hasText: 'Updating results' })).toHaveCount(0);
    await expect(results.nth(10)).toBeVisible();
    expect(await scrollY(page)).toBe(200);

    const college = results.nth(10).getByRole('link').first();
    await college.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(500);
    const name = (await college.textContent()) ?? '';
    await college.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/college_type=public/);
    await expect.poll(() => scrollY(page)).toBe(before);
  });
});
