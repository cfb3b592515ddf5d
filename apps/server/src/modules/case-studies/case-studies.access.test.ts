import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  adminAsFamily,
  agent,
  agentAsFamily,
  auditCount,
  call,
  clone,
  collegeIds,
  family,
  MISSING,
  otherAgent,
  otherAgentAsFamily,
  professional,
  profileBody,
  studentId,
  t,
  useCaseStudiesWorld,
  versionCount,
} from '../../../test/support/case-studies/case-studies.testing';

/* Case studies: who may list, clone, edit, compare and delete a family's case studies (the refusals). */
useCaseStudiesWorld();

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
