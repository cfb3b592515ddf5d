import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app';

/* The shared set-up of the family profile tests: one app per test file (`useProfileApp()`) and request helpers. */
export let t: TestApp;

export function useProfileApp() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
}

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export async function call(
  user: TestUser,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

export async function profileOf(user: TestUser) {
  const res = await call(user, 'GET', '/api/family/profile');
  expect(res.statusCode).toBe(200);
  return res.json();
}

export async function addParent(user: TestUser, body: object = { firstName: 'Ana', lastName: 'Lopez' }) {
  return call(user, 'POST', '/api/family/profile/parent', body);
}

export async function addStudent(user: TestUser, body: object = { name: 'Sam', graduationYear: 2027 }) {
  return call(user, 'POST', '/api/family/profile/student', body);
}
