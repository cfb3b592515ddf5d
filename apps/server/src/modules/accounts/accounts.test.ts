import { schema } from '@ccp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('sign-up', () => {
  it('creates a family account, signs it in and starts onboarding', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: { name: 'The Kims', email: 'Kim@Example.com', password: PASSWORD, state: 'CA' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user: { email: 'kim@example.com', role: 'family' } });
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(res.cookies.find((c) => c.name.includes('session_token'))).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    const me = await t.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({
      family: { name: 'The Kims', invitationStatus: 'pending', completeOnboarding: false },
    });
  });

  it('refuses a taken email, whatever its case, with a field error', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: { name: 'Again', email: 'KIM@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: expect.stringContaining('already') },
    });
  });

  it('returns 400 with a message per field for a bad body, and creates nothing', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/agents/signup',
      payload: { name: '', email: 'not-an-email', password: 'short', organisation: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'name', 'organisation', 'password']);
    expect(error.fields.password).toBe('Password must be at least 8 characters.');
  });

  it('creates agents with an organisation and professionals with an institution', async () => {
    const agent = await t.inject({
      method: 'POST',
      url: '/api/agents/signup',
      payload: {
        name: 'Ann Agent',
        email: 'ann@advisors.test',
        password: PASSWORD,
        organisation: 'North Advisors',
      },
    });
    expect(agent.statusCode).toBe(201);
    const signedIn = await t.signIn('ann@advisors.test');
    const me = await t.inject({ method: 'GET', url: '/api/me', headers: signedIn.headers });
    expect(me.json()).toMatchObject({
      user: { role: 'financial_agent' },
      agent: { organisation: 'North Advisors' },
    });

    const pro = await t.inject({
      method: 'POST',
      url: '/api/admission-professionals/signup',
      payload: {
        name: 'Pat Pro',
        email: 'pat@college.test',
        password: PASSWORD,
        institution: 'Lakeside College',
      },
    });
    expect(pro.statusCode).toBe(201);
    expect(pro.json().user.role).toBe('admission_professional');
  });

  it('never lets a self sign-up join an existing organisation (that takes an invitation), and creates nothing', async () => {
    await t.user('financial_agent', { organisation: 'Harbour Wealth' });
    const users = await t.db.select({ id: schema.user.id }).from(schema.user);
    const res = await t.inject({
      method: 'POST',
      url: '/api/agents/signup',
      payload: {
        name: 'Ivy Intruder',
        email: 'ivy@elsewhere.test',
        password: PASSWORD,
        organisation: '  harbour WEALTH ',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: { organisation: expect.stringContaining('Ask its administrator to invite you') },
    });
    expect(await t.db.select({ id: schema.user.id }).from(schema.user)).toHaveLength(users.length);
  });

  it('keeps the generic better-auth sign-up closed', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'x', email: 'x@example.test', password: PASSWORD },
    });
    expect(res.statusCode).toBe(404);
  });
});

// Signs in the account the sign-up above made (the other sign-in tests are in sign-in.test.ts).
describe('sign-in and tokens', () => {
  it('says "Wrong email or password." for a wrong password', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'kim@example.com', password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'Wrong email or password.',
        requestId: res.headers['x-request-id'],
      },
    });
  });

  it('never puts the session token in a readable body', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'kim@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('token');
  });
});

describe('the rest of the API surface', () => {
  it('answers health and unknown API paths in the one error shape', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const missing = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });

  it('rejects a malformed JSON body with 400', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('sends security headers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('sign-up with the two-minute estimate’s answers', () => {
  const answers = {
    parents: 2,
    householdSize: 4,
    parentsIncome: 100_000,
    parentsAssets: 30_000,
    parentsBusinessAndPropertyEquity: 40_000,
    studentIncome: 4_000,
    studentAssets: 1_500,
    olderParentAge: 51,
  };

  it('fills the new family’s profile in the sign-up, so the onboarding opens with them', async () => {
    const email = `quick-${Date.now()}@example.test`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: { name: 'The Quicks', email, password: PASSWORD, quickEstimate: answers },
    });
    expect(res.statusCode).toBe(201);
    const family = await t.signIn(email);
    const profile = (
      await t.inject({ method: 'GET', url: '/api/family/profile', headers: family.headers })
    ).json();
    expect(profile).toMatchObject({
      familyMembersCount: 4,
      familyMembersInCollege: 1,
      filingStatus: 'married_joint',
      checkingAmount: 30_000,
      ownsInvestmentProperty: true,
      investmentEquity: 40_000,
      completeOnboarding: false,
    });
    expect(profile.parents.map((p: { annualIncome: number }) => p.annualIncome)).toEqual([65_000, 35_000]);
    expect(profile.parents[0]).toMatchObject({ age: 51, maritalStatus: 'married', firstName: '' });
    expect(profile.students).toHaveLength(1);
    expect(profile.students[0]).toMatchObject({ incomeAmount: 4_000, savingsAmount: 1_500, name: '' });
  });

  it('refuses bad answers with per-field messages and creates no account', async () => {
    const email = `quick-bad-${Date.now()}@example.test`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: {
        name: 'The Bads',
        email,
        password: PASSWORD,
        quickEstimate: { ...answers, parentsIncome: -1 },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['quickEstimate.parentsIncome']);
    const again = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: { name: 'The Bads', email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(201);
  });
});
