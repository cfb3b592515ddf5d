import { DEFAULT_GROWTH_RATES, projectCost } from '@ccp/aid-engine';
import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  admin,
  family,
  rows,
  search,
  t,
  useCatalogueApp,
} from '../../../test/support/colleges/college-catalogue.testing';
import { awardYearFor } from '../sai-figures/award-year';

useCatalogueApp();

/**
 * Published amounts in the academic year starting `to`, by the one projection rule (ADR 0020, 0046: the family's
 * price growth, the engine's default without a plan): AAMU's newest charges are its 2023-24 ones (the supplement);
 * a college with only 2021-22 charges is projected from 2021.
 */
const RATE = DEFAULT_GROWTH_RATES.costGrowthPercent / 100;
const inYear = (amount: number, to: number) => projectCost(amount, 2023, to, RATE);
const inYear21 = (amount: number, to: number) => projectCost(amount, 2021, to, RATE);
/** AAMU's 2023-24 on-campus room and board. */
const RB = 11402;
/** The figures below are for the academic year 2030-31 (a student graduating in 2030). */
const Y = 'student_graduation_year=2030';
/** AAMU's 2023-24 books and supplies and on-campus transport and personal expenses (the full cost's other lines). */
const BOOKS = 2192;
const OTHER = 3864;
/** AAMU's full cost of attendance on campus in the year starting `to` (need and net price work from it). */
const fullOf = (tuition: number, to: number) =>
  [tuition, RB, BOOKS, OTHER].reduce((s, l) => s + inYear(l, to), 0);

describe('cost of attendance, need, net price and projection', () => {
  const aamu = () => rows.find((r) => r.unitId === 100654)!;

  it('uses in-state tuition for a family in the college state and out-of-state tuition otherwise', async () => {
    const college = aamu();
    const inState = (await search(`search=aamu&family_state=AL&family_federal_sai=5000&${Y}`)).items[0]!;
    const coaIn = inYear(10024, 2030) + inYear(RB, 2030);
    expect(inState).toMatchObject({
      id: college.id,
      unitId: 100654,
      name: 'Alabama A & M University',
      state: 'AL',
      residency: 'in-state',
      priceYear: '2030-31',
      publishedPriceYear: '2023-24',
      costOfAttendance: coaIn,
      estimatedNeed: fullOf(10024, 2030) - 5000,
    });
    // The full cost of attendance adds books and supplies and on-campus other expenses, projected the same way.
    expect(inState.fullCost).toBe(
      coaIn + inYear(college.booksSupplies2023!, 2030) + inYear(college.otherExpensesOnCampus2023!, 2030),
    );
    const outOfState = (await search(`search=aamu&family_state=OH&family_federal_sai=5000&${Y}`)).items[0]!;
    const coaOut = inYear(18634, 2030) + inYear(RB, 2030);
    expect(outOfState).toMatchObject({ residency: 'out-of-state', costOfAttendance: coaOut });
    expect(outOfState.estimatedNeed).toBe(fullOf(18634, 2030) - 5000);
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
      (await search(`search=test%20college&family_state=${familyState}&${Y}`)).items.find(
        (c) => c.id === id,
      )!;
    const both = inYear21(41000, 2030) + inYear21(1500, 2030) + inYear21(12000, 2030);
    expect((await find('OH', zeroBoth!.id)).costOfAttendance).toBe(both);
    expect((await find('CA', zeroBoth!.id)).costOfAttendance).toBe(both);
    expect(await find('OH', zeroInState!.id)).toMatchObject({
      residency: 'in-state',
      costOfAttendance: inYear21(9000, 2030) + inYear21(8000, 2030),
    });
    expect(await find('CA', zeroInState!.id)).toMatchObject({
      residency: 'out-of-state',
      costOfAttendance: inYear21(25000, 2030) + inYear21(8000, 2030),
    });

    const detail = await t.inject({
      method: 'GET',
      url: `/api/family/colleges/${zeroInState!.id}?family_state=OH&${Y}`,
      headers: family.headers,
    });
    expect(detail.json().costs.forFamily).toMatchObject({
      residency: 'in-state',
      tuitionBasis: 'general',
      total: inYear21(9000, 2030) + inYear21(8000, 2030),
      lines: [
        { label: 'General tuition and fees', amount: inYear21(9000, 2030) },
        { label: 'Room and board (off campus)', amount: inYear21(8000, 2030) },
      ],
    });
    expect(detail.json().costs.outOfState).toMatchObject({
      tuitionBasis: 'out-of-state',
      total: inYear21(25000, 2030) + inYear21(8000, 2030),
    });
    await t.db.delete(schema.colleges).where(sql`${schema.colleges.unitId} in (990501, 990502)`);
    await t.app.collegeCatalogue.refresh();
  });

  it('keeps need at 0 when the SAI is above the cost, and counts a negative SAI as 0', async () => {
    const rich = (await search(`search=aamu&family_state=AL&family_federal_sai=90000&${Y}`)).items[0]!;
    expect(rich.estimatedNeed).toBe(0);
    const negative = (await search(`search=aamu&family_state=AL&family_federal_sai=-1500&${Y}`)).items[0]!;
    expect(negative.estimatedNeed).toBe(negative.fullCost);
  });

  it('gives every figure for the student’s first academic year, each line projected by one rule', async () => {
    const item = (
      await search('search=aamu&family_state=AL&family_federal_sai=0&student_graduation_year=2031')
    ).items[0]!;
    const coa = inYear(10024, 2031) + inYear(RB, 2031);
    expect(item).toMatchObject({
      priceYear: '2031-32',
      costOfAttendance: coa,
      estimatedNeed: fullOf(10024, 2031),
      projectedCost: { academicYear: '2031-32', amount: coa },
    });
  });

  it('gives a non-family caller cost-of-attendance figures only, unless it gives the family figures', async () => {
    const bare = await search('search=aamu', admin);
    // No student: the award year families file now (from October 1 the next one).
    const now = Number(awardYearFor(null).slice(0, 4));
    expect(bare.assumptions).toMatchObject({ studentId: null, priceYearStart: now, basis: null });
    expect(bare.items[0]).toMatchObject({
      residency: 'out-of-state',
      costOfAttendance: inYear(18634, now) + inYear(RB, now),
      estimatedNeed: null,
      estimatedNetPrice: null,
      netPriceMethod: 'unavailable',
    });
    const given = await search(`search=aamu&family_state=AL&family_federal_sai=2000&${Y}`, admin);
    const coa = inYear(10024, 2030) + inYear(RB, 2030);
    expect(given.items[0]).toMatchObject({
      costOfAttendance: coa,
      estimatedNeed: fullOf(10024, 2030) - 2000,
    });
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
    const [kai] = await t.db
      .insert(schema.students)
      .values({ familyId: own!.id, position: 1, name: 'Kai', graduationYear: 2030 })
      .returning();
    const defaults0 = await t.inject({
      method: 'GET',
      url: '/api/family/colleges/defaults',
      headers: user.headers,
    });
    const sai = defaults0.json().students[0].federalSai as number;
    const pell = defaults0.json().students[0].pellAward as number;
    // The parents' income grown to the student's first college year (3% a year from the base award year).
    const base = Number(awardYearFor(null).slice(0, 4));
    const income = Math.round(40000 * 1.03 ** (2030 - base));
    const page = await search('search=aamu', user);
    expect(page.assumptions).toMatchObject({
      familyState: 'AL',
      federalSai: sai,
      income,
      pellAward: pell,
      annualIncreasePercent: DEFAULT_GROWTH_RATES.costGrowthPercent,
      studentId: kai!.id,
      studentGraduationYear: 2030,
      firstAcademicYear: '2030-31',
      priceYear: '2030-31',
    });
    const coa = inYear(10024, 2030) + inYear(RB, 2030);
    expect(page.items[0]).toMatchObject({
      costOfAttendance: coa,
      estimatedNeed: Math.max(fullOf(10024, 2030) - Math.max(sai, 0), 0),
      netPriceMethod: 'income-bracket',
      projectedCost: { academicYear: '2030-31', amount: coa },
    });
    // The band of AAMU for that income (its newest, 2022-23), projected, not below the need-based price and at
    // most the cost less Pell.
    const band = income <= 48_000 ? 14526 : rows.find((r) => r.unitId === 100654)!.netPriceIncome48To75k2022!;
    expect(page.items[0]?.estimatedNetPrice).toBe(
      Math.min(
        Math.max(projectCost(band, 2022, 2030, RATE), Math.min(Math.max(sai, 0), fullOf(10024, 2030))),
        fullOf(10024, 2030) - pell,
      ),
    );
    const overridden = await search('search=aamu&family_state=OH', user);
    expect(overridden.assumptions.familyState).toBe('OH');

    const defaults = await t.inject({
      method: 'GET',
      url: '/api/family/colleges/defaults',
      headers: user.headers,
    });
    expect(defaults.json()).toMatchObject({
      familyState: 'AL',
      income: 40000,
      basis: { costGrowthPercent: DEFAULT_GROWTH_RATES.costGrowthPercent, ratesSet: false, caseStudy: null },
      students: [{ id: kai!.id, name: 'Kai', graduationYear: 2030, awardYear: '2030-31', startYear: 2030 }],
    });
  });
});

describe('the college page', () => {
  it('shows costs broken down, admissions, outcomes, majors and net price by income', async () => {
    const college = rows.find((r) => r.unitId === 100654)!;
    const res = await t.inject({
      method: 'GET',
      url: `/api/family/colleges/${college.id}?family_state=AL&family_federal_sai=4000&${Y}`,
      headers: family.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.college).toMatchObject({
      id: college.id,
      name: 'Alabama A & M University',
      website: 'www.aamu.edu/',
      netPriceCalculatorUrl: 'www.aamu.edu/admissions-aid/tuition-fees/net-price-calculator.html',
      costOfAttendance: inYear(10024, 2030) + inYear(RB, 2030),
    });
    expect(body.costs.inState.total).toBe(inYear(10024, 2030) + inYear(RB, 2030));
    expect(body.costs.outOfState.total).toBe(inYear(18634, 2030) + inYear(RB, 2030));
    expect(body.costs.forFamily.lines).toEqual([
      { label: 'In-state tuition and fees', amount: inYear(10024, 2030) },
      { label: 'Room and board', amount: inYear(RB, 2030) },
    ]);
    expect(body.admissions).toMatchObject({
      acceptanceRate: 0.716,
      satAvg: 954,
      act: { p25: 15, mid: 18, p75: 20 },
    });
    expect(body.outcomes).toMatchObject({ graduationRate: 0.2807, medianDebt: 31000 });
    // Books and other expenses from the newest year published (the supplement's 2023-24), named with it.
    expect(body.costs).toMatchObject({
      booksSupplies: 2192,
      otherExpensesOnCampus: 3864,
      booksAndOtherYear: '2023-24',
    });
    expect(body.majors[0]).toMatchObject({
      code: '26',
      title: 'Biological and Biomedical Sciences',
      share: 0.169,
    });
    const shares = body.majors.map((m: { share: number }) => m.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(body.netPriceByIncome).toHaveLength(5);
    expect(body.netPriceByIncomeYear).toBe('2022-23');
    expect(body.netPriceByIncome[0]).toMatchObject({ bracket: '0-30000', amount: 14205 });
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
