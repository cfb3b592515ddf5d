import { SIMULATOR_HEADER } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actAs,
  admin,
  agent,
  familyA,
  familyAId,
  familyBId,
  familyC,
  familyCId,
  otherAgent,
  parentAId,
  professional,
  profileOf,
  t,
  useActAsWorld,
} from '../../../test/support/act-as/act-as.testing';

/* Acting as a family: what a request must carry, what each write records, and the activity log that shows it. */
useActAsWorld();

// The log's filters list every family staff acted as, also one acted as without a write (family C).
beforeAll(async () => {
  await actAs(admin, 'admin', familyCId);
});

describe('during an act-as session', () => {
  it('refuses a request whose simulator header is missing or names someone else', async () => {
    const acting = await actAs(admin, 'admin', familyAId);
    const { [SIMULATOR_HEADER]: _, ...withoutHeader } = acting.headers;
    const missing = await t.inject({ method: 'GET', url: '/api/family/profile', headers: withoutHeader });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('FORBIDDEN');
    const wrong = await t.inject({
      method: 'GET',
      url: '/api/family/profile',
      headers: { ...acting.headers, [SIMULATOR_HEADER]: agent.userId },
    });
    expect(wrong.statusCode).toBe(403);
    // The cookie alone (a script) is refused the same way.
    const cookieOnly = await t.inject({
      method: 'GET',
      url: '/api/family/profile',
      headers: { cookie: acting.cookie },
    });
    expect(cookieOnly.statusCode).toBe(403);
    const ok = await t.inject({ method: 'GET', url: '/api/family/profile', headers: acting.headers });
    expect(ok.statusCode).toBe(200);
  });

  it('takes writes with the suffix of the acting role only, and records each field from -> to', async () => {
    const acting = await actAs(agent, 'agent', familyAId);
    const before = await profileOf(familyAId);
    for (const suffix of ['family', 'admin']) {
      const refused = await t.inject({
        method: 'PUT',
        url: `/api/family/profile/parent/${parentAId}/${suffix}`,
        headers: acting.headers,
        payload: { annualIncome: 80000 },
      });
      expect(refused.statusCode, suffix).toBe(403);
    }
    expect(await profileOf(familyAId)).toBe(before);

    const res = await t.inject({
      method: 'PUT',
      url: `/api/family/profile/parent/${parentAId}/agent`,
      headers: acting.headers,
      payload: { annualIncome: 80000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'parent.update'));
    expect(audit!.actorUserId).toBe(agent.userId);
    expect(audit!.details.changes).toEqual([
      { subject: 'Parent 1', field: 'annual income', from: '$95,000', to: '$80,000' },
    ]);
    const rows = await t.db
      .select()
      .from(schema.familyActivity)
      .where(eq(schema.familyActivity.action, 'parent.update'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      familyId: familyAId,
      actorUserId: agent.userId,
      actorName: 'Jordan Agent',
      actorRole: 'financial_agent',
      versionName: null,
      changes: [{ subject: 'Parent 1', field: 'annual income', from: '$95,000', to: '$80,000' }],
    });

    // A write without a suffix (adding a student) goes through too, recorded with the acting agent.
    const added = await t.inject({
      method: 'POST',
      url: '/api/family/profile/student',
      headers: acting.headers,
      payload: { name: 'Sam Alpha' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const studentRows = await t.db
      .select()
      .from(schema.familyActivity)
      .where(eq(schema.familyActivity.action, 'student.create'));
    expect(studentRows[0]?.actorUserId).toBe(agent.userId);

    // The family writing itself still uses /family.
    const own = await t.inject({
      method: 'PUT',
      url: `/api/family/profile/parent/${parentAId}/agent`,
      headers: familyA.headers,
      payload: { annualIncome: 81000 },
    });
    expect(own.statusCode).toBe(403);
  });

  it('records each field of a household and a student write from -> to, in plain words', async () => {
    const acting = await actAs(admin, 'admin', familyBId);
    const household = await t.inject({
      method: 'PUT',
      url: '/api/family/profile/admin',
      headers: acting.headers,
      payload: { state: 'OH', checkingAmount: 12000 },
    });
    expect(household.statusCode, household.body).toBe(200);
    const student = await t.inject({
      method: 'POST',
      url: '/api/family/profile/student',
      headers: acting.headers,
      payload: { name: 'Bea Beta', gpa: 3.5 },
    });
    const studentId = student.json().id as string;
    const updated = await t.inject({
      method: 'PUT',
      url: `/api/family/profile/student/${studentId}/admin`,
      headers: acting.headers,
      payload: { gpa: 3.8, savingsAmount: 2500 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const rows = await t.db
      .select()
      .from(schema.familyActivity)
      .where(eq(schema.familyActivity.familyId, familyBId));
    const changes = rows.flatMap((r) => r.changes);
    expect(changes).toEqual(
      expect.arrayContaining([
        { subject: 'the household', field: 'state', from: 'not given', to: 'OH' },
        { subject: 'the household', field: 'cash, checking and savings', from: 'not given', to: '$12,000' },
        { subject: 'Student 1 (Bea Beta)', field: 'GPA', from: '3.5', to: '3.8' },
        { subject: 'Student 1 (Bea Beta)', field: 'savings', from: 'not given', to: '$2,500' },
      ]),
    );
    // Every row names the acting admin; none is written for the family's own writes.
    expect(rows.every((r) => r.actorUserId === admin.userId)).toBe(true);
    const own = await t.inject({
      method: 'PUT',
      url: '/api/family/profile/family',
      headers: familyC.headers,
      payload: { checkingAmount: 500 },
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownRows = await t.db
      .select()
      .from(schema.familyActivity)
      .where(eq(schema.familyActivity.action, 'profile.update'));
    expect(ownRows.every((r) => r.familyId !== familyCId)).toBe(true);
  });
});

describe('the activity log', () => {
  it('shows the family its own log in sentences, and only its own', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/family/activity', headers: familyA.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.every((i: { familyId: string }) => i.familyId === familyAId)).toBe(true);
    const sentences = body.items.flatMap((i: { sentences: string[] }) => i.sentences);
    expect(sentences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Jordan Agent, your financial agent, changed Parent 1's annual income from \$95,000 to \$80,000 in your family profile on /,
        ),
        expect.stringMatching(/^Jordan Agent, your financial agent, started acting as your family on /),
        expect.stringMatching(/^Alex Admin, an administrator, started acting as your family on /),
      ]),
    );
    const other = await t.inject({ method: 'GET', url: '/api/family/activity', headers: familyC.headers });
    expect(other.json().items.every((i: { familyId: string }) => i.familyId === familyCId)).toBe(true);
  });

  it('is refused to staff while they act as the family, and to other roles', async () => {
    const acting = await actAs(admin, 'admin', familyAId);
    expect(
      (await t.inject({ method: 'GET', url: '/api/family/activity', headers: acting.headers })).statusCode,
    ).toBe(403);
    for (const who of [admin, agent, professional]) {
      const res = await t.inject({ method: 'GET', url: '/api/family/activity', headers: who.headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('gives the admin the whole log, filtered by family and actor; nobody else', async () => {
    const all = await t.inject({ method: 'GET', url: '/api/admin/activity', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().families.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining([familyAId, familyBId, familyCId]),
    );
    const filtered = await t.inject({
      method: 'GET',
      url: `/api/admin/activity?familyId=${familyAId}&actorId=${agent.userId}`,
      headers: admin.headers,
    });
    const items = filtered.json().items as { familyId: string; actor: { id: string } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.familyId === familyAId && i.actor.id === agent.userId)).toBe(true);
    for (const who of [agent, otherAgent, professional, familyA]) {
      expect(
        (await t.inject({ method: 'GET', url: '/api/admin/activity', headers: who.headers })).statusCode,
      ).toBe(403);
    }
  });

  it('has no route that changes or deletes it', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/activity.*\((?:PUT|PATCH|DELETE|POST)/);
  });
});
