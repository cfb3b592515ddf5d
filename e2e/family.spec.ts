import { formatSai } from '../apps/web/src/lib/format';
import { expect, freshEmail, signUpThroughApi, test } from './support/e2e';
import { ANSWERS, completeWizard, expectedSai, money, shot } from './support/family-wizard';

/**
 * The family's own product: the onboarding wizard, the SAI page, the profile and the overview, each test with a
 * family of its own. Screenshots go to screenshots/ (git-ignored).
 */

test.describe('the family product', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new family goes through the nine steps, reloads mid-way, and sees the SAI the aid engine gives', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'family', freshEmail('journey'), 'The Nguyen Family');
    await page.goto('/family/onboarding');
    await completeWizard(page, 'wizard');

    const sai = expectedSai();
    await expect(page.getByRole('region', { name: `Federal SAI for ${ANSWERS.student.name}` })).toContainText(
      formatSai(sai),
    );
    // The first-visit tour introduces the navigation, and once skipped it stays hidden.
    const tour = page.getByRole('dialog', { name: 'Your SAI' });
    await expect(tour).toBeVisible();
    await shot(page, 'sai-tour');
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Your profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip tour' }).first().click();
    await expect(page.getByRole('dialog', { name: /Your/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'How your SAI was reached' })).toContainText(
      'Parents’ contribution',
    );
    await expect(page.getByRole('region', { name: 'What would change your SAI' })).toContainText(
      /Move \$10,000 from a brokerage account into a 529\s*Changes nothing/,
    );
    await shot(page, 'sai');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Federal SAI for An Nguyen' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your SAI' })).toHaveCount(0);

    // The profile shows every answer, and the SAI there is the same.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/family/profile');
    // The address changes before the SAI page leaves the screen (its figure is shown three times there).
    await expect(page.getByRole('heading', { level: 1, name: 'Your family profile' })).toBeVisible();
    await expect(page.getByText(formatSai(sai), { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: /1st parent.*Linh Nguyen/ })).toBeChecked();
    await expect(page.getByLabel('Home equity')).toHaveValue(money(ANSWERS.homeEquity));
    await shot(page, 'profile');

    // Two colleges saved through the colleges API; the overview shows what each would cost this family.
    const search = await page.request.get('/api/family/colleges?state=IL&college_level=4-year&limit=2');
    expect(search.ok(), await search.text()).toBe(true);
    const colleges = ((await search.json()) as { items: { id: number; name: string }[] }).items;
    const profile = (await (await page.request.get('/api/family/profile')).json()) as {
      students: { id: string }[];
    };
    for (const college of colleges) {
      const saved = await page.request.post('/api/family/favourite/family', {
        data: { collegeId: college.id, studentId: profile.students[0]!.id },
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /at a glance/ })).toBeVisible();
    const student = page.getByRole('region', { name: ANSWERS.student.name });
    await expect(student).toContainText(formatSai(sai));
    for (const college of colleges) {
      await expect(student.getByRole('rowheader', { name: new RegExp(college.name) })).toBeVisible();
    }
    await shot(page, 'overview');
  });

  test('on a phone, a new family goes through the wizard and sees its SAI, profile and overview', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpThroughApi(page, 'family', freshEmail('phone'), 'The Nguyen Family');
    await page.goto('/family/onboarding');
    await completeWizard(page, 'wizard');
    await expect(page.getByRole('region', { name: `Federal SAI for ${ANSWERS.student.name}` })).toContainText(
      formatSai(expectedSai()),
    );
    await shot(page, 'sai-tour');
    await page.getByRole('button', { name: 'Skip tour' }).first().click();
    await shot(page, 'sai');
    await page.goto('/family/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your family profile' })).toBeVisible();
    await shot(page, 'profile');

    // Deleting the second parent asks first; Keep changes nothing, Delete removes them and the SAI is recomputed.
    // The parents are pill-shaped labels around visually hidden radios: a person taps the pill.
    await page.locator('label').filter({ hasText: '2nd parent' }).click();
    await expect(page.getByRole('radio', { name: /2nd parent.*Minh Nguyen/ })).toBeChecked();
    await page.getByRole('button', { name: 'Delete Minh Nguyen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Minh Nguyen?' });
    await confirm.getByRole('button', { name: 'Keep' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /2nd parent.*Minh Nguyen/ })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Minh Nguyen' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('radio', { name: /2nd parent/ })).toHaveCount(0);
    const after = (await (await page.request.get('/api/family/profile')).json()) as { parents: unknown[] };
    expect(after.parents).toHaveLength(1);

    await page.goto('/family/overview');
    await expect(page.getByRole('heading', { level: 1, name: /at a glance/ })).toBeVisible();
    await shot(page, 'overview');
  });
});
