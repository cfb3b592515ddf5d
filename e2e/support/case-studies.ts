/**
 * What the case-study specs share (case-studies.spec.ts, case-studies-journey.spec.ts): an onboarded family of the
 * spec's own with a parent, a student and a favourite; the demo admin acting as it; a new agent made its agent;
 * screenshots at 1280 and 375 px that must fit the screen; the axe check.
 */
import type { Page } from '@playwright/test';
import { axeOn, screenshot } from './checks';
import { DEMO, DEMO_PASSWORD, expect, test } from './e2e';
import { onboardFamily } from './onboarded-family';

/** Screenshots at 1280 and 375 px (`case-study-<name>-<width>.png`); the page must fit each width. */
export async function shot(page: Page, name: string, fullPage = true) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} fits the ${width} px screen`).toBeLessThanOrEqual(width);
    await screenshot(page, `case-study-${name}-${width}`, fullPage);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** No axe violation at all on the page. */
export async function axeClean(page: Page) {
  const results = await axeOn(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** An onboarded family with one parent earning $120,000, one student and one favourite college; its user id. */
export async function caseStudyFamily(page: Page, email?: string): Promise<string> {
  const made = await onboardFamily(page, 'case-family', {
    name: 'The Case Family',
    ...(email ? { email } : {}),
    household: { state: 'OH', familyMembersCount: 4, familyMembersInCollege: 1 },
    parents: [
      {
        firstName: 'Maria',
        lastName: 'Case',
        age: 45,
        annualIncome: 120000,
        maritalStatus: 'married',
        filingStatus: 'married_joint',
      },
    ],
    students: [{ name: 'Sofia Case', graduationYear: 2027 }],
    skipTour: true,
    favourite: { query: 'state=OH&limit=1' },
  });
  return made.userId;
}

/** Signs the demo admin in and turns the browser's session into the admin acting as the family; the admin's id. */
export async function actAsAdmin(page: Page, familyUserId: string): Promise<string> {
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
    headers: origin,
  });
  expect(signIn.ok()).toBe(true);
  const acting = await page.request.post(`/api/admin/families/${familyUserId}/simulate`, { headers: origin });
  expect(acting.ok(), await acting.text()).toBe(true);
  const signedIn = (await signIn.json()) as { user: { id: string } };
  return signedIn.user.id;
}

/** The new agent `agentEmail` made the family's agent by the admin signed in on `page` (the family joins its organisation). */
export async function assignAgent(page: Page, agentEmail: string, familyUserId: string) {
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  const options = await page.request.get(
    `/api/admin/financial-agents/options?search=${encodeURIComponent(agentEmail)}`,
  );
  const agentId = ((await options.json()) as { items: { id: string }[] }).items[0]!.id;
  const assigned = await page.request.post(`/api/admin/families/${familyUserId}/assign-financial-agent`, {
    data: { agentId },
    headers: origin,
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
}
