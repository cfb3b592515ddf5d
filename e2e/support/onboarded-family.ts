import type { Page } from '@playwright/test';
import { sendAs } from './api';
import { DEMO_PASSWORD, freshEmail, signUpThroughApi } from './e2e';
import { E2E_BASE_URL } from './ports';

export interface OnboardedFamily {
  email: string;
  students: string[];
}

/**
 * A family of the test's own, signed up and onboarded through the API as the wizard would send it (from the app's
 * origin), and signed in in the page's browser context: specs change it without touching the demo accounts.
 */
export async function onboardedFamily(
  page: Page,
  prefix: string,
  students: { name: string; graduationYear: number }[] = [{ name: 'Maya Okafor', graduationYear: 2027 }],
): Promise<OnboardedFamily & { password: string }> {
  const email = freshEmail(prefix);
  // Not a demo family's surname: the admin specs search the demo families by name.
  await signUpThroughApi(page, 'family', email, 'The Adebayo Family');
  const origin = E2E_BASE_URL;
  const api = sendAs(page, origin);
  await api('put', '/api/family/profile/family', {
    state: 'OH',
    zip: '43210',
    familyMembersCount: 2 + students.length,
    familyMembersInCollege: 1,
  });
  await api('post', '/api/family/profile/parent', {
    firstName: 'Ada',
    lastName: 'Adebayo',
    maritalStatus: 'married',
    age: 47,
    annualIncome: 85_000,
    filingStatus: 'married_joint',
  });
  await api('post', '/api/family/profile/parent', {
    firstName: 'Emeka',
    lastName: 'Adebayo',
    maritalStatus: 'married',
    age: 49,
    annualIncome: 40_000,
    filingStatus: 'married_joint',
  });
  for (const student of students) {
    await api('post', '/api/family/profile/student', { ...student, incomeAmount: 0 });
  }
  await api('put', '/api/family/profile/done-onboarding/family');
  return { email, password: DEMO_PASSWORD, students: students.map((s) => s.name) };
}
