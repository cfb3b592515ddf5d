/**
 * Shared helpers of the Playwright specs (e2e/*.spec.ts).
 * - every test fails on a console error or an uncaught page error, except HTTP answers the test expects;
 * - `logIn` logs a demo or fresh account in from its role's log-in page, as a person would.
 */
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO = {
  admin: { email: 'admin@demo.test', loginPath: '/admin/login', home: '/admin/dashboard' },
  agent: { email: 'agent@demo.test', loginPath: '/agent/login', home: '/agent/dashboard' },
  professional: {
    email: 'professional@demo.test',
    loginPath: '/admission-professional/login',
    home: '/admission-professional/dashboard',
  },
  family: { email: 'family@demo.test', loginPath: '/family/login', home: '/family/college/search' },
  newFamily: { email: 'newfamily@demo.test', loginPath: '/family/login', home: '/family/onboarding' },
} as const;

export type DemoAccount = keyof typeof DEMO;

/** A failed request the browser reports in the console: "<status> <path>". */
export type ExpectedHttpError = `${number} ${string}`;

interface Fixtures {
  /** Declare an HTTP error answer this test provokes on purpose, e.g. '401 /api/auth/sign-in/email'. */
  expectHttpError: (error: ExpectedHttpError) => void;
}

export const test = base.extend<Fixtures>({
  expectHttpError: [
    async ({ page }, use) => {
      // Nothing is expected by default: signed out, the session probe answers 200 with no token, not a 401.
      const expected: ExpectedHttpError[] = [];
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const status = /status of (\d{3})/.exec(text)?.[1];
        if (status) {
          const path = new URL(message.location().url || 'http://unknown/').pathname;
          if (expected.includes(`${Number(status)} ${path}`)) return;
          problems.push(`console error: ${status} ${path}: ${text}`);
          return;
        }
        problems.push(`console error: ${text}`);
      });
      await use((error) => {
        expected.push(error);
      });
      expect(problems, 'the browser console must stay free of errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fills the role's log-in page and presses "Log in". */
export async function logIn(page: Page, loginPath: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs a demo account in from its own log-in page, as a person would, and waits for the page it lands on. */
export async function logInThroughFormAs(page: Page, account: DemoAccount) {
  const { loginPath, email, home } = DEMO[account];
  await logIn(page, loginPath, email);
  await expect(page).toHaveURL(new RegExp(`${home}(\\?.*)?$`));
}

/**
 * Signs a demo account in with the log-in form's own call (`POST /api/auth/sign-in/email`, whose session cookie the
 * page's browser context keeps), then opens `path` (its home page unless given) and waits until it stays on that
 * path. For the many tests whose subject comes after signing in: one page load fewer than the form (ADR 0079), and
 * one more fewer when the test starts elsewhere than home. The log-in pages are tested through the form (`logIn`,
 * `logInThroughFormAs`: web-auth.spec.ts).
 */
export async function logInAs(page: Page, account: DemoAccount, path?: string) {
  const { email, home } = DEMO[account];
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { Origin: test.info().project.use.baseURL ?? '' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const destination = path ?? home;
  await page.goto(destination);
  const pathname = new URL(destination, 'http://any').pathname;
  await expect(page).toHaveURL(new RegExp(`${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
}

let counter = 0;
/** An email address no other test uses. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
}

type SignUpKind = 'family' | 'agent' | 'professional';
const SIGN_UP_API: Record<SignUpKind, string> = {
  family: '/api/family/signup',
  agent: '/api/agents/signup',
  professional: '/api/admission-professionals/signup',
};

/** The path and query of the sign-up link mailed to `email` (ADR 0043: a sign-up finishes from its mail). */
export async function signUpLinkMailedTo(email: string): Promise<string> {
  const mail = await waitForMail(email, {
    subject: 'Confirm your email to finish creating your College Cost Planner account',
  });
  const link = new URL(linkIn(mail, '/signup/confirm'));
  return `${link.pathname}${link.search}`;
}

/**
 * A sign-up through the API as a person makes it: the form (202, "check your email"), then the mailed link's
 * confirmation, which signs `api` in (its session cookie). Returns the confirmation's body ({ user }).
 */
export async function signUpAndConfirm(
  api: APIRequestContext,
  url: string,
  data: { email: string } & Record<string, unknown>,
): Promise<{ user: { id: string; email: string } }> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const headers = { Origin: baseURL };
  const response = await api.post(url, { data, headers });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(202);
  const token = new URL(await signUpLinkMailedTo(data.email), baseURL).searchParams.get('token');
  const confirmed = await api.post('/api/signup/confirm', { data: { token }, headers });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return confirmed.json();
}

/** Creates an account through the API (a page's browser context, or the request context, gets its session cookie). */
export async function signUpThroughApi(
  page: Page | APIRequestContext,
  kind: SignUpKind,
  email: string,
  name = 'Casey Jordan',
) {
  const data: Record<string, string> = { name, email, password: DEMO_PASSWORD };
  // Agents who name the same organisation share it; each test gets its own.
  const suffix = email.split('@')[0];
  if (kind === 'agent') data.organisation = `Harbor Wealth Advisors ${suffix}`;
  if (kind === 'professional') data.institution = `Westbrook High School ${suffix}`;
  const request = 'request' in page ? page.request : page;
  await signUpAndConfirm(request, SIGN_UP_API[kind], { ...data, email });
}

/**
 * After "Create account" on a sign-up page: the page says to check the email; the mailed link is opened and
 * confirmed, and the new account's home opens, signed in.
 */
export async function finishSignUpFromMail(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email.toLowerCase());
  await page.goto(await signUpLinkMailedTo(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
}
