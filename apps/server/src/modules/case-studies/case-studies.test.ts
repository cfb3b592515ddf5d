import { schema } from '@ccp/db';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedColleges } from '../../seed/colleges';
import { actAs } from '../../testing/act-as.testing';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { awardYearFor } from '../sai-figures/award-year';
import { computeStoredFigures } from '../sai-figures/compute-family-sai';

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let professional: TestUser;
let family: TestUser;
let adminAsFamily: TestUser;
let agentAsFamily: TestUser;
let otherAgentAsFamily: TestUser;
let collegeIds: number[];
let studentId: string;
let parentId: string;

const MISSING = '00000000-0000-4000-8000-000000000000';

const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const agentRow = async (userId: string) =>
  (await t.db.select().from(schema.agents).where(eq(schema.agents.userId, userId)))[0]!;
const versionCount = async () => (await t.db.select().from(schema.draftFamilyVersions)).length;
const auditCount = async () => (await t.db.select().from(schema.auditLog)).length;
const profileBody = async () => (await call(family, 'GET', '/api/family/profile')).body;
const favouritesBody = async () => (await call(family, 'GET', '/api/family/favourites')).body;

async function clone(
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

describe('case studies: who may use them', () => {
  let versionId: string;
  beforeAll(async () => {
    const res = await clone(adminAsFamily, admin.userId, 'Access check');
    expect(res.statusCode).toBe(201);
    versionId = res.json().id;
  });

  const routes = () => [
    { method: 'GET' as const, url: `/api/family/saved-family-versions/${family.userId}` },
    { method: 'GET' as const, url: `/api/family/saved-family-versions/${family.userId}/${admin.userId}` },
    {
      method: 'GET' as const,
      url: `/api/family/saved-family-versions-agent/${family.userId}/${agent.userId}`,
    },
    {
      method: 'POST' as const,
      url: `/api/family/clone-to-draft/${family.userId}`,
      payload: { adminId: admin.userId, versionName: 'Nope', cloneType: 'familyProfile' },
    },
    {
      method: 'POST' as const,
      url: `/api/family/clone-to-draft-agent/${family.userId}`,
      payload: { adminId: agent.userId, versionName: 'Nope', cloneType: 'familyProfile' },
    },
    { method: 'GET' as const, url: `/api/family/draft-profile?familyVersionId=${versionId}` },
    { method: 'PUT' as const, url: `/api/family/draft-profile/${versionId}`, payload: { checkingAmount: 1 } },
    {
      method: 'POST' as const,
      url: `/api/family/draft-profile/addnewparent/${versionId}`,
      payload: { firstName: 'Nope' },
    },
    {
      method: 'POST' as const,
      url: `/api/family/draft-profile/addstudent/${versionId}`,
      payload: { name: 'Nope' },
    },
    {
      method: 'POST' as const,
      url: `/api/family/draft-profile/favourite/${versionId}`,
      payload: { collegeId: collegeIds[1], studentId },
    },
    { method: 'DELETE' as const, url: `/api/family/draft-profile/favourite/${MISSING}/${versionId}` },
    { method: 'DELETE' as const, url: `/api/family/delete-simulate-version/${versionId}` },
    {
      method: 'GET' as const,
      url: `/api/family/case-studies/compare?versionIds=${versionId}&userId=${family.userId}`,
    },
  ];

  it('refuses the family alone, a professional and an agent of another organisation, and changes nothing', async () => {
    const [versions, audits, before] = [await versionCount(), await auditCount(), await profileBody()];
    for (const route of routes()) {
      const alone = await t.inject({ ...route, headers: family.headers });
      expect(alone.statusCode, `family alone: ${route.method} ${route.url}`).toBe(403);
      const pro = await t.inject({ ...route, headers: professional.headers });
      expect(pro.statusCode, `professional: ${route.method} ${route.url}`).toBe(403);
      for (const outsider of [otherAgent, otherAgentAsFamily]) {
        const res = await t.inject({ ...route, headers: outsider.headers });
        expect([403, 404], `other organisation: ${route.method} ${route.url}: ${res.body}`).toContain(
          res.statusCode,
        );
      }
    }
    // The other organisation's agent never learns the family exists: "not found" on the family's and version's routes.
    const other = await call(otherAgent, 'GET', `/api/family/saved-family-versions/${family.userId}`);
    expect(other.statusCode).toBe(404);
    const draft = await call(
      otherAgentAsFamily,
      'GET',
      `/api/family/draft-profile?familyVersionId=${versionId}`,
    );
    expect(draft.statusCode).toBe(404);
    expect(await versionCount()).toBe(versions);
    expect(await auditCount()).toBe(audits);
    expect(await profileBody()).toBe(before);
  });

  it('answers "not found" for an unknown case study or family', async () => {
    for (const url of [
      `/api/family/draft-profile?familyVersionId=${MISSING}`,
      `/api/family/saved-family-versions/no-such-user`,
      `/api/family/case-studies/compare?versionIds=${MISSING}`,
    ]) {
      expect((await call(adminAsFamily, 'GET', url)).statusCode, url).toBe(404);
    }
    expect(
      (await call(adminAsFamily, 'PUT', `/api/family/draft-profile/${MISSING}`, { checkingAmount: 5 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(adminAsFamily, 'DELETE', `/api/family/delete-clone-parent/${MISSING}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(adminAsFamily, 'DELETE', `/api/family/delete-simulate-version/${MISSING}`)).statusCode,
    ).toBe(404);
  });

  it('lets the admin and the organisation’s agent in, acting as the family or with their own session', async () => {
    for (const [user, url] of [
      [adminAsFamily, `/api/family/saved-family-versions/${family.userId}/${admin.userId}`],
      [admin, `/api/family/saved-family-versions/${family.userId}/${admin.userId}`],
      [agentAsFamily, `/api/family/saved-family-versions-agent/${family.userId}/${agent.userId}`],
      [agent, `/api/family/saved-family-versions/${family.userId}`],
    ] as const) {
      const res = await call(user, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toContainEqual({ id: versionId, familyVersionName: 'Access check' });
    }
  });

  it('refuses a suffix or staff id that does not match the session', async () => {
    expect(
      (
        await call(
          adminAsFamily,
          'GET',
          `/api/family/saved-family-versions-agent/${family.userId}/${admin.userId}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(agentAsFamily, 'GET', `/api/family/saved-family-versions/${family.userId}/${agent.userId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(adminAsFamily, 'GET', `/api/family/saved-family-versions/${family.userId}/${agent.userId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await clone(adminAsFamily, admin.userId, 'Wrong door', {}, 'clone-to-draft-agent')).statusCode,
    ).toBe(403);
    expect((await clone(agentAsFamily, agent.userId, 'Wrong door')).statusCode).toBe(403);
    expect((await clone(agentAsFamily, admin.userId, 'Not me', {}, 'clone-to-draft-agent')).statusCode).toBe(
      403,
    );
    // Acting as one family, another family's case studies are not reachable.
    const other = await t.user('family');
    expect(
      (await call(adminAsFamily, 'GET', `/api/family/saved-family-versions/${other.userId}`)).statusCode,
    ).toBe(404);
  });
});

describe('case studies: clone, edit, compare, delete', () => {
  it('cleans the name as spec §5 says and refuses a blank one', async () => {
    const res = await clone(adminAsFamily, admin.userId, '  My <b>plan</b>!!   2027  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().familyVersionName).toBe('My bplanb 2027');
    const stored = await t.db
      .select()
      .from(schema.draftFamilyVersions)
      .where(eq(schema.draftFamilyVersions.id, res.json().id));
    expect(stored[0]!.versionName).toBe('My bplanb 2027');
    const blank = await clone(adminAsFamily, admin.userId, '  <>!! ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Version Name is required');
  });

  it('edits a draft with the profile’s rules, answers the engine’s figures, never touches the family', async () => {
    const beforeProfile = await profileBody();
    const beforeFavourites = await favouritesBody();
    const family0 = JSON.parse(beforeProfile);
    const created = await clone(agentAsFamily, agent.userId, 'Job change', {}, 'clone-to-draft-agent');
    expect(created.statusCode).toBe(201);
    const versionId: string = created.json().id;

    const draft = await call(agentAsFamily, 'GET', `/api/family/draft-profile?familyVersionId=${versionId}`);
    expect(draft.statusCode).toBe(200);
    const copy = draft.json();
    // A fresh copy: the family's own figures, the same favourites.
    expect(copy.federalSai).toBe(family0.federalSai);
    expect(copy.institutionalSai).toBe(family0.institutionalSai);
    expect(copy.familyVersionName).toBe('Job change');
    expect(copy.favourites).toMatchObject([{ collegeId: collegeIds[0], studentId }]);
    const draftParent = copy.parents[0].id as string;
    expect(draftParent).not.toBe(parentId);

    // The draft variant of the parent update (ends with the version id) next to the family's own (ends with the role).
    const edited = await call(
      agentAsFamily,
      'PUT',
      `/api/family/profile/parent/${draftParent}/${versionId}`,
      {
        annualIncome: 80000,
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const body = edited.json();
    expect(body.parents[0].annualIncome).toBe(80000);
    const expected = computeStoredFigures(body, body.students[0], awardYearFor(2027));
    expect(body.federalSai).toBe(expected.federalSai);
    expect(body.institutionalSai).toBe(expected.institutionalSai);
    expect(body.federalSai).toBeLessThan(family0.federalSai);
    expect(typeof body.pellAward).toBe('number');

    // The profile's rules apply: a guarded answer without its Yes is refused and nothing changes.
    const refused = await call(agentAsFamily, 'PUT', `/api/family/draft-profile/${versionId}`, {
      hasAnnuities: false,
      annuitiesAmount: 5000,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.annuitiesAmount).toMatch(/Answer Yes/);
    const bad = await call(agentAsFamily, 'PUT', `/api/family/draft-profile/${versionId}`, {
      familyMembersCount: 99,
    });
    expect(bad.statusCode).toBe(400);

    expect(
      (await call(agentAsFamily, 'PUT', `/api/family/draft-profile/${versionId}`, { checkingAmount: 60000 }))
        .statusCode,
    ).toBe(200);
    const second = await call(agentAsFamily, 'POST', `/api/family/draft-profile/addnewparent/${versionId}`, {
      firstName: 'Luis',
      annualIncome: 30000,
    });
    expect(second.statusCode).toBe(201);
    const added = await call(agentAsFamily, 'POST', `/api/family/draft-profile/addstudent/${versionId}`, {
      name: 'Leo Case',
      graduationYear: 2030,
    });
    expect(added.statusCode).toBe(201);
    const leo = await call(agentAsFamily, 'POST', `/api/family/draft-profile/addstudent/${versionId}`, {
      name: 'Leo Two',
    });
    const gone = await call(
      agentAsFamily,
      'DELETE',
      `/api/family/draft-profile/student/${leo.json().id}/${versionId}`,
    );
    expect(gone.statusCode).toBe(200);
    expect(gone.json().students.map((s: { name: string }) => s.name)).toEqual(['Sofia Case', 'Leo Case']);
    const studentEdit = await call(
      agentAsFamily,
      'PUT',
      `/api/family/profile/student/${studentId}/${versionId}`,
      {
        savingsAmount: 4000,
      },
    );
    expect(studentEdit.statusCode).toBe(200);
    const fav = await call(agentAsFamily, 'POST', `/api/family/draft-profile/favourite/${versionId}`, {
      collegeId: collegeIds[1],
      studentId,
    });
    expect(fav.statusCode).toBe(200);
    const favId = fav.json().favourites.find((f: { collegeId: number }) => f.collegeId === collegeIds[1]).id;
    expect(
      (await call(agentAsFamily, 'DELETE', `/api/family/draft-profile/favourite/${favId}/${versionId}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(agentAsFamily, 'DELETE', `/api/family/delete-clone-parent/${second.json().id}`)).statusCode,
    ).toBe(200);

    // Byte for byte: the family's own profile and favourites are as they were.
    expect(await profileBody()).toBe(beforeProfile);
    expect(await favouritesBody()).toBe(beforeFavourites);

    // Each draft write is audited with the version and the acting agent.
    const audits = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, versionId))
      .orderBy(asc(schema.auditLog.id));
    expect(audits.map((a) => a.action)).toEqual([
      'case-study.create',
      'case-study.parent.update',
      'case-study.profile.update',
      'case-study.parent.create',
      'case-study.student.create',
      'case-study.student.create',
      'case-study.student.delete',
      'case-study.student.update',
      'case-study.favourite.add',
      'case-study.favourite.remove',
      'case-study.parent.delete',
    ]);
    for (const a of audits) {
      expect(a.actorUserId).toBe(agent.userId);
      expect(a.actorRole).toBe('simulator');
      expect(a.details).toMatchObject({ versionId, versionName: 'Job change' });
    }

    // Compare: the figures, their differences and the inputs that differ.
    const compared = await call(
      agentAsFamily,
      'GET',
      `/api/family/case-studies/compare?versionIds=${versionId}`,
    );
    expect(compared.statusCode, compared.body).toBe(200);
    const { columns, colleges } = compared.json();
    expect(columns.map((c: { label: string }) => c.label)).toEqual(['Family Profile', 'Job change']);
    const [base, study] = columns;
    expect(base.federalSai).toBe(family0.federalSai);
    expect(study.federalSaiDifference).toBe(study.federalSai - base.federalSai);
    expect(study.changes).toContain('Parent 1 income $120,000 -> $80,000');
    expect(study.changes).toContain('Cash, savings and checking $20,000 -> $60,000');
    expect(study.changes).toContain('Student Leo Case added');
    const row = colleges.find(
      (c: { collegeId: number; studentId: string }) =>
        c.collegeId === collegeIds[0] && c.studentId === studentId,
    );
    expect(row.cells).toHaveLength(2);
    expect(row.cells[0].costOfAttendance).toBeGreaterThan(0);
    expect(row.cells[1].estimatedNetPriceDifference).toBe(
      row.cells[1].estimatedNetPrice - row.cells[0].estimatedNetPrice,
    );
    // The family column's figures are the favourites page's.
    const favourites = JSON.parse(await favouritesBody());
    const shown = favourites.students[0].favourites[0].college;
    expect(row.cells[0].costOfAttendance).toBe(shown.costOfAttendance);
    expect(row.cells[0].estimatedNetPrice).toBe(shown.estimatedNetPrice);

    // A clone of the case study copies it, not the family profile.
    const copyOfCopy = await clone(
      agentAsFamily,
      agent.userId,
      'Job change 2',
      { cloneType: 'clonedProfile', versionId },
      'clone-to-draft-agent',
    );
    expect(copyOfCopy.statusCode).toBe(201);
    const second2 = await call(
      agent,
      'GET',
      `/api/family/draft-profile?familyVersionId=${copyOfCopy.json().id}`,
    );
    expect(second2.json().parents[0].annualIncome).toBe(80000);

    // Delete: truthy, gone from the list, audited; none selected has the spec's message.
    const none = await call(agentAsFamily, 'DELETE', '/api/family/delete-simulate-version/undefined');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Deleted version not selected.');
    const deleted = await call(agentAsFamily, 'DELETE', `/api/family/delete-simulate-version/${versionId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, id: versionId });
    const list = await call(
      agentAsFamily,
      'GET',
      `/api/family/saved-family-versions-agent/${family.userId}/${agent.userId}`,
    );
    expect(list.json().map((v: { id: string }) => v.id)).not.toContain(versionId);
    const kept = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, versionId));
    expect(kept.map((a) => a.action)).toContain('case-study.delete');
    expect(await profileBody()).toBe(beforeProfile);
  });

  it('keeps the family’s own parent update route working beside the draft variant', async () => {
    const res = await call(family, 'PUT', `/api/family/profile/parent/${parentId}/family`, { age: 46 });
    expect(res.statusCode).toBe(200);
    expect(res.json().parents[0].age).toBe(46);
    const wrong = await call(family, 'PUT', `/api/family/profile/parent/${parentId}/${MISSING}`, { age: 47 });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('the family reads what staff did in its case studies', () => {
  it('lists each draft write with the case study and each field from -> to, and keeps it after the delete', async () => {
    const jobFamily = await t.user('family', { name: 'The Job Family' });
    const { organisationId, id: agentId } = await agentRow(agent.userId);
    await t.db
      .update(schema.families)
      .set({ organisationId, agentId, state: 'OH', familyMembersCount: 3, familyMembersInCollege: 1 })
      .where(eq(schema.families.userId, jobFamily.userId));
    const own = await call(jobFamily, 'POST', '/api/family/profile/parent', {
      firstName: 'Rosa',
      lastName: 'Job',
      annualIncome: 95000,
    });
    expect(own.statusCode, own.body).toBe(201);
    const acting = await actAs(t, jobFamily, agent);
    const created = await call(acting, 'POST', `/api/family/clone-to-draft-agent/${jobFamily.userId}`, {
      adminId: agent.userId,
      versionName: 'Job change',
      cloneType: 'familyProfile',
    });
    expect(created.statusCode, created.body).toBe(201);
    const versionId: string = created.json().id;
    const draft = await call(acting, 'GET', `/api/family/draft-profile?familyVersionId=${versionId}`);
    const draftParent: string = draft.json().parents[0].id;
    const edited = await call(acting, 'PUT', `/api/family/profile/parent/${draftParent}/${versionId}`, {
      annualIncome: 80000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The audit row names the case study and the change.
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entityId, versionId), eq(schema.auditLog.action, 'case-study.parent.update')),
      );
    expect(audit!.details).toMatchObject({
      version: { id: versionId, name: 'Job change' },
      changes: [{ subject: 'Parent 1', field: 'annual income', from: '$95,000', to: '$80,000' }],
    });
    expect(
      (await call(acting, 'DELETE', `/api/family/delete-simulate-version/${versionId}`)).statusCode,
    ).toBe(200);

    const activity = await call(jobFamily, 'GET', '/api/family/activity');
    expect(activity.statusCode, activity.body).toBe(200);
    const sentences = (activity.json().items as { sentences: string[] }[]).flatMap((i) => i.sentences);
    const changed = sentences.find((s) => s.includes('annual income'));
    expect(changed).toMatch(
      /^Jordan Agent, your financial agent, changed Parent 1's annual income from \$95,000 to \$80,000 in the case study 'Job change' on .+\.$/,
    );
    expect(sentences.some((s) => /created the case study 'Job change' on /.test(s))).toBe(true);
    expect(sentences.some((s) => /deleted the case study 'Job change' on /.test(s))).toBe(true);
  });
});
