import { expectNoSeriousViolations, screenshot } from './support/checks';
import { expect, finishSignUpFromMail, freshEmail, logInAs, test } from './support/e2e';

/**
 * Coupon codes (issue 11 item 5): an admin adds a coupon in the dialog, a visitor signs up with it on
 * /family/signup, and the coupon shows its use. Screenshots go to SHOTS_DIR (default screenshots/).
 */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}${process.pid}`;

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 900 : 800 } });

    test('an admin adds a coupon, a visitor signs up with it, and the coupon shows 1 use', async ({
      page,
      browser,
      expectHttpError,
    }) => {
      const code = uniqueCode(`E2E${width}`);
      // A coupon's row in the table, or on a phone its card.
      const couponRow = (name: RegExp) =>
        width === 1280
          ? page.getByRole('row', { name })
          : page
              .getByRole('list', { name: /^Coupons/ })
              .getByRole('listitem')
              .filter({ hasText: name });
      await logInAs(page, 'admin', '/admin/coupon-code');
      await expect(page.getByRole('heading', { level: 1, name: 'Coupon Codes' })).toBeVisible();
      // The demo's coupons: one expired.
      await expect(couponRow(/SPRING-FAIR/).getByText('Expired')).toBeVisible();

      await page.getByRole('button', { name: 'Add coupon' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a coupon' });
      await expect(dialog).toBeVisible();
      // Field errors first: the dialog checks before sending.
      await dialog.getByLabel('Code').fill('x');
      await dialog.getByRole('button', { name: 'Add coupon' }).click();
      await expect(dialog.getByText('Enter a code of at least 3 characters.')).toBeVisible();
      await expect(dialog.getByText('Give a percentage or an amount off.')).toBeVisible();

      await dialog.getByLabel('Code').fill(code);
      await dialog.getByLabel('Description').fill('Browser test offer');
      await dialog.getByLabel('Amount off (US dollars)').first().check();
      await dialog.getByRole('spinbutton', { name: 'Amount off (US dollars)' }).fill('150');
      await dialog.getByLabel('Usage limit').fill('5');
      await dialog
        .getByLabel('Financial agent')
        .selectOption({ label: 'Jordan Lee (Summit Financial Partners)' });
      await expectNoSeriousViolations(page);
      await screenshot(page, `admin-coupon-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Add coupon' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Coupon ${code} added.`)).toBeVisible();

      // The same code in another case is refused with the server's message.
      await page.getByRole('button', { name: 'Add coupon' }).click();
      expectHttpError('409 /api/admin/coupon-code/add');
      await dialog.getByLabel('Code').fill(code.toLowerCase());
      await dialog.getByRole('spinbutton', { name: 'Percentage off' }).fill('10');
      await dialog.getByRole('button', { name: 'Add coupon' }).click();
      await expect(dialog.getByText(/A coupon with this code already exists/)).toBeVisible();
      // Closing with changes not saved asks first (docs/decisions/0066): keep editing, then discard them.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const discard = dialog.getByRole('alert').filter({ hasText: 'Discard your changes?' });
      await expect(discard).toBeVisible();
      await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
      await screenshot(page, `admin-coupon-discard-${width}`);
      await discard.getByRole('button', { name: 'Keep editing' }).click();
      await expect(dialog.getByLabel('Code')).toHaveValue(code.toLowerCase());
      await page.keyboard.press('Escape');
      await expect(discard).toBeVisible();
      await discard.getByRole('button', { name: 'Discard changes' }).click();
      await expect(dialog).toBeHidden();

      // A visitor signs up with the code.
      const visitor = await browser.newContext({ viewport: { width, height: 800 } });
      const signUp = await visitor.newPage();
      const visitorEmail = freshEmail('coupon');
      await signUp.goto('/family/signup');
      await signUp.getByLabel('Your full name').fill('Robin Coupon');
      await signUp.getByLabel('Email').fill(visitorEmail);
      await signUp.getByLabel('Password').fill('a-long-password');
      await signUp.getByLabel('Coupon code').fill(code.toLowerCase());
      await signUp.getByRole('button', { name: 'Create account' }).click();
      await finishSignUpFromMail(signUp, visitorEmail);
      await expect(signUp).toHaveURL(/\/family\/onboarding/);
      await visitor.close();

      // The coupon shows its use.
      await page.getByLabel('Search coupons').fill(code);
      await expect(page).toHaveURL(new RegExp(`search=${code}`));
      const row = couponRow(new RegExp(code));
      await expect(row).toHaveCount(1);
      await page.reload();
      if (width === 1280) await expect(row.getByRole('cell', { name: '1 of 5' })).toBeVisible();
      else await expect(row).toContainText(/Uses\s*1\s*\/\s*of\s*5/);
      await expect(row.getByText('Active')).toBeVisible();
      await expect(row.getByText('Jordan Lee')).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, `admin-coupons-${width}`);

      // Remove it, with a confirmation naming its use.
      await row.getByRole('button', { name: `Remove ${code}` }).click();
      const confirm = page.getByRole('dialog', { name: `Remove coupon ${code}?` });
      await expect(confirm.getByText(/1 family signed up with it/)).toBeVisible();
      await confirm.getByRole('button', { name: 'Remove coupon' }).click();
      await expect(page.getByText(`Coupon ${code} removed.`)).toBeVisible();
      await expect(page.getByText(`No coupon matches “${code}”.`)).toBeVisible();
    });
  });
}

test('a sign-up with an unknown coupon code is refused on the field, and nothing is created', async ({
  page,
  expectHttpError,
}) => {
  expectHttpError('400 /api/family/signup');
  const email = freshEmail('nocoupon');
  await page.goto('/family/signup');
  await page.getByLabel('Your full name').fill('Sam Nocode');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByLabel('Coupon code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('This coupon code does not exist. Check the code, or leave the field empty.'),
  ).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
  // The same e-mail can sign up without the code: no account was left behind.
  await page.getByLabel('Coupon code').fill('');
  await page.getByRole('button', { name: 'Create account' }).click();
  await finishSignUpFromMail(page, email);
  await expect(page).toHaveURL(/\/family\/onboarding/);
});
