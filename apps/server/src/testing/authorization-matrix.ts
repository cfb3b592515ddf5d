/**
 * The authorisation matrix harness (issue 11 "Authorisation"): one test database with the eight callers of the
 * issue, each with a real session (a bearer token, as the web app sends), and a runner that asserts every cell of
 * `{ method, url, expected: Record<Caller, number> }` rows and, for every refused write, that no table changed.
 *
 * A row is one line:
 *   row('GET', '/api/admin/families/{familyAUser}', adminOnly())
 *   row('POST', '/api/notifications/mark-read-all/family', only({ familyA: 200, familyB: 200 }))
 *   row('DELETE', '/api/admin/families/delete', adminOnly(), { payload: { familyIds: ['{spareFamily}'] }, spare: ['family'] })
 * `{name}` in the URL or anywhere in the payload is replaced by the fixture's id of that name (see MatrixIds).
 * A row whose allowed caller changes or removes a record asks for spare records (`spare`), made for that row only,
 * so the shared fixture stays the same for every row. Callers run in CALLERS order: the admin, last, runs after
 * every refusal has been checked against an unchanged database.
 */
import { schema } from '@ccp/db';
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './test-app';

export const CALLERS = [
  'anonymous',
  'familyA',
  'familyB',
  'agentX',
  'agentY',
  'professionalP1',
  'professionalP2',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = Record<Caller, number>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The fixture's ids, by the names rows use in `{...}`. */
export interface MatrixIds {
  /** Family A: agent X's organisation and agent, invited by professional P1. */
  familyA: string;
  familyAUser: string;
  /** Family B: signed up directly, no agent, no professional. */
  familyB: string;
  familyBUser: string;
  agentX: string;
  agentXUser: string;
  organisationX: string;
  agentY: string;
  agentYUser: string;
  organisationY: string;
  professionalP1: string;
  professionalP1User: string;
  professionalP2: string;
  professionalP2User: string;
  adminUser: string;
  /** A coupon of agent X. */
  coupon: string;
  /** A pending family invitation sent by agent X, and its link's token. */
  invitationX: string;
  invitationXToken: string;
  /** A pending family invitation sent by professional P1, and its link's token. */
  invitationP1: string;
  invitationP1Token: string;
}

export interface MatrixFixture {
  t: TestApp;
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  ids: MatrixIds;
}

/**
 * Records a row may ask for, made fresh for that row: `family` (no agent), `familyWithAgent` (agent Y's) or
 * `familyOfX` (agent X's) give `{spareFamily}` and `{spareFamilyUser}`; `coupon` (no agent) gives `{spareCoupon}`;
 * `agent` (its own organisation) gives `{spareAgent}`, `professional` `{spareProfessional}`; `invitationOfX`,
 * `invitationOfP1` (family invitations sent by agent X or professional P1) and `staffInvitation` (an admin's
 * invitation of an agent) give `{spareInvitation}`; `email` gives an unused `{spareEmail}`.
 */
export type Spare =
  | 'family'
  | 'familyWithAgent'
  | 'familyOfX'
  | 'coupon'
  | 'agent'
  | 'professional'
  | 'invitationOfX'
  | 'invitationOfP1'
  | 'staffInvitation'
  | 'email';

export interface MatrixRow {
  method: Method;
  url: string;
  expected: Expected;
  payload?: unknown;
  spare?: Spare[];
  /**
   * Spares made again for every caller (a write that succeeds once per record, e.g. revoke, or an invitation
   * that needs an unused email): each caller meets the record in the same state.
   */
  perCaller?: boolean;
  /** Ids (`{name}` allowed) a caller's answer must contain, or must not: a list shows its own records only. */
  shows?: Partial<Record<Caller, string[]>>;
  hides?: Partial<Record<Caller, string[]>>;
}

/** Anonymous 401, every signed-in caller 403, except the given ones. */
export function only(allowed: Partial<Expected>): Expected {
  const expected = Object.fromEntries(CALLERS.map((c) => [c, c === 'anonymous' ? 401 : 403])) as Expected;
  return { ...expected, ...allowed };
}
/** Only the admin: 401 anonymous, 403 everyone else, `status` for the admin. */
export const adminOnly = (status = 200) => only({ admin: status });

export function row(
  method: Method,
  url: string,
  expected: Expected,
  options: Pick<MatrixRow, 'payload' | 'spare' | 'perCaller' | 'shows' | 'hides'> = {},
): MatrixRow {
  return { method, url, expected, ...options };
}

// ---- the fixture ------------------------------------------------------------------------------------------------

let spareCounter = 0;
const today = () => new Date().toISOString().slice(0, 10);
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

async function familyOf(t: TestApp, userId: string) {
  const [family] = await t.db.select().from(schema.families).where(eq(schema.families.userId, userId));
  if (!family) throw new Error(`no family for user ${userId}`);
  return family;
}

async function insertCoupon(t: TestApp, agentId: string | null) {
  spareCounter += 1;
  const [coupon] = await t.db
    .insert(schema.coupons)
    .values({
      code: `MATRIX-${spareCounter}-${Date.now() % 1_000_000}`,
      discountPercent: 10,
      validFrom: today(),
      validUntil: nextYear(),
      usageLimit: 10,
      agentId,
    })
    .returning({ id: schema.coupons.id });
  return coupon!.id;
}

/** Builds the eight callers in a fresh test database. */
export async function createMatrixFixture(): Promise<MatrixFixture> {
  const t = await createTestApp();
  const users = {
    familyA: await t.user('family', { name: 'The Matrix A Family' }),
    familyB: await t.user('family', { name: 'The Matrix B Family' }),
    agentX: await t.user('financial_agent', { name: 'Xavier Agent', organisation: 'Organisation X' }),
    agentY: await t.user('financial_agent', { name: 'Yara Agent', organisation: 'Organisation Y' }),
    professionalP1: await t.user('admission_professional', { name: 'Pat One' }),
    professionalP2: await t.user('admission_professional', { name: 'Pam Two' }),
    admin: await t.user('admin', { name: 'Ada Admin' }),
  };
  const agentOf = async (u: TestUser) =>
    (await t.db.select().from(schema.agents).where(eq(schema.agents.userId, u.userId)))[0]!;
  const professionalOf = async (u: TestUser) =>
    (
      await t.db
        .select()
        .from(schema.admissionProfessionals)
        .where(eq(schema.admissionProfessionals.userId, u.userId))
    )[0]!;
  const [agentX, agentY, p1, p2] = await Promise.all([
    agentOf(users.agentX),
    agentOf(users.agentY),
    professionalOf(users.professionalP1),
    professionalOf(users.professionalP2),
  ]);
  const familyA = await familyOf(t, users.familyA.userId);
  const familyB = await familyOf(t, users.familyB.userId);
  await t.db
    .update(schema.families)
    .set({
      agentId: agentX.id,
      organisationId: agentX.organisationId,
      invitedByProfessionalId: p1.id,
      directSignUp: false,
    })
    .where(eq(schema.families.id, familyA.id));
  const ids: MatrixIds = {
    familyA: familyA.id,
    familyAUser: users.familyA.userId,
    familyB: familyB.id,
    familyBUser: users.familyB.userId,
    agentX: agentX.id,
    agentXUser: users.agentX.userId,
    organisationX: agentX.organisationId,
    agentY: agentY.id,
    agentYUser: users.agentY.userId,
    organisationY: agentY.organisationId,
    professionalP1: p1.id,
    professionalP1User: users.professionalP1.userId,
    professionalP2: p2.id,
    professionalP2User: users.professionalP2.userId,
    adminUser: users.admin.userId,
    coupon: await insertCoupon(t, agentX.id),
    invitationX: '',
    invitationXToken: '',
    invitationP1: '',
    invitationP1Token: '',
  };
  const fx: MatrixFixture = { t, users, ids };
  const byX = await inviteAs(fx, 'agentX');
  const byP1 = await inviteAs(fx, 'professionalP1');
  Object.assign(ids, {
    invitationX: byX.id,
    invitationXToken: byX.token,
    invitationP1: byP1.id,
    invitationP1Token: byP1.token,
  });
  return fx;
}

const INVITE_URL = {
  agentX: '/api/agents/invite-family',
  professionalP1: '/api/admission-professionals/invite-family',
  admin: '/api/admin/agents',
} as const;

function uniqueEmail(): string {
  spareCounter += 1;
  return `matrix-${spareCounter}-${Date.now()}@example.test`;
}

/** An invitation sent through the API (a family's by agent X or P1, an agent's by the admin) and its link's token. */
async function inviteAs(fx: MatrixFixture, inviter: keyof typeof INVITE_URL) {
  const res = await fx.t.inject({
    method: 'POST',
    url: INVITE_URL[inviter],
    headers: fx.users[inviter].headers,
    payload: {
      name: 'Invited Matrix Person',
      email: uniqueEmail(),
      ...(inviter === 'admin' ? { organisation: 'Spare Organisation' } : {}),
    },
  });
  if (res.statusCode !== 201)
    throw new Error(`invitation by ${inviter} failed: ${res.statusCode} ${res.body}`);
  const mail = JSON.stringify(fx.t.mails.at(-1));
  const token = /invite=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('the invitation mail has no link');
  return { id: (res.json() as { id: string }).id, token: decodeURIComponent(token) };
}

async function makeSpares(fx: MatrixFixture, spare: Spare[] = []): Promise<Record<string, string>> {
  const made: Record<string, string> = {};
  for (const kind of spare) {
    if (kind === 'family' || kind === 'familyWithAgent' || kind === 'familyOfX') {
      const user = await fx.t.user('family', { name: 'The Spare Family' });
      made.spareFamily = (await familyOf(fx.t, user.userId)).id;
      made.spareFamilyUser = user.userId;
      if (kind !== 'family') {
        const of = kind === 'familyOfX' ? 'X' : 'Y';
        await fx.t.db
          .update(schema.families)
          .set({ agentId: fx.ids[`agent${of}`], organisationId: fx.ids[`organisation${of}`] })
          .where(eq(schema.families.id, made.spareFamily));
      }
    } else if (kind === 'coupon') {
      made.spareCoupon = await insertCoupon(fx.t, null);
    } else if (kind === 'agent') {
      const user = await fx.t.user('financial_agent', { name: 'Spare Agent', organisation: 'Spare Org' });
      const [agent] = await fx.t.db.select().from(schema.agents).where(eq(schema.agents.userId, user.userId));
      made.spareAgent = agent!.id;
    } else if (kind === 'professional') {
      const user = await fx.t.user('admission_professional', { name: 'Spare Professional' });
      const [professional] = await fx.t.db
        .select()
        .from(schema.admissionProfessionals)
        .where(eq(schema.admissionProfessionals.userId, user.userId));
      made.spareProfessional = professional!.id;
    } else if (kind === 'email') {
      made.spareEmail = uniqueEmail();
    } else {
      const inviter =
        kind === 'invitationOfX' ? 'agentX' : kind === 'invitationOfP1' ? 'professionalP1' : 'admin';
      made.spareInvitation = (await inviteAs(fx, inviter)).id;
    }
  }
  return made;
}

// ---- the runner -------------------------------------------------------------------------------------------------

function fill<T>(value: T, ids: Record<string, string>): T {
  const text = (s: string) =>
    s.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      const id = ids[name];
      if (id === undefined) throw new Error(`the matrix fixture has no id named ${name}`);
      return id;
    });
  if (typeof value === 'string') return text(value) as T;
  if (Array.isArray(value)) return value.map((v) => fill(v, ids)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, ids)])) as T;
  return value;
}

/** Tables a refused request may not change: every table but sessions, keys, limits and the college catalogue. */
const UNWATCHED = new Set([
  'session',
  'verification',
  'jwks',
  'rate_limit_hits',
  'revoked_sessions',
  'colleges',
  'catalogue_revisions',
  'college_deletions',
]);
const WATCHED: PgTable[] = [];
for (const value of Object.values(schema) as unknown[]) {
  if (is(value, PgTable) && !UNWATCHED.has(getTableName(value))) WATCHED.push(value);
}

/** Every watched table's rows, in a stable order. */
export async function snapshotTables(fx: MatrixFixture): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of WATCHED) {
    const rows = await fx.t.db.select().from(table);
    out[getTableName(table)] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Runs one row: every caller, its status, and for a refused write an unchanged database. */
export async function checkRow(fx: MatrixFixture, r: MatrixRow): Promise<void> {
  const write = r.method !== 'GET';
  const failures: string[] = [];
  let spares = r.perCaller ? {} : await makeSpares(fx, r.spare);
  for (const caller of CALLERS) {
    if (r.perCaller) spares = await makeSpares(fx, r.spare);
    const ids = { ...fx.ids, ...spares } as Record<string, string>;
    const url = fill(r.url, ids);
    const payload = r.payload === undefined ? undefined : fill(r.payload, ids);
    const expected = r.expected[caller];
    const refused = expected >= 400;
    const before = write && refused ? await snapshotTables(fx) : null;
    const options: InjectOptions = {
      method: r.method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...(caller === 'anonymous' ? {} : { headers: fx.users[caller].headers }),
    };
    const res = await fx.t.inject(options);
    if (res.statusCode !== expected) {
      failures.push(`${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    for (const id of fill(r.shows?.[caller] ?? [], ids)) {
      if (!res.body.includes(id)) failures.push(`${caller}: the answer does not show ${id}`);
    }
    for (const id of fill(r.hides?.[caller] ?? [], ids)) {
      if (res.body.includes(id)) failures.push(`${caller}: the answer shows ${id}, which is not its own`);
    }
    if (before) {
      const after = await snapshotTables(fx);
      for (const table of Object.keys(before)) {
        if (JSON.stringify(before[table]) !== JSON.stringify(after[table]))
          failures.push(`${caller}: refused with ${res.statusCode} but changed the table ${table}`);
      }
    }
  }
  expect(failures, `${r.method} ${r.url}`).toEqual([]);
}

/** A describe block: one fixture for the file, one test per row. */
export function describeMatrix(title: string, rows: MatrixRow[]): void {
  describe(title, () => {
    let fx: MatrixFixture;
    beforeAll(async () => {
      fx = await createMatrixFixture();
    });
    afterAll(async () => fx?.t.close());
    for (const r of rows) {
      it(`${r.method} ${r.url}`, async () => checkRow(fx, r));
    }
  });
}
