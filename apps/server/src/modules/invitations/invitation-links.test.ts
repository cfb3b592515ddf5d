import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvitationsWorld, invitationsWorld } from '../../../test/support/invitations/invitations-world';
import { PASSWORD, type TestApp, type TestUser } from '../../../test/support/test-app';

/* Resend, revoke and expiry of invitation links (invitations.test.ts: inviting, and who may). */
let t: TestApp;
let agentX: TestUser;
let agentX2: TestUser;
let agentY: TestUser;
let professional2: TestUser;
let tokenMailedTo: InvitationsWorld['tokenMailedTo'];
let invite: InvitationsWorld['invite'];
let familyByEmail: InvitationsWorld['familyByEmail'];

beforeAll(async () => {
  ({ t, agentX, agentX2, agentY, professional2, tokenMailedTo, invite, familyByEmail } =
    await invitationsWorld());
  // The invitations the links below resend, revoke and let expire.
  await invite(agentX2, 'colleague-invite@example.test');
  await invite(agentY, 'other-org@example.test');
  await invite(professional2, 'pro2-invite@example.test');
});
afterAll(async () => t?.close());

describe('resend, revoke and expiry', () => {
  it('a colleague of the same organisation resends: a new token works, the old one no longer does', async () => {
    const oldToken = await tokenMailedTo('colleague-invite@example.test');
    const [row] = await t.db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.email, 'colleague-invite@example.test'));
    const res = await t.inject({
      method: 'POST',
      url: `/api/invitations/${row!.id}/resend`,
      headers: agentX.headers,
    });
    expect(res.statusCode).toBe(200);
    const newToken = await tokenMailedTo('colleague-invite@example.test');
    expect(newToken).not.toBe(oldToken);
    expect(
      (await t.inject({ method: 'GET', url: `/api/invitations/preview?token=${oldToken}` })).statusCode,
    ).toBe(400);
    expect(
      (await t.inject({ method: 'GET', url: `/api/invitations/preview?token=${newToken}` })).statusCode,
    ).toBe(200);
  });

  it('revoke voids the link and removes the invited family record; revoking twice is a conflict', async () => {
    const token = await tokenMailedTo('colleague-invite@example.test');
    const [row] = await t.db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.email, 'colleague-invite@example.test'));
    const res = await t.inject({
      method: 'POST',
      url: `/api/invitations/${row!.id}/revoke`,
      headers: agentX2.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('revoked');
    expect(await familyByEmail('colleague-invite@example.test')).toBeUndefined();
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: {
        name: 'Late',
        email: 'colleague-invite@example.test',
        password: PASSWORD,
        inviteToken: token,
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.code).toBe('INVALID_TOKEN');
    const twice = await t.inject({
      method: 'POST',
      url: `/api/invitations/${row!.id}/revoke`,
      headers: agentX.headers,
    });
    expect(twice.statusCode).toBe(409);
    const resend = await t.inject({
      method: 'POST',
      url: `/api/invitations/${row!.id}/resend`,
      headers: agentX.headers,
    });
    expect(resend.statusCode).toBe(409);
  });

  it('an expired link is refused and listed as expired; resending gives a fresh 14 days', async () => {
    const token = await tokenMailedTo('other-org@example.test');
    const [row] = await t.db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.email, 'other-org@example.test'));
    await t.db
      .update(schema.invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.invitations.id, row!.id));
    const preview = await t.inject({ method: 'GET', url: `/api/invitations/preview?token=${token}` });
    expect(preview.statusCode).toBe(400);
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: { name: 'Late', email: 'other-org@example.test', password: PASSWORD, inviteToken: token },
    });
    expect(signUp.statusCode).toBe(400);
    const list = await t.inject({
      method: 'GET',
      url: '/api/invitations?status=expired',
      headers: agentY.headers,
    });
    expect(list.json().items.map((i: { email: string }) => i.email)).toEqual(['other-org@example.test']);
    const resend = await t.inject({
      method: 'POST',
      url: `/api/invitations/${row!.id}/resend`,
      headers: agentY.headers,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().status).toBe('pending');
    expect(Date.parse(resend.json().expiresAt)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it('a direct sign-up with an invited email is a direct family: the pending link stops working', async () => {
    const token = await tokenMailedTo('pro2-invite@example.test');
    await t.signUp('/api/family/signup', {
      name: 'Direct',
      email: 'pro2-invite@example.test',
      password: PASSWORD,
    });
    expect(await familyByEmail('pro2-invite@example.test')).toMatchObject({
      directSignUp: true,
      invitedByProfessionalId: null,
      invitationStatus: 'pending',
    });
    expect(
      (await t.inject({ method: 'GET', url: `/api/invitations/preview?token=${token}` })).statusCode,
    ).toBe(400);
  });
});
