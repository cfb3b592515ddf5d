import { schema } from '@ccp/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { DEMO_PASSWORD, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('seeds the Rivera family’s two case studies once, readable by its agent', async () => {
  await seedDemo(t.app);
  await seedDemo(t.app);
  const versions = await t.db.select().from(schema.draftFamilyVersions);
  expect(versions.map((v) => v.versionName).sort()).toEqual(['Bigger 529', 'Job change']);
  const agent = await t.signIn('agent@demo.test', DEMO_PASSWORD);
  const family = await t.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'family@demo.test') });
  const list = await t.inject({
    method: 'GET',
    url: `/api/family/saved-family-versions/${family!.id}`,
    headers: agent.headers,
  });
  expect(list.statusCode).toBe(200);
  const job = list.json().find((v: { familyVersionName: string }) => v.familyVersionName === 'Job change');
  const compare = await t.inject({
    method: 'GET',
    url: `/api/family/case-studies/compare?versionIds=${job.id}&userId=${family!.id}`,
    headers: agent.headers,
  });
  expect(compare.statusCode, compare.body).toBe(200);
  expect(compare.json().columns[1].changes).toEqual(['Parent 1 income $92,000 -> $70,000']);
  expect(compare.json().columns[1].federalSaiDifference).toBeLessThan(0);

  // The agent's visit that made them is on the family's activity log.
  const familySession = await t.signIn('family@demo.test', DEMO_PASSWORD);
  const activity = await t.inject({
    method: 'GET',
    url: '/api/family/activity',
    headers: familySession.headers,
  });
  expect(activity.statusCode).toBe(200);
  const sentences = activity.json().items.flatMap((i: { sentences: string[] }) => i.sentences);
  expect(sentences).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Jordan Lee, your financial agent, started acting as your family on /),
      expect.stringMatching(/^Jordan Lee, your financial agent, created the case study 'Job change' on /),
      expect.stringMatching(
        /^Jordan Lee, your financial agent, changed Parent 1's annual income from \$92,000 to \$70,000 in /,
      ),
    ]),
  );
});
