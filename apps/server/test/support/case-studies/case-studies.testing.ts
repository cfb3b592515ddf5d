import { schema } from '@ccp/db';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedColleges } from '../../../src/seed/colleges';
import { actAs } from '../act-as.testing';
import { createTestApp, type TestApp, type TestUser } from '../test-app';

/*
 * The shared set-up of the case-study API tests (`useCaseStudiesWorld()` in each file): an admin, two agents of two
 * organisations, a professional, a family of the first agent's organisation with a parent, a student and a
 * favourite, the staff acting as it, and request helpers. The bindings are live: read them inside tests.
 */
export let t: TestApp;
export let admin: TestUser;
export let agent: TestUser;
export let otherAgent: TestUser;
export let professional: TestUser;
export let family: TestUser;
export let adminAsFamily: TestUser;
export let agentAsFamily: TestUser;
export let otherAgentAsFamily: TestUser;
export let collegeIds: number[];
export let studentId: string;
export let parentId: string;

export const MISSING = '00000000-0000-4000-8000-000000000000';

export const call = (
  user: TestUser,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

export const agentRow = async (userId: string) =>
  (await t.db.select().from(schema.agents).where(eq(schema.agents.userId, userId)))[0]!;
export const versionCount = async () => (await t.db.select().from(schema.draftFamilyVersions)).length;
export const auditCount = async () => (await t.db.select().from(schema.auditLog)).length;
export const profileBody = async () => (await call(family, 'GET', '/api/family/profile')).body;
export const favouritesBody = async () => (await call(family, 'GET', '/api/family/favourites')).body;

export async function clone(
  user: TestUser,
  staffId: string,
  versionName: string,
  extra: object = {},
  path = 'clone-to-draft',
) {
  return call(user, 'POST', `/api/family/${path}/${family.userId}`, {
    adminId: staffId,
    versionName,
    cloneType: 'familyProfile',
    ...extra,
  });
}

/** Registers the file's set-up: one app with the accounts above, torn down after the file. */
export function useCaseStudiesWorld() {
  beforeAll(async () => {
    t = await createTestApp();
    await seedColleges(t.db);
    admin = await t.user('admin', { name: 'Alex Admin' });
    agent = await t.user('financial_agent', { name: 'Jordan Agent', organisation: 'Summit Test Partners' });
    otherAgent = await t.user('financial_agent', { name: 'Other Agent', organisation: 'Elsewhere Advisors' });
    professional = await t.user('admission_professional');
    family = await t.user('family', { name: 'The Case Family' });
    const { organisationId } = await agentRow(agent.userId);
    await t.db
      .update(schema.families)
      .set({
        organisationId,
        state: 'OH',
        familyMembersCount: 4,
        familyMembersInCollege: 1,
        checkingAmount: 20000,
      })
      .where(eq(schema.families.userId, family.userId));
    const parent = await call(family, 'POST', '/api/family/profile/parent', {
      firstName: 'Maria',
      lastName: 'Case',
      age: 45,
      annualIncome: 120000,
      maritalStatus: 'married',
      filingStatus: 'married_joint',
    });
    expect(parent.statusCode).toBe(201);
    parentId = parent.json().id;
    const student = await call(family, 'POST', '/api/family/profile/student', {
      name: 'Sofia Case',
      graduationYear: 2027,
    });
    expect(student.statusCode).toBe(201);
    studentId = student.json().id;
    const picked = await t.db
      .select({ id: schema.colleges.id })
      .from(schema.colleges)
      .where(and(eq(schema.colleges.state, 'OH'), gt(schema.colleges.tuitionFeesInState, 0)))
      .orderBy(asc(schema.colleges.id))
      .limit(3);
    collegeIds = picked.map((c) => c.id);
    expect(
      (await call(family, 'POST', '/api/family/favourite/family', { collegeId: collegeIds[0], studentId }))
        .statusCode,
    ).toBe(201);
    adminAsFamily = await actAs(t, family, admin);
    agentAsFamily = await actAs(t, family, agent);
    // The other organisation's agent may only act as a family of its own organisation, and tries this family's routes.
    const otherFamily = await t.user('family', { name: 'The Other Family' });
    const other = await agentRow(otherAgent.userId);
    await t.db
      .update(schema.families)
      .set({ organisationId: other.organisationId, agentId: other.id })
      .where(eq(schema.families.userId, otherFamily.userId));
    otherAgentAsFamily = await actAs(t, otherFamily, otherAgent);
  });
  afterAll(async () => t?.close());
}
