import { schema } from '@ccp/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  adminAsFamily,
  agent,
  agentAsFamily,
  call,
  clone,
  collegeIds,
  family,
  favouritesBody,
  MISSING,
  parentId,
  profileBody,
  studentId,
  t,
  useCaseStudiesWorld,
} from '../../../test/support/case-studies/case-studies.testing';
import { awardYearFor } from '../sai-figures/award-year';

/* Case studies: clone, edit with the profile's rules, compare, delete; the family's own profile untouched. */
useCaseStudiesWorld();

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
    // The draft's figures are the case study's SAI page's (one figures basis, docs/decisions/0046 and 0047).
    const sai = (await call(agentAsFamily, 'GET', `/api/family/sai?familyVersionId=${versionId}`)).json()
      .result;
    expect(sai.awardYear).toBe(awardYearFor(2027));
    expect(body.federalSai).toBe(sai.federal.sai);
    expect(body.institutionalSai).toBe(sai.institutional.estimate);
    expect(body.pellAward).toBe(sai.pell.annualAward);
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

  it('refuses a parent past the limit, deleting the last student or parent, and unknown members, changing nothing', async () => {
    const created = await clone(adminAsFamily, admin.userId, 'Limits');
    expect(created.statusCode).toBe(201);
    const versionId: string = created.json().id;
    const draftUrl = `/api/family/draft-profile?familyVersionId=${versionId}`;
    const first = (await call(adminAsFamily, 'GET', draftUrl)).json();
    const second = await call(adminAsFamily, 'POST', `/api/family/draft-profile/addnewparent/${versionId}`, {
      firstName: 'Luis',
    });
    expect(second.statusCode).toBe(201);
    const before = (await call(adminAsFamily, 'GET', draftUrl)).body;

    const third = await call(adminAsFamily, 'POST', `/api/family/draft-profile/addnewparent/${versionId}`, {
      firstName: 'Third',
    });
    expect(third.statusCode).toBe(409);
    // Two legal parents at most (a stepparent is the third adult a profile may hold).
    expect(third.json().error.fields.relationship).toMatch(/A profile holds two legal parents/);
    const lastStudent = await call(
      adminAsFamily,
      'DELETE',
      `/api/family/draft-profile/student/${first.students[0].id}/${versionId}`,
    );
    expect(lastStudent.statusCode).toBe(409);
    expect(lastStudent.json().error.message).toBe(
      'A profile needs at least one student. Edit this student instead of deleting them.',
    );
    for (const url of [
      `/api/family/profile/parent/${MISSING}/${versionId}`,
      `/api/family/profile/student/${MISSING}/${versionId}`,
    ]) {
      expect((await call(adminAsFamily, 'PUT', url, { age: 40 })).statusCode, url).toBe(404);
    }
    expect((await call(adminAsFamily, 'GET', draftUrl)).body).toBe(before);

    // With one parent left, that parent cannot be deleted either.
    expect(
      (await call(adminAsFamily, 'DELETE', `/api/family/delete-clone-parent/${second.json().id}`)).statusCode,
    ).toBe(200);
    const lastParent = await call(
      adminAsFamily,
      'DELETE',
      `/api/family/delete-clone-parent/${first.parents[0].id}`,
    );
    expect(lastParent.statusCode).toBe(409);
    expect(lastParent.json().error.message).toBe(
      'A profile needs at least one parent. Edit this parent instead of deleting them.',
    );
  });

  it('keeps the family’s own parent update route working beside the draft variant', async () => {
    const res = await call(family, 'PUT', `/api/family/profile/parent/${parentId}/family`, { age: 46 });
    expect(res.statusCode).toBe(200);
    expect(res.json().parents[0].age).toBe(46);
    const wrong = await call(family, 'PUT', `/api/family/profile/parent/${parentId}/${MISSING}`, { age: 47 });
    expect(wrong.statusCode).toBe(403);
  });
});
