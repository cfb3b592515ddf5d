import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatSai } from '@ccp/aid-engine';
import { schema } from '@ccp/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedColleges } from '../src/seed/colleges';
import { createTestApp, type TestApp, type TestUser } from './support/test-app';

/*
 * One figure everywhere (issue 19 item 4, docs/decisions/0046): for one family, student, college and award year the
 * SAI, Pell, institutional estimate, cost of attendance and net price are the same on search, the college page,
 * favourites (and their comparison), the case-study comparison, the calculator, the plan, the overview, the SAI
 * page, the PDF report and the staff's family detail, with the family's own growth rates set on its plan.
 */

let t: TestApp;
let family: TestUser;
let admin: TestUser;
let familyId: string;
let senior: { id: string; name: string };
let publicCollege: { id: number; name: string };
let privateCollege: { id: number; name: string };

/** Rates that differ from every default: each screen must use the family's own. */
const RATES = { costGrowthPercent: 5.5, incomeGrowthPercent: 2, assetGrowthPercent: 1 };

const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US')}`;
const get = async (user: TestUser, url: string) => {
  const res = await t.inject({ method: 'GET', url, headers: user.headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

function pdfTextOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ccp-one-figure-')), 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function collegeOf(control: string, name?: string) {
  const c = schema.colleges;
  const [row] = await t.db
    .select({ id: c.id, name: c.name })
    .from(c)
    .where(
      and(
        eq(c.state, 'OH'),
        eq(c.control, control),
        isNotNull(c.tuitionFeesInState2023),
        isNotNull(c.netPriceIncome48To75k2022),
        ...(name ? [eq(c.name, name)] : []),
      ),
    )
    .orderBy(asc(c.id))
    .limit(1);
  if (!row) throw new Error(`no ${control} college in the catalogue`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedColleges(t.db);
  [family, admin] = await Promise.all([t.user('family'), t.user('admin')]);
  const [row] = await t.db
    .update(schema.families)
    .set({
      state: 'OH',
      familyMembersCount: 4,
      familyMembersInCollege: 1,
      filingStatus: 'married_joint',
      checkingAmount: 9_000,
      collegeSavingsAccountsAmount: 12_000,
      primaryResidence: 'own',
      residenceEquity: 90_000,
    })
    .where(eq(schema.families.userId, family.userId))
    .returning();
  familyId = row!.id;
  await t.db.insert(schema.parents).values([
    { familyId, position: 1, firstName: 'Ana', age: 46, maritalStatus: 'married', annualIncome: 41_000 },
    { familyId, position: 2, firstName: 'Luis', age: 48, maritalStatus: 'married', annualIncome: 17_000 },
  ]);
  // A 2027 senior and a younger sibling: the sibling's years in college change the institutional estimate.
  const students = await t.db
    .insert(schema.students)
    .values([
      {
        familyId,
        position: 1,
        name: 'Senior',
        graduationYear: 2027,
        incomeAmount: 3_000,
        savingsAmount: 900,
      },
      { familyId, position: 2, name: 'Sibling', graduationYear: 2029, incomeAmount: 0, savingsAmount: 200 },
    ])
    .returning({ id: schema.students.id, name: schema.students.name });
  senior = students[0]!;
  publicCollege = await collegeOf('public', 'Ohio State University-Main Campus');
  privateCollege = await collegeOf('private nonprofit');
  for (const college of [publicCollege, privateCollege]) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/family/favourite/family',
      headers: family.headers,
      payload: { collegeId: college.id, studentId: senior.id },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => t?.close());

interface Figures {
  awardYear: string;
  federalSai: number;
  pell: number;
  institutional: number;
  /** The spec's cost of attendance (tuition, fees, room and board). */
  costOfAttendance: number;
  /** The full cost of attendance the need, the net price and the plan work from. */
  fullCost: number;
  netPrice: number;
}

/** The plan counts one college per student: choose it, with the family's own rates. */
async function countInPlan(collegeId: number) {
  const res = await t.inject({
    method: 'PUT',
    url: '/api/family/plan/assumptions',
    headers: family.headers,
    payload: {
      ...RATES,
      students: [{ studentId: senior.id, collegeId, enteredCost: null, gapYear: false, yearsInCollege: 4 }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every screen's figures for the senior and one college, each as that screen's answer gives them. */
async function everyScreen(college: { id: number; name: string }) {
  await countInPlan(college.id);
  const q = `student_id=${senior.id}`;
  const screens: Record<string, Partial<Figures>> = {};

  const sai = (await get(family, `/api/family/sai?studentId=${senior.id}`)).result;
  screens.sai = {
    awardYear: sai.awardYear,
    federalSai: sai.federal.sai,
    pell: sai.pell.annualAward,
    institutional: sai.institutional.estimate,
  };

  const search = await get(family, `/api/family/colleges?${q}&search=${encodeURIComponent(college.name)}`);
  const item = search.items.find((c: { id: number }) => c.id === college.id);
  expect(search.assumptions.annualIncreasePercent).toBe(RATES.costGrowthPercent);
  screens.search = {
    awardYear: search.assumptions.priceYear,
    federalSai: search.assumptions.federalSai,
    pell: search.assumptions.pellAward,
    institutional: search.assumptions.institutionalSai,
    costOfAttendance: item.costOfAttendance,
    fullCost: item.fullCost,
    netPrice: item.estimatedNetPrice,
  };

  const detail = await get(family, `/api/family/colleges/${college.id}?${q}`);
  expect(detail.costs.forFamily.total).toBe(detail.college.costOfAttendance);
  screens.collegePage = {
    awardYear: detail.assumptions.priceYear,
    federalSai: detail.assumptions.federalSai,
    pell: detail.assumptions.pellAward,
    institutional: detail.assumptions.institutionalSai,
    costOfAttendance: detail.college.costOfAttendance,
    fullCost: detail.costs.full.total,
    netPrice: detail.college.estimatedNetPrice,
  };

  // The favourites page (its side-by-side comparison is drawn from the same answer).
  const favourites = await get(family, '/api/family/favourites');
  const mine = favourites.students.find((s: { id: string }) => s.id === senior.id);
  const favourite = mine.favourites.find(
    (f: { college: { id: number } }) => f.college.id === college.id,
  ).college;
  screens.favourites = {
    awardYear: mine.assumptions.priceYear,
    federalSai: mine.assumptions.federalSai,
    pell: mine.assumptions.pellAward,
    institutional: mine.assumptions.institutionalSai,
    costOfAttendance: favourite.costOfAttendance,
    fullCost: favourite.fullCost,
    netPrice: favourite.estimatedNetPrice,
  };

  // The calculator, opened with the student's own figures (GET /api/family/colleges/defaults), as the page does.
  const defaults = await get(family, '/api/family/colleges/defaults');
  const own = defaults.students.find((s: { id: string }) => s.id === senior.id);
  expect(defaults.basis).toMatchObject({ ...RATES, ratesSet: true, caseStudy: null });
  const run = await t.inject({
    method: 'POST',
    url: '/api/family/calculator/uses',
    headers: family.headers,
    payload: {
      collegeId: college.id,
      studentId: senior.id,
      familyState: defaults.familyState,
      federalSai: own.federalSai,
      income: own.income,
      startYear: own.startYear,
      years: 4,
      annualIncreasePercent: defaults.basis.costGrowthPercent,
    },
  });
  expect(run.statusCode, run.body).toBe(201);
  const calculator = run.json();
  screens.calculator = {
    awardYear: calculator.priceYear,
    federalSai: calculator.inputs.federalSai,
    pell: own.pellAward,
    institutional: own.institutionalSai,
    costOfAttendance: calculator.costOfAttendance.total,
    fullCost: calculator.fullCost,
    netPrice: calculator.estimatedNetPrice,
  };

  const plan = await get(family, '/api/family/plan');
  expect(plan.assumptions).toMatchObject(RATES);
  const first = plan.years[0];
  const row = first.students.find((r: { studentId: string }) => r.studentId === senior.id);
  expect(row.college).toBe(college.name);
  screens.plan = {
    awardYear: first.awardYear,
    federalSai: row.federalSai,
    pell: row.pell,
    institutional: row.institutionalSai,
    fullCost: row.costOfAttendance,
    netPrice: row.netPrice,
  };

  const overview = await get(family, '/api/family/overview');
  const inOverview = overview.students.find((s: { id: string }) => s.id === senior.id);
  screens.overview = {
    awardYear: inOverview.awardYear,
    federalSai: inOverview.federalSai,
    pell: inOverview.pellAward,
    institutional: inOverview.institutionalSai,
  };

  // The staff's family detail (the admin's; the agent's is the same builder) and the case-study comparison's
  // family column.
  const staff = await get(admin, `/api/admin/families/${family.userId}`);
  const staffStudent = staff.students.find((s: { id: string }) => s.id === senior.id);
  const staffFavourite = staffStudent.favourites.find(
    (f: { collegeId: number }) => f.collegeId === college.id,
  );
  screens.staffDetail = {
    awardYear: staffStudent.awardYear,
    federalSai: staffStudent.federalSai,
    pell: staffStudent.pellAward,
    costOfAttendance: staffFavourite.costOfAttendance,
    netPrice: staffFavourite.netPrice,
  };
  const compare = await get(admin, `/api/family/case-studies/compare?userId=${family.userId}`);
  const cell = compare.colleges.find(
    (c: { studentId: string; collegeId: number }) => c.studentId === senior.id && c.collegeId === college.id,
  ).cells[0];
  screens.caseStudyCompare = {
    federalSai: compare.columns[0].federalSai,
    pell: compare.columns[0].pellAward,
    institutional: compare.columns[0].institutionalSai,
    costOfAttendance: cell.costOfAttendance,
    netPrice: cell.estimatedNetPrice,
  };

  return { screens, plan, calculator };
}

describe('one figure on every screen (issue 19 item 4)', () => {
  for (const which of ['public', 'private'] as const) {
    it(`gives the same SAI, Pell, institutional estimate, cost and net price everywhere: the ${which === 'public' ? 'in-state public' : 'private'} favourite`, async () => {
      const college = which === 'public' ? publicCollege : privateCollege;
      const { screens, plan, calculator } = await everyScreen(college);
      const reference = { ...screens.sai, ...screens.search } as Figures;
      expect(reference.awardYear).toBe('2027-28');
      for (const value of Object.values(reference)) expect(value).not.toBeNull();
      expect(reference.fullCost).toBeGreaterThan(reference.netPrice);
      for (const [screen, figures] of Object.entries(screens)) {
        const expected = Object.fromEntries(
          Object.keys(figures).map((key) => [key, reference[key as keyof Figures]]),
        );
        expect({ screen, ...figures }).toEqual({ screen, ...expected });
      }
      // The later years: the calculator's (the student's own figures for each year) are the plan's.
      for (const [k, year] of calculator.years.entries()) {
        const planYear = plan.years.find((y: { awardYear: string }) => y.awardYear === year.academicYear);
        const row = planYear.students.find((r: { studentId: string }) => r.studentId === senior.id);
        expect({ year: year.academicYear, cost: year.costOfAttendance, net: year.estimatedNetPrice }).toEqual(
          {
            year: planYear.awardYear,
            cost: row.costOfAttendance,
            net: row.netPrice,
          },
        );
        if (k === 0) expect(year.costOfAttendance).toBe(reference.fullCost);
      }

      // The PDF report: the same figures in its text, its growth said in words.
      const res = await t.inject({ method: 'GET', url: '/api/family/report.pdf', headers: family.headers });
      expect(res.statusCode).toBe(200);
      const text = pdfTextOf(res.rawPayload);
      expect(text).toContain(`Senior: Student Aid Index for ${reference.awardYear}`);
      expect(text).toContain(`Federal Student Aid Index (SAI): ${formatSai(reference.federalSai)}`);
      expect(text).toContain(`Pell Grant: ${usd(reference.pell)} a year`);
      expect(text).toContain(`(CSS-Profile-style, an estimate): ${usd(reference.institutional)}`);
      const favouriteRow = text
        .split('\n')
        .find((line) => line.includes(usd(reference.costOfAttendance)) && line.includes('2027-28'));
      expect(favouriteRow, text).toBeDefined();
      expect(favouriteRow).toContain(usd(reference.netPrice));
      // The favourites table shows the full cost that need and net price work from, beside the narrower figure.
      expect(favouriteRow).toContain(usd(reference.fullCost));
      expect(text.replace(/\s+/g, ' ')).toContain('fees, room and board');
      const planRow = text
        .split('\n')
        .find((line) => line.trim().startsWith('2027-28') && line.includes('Senior, year 1'));
      expect(planRow, text).toBeDefined();
      for (const amount of [reference.fullCost, reference.pell, reference.netPrice]) {
        expect(planRow).toContain(usd(amount));
      }
      const words = text.replace(/\s+/g, ' ');
      expect(words).toContain(
        `Senior: each college’s published prices grown ${RATES.costGrowthPercent}% a year to 2027-28`,
      );
      expect(words).toContain(`College prices grow ${RATES.costGrowthPercent}% a year`);
    });
  }
});
