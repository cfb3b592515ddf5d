import { costOfAttendance, projectCost } from '@ccp/aid-engine';
import { COLLEGE_TYPES, type CollegeSearchItem } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedColleges } from '../../seed/colleges';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import type { CollegeRow } from './colleges.repository';
import { aidRateOf, giftRateOf, normaliseSearchText } from './search-index';

let t: TestApp;
let family: TestUser;
let admin: TestUser;
let rows: CollegeRow[];

beforeAll(async () => {
  t = await createTestApp();
  await seedColleges(t.db);
  await t.app.collegeCatalogue.refresh();
  [family, admin] = await Promise.all([t.user('family'), t.user('admin')]);
  rows = await t.db.select().from(schema.colleges);
});
afterAll(async () => t?.close());

interface Page {
  items: CollegeSearchItem[];
  total: number;
  page: number;
  limit: number;
  assumptions: Record<string, unknown>;
}

async function search(query: string, user: TestUser = family): Promise<Page> {
  const res = await t.inject({ method: 'GET', url: `/api/family/colleges?${query}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every result of a query (all pages of 100). */
async function searchAll(query: string, user: TestUser = family): Promise<CollegeSearchItem[]> {
  const first = await search(`${query}&limit=100`, user);
  const items = [...first.items];
  for (let page = 2; (page - 1) * 100 < first.total; page += 1) {
    items.push(...(await search(`${query}&limit=100&page=${page}`, user)).items);
  }
  expect(items).toHaveLength(first.total);
  return items;
}

const ids = (list: { id: number }[]) => list.map((c) => c.id).sort((a, b) => a - b);
const coaOf = (row: CollegeRow, familyState: string | null) => {
  const coa = costOfAttendance(
    {
      state: row.state,
      tuitionFee: row.tuitionFee,
      tuitionFeeInState: row.tuitionFeesInState,
      tuitionFeeOutState: row.tuitionFeesOutOfState,
      fullTimeFee: row.fullTimeFee,
      roomAndBoardFee: row.roomBoardOnCampus ?? row.roomBoardOffCampus,
    },
    familyState,
  );
  return coa.tuition > 0 ? coa.total : null;
};

/** Every word of the search appears in the name, alias or city (as a word or part of one). */
const words = (text: string) => (r: CollegeRow) =>
  text.split(' ').every((w) => normaliseSearchText(`${r.name} ${r.alias ?? ''} ${r.city ?? ''}`).includes(w));

describe('college search filters, each on the real catalogue', () => {
  const cases: [string, (r: CollegeRow) => boolean][] = [
    ['state=OH', (r) => r.state === 'OH'],
    ['college_level=2-year', (r) => r.level === '2-year'],
    ['college_type=private-nonprofit', (r) => r.control === COLLEGE_TYPES['private-nonprofit']],
    ['college_type=private-for-profit', (r) => r.control === 'private for-profit'],
    ['major_code=14', (r) => (r.degreeShares['14'] ?? 0) > 0],
    ['acceptance=50', (r) => r.admissionRate !== null && r.admissionRate >= 0.5],
    ['graduation_rate=60', (r) => r.completionRate150 !== null && r.completionRate150 >= 0.6],
    ['gift_rate=40', (r) => (giftRateOf(r) ?? -1) >= 0.4],
    ['aid_rate=75', (r) => (aidRateOf(r) ?? -1) >= 0.75],
    ['college_size_min=20000', (r) => r.undergradEnrollment !== null && r.undergradEnrollment >= 20000],
    ['college_size_max=500', (r) => r.undergradEnrollment !== null && r.undergradEnrollment <= 500],
    ['coa=20000&family_state=OH', (r) => (coaOf(r, 'OH') ?? Number.POSITIVE_INFINITY) <= 20000],
    ['search=university%20of%20ohio', words('university of ohio')],
    ['search=Ohio%20State', words('ohio state')],
    ['search=Dayton', (r) => [r.name, r.alias, r.city].some((v) => v?.toLowerCase().includes('dayton'))],
  ];

  it.each(cases)('%s narrows to exactly the matching colleges', async (query, matches) => {
    const expected = rows.filter(matches);
    const found = await searchAll(query);
    expect(ids(found)).toEqual(ids(expected));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
  });

  it('combines filters (every condition at once)', async () => {
    const query =
      'state=CA&college_level=4-year&college_type=public&major_code=11&acceptance=30&graduation_rate=50&college_size_min=5000&family_state=CA&coa=40000';
    const expected = rows.filter(
      (r) =>
        r.state === 'CA' &&
        r.level === '4-year' &&
        r.control === 'public' &&
        (r.degreeShares['11'] ?? 0) > 0 &&
        (r.admissionRate ?? -1) >= 0.3 &&
        (r.completionRate150 ?? -1) >= 0.5 &&
        (r.undergradEnrollment ?? -1) >= 5000 &&
        (coaOf(r, 'CA') ?? Number.POSITIVE_INFINITY) <= 40000,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(ids(await searchAll(query))).toEqual(ids(expected));
  });

  it('searches names, aliases and cities, ignoring case and accents', async () => {
    const byAlias = await search('search=aamu');
    expect(byAlias.items.map((c) => c.name)).toContain('Alabama A & M University');
    const accented = await search('search=Pont%C3%ADfica');
    const plain = await search('search=Pontifica');
    expect(ids(accented.items)).toEqual(ids(plain.items));
  });

  it('refuses bad filter values with a message per parameter', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/family/colleges?college_type=state-run&acceptance=150&major_code=99&limit=500',
      headers: family.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'acceptance',
      'college_type',
      'limit',
      'major_code',
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/family/colleges' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sorting and paging', () => {
  const sorts: [string, (c: CollegeSearchItem) => number | string | null][] = [
    ['size', (c) => c.undergradEnrollment],
    ['acceptance', (c) => c.acceptanceRate],
    ['graduation_rate', (c) => c.graduationRate],
    ['coa', (c) => c.costOfAttendance],
    ['net_price', (c) => c.estimatedNetPrice],
    ['gift_rate', (c) => c.giftRate],
  ];

  it.each(sorts)(
    'sort_college=%s orders both ways with unknown values last, and pages are stable',
    async (key, value) => {
      for (const order of ['ASC', 'DESC'] as const) {
        const base = `state=NY&sort_college=${key}&sort_order=${order}&family_state=NY&family_federal_sai=15000`;
        const whole = await searchAll(base);
        const values = whole.map(value);
        const known = values.filter((v): v is number => v !== null) as number[];
        const firstUnknown = values.indexOf(null);
        if (firstUnknown >= 0) expect(values.slice(firstUnknown).every((v) => v === null)).toBe(true);
        expect(known).toEqual([...known].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
        // Pages of 7 put together give the same order as one long list (ties broken by id).
        const pages: CollegeSearchItem[] = [];
        for (let page = 1; page <= 4; page += 1)
          pages.push(...(await search(`${base}&limit=7&page=${page}`)).items);
        expect(pages.map((c) => c.id)).toEqual(whole.slice(0, 28).map((c) => c.id));
      }
    },
  );

  it('sorts by name A to Z and Z to A', async () => {
    const az = (await search('state=VT&sort_college=name&sort_order=ASC&limit=100')).items.map((c) => c.name);
    expect(az).toEqual(
      [...az].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base', numeric: true })),
    );
    const za = (await search('state=VT&sort_college=name&sort_order=desc&limit=100')).items.map(
      (c) => c.name,
    );
    expect(za).toEqual([...az].reverse());
  });

  it('defaults to 20 per page, largest colleges first (DESC)', async () => {
    const page = await search('');
    expect(page).toMatchObject({ page: 1, limit: 20, total: 3639 });
    expect(page.items).toHaveLength(20);
    expect(page.items[0]?.undergradEnrollment).toBe(Math.max(...rows.map((r) => r.undergradEnrollment ?? 0)));
    const beyond = await search('page=500');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(3639);
  });
});

describe('cost of attendance, need, net price and projection', () => {
  const aamu = () => rows.find((r) => r.unitId === 100654)!;

  it('uses in-state tuition for a family in the college state and out-of-state tuition otherwise', async () => {
    const college = aamu();
    const inState = (await search('search=aamu&family_state=AL&family_federal_sai=5000')).items[0]!;
    expect(inState).toMatchObject({
      id: college.id,
      unitId: 100654,
      name: 'Alabama A & M University',
      state: 'AL',
      residency: 'in-state',
      costOfAttendance: 10024 + 9520,
      estimatedNeed: 10024 + 9520 - 5000,
    });
    const outOfState = (await search('search=aamu&family_state=OH&family_federal_sai=5000')).items[0]!;
    expect(outOfState).toMatchObject({ residency: 'out-of-state', costOfAttendance: 18634 + 9520 });
    expect(outOfState.estimatedNeed).toBe(18634 + 9520 - 5000);
    expect(Number.isInteger(outOfState.estimatedNetPrice)).toBe(true);
  });

  it('falls back to general tuition when the in-state or out-of-state tuition is 0', async () => {
    const [zeroBoth, zeroInState] = await t.db
      .insert(schema.colleges)
      .values([
        {
          unitId: 990501,
          name: 'Zero Tuition Test College',
          state: 'OH',
          control: 'private nonprofit',
          level: '4-year',
          tuitionFeesInState: 0,
          tuitionFeesOutOfState: 0,
          tuitionFee: 41000,
          fullTimeFee: 1500,
          roomBoardOnCampus: 12000,
        },
        {
          unitId: 990502,
          name: 'Zero In-State Test College',
          state: 'OH',
          control: 'public',
          level: '4-year',
          tuitionFeesInState: 0,
          tuitionFeesOutOfState: 25000,
          tuitionFee: 9000,
          roomBoardOnCampus: null,
          roomBoardOffCampus: 8000,
        },
      ])
      .returning();
    await t.app.collegeCatalogue.refresh();
    const find = async (familyState: string, id: number) =>
      (await search(`search=test%20college&family_state=${familyState}`)).items.find((c) => c.id === id)!;

    expect((await find('OH', zeroBoth!.id)).costOfAttendance).toBe(41000 + 1500 + 12000);
    expect((await find('CA', zeroBoth!.id)).costOfAttendance).toBe(41000 + 1500 + 12000);
    expect(await find('OH', zeroInState!.id)).toMatchObject({
      residency: 'in-state',
      costOfAttendance: 9000 + 8000,
    });
    expect(await find('CA', zeroInState!.id)).toMatchObject({
      residency: 'out-of-state',
      costOfAttendance: 25000 + 8000,
    });

    const detail = await t.inject({
      method: 'GET',
      url: `/api/family/colleges/${zeroInState!.id}?family_state=OH`,
      headers: family.headers,
    });
    expect(detail.json().costs.forFamily).toMatchObject({
      residency: 'in-state',
      tuitionBasis: 'general',
      total: 17000,
      lines: [
        { label: 'General tuition and fees', amount: 9000 },
        { label: 'Room and board (off campus)', amount: 8000 },
      ],
    });
    expect(detail.json().costs.outOfState).toMatchObject({ tuitionBasis: 'out-of-state', total: 33000 });
    await t.db.delete(schema.colleges).where(sql`${schema.colleges.unitId} in (990501, 990502)`);
    await t.app.collegeCatalogue.refresh();
  });

  it('keeps need at 0 when the SAI is above the cost, and counts a negative SAI as 0', async () => {
    const rich = (await search('search=aamu&family_state=AL&family_federal_sai=90000')).items[0]!;
    expect(rich.estimatedNeed).toBe(0);
    const negative = (await search('search=aamu&family_state=AL&family_federal_sai=-1500')).items[0]!;
    expect(negative.estimatedNeed).toBe(19544);
  });

  it('projects the cost to the student’s first academic year', async () => {
    const item = (await search('search=aamu&family_state=AL&student_graduation_year=2027')).items[0]!;
    expect(item.projectedCost).toEqual({
      academicYear: '2027-28',
      amount: projectCost(19544, 2021, 2027, 0.03),
    });
  });

  it('gives a non-family caller cost-of-attendance figures only, unless it gives the family figures', async () => {
    const bare = await search('search=aamu', admin);
    expect(bare.items[0]).toMatchObject({
      residency: 'out-of-state',
      costOfAttendance: 28154,
      estimatedNeed: null,
      estimatedNetPrice: null,
      netPriceMethod: 'unavailable',
      projectedCost: null,
    });
    const given = await search('search=aamu&family_state=AL&family_federal_sai=2000', admin);
    expect(given.items[0]).toMatchObject({ costOfAttendance: 19544, estimatedNeed: 17544 });
  });

  it("uses the family's own state, SAI, income and first student when the query gives none", async () => {
    const user = await t.user('family');
    const [own] = await t.db
      .update(schema.families)
      .set({ state: 'AL', federalSai: 3000 })
      .where(eq(schema.families.userId, user.userId))
      .returning();
    await t.db
      .insert(schema.parents)
      .values({ familyId: own!.id, position: 1, firstName: 'Pat', annualIncome: 40000 });
    await t.db
      .insert(schema.students)
      .values({ familyId: own!.id, position: 1, name: 'Kai', graduationYear: 2028 });
    const page = await search('search=aamu', user);
    expect(page.assumptions).toMatchObject({
      familyState: 'AL',
      federalSai: 3000,
      income: 40000,
      studentGraduationYear: 2028,
      firstAcademicYear: '2028-29',
      priceYear: '2021-22',
    });
    expect(page.items[0]).toMatchObject({
      costOfAttendance: 19544,
      estimatedNeed: 16544,
      netPriceMethod: 'income-bracket',
      projectedCost: { academicYear: '2028-29' },
    });
    // The $30,001–48,000 band of AAMU is $12,300, above the need-based price of $3,000.
    expect(page.items[0]?.estimatedNetPrice).toBe(12300);
    const overridden = await search('search=aamu&family_state=OH', user);
    expect(overridden.assumptions.familyState).toBe('OH');

    const defaults = await t.inject({
      method: 'GET',
      url: '/api/family/colleges/defaults',
      headers: user.headers,
    });
    expect(defaults.json()).toMatchObject({
      familyState: 'AL',
      federalSai: 3000,
      income: 40000,
      students: [{ name: 'Kai', graduationYear: 2028 }],
    });
  });
});

describe('the college page', () => {
  it('shows costs broken down, admissions, outcomes, majors and net price by income', async () => {
    const college = rows.find((r) => r.unitId === 100654)!;
    const res = await t.inject({
      method: 'GET',
      url: `/api/family/colleges/${college.id}?family_state=AL&family_federal_sai=4000`,
      headers: family.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.college).toMatchObject({
      id: college.id,
      name: 'Alabama A & M University',
      website: 'www.aamu.edu/',
      netPriceCalculatorUrl: 'www.aamu.edu/admissions-aid/tuition-fees/net-price-calculator.html',
      costOfAttendance: 19544,
    });
    expect(body.costs.inState.total).toBe(19544);
    expect(body.costs.outOfState.total).toBe(28154);
    expect(body.costs.forFamily.lines).toEqual([
      { label: 'In-state tuition and fees', amount: 10024 },
      { label: 'Room and board', amount: 9520 },
    ]);
    expect(body.admissions).toMatchObject({
      acceptanceRate: 0.716,
      satAvg: 954,
      act: { p25: 15, mid: 18, p75: 20 },
    });
    expect(body.outcomes).toMatchObject({ graduationRate: 0.2807, medianDebt: 31000 });
    expect(body.majors[0]).toMatchObject({
      code: '26',
      title: 'Biological and Biomedical Sciences',
      share: 0.169,
    });
    const shares = body.majors.map((m: { share: number }) => m.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(body.netPriceByIncome).toHaveLength(5);
    expect(body.netPriceByIncome[0]).toMatchObject({ bracket: '0-30000', amount: 12177 });
  });

  it('answers 404 for an unknown college', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/family/colleges/99999999',
      headers: family.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the in-memory catalogue', () => {
  it('notices a write made by another server instance within the revision check interval', async () => {
    const college = rows.find((r) => r.unitId === 100663)!;
    // Another instance's write: straight to the database, this instance is not told.
    await t.db
      .update(schema.colleges)
      .set({ name: 'UAB Renamed Elsewhere' })
      .where(eq(schema.colleges.id, college.id));
    // A search starts the background revision check (at most once a second); a later one sees the new index.
    await vi.waitFor(
      async () => {
        const after = await search('search=renamed%20elsewhere');
        expect(after.items.map((c) => c.id)).toEqual([college.id]);
      },
      { timeout: 10_000, interval: 100 },
    );
    await t.db.update(schema.colleges).set({ name: college.name }).where(eq(schema.colleges.id, college.id));
  });
});
