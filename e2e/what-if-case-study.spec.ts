import { SIMULATOR_HEADER } from '@ccp/contracts/act-as-values';
import type { Page } from '@playwright/test';
import { actAsAdmin } from './support/case-studies';
import { expectNoSeriousViolations, screenshotHere } from './support/checks';
import { expect, test } from './support/e2e';
import { onboardFamily, WHAT_IF_FAMILY } from './support/onboarded-family';

/**
 * "Save as a case study" on the what-ifs (issue 13 item 2): an admin acts as a family the spec made (through the
 * real route, `POST /api/admin/families/{id}/simulate`), moves a slider on the SAI page, saves the change as a case
 * study, and the case-study picker lists it; the family's own profile is unchanged and the case study holds the new
 * pay. The plan page shows the same controls and redraws its total. Screenshots go to SHOTS_DIR (default screenshots/).
 */

/** A fresh onboarded family (one parent earning $90,000, one student, a favourite college); its user id. */
async function familyWithProfile(page: Page): Promise<string> {
  await page.goto('/');
  // A favourite college: the plan counts its cost.
  const made = await onboardFamily(page, 'what-if-case', {
    ...WHAT_IF_FAMILY,
    favourite: { query: 'state=OH&limit=1' },
  });
  return made.userId;
}

test('an admin acting as a family saves a what-if as a case study, and the picker lists it', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const familyUserId = await familyWithProfile(page);
  const staffId = await actAsAdmin(page, familyUserId);

  await page.goto('/family/federal-sai');
  const panel = page.getByRole('region', { name: 'Try a change' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const slider = panel.getByRole('slider', { name: 'Ada’s yearly pay before deductions' });
  await slider.focus();
  for (let i = 0; i < 10; i += 1) await slider.press('ArrowRight');
  await expect(
    panel.getByRole('textbox', { name: 'Ada’s yearly pay before deductions, amount in dollars' }),
  ).toHaveValue('100,000');

  await panel.getByRole('button', { name: 'Save as a case study' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as a case study' });
  await dialog.getByLabel('Version name').fill(' Raise 2027! ');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Create case study' }).click();
  await expect(panel.getByRole('status').getByText('Clone: Raise 2027 created successfully!!')).toBeVisible();
  await screenshotHere(page, `what-if-case-study-1280`, true);

  // The picker lists it; the family's own profile is unchanged; the case study holds the new pay.
  const picker = page.getByRole('region', { name: 'Case studies' });
  await expect(
    picker.getByLabel('Profile version').getByRole('option', { name: 'Raise 2027' }),
  ).toBeAttached();
  // API reads as the page makes them while acting: with the acting staff member's id in the simulator header.
  const read = async (url: string) => {
    const res = await page.request.get(url, { headers: { [SIMULATOR_HEADER]: staffId } });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const own = await read('/api/family/profile');
  expect(own.parents[0].annualIncome).toBe(90_000);
  const versions: { id: string; familyVersionName: string }[] = await read(
    `/api/family/saved-family-versions/${familyUserId}/${staffId}`,
  );
  const created = versions.find((v) => v.familyVersionName === 'Raise 2027');
  expect(created).toBeTruthy();
  const draft = await read(`/api/family/draft-profile?familyVersionId=${created?.id ?? ''}`);
  expect(draft.parents[0].annualIncome).toBe(100_000);

  // The plan page has the same controls; moving one redraws the plan's total.
  await page.goto('/family/plan');
  const planWhatIf = page.getByRole('region', { name: 'Try a change' });
  await expect(planWhatIf).toBeVisible({ timeout: 30_000 });
  const total = planWhatIf
    .getByText('Net price over the plan with these changes')
    .locator('xpath=..')
    .getByRole('definition')
    .first();
  const before = await total.textContent();
  await planWhatIf
    .getByRole('textbox', { name: 'Ada’s yearly pay before deductions, amount in dollars' })
    .fill('20,000');
  await expect(total).not.toHaveText(before ?? '');
  await expect(page.getByText(/Overall with your changes/)).toBeVisible();
  await expectNoSeriousViolations(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotHere(page, `plan-what-if-${width}`, true);
  }
});
