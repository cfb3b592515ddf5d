import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actAs } from '../../../test/support/act-as.testing';
import { t, useProfileApp } from '../../../test/support/family-profile/family-profile.testing';
import type { TestUser } from '../../../test/support/test-app';

/* No edit is lost without notice (issue 18 item 5, ADR 0056): the family and an admin acting as it, at once. */

useProfileApp();

let family: TestUser;
let admin: TestUser;
let adminAsFamily: TestUser;
let parentId: string;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const send = (user: TestUser, method: Method, url: string, payload?: object, version?: number | string) =>
  t.inject({
    method,
    url,
    headers: { ...user.headers, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    ...(payload ? { payload } : {}),
  });

async function read(user: TestUser = family) {
  const res = await send(user, 'GET', '/api/family/profile');
  expect(res.statusCode).toBe(200);
  return res;
}

beforeAll(async () => {
  family = await t.user('family', { name: 'The Race Family' });
  admin = await t.user('admin', { name: 'Alex Admin' });
  const parent = await send(family, 'POST', '/api/family/profile/parent', {
    firstName: 'Maria',
    lastName: 'Race',
    annualIncome: 90_000,
    filingStatus: 'single',
  });
  expect(parent.statusCode).toBe(201);
  parentId = parent.json().id;
  adminAsFamily = await actAs(t, family, admin);
});

describe('edit versions', () => {
  it('reads the version with the profile (body and ETag) and raises it with every write', async () => {
    const first = await read();
    expect(first.headers.etag).toBe(`"${first.json().version}"`);
    const write = await send(family, 'PUT', '/api/family/profile/family', { checkingAmount: 1_000 });
    expect(write.statusCode).toBe(200);
    expect(write.json().version).toBe(first.json().version + 1);
    expect(write.headers.etag).toBe(`"${write.json().version}"`);
  });

  it('refuses a malformed If-Match and accepts * or none (not checked)', async () => {
    const bad = await send(family, 'PUT', '/api/family/profile/family', { checkingAmount: 2 }, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['if-match']).toMatch(/version you read/);
    const star = await t.inject({
      method: 'PUT',
      url: '/api/family/profile/family',
      headers: { ...family.headers, 'if-match': '*' },
      payload: { checkingAmount: 3 },
    });
    expect(star.statusCode).toBe(200);
  });
});

describe('the family and an admin acting as it change the same field at the same moment', () => {
  it('never both succeed with a value lost: one 200, one 409 with the current value and who changed it (25 rounds)', async () => {
    for (let round = 0; round < 25; round += 1) {
      const onParent = round % 2 === 0;
      const url = onParent ? `/api/family/profile/parent/${parentId}` : '/api/family/profile';
      const field = onParent ? 'annualIncome' : 'checkingAmount';
      const { version } = (await read()).json();
      const familyValue = 100_000 + round;
      const adminValue = 200_000 + round;
      const [byFamily, byAdmin] = await Promise.all([
        send(family, 'PUT', `${url}/family`, { [field]: familyValue }, version),
        send(adminAsFamily, 'PUT', `${url}/admin`, { [field]: adminValue }, version),
      ]);
      const statuses = [byFamily.statusCode, byAdmin.statusCode].sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const [winner, loser, winnerValue, loserValue] =
        byFamily.statusCode === 200
          ? [byFamily, byAdmin, familyValue, adminValue]
          : [byAdmin, byFamily, adminValue, familyValue];
      const stored = (await read()).json();
      const fieldIn = (profile: { parents: { id: string }[] } & Record<string, unknown>) =>
        onParent
          ? (profile.parents.find((p) => p.id === parentId) as Record<string, unknown>)[field]
          : profile[field];
      expect(fieldIn(stored)).toBe(winnerValue);
      expect(winner.json().version).toBe(stored.version);

      const error = loser.json().error;
      expect(error.code).toBe('EDIT_CONFLICT');
      expect(fieldIn(error.current)).toBe(winnerValue);
      expect(error.current.version).toBe(stored.version);
      expect(error.fields[field]).toMatch(/Changed meanwhile by/);
      const mine = error.meanwhile.filter((m: { conflicting: boolean }) => m.conflicting);
      expect(mine).toHaveLength(1);
      expect(mine[0].by).toMatchObject({
        name: byFamily.statusCode === 200 ? 'The Race Family' : 'Alex Admin',
        role: byFamily.statusCode === 200 ? 'family' : 'admin',
        you: false,
      });
      expect(mine[0].changes[0]).toMatchObject({
        field: onParent ? 'annual income' : 'cash, checking and savings',
      });
      expect(error.message).toMatch(/while you were editing/);

      // Applying the change again on the version the conflict answered wins, and says so.
      const loserUser = loser === byFamily ? family : adminAsFamily;
      const suffix = loser === byFamily ? 'family' : 'admin';
      const again = await send(
        loserUser,
        'PUT',
        `${url}/${suffix}`,
        { [field]: loserValue },
        error.current.version,
      );
      expect(again.statusCode).toBe(200);
      expect(fieldIn(again.json())).toBe(loserValue);
    }
  });

  it('lets both succeed when they change different fields at once (25 rounds)', async () => {
    for (let round = 0; round < 25; round += 1) {
      const { version } = (await read()).json();
      const [byFamily, byAdmin] = await Promise.all([
        send(family, 'PUT', `/api/family/profile/parent/${parentId}/family`, { age: 40 + round }, version),
        send(
          adminAsFamily,
          'PUT',
          '/api/family/profile/admin',
          { taxableBrokerageAccountsAmount: round },
          version,
        ),
      ]);
      expect([byFamily.statusCode, byAdmin.statusCode], `round ${round}`).toEqual([200, 200]);
      const stored = (await read()).json();
      expect(stored.parents[0].age).toBe(40 + round);
      expect(stored.taxableBrokerageAccountsAmount).toBe(round);
    }
  });

  it('lets both succeed when they write the same value (nothing is lost)', async () => {
    const { version } = (await read()).json();
    const [a, b] = await Promise.all([
      send(family, 'PUT', '/api/family/profile/family', { collegeSavingsAccountsAmount: 55_555 }, version),
      send(
        adminAsFamily,
        'PUT',
        '/api/family/profile/admin',
        { collegeSavingsAccountsAmount: 55_555 },
        version,
      ),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });

  it('takes `version` in the body as If-Match', async () => {
    const { version } = (await read()).json();
    expect((await send(family, 'PUT', '/api/family/profile/family', { zip: '43215' })).statusCode).toBe(200);
    const stale = await send(family, 'PUT', '/api/family/profile/family', { zip: '10001', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current.zip).toBe('43215');
    // Another window of the same person is named as such.
    expect(stale.json().error.meanwhile.at(-1).by.you).toBe(true);
    expect(stale.json().error.message).toMatch(/^You changed .* in another window/);
  });

  it('refuses to delete a parent someone changed meanwhile, and deletes after a fresh read', async () => {
    const extra = await send(family, 'POST', '/api/family/profile/parent', {
      firstName: 'Luis',
      lastName: 'Race',
    });
    expect(extra.statusCode).toBe(201);
    const { version } = extra.json().profile;
    expect(
      (await send(adminAsFamily, 'PUT', `/api/family/profile/parent/${extra.json().id}/admin`, { age: 50 }))
        .statusCode,
    ).toBe(200);
    const refused = await send(
      family,
      'DELETE',
      `/api/family/delete-parent/${extra.json().id}`,
      undefined,
      version,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.current.parents).toHaveLength(2);
    const deleted = await send(
      family,
      'DELETE',
      `/api/family/delete-parent/${extra.json().id}`,
      undefined,
      refused.json().error.current.version,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().parents).toHaveLength(1);
  });

  it('documents If-Match and the conflict answer in the OpenAPI document', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs' })).json();
    const put = doc.paths['/api/family/profile/{role}'].put;
    expect(
      put.parameters.some((p: { name: string; in: string }) => p.name === 'if-match' && p.in === 'header'),
    ).toBe(true);
    const conflict = put.responses['409'].content['application/json'].schema;
    expect(JSON.stringify(conflict)).toContain('meanwhile');
  });
});

describe('a write answers exactly what the next read answers (issue 18 item 7)', () => {
  it('holds for every family write, invitedBy included', async () => {
    const invited = await t.user('family', { name: 'The Invited Family' });
    const agent = await t.user('financial_agent', { name: 'Jordan Inviter' });
    const [agentRow] = await t.db.select().from(schema.agents).where(eq(schema.agents.userId, agent.userId));
    await t.db
      .update(schema.families)
      .set({ agentId: agentRow!.id, organisationId: agentRow!.organisationId, directSignUp: false })
      .where(eq(schema.families.userId, invited.userId));
    /** The write's answer (or `ofWrite` of it) equals the next read (or `ofRead` of it). */
    const same = async (
      res: { statusCode: number; json: () => unknown },
      ofWrite = (body: unknown) => body,
      ofRead: (profile: Record<string, unknown>) => unknown = (profile) => profile,
    ) => {
      expect(res.statusCode).toBeLessThan(300);
      const next = (await read(invited)).json();
      expect(ofWrite(res.json())).toEqual(ofRead(next));
      return next;
    };
    const profileOf = (body: unknown) => (body as { profile: unknown }).profile;

    let profile = await same(
      await send(invited, 'PUT', '/api/family/profile/family', {
        state: 'OH',
        familyMembersCount: 3,
        familyMembersInCollege: 1,
      }),
    );
    expect(profile.invitedBy).toMatchObject({ name: 'Jordan Inviter', kind: 'financial_agent' });
    const parent = await send(invited, 'POST', '/api/family/profile/parent', {
      firstName: 'Ana',
      annualIncome: 70_000,
    });
    await same(parent, profileOf);
    await same(
      await send(invited, 'PUT', `/api/family/profile/parent/${parent.json().id}/family`, { age: 44 }),
    );
    const second = await send(invited, 'POST', '/api/family/profile/parent', { firstName: 'Ben' });
    await same(second, profileOf);
    await same(await send(invited, 'DELETE', `/api/family/delete-parent/${second.json().id}`));
    const student = await send(invited, 'POST', '/api/family/profile/student', {
      name: 'Cam',
      graduationYear: 2027,
    });
    await same(student, profileOf);
    await same(
      await send(invited, 'PUT', `/api/family/profile/student/${student.json().id}/family`, { gpa: 3.5 }),
    );
    const other = await send(invited, 'POST', '/api/family/profile/student', { name: 'Dee' });
    await same(other, profileOf);
    await same(await send(invited, 'DELETE', `/api/family/delete-student/${other.json().id}`));
    await same(
      await send(invited, 'PUT', '/api/family/onboarding/progress', {
        currentStep: 2,
        completedSteps: [0, 1],
        subSteps: {},
      }),
    );
    await same(await send(invited, 'PUT', '/api/family/profile/done-onboarding/family'));
    const hidden = await send(invited, 'PUT', '/api/family/profile/hidden-elements', {
      element: 'onboarding-guide',
    });
    await same(
      hidden,
      (body) => (body as { hiddenElements: unknown }).hiddenElements,
      (read) => read.hiddenElements,
    );
    const help = await send(invited, 'PUT', '/api/family/profile/request-help', { message: 'Call us' });
    profile = await same(
      help,
      (body) => (body as { helpRequest: unknown }).helpRequest,
      (read) => read.helpRequest,
    );
    expect(profile.invitedBy).toMatchObject({ name: 'Jordan Inviter' });
  });
});
