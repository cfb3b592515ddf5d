import { schema } from '@ccp/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
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
});
