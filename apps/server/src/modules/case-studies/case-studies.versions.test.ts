import { readFileSync } from 'node:fs';
import { MIGRATIONS_FOLDER, schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  adminAsFamily,
  agentAsFamily,
  clone,
  collegeIds,
  family,
  studentId,
  t,
  useCaseStudiesWorld,
} from '../../../test/support/case-studies/case-studies.testing';
import { SHAPE_FIXTURES } from '../../../test/support/family-figures/case-study-shapes.fixtures';
import type { TestUser } from '../../../test/support/test-app';
import { CURRENT_SHAPE, upgradeSnapshot } from '../family-figures/case-study-shapes';

/*
 * Case studies: no edit lost between an admin and an agent acting as the family at once (issue 18 item 5), a
 * write answers what the next read answers, and a case study saved in any past shape still reads (item 7).
 */
useCaseStudiesWorld();

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const send = (user: TestUser, method: Method, url: string, payload?: object, version?: number) =>
  t.inject({
    method,
    url,
    headers: { ...user.headers, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    ...(payload ? { payload } : {}),
  });

const draftUrl = (id: string) => `/api/family/draft-profile?familyVersionId=${id}`;

async function readDraft(id: string, user: TestUser = adminAsFamily) {
  const res = await send(user, 'GET', draftUrl(id));
  expect(res.statusCode).toBe(200);
  expect(res.headers.etag).toBe(`"${res.json().version}"`);
  return res.json();
}

async function newCaseStudy(name: string): Promise<string> {
  const res = await clone(adminAsFamily, admin.userId, name);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('case studies: two staff members edit one at the same moment', () => {
  it('never both succeed with a value lost on the same field; both succeed on different fields (25 rounds)', async () => {
    const id = await newCaseStudy('Race');
    const parent = (await readDraft(id)).parents[0].id as string;
    for (let round = 0; round < 25; round += 1) {
      const { version } = await readDraft(id);
      const [byAdmin, byAgent] = await Promise.all([
        send(
          adminAsFamily,
          'PUT',
          `/api/family/profile/parent/${parent}/${id}`,
          { annualIncome: 1_000 + round },
          version,
        ),
        send(
          agentAsFamily,
          'PUT',
          `/api/family/profile/parent/${parent}/${id}`,
          { annualIncome: 2_000 + round },
          version,
        ),
      ]);
      expect([byAdmin.statusCode, byAgent.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      const [winner, loser] = byAdmin.statusCode === 200 ? [byAdmin, byAgent] : [byAgent, byAdmin];
      const stored = await readDraft(id);
      expect(stored.parents[0].annualIncome).toBe(winner.json().parents[0].annualIncome);
      const error = loser.json().error;
      expect(error.code).toBe('EDIT_CONFLICT');
      expect(error.current.parents[0].annualIncome).toBe(stored.parents[0].annualIncome);
      expect(error.current.familyVersionId).toBe(id);
      expect(error.meanwhile.find((m: { conflicting: boolean }) => m.conflicting).by.name).toBe(
        byAdmin.statusCode === 200 ? 'Alex Admin' : 'Jordan Agent',
      );

      const next = await readDraft(id);
      const [household, member] = await Promise.all([
        send(
          adminAsFamily,
          'PUT',
          `/api/family/draft-profile/${id}`,
          { checkingAmount: round },
          next.version,
        ),
        send(
          agentAsFamily,
          'PUT',
          `/api/family/profile/parent/${parent}/${id}`,
          { age: 30 + round },
          next.version,
        ),
      ]);
      expect([household.statusCode, member.statusCode], `round ${round}`).toEqual([200, 200]);
      const both = await readDraft(id);
      expect([both.checkingAmount, both.parents[0].age]).toEqual([round, 30 + round]);
    }
  });

  it('does not delete a case study edited since the version the delete was based on', async () => {
    const id = await newCaseStudy('Delete race');
    const { version } = await readDraft(id);
    expect(
      (await send(agentAsFamily, 'PUT', `/api/family/draft-profile/${id}`, { hasCPA: true })).statusCode,
    ).toBe(200);
    const refused = await send(
      adminAsFamily,
      'DELETE',
      `/api/family/delete-simulate-version/${id}`,
      undefined,
      version,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.current.hasCPA).toBe(true);
    const fresh = refused.json().error.current.version;
    const deleted = await send(
      adminAsFamily,
      'DELETE',
      `/api/family/delete-simulate-version/${id}`,
      undefined,
      fresh,
    );
    expect(deleted.statusCode).toBe(200);
  });
});

describe('a case-study write answers exactly what the next read answers', () => {
  it('holds for every draft write', async () => {
    const id = await newCaseStudy('Same answer');
    const same = async (res: { statusCode: number; json: () => unknown }, created = false) => {
      expect(res.statusCode, JSON.stringify(res.json())).toBeLessThan(300);
      const body = res.json() as { profile?: unknown };
      expect(created ? body.profile : body).toEqual(await readDraft(id));
      return body;
    };
    await same(await send(adminAsFamily, 'PUT', `/api/family/draft-profile/${id}`, { checkingAmount: 5 }));
    const parent = (await same(
      await send(adminAsFamily, 'POST', `/api/family/draft-profile/addnewparent/${id}`, { firstName: 'Leo' }),
      true,
    )) as { id: string };
    await same(
      await send(adminAsFamily, 'PUT', `/api/family/profile/parent/${parent.id}/${id}`, { age: 41 }),
    );
    await same(await send(adminAsFamily, 'DELETE', `/api/family/delete-clone-parent/${parent.id}`));
    const student = (await same(
      await send(adminAsFamily, 'POST', `/api/family/draft-profile/addstudent/${id}`, { name: 'Ivy' }),
      true,
    )) as { id: string };
    await same(
      await send(adminAsFamily, 'PUT', `/api/family/profile/student/${student.id}/${id}`, { gpa: 3.9 }),
    );
    await same(await send(adminAsFamily, 'DELETE', `/api/family/draft-profile/student/${student.id}/${id}`));
    const added = await send(adminAsFamily, 'POST', `/api/family/draft-profile/favourite/${id}`, {
      collegeId: collegeIds[1],
      studentId,
    });
    const favourite = (await same(added)) as { favourites: { id: string; collegeId: number }[] };
    const fav = favourite.favourites.find((f) => f.collegeId === collegeIds[1])!;
    await same(await send(adminAsFamily, 'DELETE', `/api/family/draft-profile/favourite/${fav.id}/${id}`));
  });
});

describe('a case study saved in every past shape still reads (issue 18 item 7, ADR 0057)', () => {
  async function insertShaped(snapshot: Record<string, unknown>, name: string): Promise<string> {
    const [familyRow] = await t.db
      .select({ id: schema.families.id })
      .from(schema.families)
      .where(eq(schema.families.userId, family.userId));
    const [row] = await t.db
      .insert(schema.draftFamilyVersions)
      .values({ familyId: familyRow!.id, versionName: name, cloneType: 'familyProfile', snapshot })
      .returning({ id: schema.draftFamilyVersions.id });
    return row!.id;
  }

  it('reads, compares and edits a case study of each shape, and stores it in the current shape', async () => {
    for (const fixture of SHAPE_FIXTURES) {
      const id = await insertShaped(fixture.snapshot, fixture.name);
      const draft = await readDraft(id, agentAsFamily);
      expect(draft.parents[0]).toMatchObject({ firstName: 'Maria', annualIncome: 92_000 });
      expect(draft.federalSai).not.toBeNull();
      if (fixture.shape < 3) expect(draft.parents[0].scheduleCNetProfit).toBeNull();
      const compared = await send(agentAsFamily, 'GET', `/api/family/case-studies/compare?versionIds=${id}`);
      expect(compared.statusCode).toBe(200);
      expect(compared.json().columns.map((c: { versionId: string | null }) => c.versionId)).toContain(id);
      const sai = await send(agentAsFamily, 'GET', `/api/family/sai?familyVersionId=${id}`);
      expect(sai.statusCode, sai.body).toBe(200);
      const edited = await send(
        agentAsFamily,
        'PUT',
        `/api/family/profile/parent/${draft.parents[0].id}/${id}`,
        { annualIncome: 80_000 },
        draft.version,
      );
      expect(edited.statusCode).toBe(200);
      const [row] = await t.db
        .select({ snapshot: schema.draftFamilyVersions.snapshot })
        .from(schema.draftFamilyVersions)
        .where(eq(schema.draftFamilyVersions.id, id));
      expect(row!.snapshot.shape).toBe(CURRENT_SHAPE);
    }
  });

  it('the migrations upgrade stored rows of every past shape as reading them does', async () => {
    // Each migration that upgraded the stored case studies, in order: numbered shapes (3), their offers (4).
    const updates = ['0019_no_lost_edits', '0026_case_study_offers'].map((name) =>
      readFileSync(`${MIGRATIONS_FOLDER}/${name}.sql`, 'utf8')
        .split('--> statement-breakpoint')
        .find((statement) => statement.includes('UPDATE "draft_family_versions"')),
    );
    expect(updates.every(Boolean)).toBe(true);
    const ids: string[] = [];
    for (const fixture of SHAPE_FIXTURES)
      ids.push(await insertShaped(fixture.snapshot, `Stored ${fixture.name}`));
    for (const update of updates) await t.db.execute(sql.raw(update!));
    for (const [i, id] of ids.entries()) {
      const [row] = await t.db
        .select({ snapshot: schema.draftFamilyVersions.snapshot })
        .from(schema.draftFamilyVersions)
        .where(eq(schema.draftFamilyVersions.id, id));
      expect(row!.snapshot).toEqual(upgradeSnapshot(SHAPE_FIXTURES[i]!.snapshot));
    }
  });
});
