import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, freshEmail, signUpThroughApi } from './e2e';
import { E2E_BASE_URL } from './ports';

export interface OnboardedFamily {
  email: string;
  students: string[];
}

/** What a spec's family answers: each part is sent as the onboarding wizard sends it. */
export interface FamilyAnswers {
  /** The account's name (the family's display name). */
  name: string;
  /** The account's email; a fresh one from the prefix by default. */
  email?: string;
  /** `PUT /api/family/profile/family`. */
  household: Record<string, unknown>;
  /** `POST /api/family/profile/parent`, one each. */
  parents: Record<string, unknown>[];
  /** `POST /api/family/profile/student`, one each. */
  students: { name: string; graduationYear: number; [field: string]: unknown }[];
  /** A favourite college for every student: the first result of `GET /api/family/colleges?<query>`, or the one of that exact name among them. */
  favourite?: { query: string; name?: string };
  /** Hide the first-visit tour, as its "Skip tour" would (it covers the page). */
  skipTour?: boolean;
}

export interface FamilyMade {
  email: string;
  password: string;
  name: string;
  /** The family's user id. */
  userId: string;
  students: { id: string; name: string }[];
  /** The favourite college's id, when `favourite` was asked for. */
  favouriteCollegeId: number | null;
}

/**
 * THE way a spec makes an onboarded family of its own (so it changes no demo account and runs in any order):
 * signed up and onboarded through the API from the app's origin, on `api`: `page.request` signs the page's browser
 * in as the family; a client of its own (support/api.ts apiClient) leaves the page's session alone.
 */
export async function onboardFamily(
  api: Page | APIRequestContext,
  prefix: string,
  answers: FamilyAnswers,
): Promise<FamilyMade> {
  const request = 'request' in api ? api.request : api;
  const email = answers.email ?? freshEmail(prefix);
  await signUpThroughApi(api, 'family', email, answers.name);
  const send = async (method: 'put' | 'post', url: string, data: object = {}) => {
    const res = await request[method](url, { data, headers: { Origin: E2E_BASE_URL } });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  await send('put', '/api/family/profile/family', answers.household);
  for (const parent of answers.parents) await send('post', '/api/family/profile/parent', parent);
  const students: FamilyMade['students'] = [];
  for (const student of answers.students) {
    const made = (await send('post', '/api/family/profile/student', student)) as { id: string };
    students.push({ id: made.id, name: student.name });
  }
  await send('put', '/api/family/profile/done-onboarding/family');
  if (answers.skipTour) await send('put', '/api/family/profile/hidden-elements', { element: 'tour' });
  let favouriteCollegeId: number | null = null;
  if (answers.favourite) {
    const { query, name } = answers.favourite;
    const found = await request.get(`/api/family/colleges?${query}`);
    expect(found.ok(), await found.text()).toBe(true);
    const items = ((await found.json()) as { items: { id: number; name: string }[] }).items;
    const college = name ? items.find((c) => c.name === name) : items[0];
    expect(college, `a college for ${query}`).toBeTruthy();
    favouriteCollegeId = college!.id;
    for (const student of students) {
      await send('post', '/api/family/favourite/family', { collegeId: college!.id, studentId: student.id });
    }
  }
  const me = (await (await request.get('/api/me')).json()) as { user: { id: string } };
  return {
    email,
    password: DEMO_PASSWORD,
    name: answers.name,
    userId: me.user.id,
    students,
    favouriteCollegeId,
  };
}

/**
 * A family of the test's own (the Adebayos: two married parents in Ohio), signed up and onboarded through the API
 * and signed in in the page's browser context: specs change it without touching the demo accounts.
 */
export async function onboardedFamily(
  page: Page,
  prefix: string,
  students: { name: string; graduationYear: number }[] = [{ name: 'Maya Okafor', graduationYear: 2027 }],
): Promise<OnboardedFamily & { password: string }> {
  const made = await onboardFamily(page, prefix, {
    // Not a demo family's surname: the admin specs search the demo families by name.
    name: 'The Adebayo Family',
    household: {
      state: 'OH',
      zip: '43210',
      familyMembersCount: 2 + students.length,
      familyMembersInCollege: 1,
    },
    parents: [
      {
        firstName: 'Ada',
        lastName: 'Adebayo',
        maritalStatus: 'married',
        age: 47,
        annualIncome: 85_000,
        filingStatus: 'married_joint',
      },
      {
        firstName: 'Emeka',
        lastName: 'Adebayo',
        maritalStatus: 'married',
        age: 49,
        annualIncome: 40_000,
        filingStatus: 'married_joint',
      },
    ],
    students: students.map((student) => ({ ...student, incomeAmount: 0 })),
  });
  return { email: made.email, password: made.password, students: made.students.map((s) => s.name) };
}

/** The what-if specs' family: Ada Okoro, a single parent in Ohio earning $90,000 who rents, and Chidi (2028). */
export const WHAT_IF_FAMILY: FamilyAnswers = {
  name: 'Ada Okoro',
  household: {
    state: 'OH',
    familyMembersCount: 3,
    familyMembersInCollege: 1,
    checkingAmount: 30_000,
    taxableBrokerageAccountsAmount: 20_000,
    primaryResidence: 'rent',
  },
  parents: [
    { firstName: 'Ada', maritalStatus: 'single', annualIncome: 90_000, filingStatus: 'head_of_household' },
  ],
  students: [{ name: 'Chidi', graduationYear: 2028, incomeAmount: 0 }],
  skipTour: true,
};
