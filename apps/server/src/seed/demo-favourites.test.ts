import { schema } from '@ccp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { DEMO_PASSWORD, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(schema.colleges)
    .values(
      [
        'Ohio State University-Main Campus',
        'University of Dayton',
        'Case Western Reserve University',
        'Miami University-Oxford',
      ].map((name) => ({ name, state: 'OH', control: 'public' as const, level: '4-year' as const })),
    );
  await seedDemo(t.app);
});
afterAll(async () => t?.close());

describe('the demo family’s favourites', () => {
  it('gives each Rivera student favourites, the first one counted by the plan', async () => {
    const family = await t.signIn('family@demo.test', DEMO_PASSWORD);
    const res = await t.inject({ method: 'GET', url: '/api/family/plan', headers: family.headers });
    expect(res.statusCode).toBe(200);
    const students = (res.json() as { students: { name: string; favourites: { name: string }[] }[] })
      .students;
    expect(students.map((s) => [s.name, s.favourites.map((f) => f.name)])).toEqual([
      [
        'Sofia Rivera',
        ['Ohio State University-Main Campus', 'University of Dayton', 'Case Western Reserve University'],
      ],
      ['Lucas Rivera', ['Miami University-Oxford', 'Ohio State University-Main Campus']],
    ]);
  });
});
