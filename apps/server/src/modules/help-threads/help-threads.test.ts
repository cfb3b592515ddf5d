import { schema } from '@ccp/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs } from '../../../test/support/act-as.testing';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { ACTING_REFUSED } from './help-threads.service';

let t: TestApp;
let familyA: TestUser;
let familyB: TestUser;
let agentX: TestUser;
let agentY: TestUser;
let p1: TestUser;
let p2: TestUser;
let admin: TestUser;

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });
const threadsOf = async (user: TestUser) => (await call(user, 'GET', '/api/family/help-requests')).json();
const write = (user: TestUser, id: string, message: string) =>
  call(user, 'POST', `/api/help-requests/${id}/messages`, { message });

async function familyRow(user: TestUser) {
  const [row] = await t.db.select().from(schema.families).where(eq(schema.families.userId, user.userId));
  return row!;
}
async function counts() {
  const n = async (
    table:
      | typeof schema.helpMessages
      | typeof schema.notifications
      | typeof schema.auditLog
      | typeof schema.mailOutbox,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  const requests = await t.db.select().from(schema.helpRequests);
  return {
    messages: await n(schema.helpMessages),
    notifications: await n(schema.notifications),
    audit: await n(schema.auditLog),
    requests,
    // Mail is queued in the write's transaction (ADR 0042): a refused write queues none.
    mails: await n(schema.mailOutbox),
  };
}
async function bell(user: TestUser, audience: 'Family' | 'Agent' | 'Admin' | 'Professional') {
  const res = await call(user, 'GET', `/api/notifications/get${audience}Notifications`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Record<string, string | null>[]; unread: number };
}
/** The mails the outbox's sender sends now (each was queued by a request's transaction), with their kinds. */
async function newMail(run: () => Promise<unknown>) {
  const before = (await t.deliverMail()).length;
  await run();
  return (await t.deliverMail()).slice(before);
}
const pending = () => t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.status, 'pending'));
const messagesIn = (items: Record<string, string | null>[], key: string) => items.map((i) => i[key] ?? '');

beforeAll(async () => {
  t = await createTestApp();
  [familyA, familyB, agentX, agentY, p1, p2, admin] = await Promise.all([
    t.user('family', { name: 'The Thread Family' }),
    t.user('family', { name: 'The Lone Family' }),
    t.user('financial_agent', { name: 'Xavier Agent', organisation: 'Org X' }),
    t.user('financial_agent', { name: 'Yara Agent', organisation: 'Org Y' }),
    t.user('admission_professional', { name: 'Pat One' }),
    t.user('admission_professional', { name: 'Pam Two' }),
    t.user('admin', { name: 'Ada Admin' }),
  ]);
  const [agent] = await t.db.select().from(schema.agents).where(eq(schema.agents.userId, agentX.userId));
  const [professional] = await t.db
    .select()
    .from(schema.admissionProfessionals)
    .where(eq(schema.admissionProfessionals.userId, p1.userId));
  await t.db
    .update(schema.families)
    .set({
      agentId: agent!.id,
      organisationId: agent!.organisationId,
      invitedByProfessionalId: professional!.id,
    })
    .where(eq(schema.families.userId, familyA.userId));
});
afterAll(async () => t?.close());

describe('a help request answered by the family agent', () => {
  let id: string;

  it('the family asks: the request is mailed to its agent (not support), queued with it, and says who answers', async () => {
    await t.deliverMail();
    const res = await call(familyA, 'PUT', '/api/family/profile/request-help', {
      message: 'Which loans first?',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      alreadyOpen: false,
      mailedTo: 'agent',
      mailedToSupport: false,
      answeredBy: 'Xavier Agent, your financial agent',
    });
    id = res.json().helpRequest.id;
    // In the outbox with the request, before any sender ran: the request waited on no SMTP.
    expect(await pending()).toEqual([
      expect.objectContaining({ kind: 'help-request', to: agentX.email, replyTo: familyA.email }),
    ]);
    const [mail, ...more] = await t.deliverMail().then((all) => all.slice(-1));
    expect(more).toEqual([]);
    expect(mail!.to).toBe(agentX.email);
    expect(mail!.text).toContain('Hello Xavier Agent,');
    expect(mail!.text).toContain('Which loans first?');
    expect(mail!.text).toContain('Answer them in College Cost Planner');
    expect(mail!.text).toContain(`/agent/families/${familyA.userId}`);
    expect(t.mails.filter((m) => m.to === t.app.config.supportEmail)).toEqual([]);
    // Asking again while it is open mails nobody.
    const again = await call(familyA, 'PUT', '/api/family/profile/request-help', {});
    expect(again.json()).toMatchObject({ alreadyOpen: true, mailedTo: null, mailedToSupport: false });
    expect(await pending()).toEqual([]);
    const list = await threadsOf(familyA);
    expect(list.answeredBy).toBe('Xavier Agent, your financial agent');
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id, message: 'Which loans first?', status: 'open', messages: [] });
  });

  it('the professional who invited the family has a bell that tells it; another professional’s does not', async () => {
    const mine = await bell(p1, 'Professional');
    expect(messagesIn(mine.items, 'professionalMessage').join(' ')).toContain('asked an advisor for help');
    expect(mine.items.every((i) => i.familyMessage === null && i.adminMessage === null)).toBe(true);
    expect((await bell(p2, 'Professional')).items).toHaveLength(0);
    const marked = await call(p1, 'POST', '/api/notifications/mark-read-all/professional');
    expect(marked.statusCode).toBe(200);
    expect(marked.json().marked).toBeGreaterThan(0);
    expect((await bell(p1, 'Professional')).unread).toBe(0);
  });

  it('the family writes: the agent is told on the bell and by mail', async () => {
    const mails = (await t.deliverMail()).length;
    const res = await write(familyA, id, '  We have two students starting in 2027.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().helpRequest.messages).toEqual([
      expect.objectContaining({
        authorRole: 'family',
        authorName: 'The Thread Family',
        body: 'We have two students starting in 2027.',
      }),
    ]);
    // Queued with the message, sent after the request by the outbox's sender: the request waited on no SMTP.
    const queued = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.status, 'pending'));
    expect(queued).toEqual([expect.objectContaining({ kind: 'help-message', to: agentX.email })]);
    expect(t.mails).toHaveLength(mails);
    const mail = (await t.deliverMail()).slice(mails);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(agentX.email);
    expect(mail[0]!.text).toContain('We have two students starting in 2027.');
    expect(mail[0]!.text).toContain(`/agent/families/${familyA.userId}`);
    expect(messagesIn((await bell(agentX, 'Agent')).items, 'agentMessage')[0]).toContain(
      'wrote in their help request',
    );
  });

  it('the agent answers from its portal: the family gets the answer, the bell and a mail', async () => {
    const mails = (await t.deliverMail()).length;
    const res = await write(agentX, id, 'Start with the subsidized loans.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().helpRequest.messages[1]).toMatchObject({
      authorRole: 'financial_agent',
      authorName: 'Xavier Agent',
    });
    const mail = (await t.deliverMail()).slice(mails);
    expect(mail.map((m) => m.to)).toEqual([familyA.email]);
    expect(mail[0]!.subject).toBe('Xavier Agent answered your help request');
    const family = await bell(familyA, 'Family');
    expect(messagesIn(family.items, 'familyMessage')[0]).toContain('answered your help request');
    expect(family.unread).toBeGreaterThan(0);
  });

  it('the staff family detail shows the whole thread, for the admin and the agent', async () => {
    for (const [user, url] of [
      [admin, `/api/admin/families/${familyA.userId}`],
      [agentX, `/api/agents/families/${familyA.userId}`],
    ] as const) {
      const res = await call(user, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const [thread] = res.json().helpRequests;
      expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
        'We have two students starting in 2027.',
        'Start with the subsidized loans.',
      ]);
    }
  });

  it('the family resolves; a message on a resolved request is refused and changes nothing; it reopens', async () => {
    let resolved = await call(familyA, 'GET', '/api/family/help-requests');
    const mail = await newMail(async () => {
      resolved = await call(familyA, 'POST', `/api/help-requests/${id}/resolve`);
      expect(await pending()).toEqual([expect.objectContaining({ kind: 'help-resolved', to: agentX.email })]);
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().helpRequest).toMatchObject({
      status: 'resolved',
      resolvedByName: 'The Thread Family',
    });
    // The agent is told on the bell and by a short mail pointing to the family's page.
    expect(messagesIn((await bell(agentX, 'Agent')).items, 'agentMessage')[0]).toContain(
      'marked their help request resolved',
    );
    expect(mail.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['help-resolved', agentX.email, 'The Thread Family marked their help request resolved'],
    ]);
    expect(mail[0]!.text).toContain(`/agent/families/${familyA.userId}`);
    // Resolving again does nothing (and tells nobody).
    const before = await counts();
    expect((await call(familyA, 'POST', `/api/help-requests/${id}/resolve`)).statusCode).toBe(200);
    const refused = await write(familyA, id, 'One more thing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This help request is resolved. Reopen it to write again.');
    expect(await counts()).toEqual(before);
    // The family's profile no longer shows an open request.
    expect((await call(familyA, 'GET', '/api/family/profile')).json().helpRequest).toBeNull();
    let reopened = resolved;
    const reopenMail = await newMail(async () => {
      reopened = await call(familyA, 'POST', `/api/help-requests/${id}/reopen`);
    });
    expect(reopenMail.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['help-reopened', agentX.email, 'The Thread Family reopened their help request'],
    ]);
    expect(reopenMail[0]!.text).toContain('They need help again');
    expect(reopened.json().helpRequest).toMatchObject({ status: 'open', resolvedAt: null });
    expect(reopened.json().helpRequest.reopenedAt).not.toBeNull();
    expect(messagesIn((await bell(agentX, 'Agent')).items, 'agentMessage')[0]).toContain(
      'reopened their help request',
    );
  });

  it('the agent resolves it: the family is told; all of it is in the activity log and the export', async () => {
    let res = await call(familyA, 'GET', '/api/family/help-requests');
    const mail = await newMail(async () => {
      res = await call(agentX, 'POST', `/api/help-requests/${id}/resolve`);
    });
    expect(res.json().helpRequest).toMatchObject({ status: 'resolved', resolvedByName: 'Xavier Agent' });
    expect(messagesIn((await bell(familyA, 'Family')).items, 'familyMessage')[0]).toContain(
      'marked your help request resolved',
    );
    expect(mail.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['help-resolved', familyA.email, 'Xavier Agent marked your help request resolved'],
    ]);
    expect(mail[0]!.text).toContain('reopen it on your Help page');
    expect(mail[0]!.text).toContain('/family/help');
    const activity = (await call(familyA, 'GET', '/api/family/activity')).json();
    const sentences = activity.items.flatMap((i: { sentences: string[] }) => i.sentences).join('\n');
    expect(sentences).toContain('Xavier Agent, your financial agent, answered your help request');
    expect(sentences).toContain('Xavier Agent, your financial agent, marked resolved your help request');
    const data = (await call(familyA, 'GET', '/api/family/export')).json();
    expect(data.helpRequests[0].messages.map((m: { authorRole: string }) => m.authorRole)).toEqual([
      'family',
      'financial_agent',
    ]);
    expect(data.activityLog.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['help.message', 'help.resolve', 'help.reopen']),
    );
  });
});

describe('who may write in a help request', () => {
  let idA: string;
  let idB: string;

  beforeAll(async () => {
    idA = (await threadsOf(familyA)).items[0].id;
    const res = await call(familyB, 'PUT', '/api/family/profile/request-help', {});
    idB = res.json().helpRequest.id;
  });

  it('an admin reopens the family’s request: the family is told on the bell and by mail, its agent on the bell', async () => {
    let res = await call(familyA, 'GET', '/api/family/help-requests');
    const mail = await newMail(async () => {
      res = await call(admin, 'POST', `/api/help-requests/${idA}/reopen`);
    });
    expect(res.json().helpRequest).toMatchObject({ status: 'open' });
    expect(mail.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['help-reopened', familyA.email, 'Ada Admin reopened your help request'],
    ]);
    expect(messagesIn((await bell(familyA, 'Family')).items, 'familyMessage')[0]).toContain(
      'Ada Admin</b> reopened your help request',
    );
    expect(messagesIn((await bell(agentX, 'Agent')).items, 'agentMessage')[0]).toContain(
      'Ada Admin reopened the help request of',
    );
    // Reopening an open request changes nothing and mails nobody.
    expect(await newMail(() => call(admin, 'POST', `/api/help-requests/${idA}/reopen`))).toEqual([]);
  });

  it('refuses other families, other organisations’ agents, professionals and the signed-out, changing nothing', async () => {
    const before = await counts();
    for (const action of ['messages', 'resolve', 'reopen']) {
      const url = `/api/help-requests/${idA}/${action}`;
      const payload = { message: 'Not mine' };
      expect((await call(null, 'POST', url, payload)).statusCode).toBe(401);
      expect((await call(familyB, 'POST', url, payload)).statusCode).toBe(404);
      expect((await call(agentY, 'POST', url, payload)).statusCode).toBe(404);
      expect((await call(p1, 'POST', url, payload)).statusCode).toBe(403);
      expect((await call(agentX, 'POST', `/api/help-requests/${idB}/${action}`, payload)).statusCode).toBe(
        404,
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('staff acting as the family read its requests but answer only from their own portal', async () => {
    for (const staff of [admin, agentX]) {
      const acting = await actAs(t, familyA, staff);
      const before = await counts();
      const list = await call(acting, 'GET', '/api/family/help-requests');
      expect(list.statusCode).toBe(200);
      expect(list.json().items[0].id).toBe(idA);
      for (const action of ['messages', 'resolve']) {
        const res = await call(acting, 'POST', `/api/help-requests/${idA}/${action}`, { message: 'As them' });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe(ACTING_REFUSED);
      }
      expect(await counts()).toEqual(before);
    }
  });

  it('bad input gets a clear error and changes nothing', async () => {
    const before = await counts();
    const empty = await write(familyA, idA, '   ');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Write your message first.');
    const long = await write(familyA, idA, 'x'.repeat(2001));
    expect(JSON.stringify(long.json())).toContain('Keep the message under 2,000 characters.');
    const badId = await write(familyA, 'not-an-id', 'Hello');
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain('That help request does not exist.');
    const unknown = await write(familyA, '00000000-0000-4000-8000-000000000000', 'Hello');
    expect(unknown.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('a family without an agent: its request went to the support address, with the admin page link', async () => {
    const mail = t.mails.filter((m) => m.kind === 'help-request' && m.to === t.app.config.supportEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`/admin/families/${familyB.userId}`);
    expect(mail[0]!.text).toContain('Hello,');
  });

  it('a family without an agent writes to the support address, and an admin answers', async () => {
    const mails = (await t.deliverMail()).length;
    expect((await write(familyB, idB, 'Can someone call us?')).statusCode).toBe(200);
    expect((await t.deliverMail()).slice(mails).map((m) => m.to)).toEqual([t.app.config.supportEmail]);
    expect(t.mails.at(-1)!.text).toContain(`/admin/families/${familyB.userId}`);
    const answer = await write(admin, idB, 'Yes: tomorrow at 10.');
    expect(answer.json().helpRequest.messages[1]).toMatchObject({
      authorRole: 'admin',
      authorName: 'Ada Admin',
    });
    expect((await t.deliverMail()).at(-1)!.to).toBe(familyB.email);
    expect((await threadsOf(familyB)).answeredBy).toBe('our advisors');
    const familyBRow = await familyRow(familyB);
    expect(familyBRow.agentId).toBeNull();
  });
});

describe('who answers, when the family has an agent no longer active', () => {
  it('a suspended agent’s family asks: the support address is mailed, the family reads "our advisors"', async () => {
    const family = await t.user('family', { name: 'The Orphan Family' });
    const agentZ = await t.user('financial_agent', { name: 'Zed Suspended', organisation: 'Org Z' });
    const [agent] = await t.db.select().from(schema.agents).where(eq(schema.agents.userId, agentZ.userId));
    await t.db
      .update(schema.families)
      .set({ agentId: agent!.id, organisationId: agent!.organisationId })
      .where(eq(schema.families.userId, family.userId));
    await t.db.update(schema.agents).set({ status: 'inactive' }).where(eq(schema.agents.id, agent!.id));
    let res = await call(family, 'GET', '/api/family/help-requests');
    expect(res.json().answeredBy).toBe('our advisors');
    const mail = await newMail(async () => {
      res = await call(family, 'PUT', '/api/family/profile/request-help', { message: 'Anyone there?' });
    });
    expect(res.json()).toMatchObject({
      mailedTo: 'support',
      mailedToSupport: true,
      answeredBy: 'our advisors',
    });
    expect(mail.map((m) => [m.kind, m.to])).toEqual([['help-request', t.app.config.supportEmail]]);
    expect(mail[0]!.text).toContain(`/admin/families/${family.userId}`);
    // The family resolves: the support address is told too.
    const id = res.json().helpRequest.id;
    const resolved = await newMail(() => call(family, 'POST', `/api/help-requests/${id}/resolve`));
    expect(resolved.map((m) => [m.kind, m.to])).toEqual([['help-resolved', t.app.config.supportEmail]]);
  });

  it('a refused or invalid request queues no mail', async () => {
    const family = await t.user('family', { name: 'The Careful Family' });
    const before = await counts();
    const long = await call(family, 'PUT', '/api/family/profile/request-help', { message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect((await call(p1, 'PUT', '/api/family/profile/request-help', {})).statusCode).toBe(403);
    expect((await call(null, 'PUT', '/api/family/profile/request-help', {})).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
