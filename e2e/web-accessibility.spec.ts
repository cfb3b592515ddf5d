import { expectNoSeriousViolations, screenshotHere } from './support/checks';
import { type DemoAccount, expect, logInAs, test } from './support/e2e';

const WIDTHS = { desktop: 1280, phone: 375 } as const;

const PUBLIC_PAGES = [
  ['landing', '/'],
  ['privacy-policy', '/privacy-policy'],
  ['terms-of-service', '/terms-of-service'],
  ['family-login', '/family/login'],
  ['admin-login', '/admin/login'],
  ['family-signup', '/family/signup'],
  ['agent-signup', '/agent/signup'],
  ['professional-signup', '/admission-professional/signup'],
  ['forgot-password', '/family/forgot-password'],
  ['password-recovery', '/agent/password-recovery?token=from-the-email'],
  ['not-found', '/no-such-page'],
] as const;

const SHELLS: Array<[DemoAccount, string]> = [
  ['admin', 'admin-shell'],
  ['agent', 'agent-shell'],
  ['professional', 'professional-shell'],
  ['family', 'family-shell'],
  ['newFamily', 'family-onboarding-shell'],
];

for (const [viewport, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: viewport === 'phone' ? 812 : 900 } });

    for (const [name, path] of PUBLIC_PAGES) {
      test(`${name} has no serious accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
        await screenshotHere(page, `${name}-${width}`, true);
      });
    }

    for (const [account, name] of SHELLS) {
      test(`${name} has no serious accessibility violation`, async ({ page }) => {
        await logInAs(page, account);
        // A family still onboarding: its shell is shown on the calculator page (the onboarding wizard has its own specs).
        if (account === 'newFamily') await page.goto('/family/cost-calculator');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
        await screenshotHere(page, `${name}-${width}`, true);

        if (viewport === 'phone') {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
          await expectNoSeriousViolations(page);
          await screenshotHere(page, `${name}-menu-${width}`);
        } else {
          await page.getByRole('button', { name: /account menu$/ }).click();
          await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
          await expectNoSeriousViolations(page);
          await screenshotHere(page, `${name}-user-menu-${width}`);
        }
      });
    }

    test('a staff profile page has no serious accessibility violation', async ({ page }) => {
      await logInAs(page, 'professional', '/admission-professional/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
      await expect(page.getByLabel('Institution')).toHaveValue('Lakeside College Counseling');
      await expectNoSeriousViolations(page);
      await screenshotHere(page, `professional-profile-${width}`, true);
    });
  });
}
