import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import * as detailRepo from '../modules/family-detail/family-detail.repository';
import {
  type FamilyAccess,
  type FamilyAction,
  familyAccessOfUser,
  familyScope,
  findFamilyFor,
  may,
  requireFamilyAccess,
} from './family-access';

/* The one family access rule (issue 18 item 2): who may do what to which family, in TypeScript and in SQL alike. */

const ACTIONS: FamilyAction[] = ['read', 'money', 'write', 'act'];

let t: TestApp;
let ids: {
  orgX: string;
  orgY: string;
  agentX: string;
  professionalP: string;
  /** Families: of organisation X and invited by P; of X only; invited by P only; of Y; of nobody. */
  families: Record<'xAndP' | 'x' | 'p' | 'y' | 'none', string>;
};
let users: Record<'admin' | 'agentX' | 'agentY' | 'professionalP' | 'professionalQ' | 'family', string>;

beforeAll(async () => {
  t = await createTestApp();
  const make = async (role: Parameters<TestApp['user']>[0], organisation?: string) =>
    (await t.user(role, organisation ? { organisation } : {})).userId;
  users = {
    admin: await make('admin'),
    agentX: await make('financial_agent', 'Access Org X'),
    agentY: await make('financial_agent', 'Access Org Y'),
    professionalP: await make('admission_professional'),
    professionalQ: await make('admission_professional'),
    family: await make('family'),
  };
  const agentRow = async (userId: string) =>
    (await t.db.select().from(schema.agents).where(eq(schema.agents.userId, userId)))[0]!;
  const [x, y] = [await agentRow(users.agentX), await agentRow(users.agentY)];
  const [p] = await t.db
    .select()
    .from(schema.admissionProfessionals)
    .where(eq(schema.admissionProfessionals.userId, users.professionalP));
  const family = async (organisationId: string | null, professionalId: string | null) => {
    const userId = await make('family');
    const [row] = await t.db
      .update(schema.families)
      .set({ organisationId, invitedByProfessionalId: professionalId })
      .where(eq(schema.families.userId, userId))
      .returning();
    return row!.id;
  };
  ids = {
    orgX: x.organisationId,
    orgY: y.organisationId,
    agentX: x.id,
    professionalP: p!.id,
    families: {
      xAndP: await family(x.organisationId, p!.id),
      x: await family(x.organisationId, null),
      p: await family(null, p!.id),
      y: await family(y.organisationId, null),
      none: await family(null, null),
    },
  };
});
afterAll(async () => t?.close());

/** What the rule must say, written out: who reaches which of the five families, for reading and for the rest. */
const EXPECTED: Record<'admin' | 'agentX' | 'professionalP', { read: string[]; other: string[] }> = {
  admin: { read: ['xAndP', 'x', 'p', 'y', 'none'], other: ['xAndP', 'x', 'p', 'y', 'none'] },
  agentX: { read: ['xAndP', 'x'], other: ['xAndP', 'x'] },
  professionalP: { read: ['xAndP', 'p'], other: [] },
};

describe('the family access rule', () => {
  it('resolves an access from the account as it stands: none for a family, an inactive, banned or removed member', async () => {
    expect(await familyAccessOfUser(t.db, users.admin)).toEqual({ kind: 'admin', userId: users.admin });
    expect(await familyAccessOfUser(t.db, users.agentX)).toMatchObject({
      kind: 'agent',
      organisationId: ids.orgX,
      agentId: ids.agentX,
    });
    expect(await familyAccessOfUser(t.db, users.professionalP)).toMatchObject({
      kind: 'professional',
      professionalId: ids.professionalP,
    });
    expect(await familyAccessOfUser(t.db, users.family)).toBeNull();
    expect(await familyAccessOfUser(t.db, 'no-such-user')).toBeNull();

    await t.db
      .update(schema.agents)
      .set({ status: 'inactive' })
      .where(eq(schema.agents.userId, users.agentY));
    expect(await familyAccessOfUser(t.db, users.agentY)).toBeNull();
    await t.db.update(schema.agents).set({ status: 'active' }).where(eq(schema.agents.userId, users.agentY));
    await t.db.update(schema.user).set({ banned: true }).where(eq(schema.user.id, users.agentY));
    expect(await familyAccessOfUser(t.db, users.agentY)).toBeNull();
    await t.db
      .update(schema.admissionProfessionals)
      .set({ status: 'removed' })
      .where(eq(schema.admissionProfessionals.userId, users.professionalQ));
    expect(await familyAccessOfUser(t.db, users.professionalQ)).toBeNull();
  });

  it('gives the same answer in TypeScript (may), in SQL (familyScope) and in a look-up (findFamilyFor)', async () => {
    const all = await t.db.select().from(schema.families);
    const nameOf = new Map(Object.entries(ids.families).map(([name, id]) => [id, name]));
    for (const who of ['admin', 'agentX', 'professionalP'] as const) {
      const access = (await familyAccessOfUser(t.db, users[who])) as FamilyAccess;
      for (const action of ACTIONS) {
        const expected = EXPECTED[who][action === 'read' ? 'read' : 'other'];
        const byMay = all
          .filter((f) => nameOf.has(f.id) && may(access, action, f))
          .map((f) => nameOf.get(f.id));
        const bySql = (await t.db.select().from(schema.families).where(familyScope(access, action)))
          .filter((f) => nameOf.has(f.id))
          .map((f) => nameOf.get(f.id));
        expect(new Set(byMay), `${who} ${action} (may)`).toEqual(new Set(expected));
        expect(new Set(bySql), `${who} ${action} (SQL)`).toEqual(new Set(expected));
        for (const [name, id] of Object.entries(ids.families)) {
          const found = await findFamilyFor(t.db, access, action, id);
          expect(found?.id ?? null, `${who} ${action} ${name}`).toBe(expected.includes(name) ? id : null);
          const detail = await detailRepo.findFamily(t.db, id, access, action);
          expect(detail?.family.id ?? null, `${who} ${action} ${name} (detail)`).toBe(
            expected.includes(name) ? id : null,
          );
        }
      }
    }
  });

  it('refuses (403) a caller without the kind of access a route needs, and answers the staff member acting', async () => {
    const actor = (
      userId: string,
      role: 'admin' | 'financial_agent' | 'family',
      impersonatedBy: string | null = null,
    ) => ({
      userId,
      role,
      sessionId: 's',
      impersonatedBy,
    });
    await expect(
      requireFamilyAccess(t.db, actor(users.agentX, 'financial_agent'), ['admin']),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      requireFamilyAccess(t.db, actor(users.family, 'family'), ['admin', 'agent']),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    // Acting as a family: the access is the acting staff member's.
    expect(
      await requireFamilyAccess(t.db, actor(users.family, 'family', users.agentX), ['admin', 'agent']),
    ).toMatchObject({ kind: 'agent', organisationId: ids.orgX });
  });

  it('has no permissive default: a scoped look-up needs an access and an action', () => {
    // Type checks only (`npm run typecheck`): leaving the scope out must not compile.
    const unused = () => {
      // @ts-expect-error the access and the action are required
      void detailRepo.findFamily(t.db, ids.families.none);
      // @ts-expect-error the action is required
      void familyScope({ kind: 'admin', userId: users.admin });
    };
    expect(typeof unused).toBe('function');
  });
});
