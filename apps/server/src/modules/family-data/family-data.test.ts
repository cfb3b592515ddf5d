import { schema } from '@ccp/db';
import { and, eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs } from '../../../test/support/act-as.testing';
import { changedTables, tableCounts } from '../../../test/support/table-counts';
import { createTestApp, PASSWORD, type TestApp, type TestUser } from '../../../test/support/test-app';
import type { SessionRevocations } from '../../auth/session-revocations';
import * as service from './family-data.service';

let t: TestApp;
let collegeId: number;

interface Family {
  user: TestUser;
  familyId: string;
  email: string;
}

/** A family with a row in every table that can hold something about it, made through the API where there is one. */
async function familyWithData(label: string): Promise<Family> {
  const email = `${label.toLowerCase()}-${Date.now()}@example.test`;
  await t.signUp('/api/family/signup', {
    name: `The ${label} Family`,
    email,
    password: PASSWORD,
    state: 'OH',
  });
  const user = await t.signIn(email);
  const [family] = await t.db.select().from(schema.families).where(eq(schema.families.userId, user.userId));
  const familyId = family!.id;
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.inject({ method, url, payload, headers: user.headers });
  expect(
    (
      await call('POST', '/api/family/profile/parent', {
        firstName: `${label}-parent`,
        scheduleCNetProfit: -4_000,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (await call('POST', '/api/family/profile/student', { name: `${label}-student`, graduationYear: 2027 }))
      .statusCode,
  ).toBe(201);
  const [student] = await t.db.select().from(schema.students).where(eq(schema.students.familyId, familyId));
  expect((await call('PUT', '/api/family/profile/family', { checkingAmount: 12_345 })).statusCode).toBe(200);
  expect(
    (await call('POST', '/api/family/favourite/family', { collegeId, studentId: student!.id })).statusCode,
  ).toBeLessThan(300);
  expect(
    (await call('PUT', '/api/family/profile/request-help', { message: `${label} needs help` })).statusCode,
  ).toBe(200);
  await t.db.insert(schema.draftFamilyVersions).values({
    familyId,
    versionName: `${label} case study`,
    cloneType: 'clonedProfile',
    snapshot: { checkingAmount: 1 },
  });
  await t.db
    .insert(schema.calculatorUses)
    .values({ userId: user.userId, familyId, collegeId, inputs: { label }, result: { total: 1 } });
  await t.db
    .insert(schema.mailOutbox)
    .values({ to: email, subject: 'Hello', text: 'x', transport: 'outbox' });
  const reset = await t.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/family/password-recovery' },
  });
  expect(reset.statusCode).toBe(200);
  return { user, familyId, email };
}

/** Rows that belong to a family (or its user), per table. */
async function rowsOf(f: Family): Promise<Record<string, number>> {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const c = sql<number>`count(*)::int`;
  const s = schema;
  return {
    user: await n(t.db.select({ n: c }).from(s.user).where(eq(s.user.id, f.user.userId))),
    session: await n(t.db.select({ n: c }).from(s.session).where(eq(s.session.userId, f.user.userId))),
    account: await n(t.db.select({ n: c }).from(s.account).where(eq(s.account.userId, f.user.userId))),
    families: await n(t.db.select({ n: c }).from(s.families).where(eq(s.families.id, f.familyId))),
    parents: await n(t.db.select({ n: c }).from(s.parents).where(eq(s.parents.familyId, f.familyId))),
    students: await n(t.db.select({ n: c }).from(s.students).where(eq(s.students.familyId, f.familyId))),
    favourites: await n(
      t.db.select({ n: c }).from(s.favourites).where(eq(s.favourites.familyId, f.familyId)),
    ),
    help_requests: await n(
      t.db.select({ n: c }).from(s.helpRequests).where(eq(s.helpRequests.familyId, f.familyId)),
    ),
    draft_family_versions: await n(
      t.db.select({ n: c }).from(s.draftFamilyVersions).where(eq(s.draftFamilyVersions.familyId, f.familyId)),
    ),
    audit_log: await n(t.db.select({ n: c }).from(s.auditLog).where(eq(s.auditLog.familyId, f.familyId))),
    notifications: await n(
      t.db.select({ n: c }).from(s.notifications).where(eq(s.notifications.familyId, f.familyId)),
    ),
    calculator_uses: await n(
      t.db
        .select({ n: c })
        .from(s.calculatorUses)
        .where(or(eq(s.calculatorUses.familyId, f.familyId), eq(s.calculatorUses.userId, f.user.userId))),
    ),
    crm_events: await n(t.db.select({ n: c }).from(s.crmEvents).where(eq(s.crmEvents.familyId, f.familyId))),
    mail_outbox: await n(t.db.select({ n: c }).from(s.mailOutbox).where(eq(s.mailOutbox.to, f.email))),
    verification: await n(
      t.db
        .select({ n: c })
        .from(s.verification)
        .where(
          and(like(s.verification.identifier, 'reset-password:%'), eq(s.verification.value, f.user.userId)),
        ),
    ),
  };
}

let a: Family;
let b: Family;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const [college] = await t.db
    .insert(schema.colleges)
    .values({ name: 'Test State University', state: 'OH', control: 'public', level: '4-year' })
    .returning({ id: schema.colleges.id });
  collegeId = college!.id;
  a = await familyWithData('Alpha');
  b = await familyWithData('Beta');
  admin = await t.user('admin');
  // The reset mails asked for above go out now: what follows counts only what the tests cause.
  await t.deliverMail();
});
afterAll(async () => t?.close());

describe('GET /api/family/export', () => {
  it('gives the family everything held about it, and nothing of another family, never cached', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/family/export', headers: a.user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="college-cost-planner-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account.email).toBe(a.email);
    expect(data.family).toMatchObject({ id: a.familyId, name: 'The Alpha Family', checkingAmount: 12_345 });
    for (const part of [
      'parents',
      'students',
      'favourites',
      'helpRequests',
      'caseStudies',
      'activityLog',
      'notifications',
      'calculatorUses',
      'crmEvents',
    ]) {
      expect(data[part], part).toBeInstanceOf(Array);
      expect(data[part].length, part).toBeGreaterThan(0);
    }
    expect(data.parents[0].scheduleCNetProfit).toBe(-4_000);
    expect(data.favourites[0].college).toBe('Test State University');
    expect(data.caseStudies[0].versionName).toBe('Alpha case study');
    expect(data.helpRequests[0].message).toBe('Alpha needs help');
    for (const other of [b.familyId, b.email, b.user.userId, 'Beta']) expect(res.body).not.toContain(other);
  });

  it('gives the figures as CSV', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/family/export?format=csv',
      headers: a.user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/figures-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('record,name,field,value');
    expect(lines).toContain('household,The Alpha Family,checkingAmount,12345');
    expect(lines.some((l) => l.startsWith('parent 1,Alpha-parent,'))).toBe(true);
    expect(lines).toContain('parent 1,Alpha-parent,scheduleCNetProfit,-4000');
    expect(lines.some((l) => l.startsWith('student 1,Alpha-student,graduationYear,2027'))).toBe(true);
    expect(res.body).not.toContain('Beta');
  });

  it('is refused to every other role and to nobody', async () => {
    for (const role of ['admin', 'financial_agent', 'admission_professional'] as const) {
      const staff = role === 'admin' ? admin : await t.user(role);
      const res = await t.inject({ method: 'GET', url: '/api/family/export', headers: staff.headers });
      expect(res.statusCode, role).toBe(403);
      const del = await t.inject({
        method: 'DELETE',
        url: '/api/family/account',
        payload: { password: PASSWORD },
        headers: staff.headers,
      });
      expect(del.statusCode, role).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/family/export' })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/family/account', payload: { password: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('someone acting as the family (simulation)', () => {
  it('may neither download nor delete its data', async () => {
    const actor = {
      userId: b.user.userId,
      role: 'family' as const,
      sessionId: 'simulated',
      impersonatedBy: admin.userId,
    };
    await expect(service.exportData(t.db, actor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const deps = {
      db: t.db,
      auth: t.app.auth,
      revocations: { revoke: async () => {} } as unknown as SessionRevocations,
    };
    await expect(service.deleteAccount(deps, actor, PASSWORD)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rowsOf(b)).families).toBe(1);
  });

  it('is refused over the real act-as flow: 403 on the export and the deletion, nothing changed', async () => {
    const acting = await actAs(t, b.user, admin);
    const before = await tableCounts(t.db);
    const rowsBefore = await rowsOf(b);
    const exported = await t.inject({ method: 'GET', url: '/api/family/export', headers: acting.headers });
    expect(exported.statusCode, exported.body).toBe(403);
    expect(exported.json().error.code).toBe('FORBIDDEN');
    const deleted = await t.inject({
      method: 'DELETE',
      url: '/api/family/account',
      payload: { password: PASSWORD },
      headers: acting.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(403);
    expect(deleted.json().error.code).toBe('FORBIDDEN');
    expect(changedTables(before, await tableCounts(t.db))).toEqual([]);
    expect(await rowsOf(b)).toEqual(rowsBefore);
  });
});

describe('DELETE /api/family/account', () => {
  it('changes nothing on a wrong or missing password', async () => {
    const before = await tableCounts(t.db);
    const wrong = await t.inject({
      method: 'DELETE',
      url: '/api/family/account',
      payload: { password: 'not-the-password' },
      headers: a.user.headers,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      fields: { password: 'That password is not right. Your account has not been deleted.' },
    });
    const missing = await t.inject({
      method: 'DELETE',
      url: '/api/family/account',
      payload: {},
      headers: a.user.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.password).toBeTruthy();
    expect(changedTables(before, await tableCounts(t.db))).toEqual([]);
    expect(
      (await t.inject({ method: 'GET', url: '/api/family/profile', headers: a.user.headers })).statusCode,
    ).toBe(200);
  });

  it('removes every row of the family in one go, signs it out, mails it and keeps only an anonymous record', async () => {
    const rowsA = await rowsOf(a);
    const rowsB = await rowsOf(b);
    for (const [table, n] of Object.entries(rowsA))
      expect(n, `Alpha has rows in ${table}`).toBeGreaterThan(0);
    const listed = await t.inject({
      method: 'GET',
      url: '/api/admin/families?limit=100',
      headers: admin.headers,
    });
    expect(listed.json().items.map((f: { id: string }) => f.id)).toContain(a.familyId);
    const mailsBefore = t.mails.length;
    const before = await tableCounts(t.db);

    const res = await t.inject({
      method: 'DELETE',
      url: '/api/family/account',
      payload: { password: PASSWORD },
      headers: a.user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // The confirmation was queued in the deletion's transaction; once sent, its row goes too.
    await t.deliverMail();

    const after = await tableCounts(t.db);
    for (const [table, n] of Object.entries(rowsA)) {
      expect((await rowsOf(a))[table], `Alpha's rows left in ${table}`).toBe(0);
      expect(before[table]! - after[table]!, `rows removed from ${table}`).toBe(n);
    }
    expect(await rowsOf(b)).toEqual(rowsB);
    expect(after.account_deletions).toBe(before.account_deletions! + 1);
    const [record] = await t.db.select().from(schema.accountDeletions);
    expect(Object.keys(record!).sort()).toEqual(['deletedAt', 'id', 'role']);
    expect(record!.role).toBe('family');

    const mail = t.mails.slice(mailsBefore);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      [a.email, 'Your College Cost Planner account has been deleted'],
    ]);

    // Signed out everywhere: the bearer token and the cookie are refused.
    expect(
      (await t.inject({ method: 'GET', url: '/api/family/profile', headers: a.user.headers })).statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/api/me', headers: a.user.cookieHeaders })).statusCode,
    ).toBe(401);
    // Staff lists no longer show it; the other family is untouched.
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/families?limit=100',
      headers: admin.headers,
    });
    const ids = list.json().items.map((f: { id: string }) => f.id);
    expect(ids).not.toContain(a.familyId);
    expect(ids).toContain(b.familyId);
    expect(
      (await t.inject({ method: 'GET', url: '/api/family/profile', headers: b.user.headers })).statusCode,
    ).toBe(200);
    // The address can sign up again.
    const again = await t.signUp('/api/family/signup', {
      name: 'The Alpha Family',
      email: a.email,
      password: PASSWORD,
    });
    expect(again.json().user.email).toBe(a.email);
  });
});
