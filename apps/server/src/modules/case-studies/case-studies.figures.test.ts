import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatSai } from '@ccp/aid-engine';
import { describe, expect, it } from 'vitest';
import {
  agent,
  agentAsFamily,
  auditCount,
  call,
  clone,
  collegeIds,
  family,
  favouritesBody,
  MISSING,
  otherAgentAsFamily,
  profileBody,
  studentId,
  t,
  useCaseStudiesWorld,
  versionCount,
} from '../../../test/support/case-studies/case-studies.testing';

/*
 * Case studies show their own numbers (issue 19 item 7, docs/decisions/0047): with `familyVersionId` every screen
 * that shows a figure answers the case study's (its profile, its favourites, the family's growth), says whose they
 * are, and the family's own profile never changes. Only while staff act as the family, only its own case studies.
 */
useCaseStudiesWorld();

function pdfTextOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ccp-case-study-')), 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('a case study’s own figures on every screen', () => {
  it('answers the case study’s SAI, favourites, colleges, plan, overview and PDF; the family’s stay as they were', async () => {
    const created = await clone(agentAsFamily, agent.userId, 'Job loss', {}, 'clone-to-draft-agent');
    expect(created.statusCode, created.body).toBe(201);
    const versionId: string = created.json().id;
    const draft = (
      await call(agentAsFamily, 'GET', `/api/family/draft-profile?familyVersionId=${versionId}`)
    ).json();
    // The case study: the parent earns far less, and it keeps a second favourite the family does not have.
    const edited = await call(
      agentAsFamily,
      'PUT',
      `/api/family/profile/parent/${draft.parents[0].id}/${versionId}`,
      {
        annualIncome: 45_000,
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const added = await call(agentAsFamily, 'POST', `/api/family/draft-profile/favourite/${versionId}`, {
      collegeId: collegeIds[1],
      studentId,
    });
    expect(added.statusCode, added.body).toBe(200);

    const profileBefore = await profileBody();
    const favouritesBefore = await favouritesBody();
    const versionsBefore = await versionCount();
    const scope = `familyVersionId=${versionId}`;

    const own = (await call(agentAsFamily, 'GET', '/api/family/sai')).json();
    const sai = (await call(agentAsFamily, 'GET', `/api/family/sai?${scope}`)).json();
    expect(own.basis.caseStudy).toBeNull();
    expect(sai.basis.caseStudy).toEqual({ id: versionId, name: 'Job loss' });
    expect(sai.result.federal.sai).toBeLessThan(own.result.federal.sai);
    // The draft's own answer (the profile page) gives the same figures.
    const answer = (await call(agentAsFamily, 'GET', `/api/family/draft-profile?${scope}`)).json();
    expect(answer).toMatchObject({
      federalSai: sai.result.federal.sai,
      institutionalSai: sai.result.institutional.estimate,
      pellAward: sai.result.pell.annualAward,
    });

    const favourites = (await call(agentAsFamily, 'GET', `/api/family/favourites?${scope}`)).json();
    const student = favourites.students[0];
    expect(favourites.assumptions.basis.caseStudy).toEqual({ id: versionId, name: 'Job loss' });
    expect(student.assumptions.federalSai).toBe(sai.result.federal.sai);
    expect(student.favourites.map((f: { college: { id: number } }) => f.college.id)).toEqual(
      collegeIds.slice(0, 2),
    );
    const ownFavourites = (await call(agentAsFamily, 'GET', '/api/family/favourites')).json();
    expect(
      ownFavourites.students[0].favourites.map((f: { college: { id: number } }) => f.college.id),
    ).toEqual([collegeIds[0]]);

    const first = student.favourites[0].college;
    const detail = (
      await call(agentAsFamily, 'GET', `/api/family/colleges/${collegeIds[0]}?${scope}`)
    ).json();
    expect(detail.assumptions.basis.caseStudy?.id).toBe(versionId);
    expect(detail.college).toMatchObject({
      costOfAttendance: first.costOfAttendance,
      estimatedNetPrice: first.estimatedNetPrice,
    });
    const search = (await call(agentAsFamily, 'GET', `/api/family/colleges?${scope}&limit=5`)).json();
    expect(search.assumptions).toMatchObject({
      federalSai: sai.result.federal.sai,
      basis: { caseStudy: { id: versionId } },
    });
    const defaults = (await call(agentAsFamily, 'GET', `/api/family/colleges/defaults?${scope}`)).json();
    expect(defaults.students[0].federalSai).toBe(sai.result.federal.sai);

    const plan = (await call(agentAsFamily, 'GET', `/api/family/plan?${scope}`)).json();
    expect(plan.basis.caseStudy?.id).toBe(versionId);
    const row = plan.years[0].students[0];
    expect(row).toMatchObject({
      federalSai: sai.result.federal.sai,
      costOfAttendance: first.fullCost,
      netPrice: first.estimatedNetPrice,
    });
    const overview = (await call(agentAsFamily, 'GET', `/api/family/overview?${scope}`)).json();
    expect(overview.basis.caseStudy?.id).toBe(versionId);
    expect(overview.students[0].federalSai).toBe(sai.result.federal.sai);

    const pdf = await t.inject({
      method: 'GET',
      url: `/api/family/report.pdf?${scope}`,
      headers: agentAsFamily.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfTextOf(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Figures for the case study “Job loss”');
    expect(text).toContain(`Federal Student Aid Index (SAI): ${formatSai(sai.result.federal.sai)}`);

    // Reading a case study's figures changed nothing of the family's own, and made no case study.
    expect(await profileBody()).toBe(profileBefore);
    expect(await favouritesBody()).toBe(favouritesBefore);
    expect(await versionCount()).toBe(versionsBefore);
  });

  it('is refused to the family alone (403) and for a case study of another family or none (404)', async () => {
    const created = await clone(agentAsFamily, agent.userId, 'Not theirs', {}, 'clone-to-draft-agent');
    const versionId: string = created.json().id;
    const audits = await auditCount();
    for (const url of [
      '/api/family/sai',
      '/api/family/favourites',
      '/api/family/colleges',
      `/api/family/colleges/${collegeIds[0]}`,
      '/api/family/colleges/defaults',
      '/api/family/plan',
      '/api/family/overview',
      '/api/family/report.pdf',
    ]) {
      const scoped = `${url}?familyVersionId=${versionId}`;
      const alone = await call(family, 'GET', scoped);
      expect(alone.statusCode, `${url} for the family alone`).toBe(403);
      const other = await call(otherAgentAsFamily, 'GET', scoped);
      expect(other.statusCode, `${url} for another family`).toBe(404);
      const missing = await call(agentAsFamily, 'GET', `${url}?familyVersionId=${MISSING}`);
      expect(missing.statusCode, `${url} for no case study`).toBe(404);
      const bad = await call(agentAsFamily, 'GET', `${url}?familyVersionId=nope`);
      expect(bad.statusCode, `${url} with a bad id`).toBe(400);
    }
    expect(await auditCount()).toBe(audits);
  });
});
