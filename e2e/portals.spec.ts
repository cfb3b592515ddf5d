import { apiClient, post } from './support/api';
import { expectNoSeriousViolations, screenshot, screenshotHere } from './support/checks';
import { DEMO_PASSWORD, expect, freshEmail, logIn, logInAs, signUpAndConfirm, test } from './support/e2e';

/**
 * The financial agent's and the admission professional's portals. The agent is fresh, with three fresh families
 * an administrator assigns to it through the API (the demo accounts' data stays as it is); the professional is
 * the demo one, whose invited families are only read. Screenshots go to SHOTS_DIR (default screenshots/).
 */

/** A fresh agent with three families of its organisation (assigned by the demo admin), one asking for help. */
async function agentWithFamilies() {
  const agentEmail = freshEmail('portal-agent');
  const agentApi = await apiClient();
  await signUpAndConfirm(agentApi, '/api/agents/signup', {
    name: 'Morgan Ellis',
    email: agentEmail,
    password: DEMO_PASSWORD,
    organisation: `Harbor Wealth Advisors ${agentEmail.split('@')[0]}`,
  });
  await agentApi.dispose();

  const families: { name: string; state: string; help?: string }[] = [
    // Assigned first, so the least recently active: only its help request puts it first.
    { name: 'The Osei Family', state: 'MD', help: 'Could you look at our aid offers with us?' },
    { name: 'The Whitfield Family', state: 'PA' },
    { name: 'The Moreno Family', state: 'AZ' },
  ];
  const userIds: string[] = [];
  for (const f of families) {
    const api = await apiClient();
    const signedUp = await signUpAndConfirm(api, '/api/family/signup', {
      name: f.name,
      email: freshEmail('portal-family'),
      password: DEMO_PASSWORD,
      state: f.state,
    });
    userIds.push(signedUp.user.id);
    if (f.help) {
      const response = await api.put('/api/family/profile/request-help', { data: { message: f.help } });
      expect(response.status(), await response.text()).toBe(200);
    }
    await api.dispose();
  }

  const admin = await apiClient();
  await post(admin, '/api/auth/sign-in/email', { email: 'admin@demo.test', password: DEMO_PASSWORD });
  const options = await admin.get(
    `/api/admin/financial-agents/options?search=${encodeURIComponent(agentEmail)}`,
  );
  const agentId: string = (await options.json()).items[0].id;
  for (const userId of userIds) {
    await post(admin, `/api/admin/families/${userId}/assign-financial-agent`, { agentId });
  }
  await admin.dispose();
  return { agentEmail };
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 900 : 800 } });

    test('an agent sees its families with help requests first, searches, sorts, opens a family and removes it', async ({
      page,
    }) => {
      const { agentEmail } = await agentWithFamilies();
      // The first family listed: the table's first row, or on a phone the first card.
      const firstFamily = () =>
        width === 1280
          ? page.getByRole('row').nth(1)
          : page
              .getByRole('list', { name: /^Your families/ })
              .getByRole('listitem')
              .first();
      await logIn(page, '/agent/login', agentEmail);
      await expect(page).toHaveURL(/\/agent\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const figures = page.getByRole('region', { name: 'Key figures' });
      await expect(figures).toContainText(/Families\s*3/);
      await expect(figures).toContainText(/Awaiting onboarding\s*3/);
      await expect(figures).toContainText(/Help requests open\s*1/);
      // Help requests first.
      await expect(firstFamily()).toContainText('The Osei Family');
      await expectNoSeriousViolations(page);
      await screenshot(page, `agent-dashboard-${width}`);

      // Search (debounced, kept in the address) and sort.
      await page.getByLabel('Search families').fill('moreno');
      await expect(page).toHaveURL(/search=moreno/);
      await expect(page.getByRole('link', { name: 'The Moreno Family' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'The Osei Family' })).toHaveCount(0);
      await expect(page.getByText('1 family', { exact: true }).first()).toBeVisible();
      await page.getByLabel('Search families').fill('');
      await expect(page).not.toHaveURL(/search=/);
      await page.getByRole('button', { name: 'Family', exact: true }).click();
      await expect(page).toHaveURL(/sort_by=name&sort_order=ASC/);
      await expect(firstFamily()).toContainText('The Moreno Family');

      // The family's page: the same content as the admin's.
      await page.getByRole('link', { name: 'The Osei Family' }).click();
      await expect(page).toHaveURL(/\/agent\/families\/[^/?]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'The Osei Family' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Help requests' })).toContainText(
        'Could you look at our aid offers with us?',
      );
      await expect(page.getByRole('region', { name: 'Aid figures' })).toContainText('Federal SAI');
      await expect(page.getByRole('region', { name: 'Financial agent' })).toContainText('Morgan Ellis');
      await expect(page.getByRole('region', { name: 'How the family arrived' })).toContainText(
        'Signed up directly.',
      );
      await expectNoSeriousViolations(page);
      await screenshot(page, `agent-family-detail-${width}`);

      // Removing asks first; cancelling keeps the family.
      await page.getByRole('button', { name: 'Remove this family' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this family?' });
      await expect(dialog).toContainText('The Osei Family leaves your organisation');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Remove this family' }).click();
      await dialog.getByRole('button', { name: 'Remove family' }).click();
      await expect(page).toHaveURL(/\/agent\/dashboard$/);
      await expect(page.getByText('The Osei Family was removed from your organisation.')).toBeVisible();
      await expect(figures).toContainText(/Families\s*2/);
      await expect(figures).toContainText(/Help requests open\s*0/);
      await expect(page.getByRole('link', { name: 'The Osei Family' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'The Whitfield Family' })).toBeVisible();
    });

    test('the professional opens a family it invited and sees no money; a family sees who invited it', async ({
      page,
    }) => {
      await logInAs(page, 'professional');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Key figures' })).toContainText(/Families invited\s*2/);
      await expect(page.getByRole('link', { name: 'The Nguyen Family' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, `professional-dashboard-${width}`);

      await page.getByRole('link', { name: 'The Alvarez Family' }).click();
      await expect(page).toHaveURL(/\/admission-professional\/families\/[^/?]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'The Alvarez Family' })).toBeVisible();
      const students = page.getByRole('region', { name: 'Students and favorite colleges' });
      await expect(students).toContainText('Camila Alvarez');
      await expect(students).toContainText('class of 2027');
      await expect(page.getByRole('region', { name: 'Household' })).toContainText('Lucia Alvarez');
      // No amount anywhere on the page.
      await expect(page.getByRole('main')).not.toContainText('$');
      await expect(page.getByRole('main')).not.toContainText(/\bSAI\b|Pell|net price/);
      await expectNoSeriousViolations(page);
      await screenshot(page, `professional-family-detail-${width}`);

      // The demo family was invited by its agent: its profile says by whom (read only).
      await page.context().clearCookies();
      await logInAs(page, 'family', '/family/profile');
      const invited = page.getByRole('region', { name: 'Who invited you' });
      await expect(invited).toContainText('Jordan Lee');
      await expect(invited).toContainText('Summit Financial Partners');
      await expect(invited.getByRole('link', { name: 'agent@demo.test' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshotHere(invited, `family-invited-by-${width}`);
    });
  });
}
