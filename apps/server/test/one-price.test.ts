import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedColleges } from '../src/seed/colleges';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { createTestApp, type TestApp, type TestUser } from './support/test-app';

/*
 * One price beside every net price (issues 19 item 4 and 20 item 3, docs/decisions/0070): for the demo family (Ohio)
 * and a Pennsylvania family made through the API, at a private college, an in-state public and an out-of-state
 * public, the cost shown beside a net price is the full cost of attendance that net price was worked out from (so
 * the net price is never above it), and the full cost and the net price are the same on search, favourites (which
 * the compare table and the overview draw), the staff's family detail, the case-study comparison, the calculator and
 * the PDF's text, for the same student, college and award year.
 */

let t: TestApp;
let admin: TestUser;
const byUnit = new Map<number, { id: number; name: string }>();

const OHIO_STATE = 204796;
const MICHIGAN = 170976;
const PITT = 215293;
const PRINCETON = 186131;

interface Household {
  label: string;
  user: TestUser;
  studentId: string;
  studentName: string;
  /** private, in-state public, out-of-state public */
  colleges: number[];
}
const households: Household[] = [];

const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US')}`;

async function get(user: TestUser, url: string) {
  const res = await t.inject({ method: 'GET', url, headers: user.headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function send(user: TestUser, method: 'POST' | 'PUT', url: string, payload: object, status: number) {
  const res = await t.inject({ method, url, headers: user.headers, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.json();
}

function pdfTextOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ccp-one-price-')), 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function favourite(h: Household, collegeId: number) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/family/favourite/family',
    headers: h.user.headers,
    payload: { collegeId, studentId: h.studentId },
  });
  // 200: the demo family had saved it already.
  expect([200, 201], res.body).toContain(res.statusCode);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedColleges(t.db);
  await t.app.collegeCatalogue.refresh();
  await seedDemo(t.app);
  const rows = await t.db
    .select({ id: schema.colleges.id, unitId: schema.colleges.unitId, name: schema.colleges.name })
    .from(schema.colleges);
  for (const r of rows) if (r.unitId !== null) byUnit.set(r.unitId, { id: r.id, name: r.name });
  admin = await t.user('admin');

  const demo = await t.signIn('family@demo.test', DEMO_PASSWORD);
  const [sofia] = await t.db
    .select({ id: schema.students.id, name: schema.students.name })
    .from(schema.students)
    .where(eq(schema.students.name, 'Sofia Rivera'));
  households.push({
    label: 'demo family (Ohio)',
    user: demo,
    studentId: sofia!.id,
    studentName: sofia!.name,
    colleges: [PRINCETON, OHIO_STATE, MICHIGAN],
  });

  // A Pennsylvania family, made through the API.
  const pa = await t.user('family');
  await send(
    pa,
    'PUT',
    '/api/family/profile/family',
    {
      state: 'PA',
      familyMembersCount: 3,
      familyMembersInCollege: 1,
      childrenUnder17: 0,
      filingStatus: 'single',
      checkingAmount: 6_000,
      collegeSavingsAccountsAmount: 8_000,
      primaryResidence: 'rent',
    },
    200,
  );
  await send(
    pa,
    'POST',
    '/api/family/profile/parent',
    { firstName: 'Dana', lastName: 'Kowalski', age: 44, maritalStatus: 'single', annualIncome: 64_000 },
    201,
  );
  const student = await send(
    pa,
    'POST',
    '/api/family/profile/student',
    { name: 'Jo', graduationYear: 2027, incomeAmount: 2_500, savingsAmount: 600 },
    201,
  );
  households.push({
    label: 'Pennsylvania family',
    user: pa,
    studentId: student.id,
    studentName: 'Jo',
    colleges: [PRINCETON, PITT, OHIO_STATE],
  });
  for (const h of households) for (const unit of h.colleges) await favourite(h, byUnit.get(unit)!.id);
}, 240_000);
afterAll(async () => t?.close());

interface Shown {
  awardYear: string;
  fullCost: number | null;
  netPrice: number | null;
}

async function everyScreen(h: Household, college: { id: number; name: string }) {
  const screens: Record<string, Shown> = {};
  const q = `student_id=${h.studentId}`;

  const search = await get(h.user, `/api/family/colleges?${q}&search=${encodeURIComponent(college.name)}`);
  const item = search.items.find((c: { id: number }) => c.id === college.id);
  expect(item, `${college.name} in search`).toBeDefined();
  screens.search = { awardYear: item.priceYear, fullCost: item.fullCost, netPrice: item.estimatedNetPrice };

  const page = await get(h.user, `/api/family/colleges/${college.id}?${q}`);
  screens.collegePage = {
    awardYear: page.college.priceYear,
    fullCost: page.costs.full.total,
    netPrice: page.college.estimatedNetPrice,
  };

  // Favourites: its table, its side-by-side comparison and the overview's list are drawn from this answer.
  const favourites = await get(h.user, '/api/family/favourites');
  const mine = favourites.students.find((s: { id: string }) => s.id === h.studentId);
  const fav = mine.favourites.find((f: { college: { id: number } }) => f.college.id === college.id).college;
  screens.favourites = { awardYear: fav.priceYear, fullCost: fav.fullCost, netPrice: fav.estimatedNetPrice };

  const overview = await get(h.user, '/api/family/overview');
  const inOverview = overview.students.find((s: { id: string }) => s.id === h.studentId);

  const defaults = await get(h.user, '/api/family/colleges/defaults');
  const own = defaults.students.find((s: { id: string }) => s.id === h.studentId);
  const calculator = await send(
    h.user,
    'POST',
    '/api/family/calculator/uses',
    {
      collegeId: college.id,
      studentId: h.studentId,
      familyState: defaults.familyState,
      federalSai: own.federalSai,
      income: own.income,
      startYear: own.startYear,
      years: 4,
      annualIncreasePercent: defaults.basis.costGrowthPercent,
    },
    201,
  );
  const first = calculator.years[0];
  screens.calculator = {
    awardYear: first.academicYear,
    fullCost: first.costOfAttendance,
    netPrice: first.estimatedNetPrice,
  };
  expect(calculator.fullCost).toBe(first.costOfAttendance);
  // Grants are the engine's, and cost = net price + grants in every year.
  for (const y of calculator.years) expect(y.estimatedNetPrice + y.grants).toBe(y.costOfAttendance);

  const staff = await get(admin, `/api/admin/families/${h.user.userId}`);
  const staffStudent = staff.students.find((s: { id: string }) => s.id === h.studentId);
  const staffFav = staffStudent.favourites.find((f: { collegeId: number }) => f.collegeId === college.id);
  screens.staffDetail = {
    awardYear: staffStudent.awardYear,
    fullCost: staffFav.fullCost,
    netPrice: staffFav.netPrice,
  };

  const compare = await get(admin, `/api/family/case-studies/compare?userId=${h.user.userId}`);
  const cell = compare.colleges.find(
    (c: { studentId: string; collegeId: number }) =>
      c.studentId === h.studentId && c.collegeId === college.id,
  ).cells[0];
  screens.caseStudyCompare = {
    awardYear: inOverview.awardYear,
    fullCost: cell.fullCost,
    netPrice: cell.estimatedNetPrice,
  };
  return { screens, item, inOverview };
}

describe('one price beside every net price (issues 19 and 20, ADR 0070)', () => {
  for (const which of [0, 1] as const) {
    it(`the ${which === 0 ? 'demo family' : 'Pennsylvania family'}: a private, an in-state public and an out-of-state public`, async () => {
      const h = households[which]!;
      const pdf = await t.inject({ method: 'GET', url: '/api/family/report.pdf', headers: h.user.headers });
      expect(pdf.statusCode).toBe(200);
      const text = pdfTextOf(pdf.rawPayload);
      const residencies: string[] = [];
      for (const unit of h.colleges) {
        const college = byUnit.get(unit)!;
        const { screens, item, inOverview } = await everyScreen(h, college);
        residencies.push(`${item.control}:${item.residency}`);
        const reference = screens.search!;
        expect(reference.fullCost, college.name).not.toBeNull();
        expect(reference.netPrice, college.name).not.toBeNull();
        expect(reference.awardYear).toBe(inOverview.awardYear);
        // The net price is never above the cost shown beside it.
        expect(reference.netPrice!, college.name).toBeLessThanOrEqual(reference.fullCost!);
        // The narrower figure is a different, smaller one: it is never the cost beside the net price.
        expect(item.tuitionFeesRoomBoard, college.name).toBeLessThan(reference.fullCost!);
        for (const [screen, shown] of Object.entries(screens)) {
          expect({ college: college.name, screen, ...shown }).toEqual({
            college: college.name,
            screen,
            ...reference,
          });
        }
        // The PDF's summary table: the full cost and the net price on the college's row.
        const row = text
          .split('\n')
          .find((line) => line.includes(usd(reference.fullCost!)) && line.includes(usd(reference.netPrice!)));
        expect(row, `${college.name} in the PDF:\n${text}`).toBeDefined();
        expect(row).toContain(reference.awardYear);
      }
      expect(residencies).toEqual([
        'private nonprofit:out-of-state',
        'public:in-state',
        'public:out-of-state',
      ]);
    });
  }
});
