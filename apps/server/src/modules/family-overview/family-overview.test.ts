import { schema } from '@ccp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { awardYearFor } from '../sai-figures/award-year';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

describe('GET /api/family/overview', () => {
  it('shows each student with the aid engine’s SAI and the next steps, and only the family’s own', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', {
      state: 'WA',
      familyMembersCount: 3,
      familyMembersInCollege: 1,
    });
    await call(family, 'POST', '/api/family/profile/parent', {
      firstName: 'Jo',
      maritalStatus: 'married',
      annualIncome: 64_000,
      filingStatus: 'married_joint',
    });
    const kai = (
      await call(family, 'POST', '/api/family/profile/student', {
        name: 'Kai',
        graduationYear: 2027,
        savingsAmount: 4_000,
      })
    ).json().id;
    await call(family, 'POST', '/api/family/profile/student', { name: 'Noa', graduationYear: 2029 });
    const [college] = await t.db
      .insert(schema.colleges)
      .values({ name: 'Evergreen State University', state: 'WA', control: 'public', level: '4-year' })
      .returning({ id: schema.colleges.id });
    const saved = await call(family, 'POST', '/api/family/favourite/family', {
      collegeId: college!.id,
      studentId: kai,
    });
    expect(saved.statusCode).toBe(201);

    const res = await call(family, 'GET', '/api/family/overview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Kai's figures are the SAI page's (one figures basis, docs/decisions/0046).
    const kaiId = body.students[0].id;
    const kaiSai = (await call(family, 'GET', `/api/family/sai?studentId=${kaiId}`)).json().result;
    const expectedKai = kaiSai.federal.sai;
    expect(body.students[0]).toMatchObject({
      pellAward: kaiSai.pell.annualAward,
      institutionalSai: kaiSai.institutional.estimate,
      yearNote: kaiSai.context.note,
    });
    expect(body.students).toEqual([
      expect.objectContaining({
        name: 'Kai',
        position: 1,
        awardYear: awardYearFor(2027),
        federalSai: expectedKai,
      }),
      expect.objectContaining({ name: 'Noa', position: 2, awardYear: awardYearFor(2029) }),
    ]);
    expect(body.federalSai).toBe(expectedKai);
    const steps = Object.fromEntries(
      body.nextSteps.map((s: { key: string; done: boolean; description: string }) => [s.key, s]),
    );
    expect(steps['second-parent']).toMatchObject({ done: false });
    expect(steps['save-colleges']).toMatchObject({
      done: false,
      description: expect.stringContaining('Noa'),
    });
    expect(steps['student-assets']).toBeDefined();
    expect(steps.advisor).toMatchObject({ done: false });

    const other = await t.user('family');
    const theirs = (await call(other, 'GET', '/api/family/overview')).json();
    expect(theirs.students).toEqual([]);
    expect(theirs.federalSai).toBeNull();
  });

  it('refuses other roles', async () => {
    const agent = await t.user('financial_agent');
    expect((await call(agent, 'GET', '/api/family/overview')).statusCode).toBe(403);
  });
});
