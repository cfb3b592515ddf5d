import { projectCost } from '@ccp/aid-engine';
import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { admin, family, rows, search, t, useCatalogueApp } from './college-catalogue.testing';

useCatalogueApp();

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
