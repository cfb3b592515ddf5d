import { readFileSync } from 'node:fs';
import type { AidPolicyRecord, AidPolicyWrite, CollegeAidPolicy } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/support/multipart';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { AID_POLICIES_CSV } from '../../seed/catalogue-bundle';
import { seedColleges } from '../../seed/colleges';
import { staleness } from './aid-policies.service';

const HARVARD = 166027;
const STANFORD = 243744;
const PENN_STATE = 214777;

let t: TestApp;
let admin: TestUser;
let family: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedColleges(t.db);
  await t.app.collegeCatalogue.refresh();
  [admin, family] = await Promise.all([t.user('admin'), t.user('family')]);
});
afterAll(async () => t?.close());

const get = (url: string, user: TestUser = admin) => t.inject({ method: 'GET', url, headers: user.headers });
const put = (unitId: number, payload: object) =>
  t.inject({ method: 'PUT', url: `/api/admin/aid-policies/${unitId}`, headers: admin.headers, payload });

function upload(csv: string, confirm?: string) {
  const body = multipartBody([
    { name: 'file', filename: 'aid-policies.csv', content: csv },
    ...(confirm ? [{ name: 'confirm', content: confirm }] : []),
  ]);
  return t.inject({
    method: 'POST',
    url: '/api/admin/aid-policies/import',
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
}

const policyOf = async (unitId: number) =>
  (
    await t.db.select().from(schema.collegeAidPolicies).where(eq(schema.collegeAidPolicies.unitId, unitId))
  )[0];
const collegeIdOf = async (unitId: number) =>
  (await t.db.select().from(schema.colleges).where(eq(schema.colleges.unitId, unitId)))[0]!.id;

const pennState: AidPolicyWrite = {
  cssProfileRequired: 'no',
  meetsFullNeed: 'no',
  needBlind: 'unknown',
  noLoanPolicy: 'no',
  freeTuitionIncomeMax: 75_000,
  freeTotalIncomeMax: null,
  incomeLimit: 'below',
  guaranteeResidency: 'in_state',
  guaranteeAssetsNote: 'Test row: Pennsylvania residents',
  policyYear: '2026-27',
  source: 'A test page, 2026-11-28',
  grade: 'PRIMARY',
  checkedOn: '2026-11-28',
};

describe('the stale flag', () => {
  const guarantee = { freeTuitionIncomeMax: 100_000, freeTotalIncomeMax: null };
  it('flags a guarantee first applied more than two years before the award year', () => {
    expect(staleness({ ...guarantee, policyYear: '2024-25' }, 2027)).toMatchObject({
      stale: true,
      awardYear: '2027-28',
      staleNote: expect.stringMatching(/published for 2024-25, more than two years before 2027-28/),
    });
    expect(staleness({ ...guarantee, policyYear: '2025-26' }, 2027)).toMatchObject({
      stale: false,
      staleNote: null,
    });
  });
  it('never flags a policy without a guarantee, and says when the first year is unknown', () => {
    expect(
      staleness({ freeTuitionIncomeMax: null, freeTotalIncomeMax: null, policyYear: '2007-08' }, 2027),
    ).toMatchObject({ hasGuarantee: false, stale: false });
    expect(staleness({ ...guarantee, policyYear: null }, 2027)).toMatchObject({
      stale: false,
      staleNote: expect.stringMatching(/does not say which year/),
    });
  });
});

describe('admins read and edit each college’s aid policy', () => {
  it('lists the 59 bundled policies with their college, and filters stale guarantees', async () => {
    const all = (await get('/api/admin/aid-policies?limit=100')).json();
    expect(all.total).toBe(59);
    const harvard = all.items.find((p: AidPolicyRecord) => p.unitId === HARVARD);
    expect(harvard).toMatchObject({
      collegeName: 'Harvard University',
      freeTuitionIncomeMax: 200_000,
      policyYear: '2025-26',
      grade: 'SECONDARY',
    });
    const stale = (await get('/api/admin/aid-policies?stale=true&limit=100')).json();
    expect(stale.items.map((p: AidPolicyRecord) => p.unitId)).toContain(STANFORD);
    expect(stale.items.every((p: AidPolicyRecord) => p.stale)).toBe(true);
    const search = (await get('/api/admin/aid-policies?search=Stanford')).json();
    expect(search.items).toHaveLength(1);
  });

  it('adds, replaces and removes a policy, each recorded in the audit log', async () => {
    const added = await put(PENN_STATE, pennState);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      unitId: PENN_STATE,
      collegeName: 'Pennsylvania State University-Main Campus',
    });
    const replaced = await put(PENN_STATE, { ...pennState, freeTuitionIncomeMax: 80_000 });
    expect(replaced.json()).toMatchObject({ freeTuitionIncomeMax: 80_000 });
    expect((await get(`/api/admin/aid-policies/${PENN_STATE}`)).json()).toMatchObject({
      incomeLimit: 'below',
    });
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, 'college_aid_policy'));
    expect(audit.filter((a) => a.action === 'aid_policy.save')).toHaveLength(2);
    const removed = await t.inject({
      method: 'POST',
      url: `/api/admin/aid-policies/remove/${PENN_STATE}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/api/admin/aid-policies/${PENN_STATE}`)).statusCode).toBe(404);
  });

  it('refuses a save based on an older version (409, nothing changed) and takes one based on the current (ADR 0072)', async () => {
    const added = await put(PENN_STATE, pennState);
    const base = added.json().version as number;
    const read = await get(`/api/admin/aid-policies/${PENN_STATE}`);
    expect(read.headers.etag).toBe(`"${base}"`);
    const saveAs = (payload: object, version: number) =>
      t.inject({
        method: 'PUT',
        url: `/api/admin/aid-policies/${PENN_STATE}`,
        headers: { ...admin.headers, 'if-match': `"${version}"` },
        payload,
      });
    const first = await saveAs({ ...pennState, freeTuitionIncomeMax: 70_000 }, base);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(base + 1);

    const stale = await saveAs({ ...pennState, freeTuitionIncomeMax: 90_000 }, base);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.code).toBe('EDIT_CONFLICT');
    expect(stale.json().error.message).toMatch(
      /^You changed the aid policy of Pennsylvania State University-Main Campus in another window while you were editing\. Your change was not saved/,
    );
    expect(stale.json().error.current).toMatchObject({ freeTuitionIncomeMax: 70_000, version: base + 1 });
    expect((await get(`/api/admin/aid-policies/${PENN_STATE}`)).json()).toMatchObject({
      freeTuitionIncomeMax: 70_000,
    });

    const fresh = await saveAs({ ...pennState, freeTuitionIncomeMax: 90_000 }, base + 1);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ freeTuitionIncomeMax: 90_000, version: base + 2 });
    await t.inject({
      method: 'POST',
      url: `/api/admin/aid-policies/remove/${PENN_STATE}`,
      headers: admin.headers,
    });
  });

  it('refuses bad values with a message per field, and changes nothing', async () => {
    const res = await put(HARVARD, {
      ...pennState,
      freeTuitionIncomeMax: 100_000,
      freeTotalIncomeMax: 150_000,
      policyYear: '2025-27',
      grade: 'GOOD',
      source: '',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['grade', 'policyYear', 'source']);
    const totalAboveTuition = await put(HARVARD, {
      ...pennState,
      freeTuitionIncomeMax: 100_000,
      freeTotalIncomeMax: 150_000,
    });
    expect(totalAboveTuition.statusCode).toBe(400);
    expect(totalAboveTuition.json().error.fields).toEqual({
      freeTotalIncomeMax: expect.stringMatching(/cannot be above the income for free tuition/),
    });
    expect(await policyOf(HARVARD)).toMatchObject({ freeTuitionIncomeMax: 200_000 });
    const unknown = await put(99_999_999, pennState);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/unit ID 99999999/);
  });
});

describe('the CSV import', () => {
  it('imports the bundled file as is (every row already there: updated)', async () => {
    const res = await upload(readFileSync(AID_POLICIES_CSV, 'utf8'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalRows: 59, created: 0, updated: 59, imported: true });
  });

  it('names the row and column of every problem and changes nothing', async () => {
    const csv = [
      'unitid,css_profile_required,meets_full_need,free_tuition_income_max,free_total_income_max,policy_year,source,grade',
      `${PENN_STATE},maybe,all,"$75,000",,2026-27,A page 2026,PRIMARY`,
      `${HARVARD},yes,all,100000,200000,2026-27,A page 2026,PRIMARY`,
      '123,no,no,,,2026,A page,SECONDARY',
      `${STANFORD},yes,all,,,2027-28,,SECONDARY`,
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(422);
    const { problems } = res.json().report;
    expect(problems).toEqual([
      { row: 2, column: 'css_profile_required', message: '"maybe" is not one of: yes, no, unknown.' },
      {
        row: 3,
        column: 'free_total_income_max',
        message: expect.stringMatching(/cannot be above the income for free tuition/),
      },
      {
        row: 4,
        column: 'policy_year',
        message:
          '"2026" is not an academic year. Enter an academic year like 2025-26, from 2000-01 to next year.',
      },
      {
        row: 4,
        column: 'unitid',
        message: expect.stringMatching(/Unit ID 123 is not a college of the catalogue/),
      },
      { row: 5, column: 'source', message: expect.stringMatching(/^A value is required/) },
    ]);
    expect(await policyOf(PENN_STATE)).toBeUndefined();
    expect(await policyOf(HARVARD)).toMatchObject({ freeTuitionIncomeMax: 200_000 });
  });

  it('imports the good rows only when the admin confirms, keeping the columns a file leaves out', async () => {
    const csv = [
      'unitid,free_tuition_income_max,source,grade',
      `${PENN_STATE},"$75,000",A page 2026,PRIMARY`,
      `${HARVARD},250000,Harvard Gazette 2026,SECONDARY`,
      '123,1,x,PRIMARY',
    ].join('\n');
    expect((await upload(csv)).statusCode).toBe(422);
    const res = await upload(csv, 'partial');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 1, invalidRows: 1, imported: true });
    expect(await policyOf(PENN_STATE)).toMatchObject({
      freeTuitionIncomeMax: 75_000,
      cssProfileRequired: 'unknown',
      incomeLimit: 'at_or_below',
    });
    expect(await policyOf(HARVARD)).toMatchObject({ freeTuitionIncomeMax: 250_000, policyYear: '2025-26' });
  });

  it('refuses a file with an unknown column or without the required ones', async () => {
    const res = await upload(`unitid,colour,grade\n${HARVARD},red,PRIMARY`);
    expect(res.statusCode).toBe(422);
    expect(res.json().report.problems).toEqual([
      { row: 1, column: 'colour', message: expect.stringMatching(/^Unknown column "colour"/) },
      { row: 1, column: 'source', message: 'The required column "source" is missing.' },
    ]);
  });
});

describe('families read the policy on the college page', () => {
  it('shows the policy with its source, grade and stale flag for the award year', async () => {
    const stanford = await get(
      `/api/family/colleges/${await collegeIdOf(STANFORD)}?student_graduation_year=2027`,
      family,
    );
    expect(stanford.statusCode, stanford.body).toBe(200);
    const policy = stanford.json().aidPolicy as CollegeAidPolicy;
    expect(policy).toMatchObject({
      unitId: STANFORD,
      cssProfileRequired: 'yes',
      meetsFullNeed: 'all',
      freeTuitionIncomeMax: 125_000,
      policyYear: '2015-16',
      grade: 'SECONDARY',
      hasGuarantee: true,
      stale: true,
      awardYear: '2027-28',
    });
    expect(policy.source).toMatch(/Los Angeles Times/);
    const caltech = (await get(`/api/family/colleges/${await collegeIdOf(110404)}`, family)).json().aidPolicy;
    expect(caltech).toMatchObject({ incomeLimit: 'below', freeTuitionIncomeMax: 200_000 });
  });

  it('answers null for a college without a policy', async () => {
    const res = await get(`/api/family/colleges/${await collegeIdOf(203517)}`, family);
    expect(res.json().aidPolicy).toBeNull();
  });
});

describe('published aid for non-residents (ADR 0064)', () => {
  const MICHIGAN = 170976;
  const UNC = 199120;

  it('carries UNC’s published rule for out-of-state dependents from the bundled data, with its source and grade', async () => {
    expect(await policyOf(UNC)).toMatchObject({
      nonresidentAidAmount: null,
      nonresidentAidNote: expect.stringMatching(/^Carolina Covenant \(also for out-of-state dependents\)/),
      nonresidentAidSource: expect.stringMatching(/studentaid\.unc\.edu/),
      nonresidentAidGrade: 'PRIMARY',
    });
    // Every other bundled row says nothing: none in our data.
    const rows = await t.db.select().from(schema.collegeAidPolicies);
    expect(rows.filter((r) => r.nonresidentAidNote !== null || r.nonresidentAidAmount !== null)).toHaveLength(
      1,
    );
  });

  it('an admin records an amount only with its source and grade; a family reads it back', async () => {
    const before = await policyOf(MICHIGAN);
    const unsourced = await put(MICHIGAN, { ...pennState, nonresidentAidAmount: 5_000 });
    expect(unsourced.statusCode).toBe(400);
    expect(unsourced.json().error.fields).toEqual({
      nonresidentAidSource: expect.stringMatching(/source and grade of the non-resident aid/),
      nonresidentAidGrade: expect.stringMatching(/source and grade of the non-resident aid/),
    });
    expect((await policyOf(MICHIGAN))?.updatedAt).toEqual(before?.updatedAt);
    const negative = await put(MICHIGAN, { ...pennState, nonresidentAidAmount: -1 });
    expect(negative.json().error.fields).toHaveProperty('nonresidentAidAmount');

    const saved = await put(MICHIGAN, {
      ...pennState,
      nonresidentAidAmount: 5_000,
      nonresidentAidYear: '2026-27',
      nonresidentAidSource: 'A test page, 2026-11-28',
      nonresidentAidGrade: 'SECONDARY',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await get(`/api/family/colleges/${await collegeIdOf(MICHIGAN)}`, family)).json()
      .aidPolicy as CollegeAidPolicy;
    expect(read).toMatchObject({
      nonresidentAidAmount: 5_000,
      nonresidentAidYear: '2026-27',
      nonresidentAidSource: 'A test page, 2026-11-28',
      nonresidentAidGrade: 'SECONDARY',
    });
  });

  it('imports the columns, refusing an amount without its source', async () => {
    const header =
      'unitid,source,grade,nonresident_aid_amount,nonresident_aid_year,nonresident_aid_source,nonresident_aid_grade';
    const bad = await upload(`${header}\n${MICHIGAN},A test page,PRIMARY,8000,2026-27,,\n`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().report.problems).toEqual([
      expect.objectContaining({ row: 2, column: 'nonresident_aid_source' }),
    ]);
    const good = await upload(
      `${header}\n${MICHIGAN},A test page,PRIMARY,"$8,000",2026-27,Out-of-state award page 2026,PRIMARY\n`,
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(await policyOf(MICHIGAN)).toMatchObject({
      nonresidentAidAmount: 8_000,
      nonresidentAidGrade: 'PRIMARY',
    });
  });
});
