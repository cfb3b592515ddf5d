import type { CollegeWrite } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { BUNDLED_COLLEGES, seedColleges } from '../../seed/colleges';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedColleges(t.db);
  admin = await t.user('admin');
});
afterAll(async () => t?.close());

const newCollege: CollegeWrite = {
  unitId: 990123,
  name: 'Lakeshore Institute of Technology',
  alias: 'LIT',
  city: 'Toledo',
  state: 'OH',
  zip: '43604',
  website: 'www.lakeshore.example',
  netPriceCalculatorUrl: null,
  control: 'private nonprofit',
  level: '4-year',
  predominantDegree: 'bachelor',
  highestDegree: 'graduate',
  mainCampus: true,
  localeCode: 12,
  locale: 'City: Midsize',
  latitude: 41.65,
  longitude: -83.53,
  undergradEnrollment: 2400,
  admissionRate: 0.62,
  satAvg: 1210,
  satReading25: 560,
  satReading75: 660,
  satMath25: 550,
  satMath75: 670,
  actComposite25: 22,
  actCompositeMid: 25,
  actComposite75: 28,
  dataYear: '2025-26',
  tuitionFeesInState: 0,
  tuitionFeesOutOfState: 0,
  tuitionFee: 41000,
  fullTimeFee: 1500,
  costOfAttendance: 52000,
  costOfAttendanceProgramYear: null,
  roomBoardOnCampus: 12000,
  roomBoardOffCampus: 11000,
  booksSupplies: 1200,
  otherExpensesOnCampus: 2500,
  otherExpensesOffCampus: 2500,
  otherExpensesWithFamily: 2000,
  avgNetPrice: 24000,
  netPriceIncome0To30k: 12000,
  netPriceIncome30To48k: 14000,
  netPriceIncome48To75k: 18000,
  netPriceIncome75To110k: 24000,
  netPriceIncome110kPlus: 33000,
  completionRate150: 0.71,
  pellGrantShare: 0.3,
  federalLoanShare: 0.45,
  medianDebtCompleters: 24000,
  tuitionFeesInDistrict2022: null,
  tuitionFeesInState2022: null,
  tuitionFeesOutOfState2022: null,
  booksSupplies2022: null,
  roomBoardOnCampus2022: null,
  otherExpensesOnCampus2022: null,
  roomBoardOffCampus2022: null,
  otherExpensesOffCampus2022: null,
  otherExpensesWithFamily2022: null,
  tuitionFeesInDistrict2023: null,
  tuitionFeesInState2023: null,
  tuitionFeesOutOfState2023: null,
  booksSupplies2023: null,
  roomBoardOnCampus2023: null,
  otherExpensesOnCampus2023: null,
  roomBoardOffCampus2023: null,
  otherExpensesOffCampus2023: null,
  otherExpensesWithFamily2023: null,
  avgNetPrice2022: null,
  netPriceIncome0To30k2022: null,
  netPriceIncome30To48k2022: null,
  netPriceIncome48To75k2022: null,
  netPriceIncome75To110k2022: null,
  netPriceIncome110kPlus2022: null,
  medianEarnings10yr: null,
  medianEarnings6yr: null,
  degreeShares: { '11': 0.4, '14': 0.35, '52': 0.25 },
};

describe('admin colleges', () => {
  it('lists with search, paging and a stable sort', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/colleges?search=ohio%20state&sort_by=enrollment&sort_order=DESC',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(3);
    expect(body.items[0]).toMatchObject({ name: 'Ohio State University-Main Campus', state: 'OH' });
    const sizes = body.items.map((c: { undergradEnrollment: number }) => c.undergradEnrollment);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));

    const page1 = (
      await t.inject({ method: 'GET', url: '/api/admin/colleges?limit=25', headers: admin.headers })
    ).json();
    const page2 = (
      await t.inject({ method: 'GET', url: '/api/admin/colleges?limit=25&page=2', headers: admin.headers })
    ).json();
    expect(page1.total).toBe(BUNDLED_COLLEGES);
    expect(page1.items).toHaveLength(25);
    const ids = new Set([...page1.items, ...page2.items].map((c: { id: number }) => c.id));
    expect(ids.size).toBe(50);
    const names = page1.items.map((c: { name: string }) => c.name);
    const lower = names.map((n: string) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

    const byUnit = await t.inject({
      method: 'GET',
      url: '/api/admin/colleges?search=100654',
      headers: admin.headers,
    });
    expect(byUnit.json().items.map((c: { unitId: number }) => c.unitId)).toContain(100654);
  });

  it('adds, reads, edits and removes a college; the family search sees each change', async () => {
    const add = await t.inject({
      method: 'POST',
      url: '/api/admin/colleges/add',
      payload: newCollege,
      headers: admin.headers,
    });
    expect(add.statusCode, add.body).toBe(201);
    const created = add.json();
    expect(created).toMatchObject({ ...newCollege, favouritesCount: 0 });

    const family = await t.user('family');
    const search = async () =>
      (
        await t.inject({
          method: 'GET',
          url: '/api/family/colleges?search=lakeshore%20institute',
          headers: family.headers,
        })
      ).json();
    expect((await search()).items.map((c: { id: number }) => c.id)).toEqual([created.id]);
    // Its prices are grown from the year they were entered for, and the pages name that year.
    expect((await search()).items[0].publishedPriceYear).toBe('2025-26');

    const read = await t.inject({
      method: 'GET',
      url: `/api/admin/colleges/${created.id}`,
      headers: admin.headers,
    });
    expect(read.json()).toMatchObject({ name: newCollege.name, degreeShares: newCollege.degreeShares });

    const edit = await t.inject({
      method: 'PUT',
      url: `/api/admin/colleges/${created.id}`,
      payload: {
        ...newCollege,
        name: 'Lakeshore Institute of Technology and Design',
        tuitionFeesInState: 38000,
      },
      headers: admin.headers,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      name: 'Lakeshore Institute of Technology and Design',
      tuitionFeesInState: 38000,
    });
    expect((await search()).items[0].name).toBe('Lakeshore Institute of Technology and Design');

    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(created.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['college.create', 'college.update']);

    const remove = await t.inject({
      method: 'POST',
      url: `/api/admin/colleges/remove/${created.id}`,
      headers: admin.headers,
    });
    expect(remove.json()).toEqual({ ok: true });
    expect((await search()).items).toEqual([]);
    const gone = await t.inject({
      method: 'GET',
      url: `/api/admin/colleges/${created.id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
    const again = await t.inject({
      method: 'POST',
      url: `/api/admin/colleges/remove/${created.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a unit id that another college has, and bad fields, with messages per field', async () => {
    const taken = await t.inject({
      method: 'POST',
      url: '/api/admin/colleges/add',
      payload: { ...newCollege, unitId: 100654 },
      headers: admin.headers,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.unitId).toContain('Alabama A & M University');

    const bad = await t.inject({
      method: 'POST',
      url: '/api/admin/colleges/add',
      payload: { ...newCollege, name: ' ', admissionRate: 62, state: 'XX', tuitionFeesInState: 12.5 },
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'admissionRate',
      'name',
      'state',
      'tuitionFeesInState',
    ]);
  });

  it('refuses a save based on an older version (409, nothing changed) and takes one based on the current (ADR 0072)', async () => {
    const add = await t.inject({
      method: 'POST',
      url: '/api/admin/colleges/add',
      payload: { ...newCollege, unitId: 990456, name: 'Harborview College' },
      headers: admin.headers,
    });
    const created = add.json();
    const url = `/api/admin/colleges/${created.id}`;
    const read = await t.inject({ method: 'GET', url, headers: admin.headers });
    expect(read.headers.etag).toBe(`"${read.json().version}"`);
    const base = read.json().version as number;

    // Two admins opened the college at this version; the other one saves first.
    const other = await t.user('admin', { name: 'Morgan Other' });
    const first = await t.inject({
      method: 'PUT',
      url,
      payload: { ...newCollege, unitId: 990456, name: 'Harborview College', tuitionFee: 43000 },
      headers: { ...other.headers, 'if-match': `"${base}"` },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(base + 1);
    expect(first.headers.etag).toBe(`"${base + 1}"`);

    const stale = await t.inject({
      method: 'PUT',
      url,
      payload: {
        ...newCollege,
        unitId: 990456,
        name: 'Harborview College',
        tuitionFee: 39000,
        version: base,
      },
      headers: admin.headers,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.code).toBe('EDIT_CONFLICT');
    expect(stale.json().error.message).toBe(
      'Morgan Other (an administrator) changed Harborview College while you were editing. Your change was not saved: check the new values, then apply your change again if it should stand.',
    );
    expect(stale.json().error.current).toMatchObject({ tuitionFee: 43000, version: base + 1 });
    const after = await t.inject({ method: 'GET', url, headers: admin.headers });
    expect(after.json()).toMatchObject({ tuitionFee: 43000, version: base + 1 });

    // Applied again on the version it now has, the save stands.
    const fresh = await t.inject({
      method: 'PUT',
      url,
      payload: { ...newCollege, unitId: 990456, name: 'Harborview College', tuitionFee: 39000 },
      headers: { ...admin.headers, 'if-match': `"${base + 1}"` },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ tuitionFee: 39000, version: base + 2 });
    const bad = await t.inject({
      method: 'PUT',
      url,
      payload: { ...newCollege, unitId: 990456, name: 'Harborview College' },
      headers: { ...admin.headers, 'if-match': 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    await t.inject({
      method: 'POST',
      url: `/api/admin/colleges/remove/${created.id}`,
      headers: admin.headers,
    });
  });

  it('refuses every admin college route to families, agents and professionals (403) and to nobody (401)', async () => {
    const routes = [
      { method: 'GET', url: '/api/admin/colleges' },
      { method: 'GET', url: '/api/admin/colleges/1' },
      { method: 'PUT', url: '/api/admin/colleges/1', payload: newCollege },
      { method: 'POST', url: '/api/admin/colleges/add', payload: newCollege },
      { method: 'POST', url: '/api/admin/colleges/remove/1' },
      { method: 'POST', url: '/api/admin/colleges/import' },
      { method: 'GET', url: '/api/admin/calculator/users' },
    ] as const;
    const users = await Promise.all([
      t.user('family'),
      t.user('financial_agent'),
      t.user('admission_professional'),
    ]);
    for (const route of routes) {
      for (const user of users) {
        const res = await t.inject({ ...route, headers: user.headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
      const anonymous = await t.inject({ ...route });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    expect(await t.db.$count(schema.colleges)).toBe(BUNDLED_COLLEGES);
  });
});
