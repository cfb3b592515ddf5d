/**
 * The authorisation matrix's fixture (testing/authorization-matrix.ts runs the rows): one test database with the
 * callers of issue 11, each with a real session (a bearer token, as the web app sends), the ids rows name in
 * `{...}`, and the spare records a row may ask for.
 */
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { actAs } from './act-as.testing';
import { createTestApp, type TestApp, type TestUser } from './test-app';

export const CALLERS = [
  'anonymous',
  'familyA',
  'familyB',
  'agentX',
  /** A colleague of agent X in organisation X: sees and acts on the organisation's families (spec §6). */
  'agentX2',
  'agentY',
  'professionalP1',
  'professionalP2',
  /**
   * Staff acting as family A (issue 18): a session of their own, as the web client sends it (bearer token and
   * x-admin-simulator-id). They act for the family, never as its owner, and reach only what the family rule allows.
   */
  'adminActingA',
  'agentXActingA',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];
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
  /** Agent X2: organisation X, no family of its own. */
  agentX2: string;
  agentX2User: string;
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
 * `agent` (its own organisation) gives `{spareAgent}`, `professional` `{spareProfessional}`; `collegeWithAidPolicy`
 * a college with an aid policy, `{spareUnitId}`; `helpRequestOfA` and `helpRequestOfB` an open help request of
 * family A or B, `{spareHelpRequest}` (a resolved one with `spareHelpResolved`); `invitationOfX`,
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
  | 'email'
  | 'collegeWithAidPolicy'
  | 'helpRequestOfA'
  | 'helpRequestOfB';

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

/** Builds the callers in a fresh test database. */
export async function createMatrixFixture(): Promise<MatrixFixture> {
  const t = await createTestApp();
  const users = {
    familyA: await t.user('family', { name: 'The Matrix A Family' }),
    familyB: await t.user('family', { name: 'The Matrix B Family' }),
    agentX: await t.user('financial_agent', { name: 'Xavier Agent', organisation: 'Organisation X' }),
    agentX2: await t.user('financial_agent', { name: 'Xena Colleague', organisation: 'Organisation X' }),
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
  const [agentX, agentX2, agentY, p1, p2] = await Promise.all([
    agentOf(users.agentX),
    agentOf(users.agentX2),
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
  // Each acting caller starts from a session of its own, so the staff callers' sessions stay their own.
  const actingUsers = {
    adminActingA: await actAs(t, users.familyA, await t.signIn(users.admin.email)),
    agentXActingA: await actAs(t, users.familyA, await t.signIn(users.agentX.email)),
  };
  const ids: MatrixIds = {
    familyA: familyA.id,
    familyAUser: users.familyA.userId,
    familyB: familyB.id,
    familyBUser: users.familyB.userId,
    agentX: agentX.id,
    agentXUser: users.agentX.userId,
    organisationX: agentX.organisationId,
    agentX2: agentX2.id,
    agentX2User: users.agentX2.userId,
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
  const fx: MatrixFixture = { t, users: { ...users, ...actingUsers }, ids };
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
  const mail = JSON.stringify((await fx.t.deliverMail()).at(-1));
  const token = /invite=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('the invitation mail has no link');
  return { id: (res.json() as { id: string }).id, token: decodeURIComponent(token) };
}

/** Unit ids of the spare colleges, far above IPEDS's. */
let spareUnitId = 90_000_000;

export async function makeSpares(fx: MatrixFixture, spare: Spare[] = []): Promise<Record<string, string>> {
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
    } else if (kind === 'collegeWithAidPolicy') {
      spareUnitId += 1;
      await fx.t.db.insert(schema.colleges).values({
        unitId: spareUnitId,
        name: `Spare College ${spareUnitId}`,
        state: 'OH',
        control: 'public',
        level: '4-year',
      });
      await fx.t.db
        .insert(schema.collegeAidPolicies)
        .values({ unitId: spareUnitId, source: 'Matrix fixture', grade: 'UNVERIFIED' });
      made.spareUnitId = String(spareUnitId);
    } else if (kind === 'helpRequestOfA' || kind === 'helpRequestOfB') {
      const [request] = await fx.t.db
        .insert(schema.helpRequests)
        .values({
          familyId: kind === 'helpRequestOfA' ? fx.ids.familyA : fx.ids.familyB,
          message: 'Matrix help',
        })
        .returning({ id: schema.helpRequests.id });
      made.spareHelpRequest = request!.id;
    } else {
      const inviter =
        kind === 'invitationOfX' ? 'agentX' : kind === 'invitationOfP1' ? 'professionalP1' : 'admin';
      made.spareInvitation = (await inviteAs(fx, inviter)).id;
    }
  }
  return made;
}
