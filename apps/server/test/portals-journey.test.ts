/**
 * Issue 11's acceptance journeys, through the API with real sessions: an admin assigns an agent to a family, the
 * agent sees it and the family is told; an agent invites a family, the link in the mail signs it up, it appears on the
 * agent's list and the admin's, and the agent's bell counts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvitationsWorld, invitationsWorld } from './support/invitations/invitations-world';

let w: InvitationsWorld;
beforeAll(async () => {
  w = await invitationsWorld();
}, 60_000);
afterAll(async () => w?.t.close());

interface Listed {
  items: { userId: string | null; name: string }[];
}

describe('portals: the acceptance journeys', () => {
  it('an admin assigns an agent to a family: the agent sees it, the family is notified', async () => {
    const { t, admin, agentX, family } = w;
    const { id: agentId } = await w.agentIdOf(agentX);
    const before = await t.inject({ method: 'GET', url: '/api/agents/families', headers: agentX.headers });
    expect((before.json() as Listed).items.some((f) => f.userId === family.userId)).toBe(false);
    const familyNotesBefore = await t.inject({
      method: 'GET',
      url: '/api/notifications/getFamilyNotifications',
      headers: family.headers,
    });

    const assigned = await t.inject({
      method: 'POST',
      url: `/api/admin/families/${family.userId}/assign-financial-agent`,
      headers: admin.headers,
      payload: { agentId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const after = await t.inject({ method: 'GET', url: '/api/agents/families', headers: agentX.headers });
    expect((after.json() as Listed).items.some((f) => f.userId === family.userId)).toBe(true);
    const detail = await t.inject({
      method: 'GET',
      url: `/api/agents/families/${family.userId}`,
      headers: agentX.headers,
    });
    expect(detail.statusCode).toBe(200);
    const familyNotes = await t.inject({
      method: 'GET',
      url: '/api/notifications/getFamilyNotifications',
      headers: family.headers,
    });
    expect(familyNotes.json().unread).toBe(familyNotesBefore.json().unread + 1);
    expect(familyNotes.json().items[0].familyMessage).toContain('Xavier Agent');
  });

  it('an agent invites a family: the mailed link signs it up, both lists show it, the bell counts it', async () => {
    const { t, admin, agentX } = w;
    const bellBefore = (
      await t.inject({
        method: 'GET',
        url: '/api/notifications/getAgentNotifications',
        headers: agentX.headers,
      })
    ).json().unread as number;

    const invited = await w.invite(agentX, 'journey-family@example.test', 'The Journey Family');
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await w.tokenMailedTo('journey-family@example.test');
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: {
        name: 'The Journey Family',
        email: 'someone-else@example.test',
        password: 'correct-horse-battery',
        inviteToken: token,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    // The invitation's email, whatever the form sent.
    expect(signUp.json().user.email).toBe('journey-family@example.test');
    const userId = signUp.json().user.id as string;

    const agentList = await t.inject({
      method: 'GET',
      url: '/api/agents/families?search=journey',
      headers: agentX.headers,
    });
    expect((agentList.json() as Listed).items.map((f) => f.userId)).toContain(userId);
    const adminList = await t.inject({
      method: 'GET',
      url: '/api/admin/families?search=journey',
      headers: admin.headers,
    });
    expect((adminList.json() as Listed).items.map((f) => f.userId)).toContain(userId);

    const bell = await t.inject({
      method: 'GET',
      url: '/api/notifications/getAgentNotifications',
      headers: agentX.headers,
    });
    expect(bell.json().unread).toBeGreaterThan(bellBefore);
    expect((bell.json().items as { userid: string | null }[]).some((n) => n.userid === userId)).toBe(true);
  });
});
