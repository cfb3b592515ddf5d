import { collegeFit, paymentShareOfEarnings, standardMonthlyPayment } from '@ccp/aid-engine';
import type { CollegeSearchItem } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  rows,
  search,
  searchAll,
  t,
  useCatalogueApp,
} from '../../../test/support/colleges/college-catalogue.testing';
import type { TestUser } from '../../../test/support/test-app';
import type { CollegeRow } from './colleges.repository';

useCatalogueApp();

let parent: TestUser;
let other: TestUser;
let maya: string;
let noah: string;
let stranger: string;

async function studentsOf(user: TestUser, list: { name: string; sat: number | null; act: number | null }[]) {
  const [family] = await t.db
    .update(schema.families)
    .set({ state: 'OH', federalSai: 12000 })
    .where(eq(schema.families.userId, user.userId))
    .returning();
  const inserted = await t.db
    .insert(schema.students)
    .values(list.map((s, i) => ({ familyId: family!.id, position: i + 1, graduationYear: 2027, ...s })))
    .returning({ id: schema.students.id });
  return inserted.map((s) => s.id);
}

beforeAll(async () => {
  [parent, other] = await Promise.all([t.user('family'), t.user('family')]);
  const own = await studentsOf(parent, [
    { name: 'Maya', sat: 1310, act: null },
    { name: 'Noah', sat: null, act: null },
  ]);
  maya = own[0]!;
  noah = own[1]!;
  stranger = (await studentsOf(other, [{ name: 'Eli', sat: 1500, act: 34 }]))[0]!;
});

const fitOfRow = (row: CollegeRow, sat: number | null, act: number | null) =>
  collegeFit(
    { sat, act },
    {
      admissionRate: row.admissionRate,
      satRange:
        row.satReading25 !== null &&
        row.satMath25 !== null &&
        row.satReading75 !== null &&
        row.satMath75 !== null
          ? { low: row.satReading25 + row.satMath25, high: row.satReading75 + row.satMath75 }
          : null,
      actRange:
        row.actComposite25 !== null && row.actComposite75 !== null
          ? { low: row.actComposite25, high: row.actComposite75 }
          : null,
    },
  );

describe('college fit for the chosen student', () => {
  it("labels every result by the first student's scores by default, with the reason", async () => {
    const page = await search('state=OH&limit=100', parent);
    expect(page).toMatchObject({ fitStudent: { id: maya, name: 'Maya', hasScores: true } });
    for (const item of page.items) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(item.fit).toEqual(fitOfRow(row, 1310, null));
    }
    expect(page.items.some((c) => c.fit.level === 'reach' && /^SAT 1310 is below/.test(c.fit.reason))).toBe(
      true,
    );
  });

  it('says "Not enough data" for a student without scores, never a guess', async () => {
    const page = await search(`student_id=${noah}&state=OH&limit=50`, parent);
    expect(page.fitStudent).toMatchObject({ id: noah, hasScores: false });
    // Only the colleges admitting under 15% (a reach for everyone) carry a label without scores.
    for (const item of page.items) {
      if (item.acceptanceRate !== null && item.acceptanceRate < 0.15) expect(item.fit.level).toBe('reach');
      else expect(item.fit.reason).toMatch(/^Not enough data/);
    }
  });

  it('filters by fit to exactly the colleges with that label', async () => {
    for (const level of ['reach', 'target', 'likely'] as const) {
      const found = await searchAll(`student_id=${maya}&fit=${level}&state=CA`, parent);
      const expected = rows.filter((r) => r.state === 'CA' && fitOfRow(r, 1310, null).level === level);
      expect(found.map((c) => c.id).sort()).toEqual(expected.map((r) => r.id).sort());
      expect(expected.length).toBeGreaterThan(0);
    }
  });

  it('sorts by fit: likely, target, reach, then the unlabelled', async () => {
    const rank = { likely: 0, target: 1, reach: 2, unknown: 3 };
    const whole = await searchAll(`student_id=${maya}&state=MA&sort_college=fit&sort_order=ASC`, parent);
    const ranks = whole.map((c: CollegeSearchItem) => rank[c.fit.level]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const desc = await searchAll(`student_id=${maya}&state=MA&sort_college=fit&sort_order=DESC`, parent);
    const known = desc.map((c) => rank[c.fit.level]).filter((r) => r < 3);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(desc.at(-1)?.fit.level).toBe('unknown');
  });

  it("refuses another family's student and a malformed id", async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/family/colleges?student_id=${stranger}`,
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(404);
    const detail = await t.inject({
      method: 'GET',
      url: `/api/family/colleges/${rows[0]!.id}?student_id=${stranger}`,
      headers: parent.headers,
    });
    expect(detail.statusCode).toBe(404);
    const bad = await t.inject({
      method: 'GET',
      url: '/api/family/colleges?student_id=abc&fit=maybe',
      headers: parent.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['fit', 'student_id']);
  });

  it("gives the college page the student's fit", async () => {
    const row = rows.find(
      (r) => r.satReading25 !== null && r.satMath25 !== null && (r.admissionRate ?? 0) > 0.3,
    )!;
    const res = await t.inject({
      method: 'GET',
      url: `/api/family/colleges/${row.id}?student_id=${maya}`,
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().college.fit).toEqual(fitOfRow(row, 1310, null));
    expect(res.json().fitStudent).toMatchObject({ id: maya });
  });
});

describe('debt payment', () => {
  it('gives the monthly payment of the median debt at the named federal rate, sortable and filterable', async () => {
    const page = await search('state=OH&sort_college=debt_payment&sort_order=ASC&limit=100', parent);
    expect(page.loanRate).toMatchObject({ percent: 6.52, awardYear: '2026-27' });
    for (const item of page.items)
      expect(item.monthlyDebtPayment).toBe(standardMonthlyPayment(item.medianDebt));
    const known = page.items.map((c) => c.monthlyDebtPayment).filter((v): v is number => v !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    const capped = await searchAll('state=OH&max_debt_payment=200', parent);
    const expected = rows.filter(
      (r) =>
        r.state === 'OH' &&
        (standardMonthlyPayment(r.medianDebtCompleters) ?? Number.POSITIVE_INFINITY) <= 200,
    );
    expect(capped.map((c) => c.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe('earnings and the payment as a share of them', () => {
  const shareOf = (r: CollegeRow) =>
    paymentShareOfEarnings(standardMonthlyPayment(r.medianDebtCompleters), r.medianEarnings10yr);

  it('gives the median earnings 10 years after entry and the payment share, sorted by either', async () => {
    const page = await search('state=OH&sort_college=earnings&sort_order=DESC&limit=100', parent);
    for (const item of page.items) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(item.medianEarnings).toBe(row.medianEarnings10yr);
      expect(item.paymentShareOfEarnings).toBe(shareOf(row));
    }
    const earnings = page.items.map((c) => c.medianEarnings);
    const known = earnings.filter((v): v is number => v !== null);
    expect(known.length).toBeGreaterThan(10);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    // Colleges without the figure come last, whatever the order.
    expect(earnings.slice(0, known.length)).toEqual(known);

    // How sure the net prices are: the family's reasons come with the figures (no household size given here), with
    // the first student's award year's own (a 2027-28 maximum Pell not published yet).
    const reasons = page.assumptions.estimateReasons as string[];
    expect(reasons.filter((r) => !r.startsWith('Pell: '))).toEqual([
      'Household size not given: the parents and the student are counted',
    ]);
    for (const r of reasons.filter((r) => r.startsWith('Pell: ')))
      expect(r).toMatch(/maximum Pell not set yet .*2026-27’s \$7,395 used$/);
    const byShare = await search('state=OH&sort_college=payment_share&sort_order=ASC&limit=100', parent);
    const shares = byShare.items.map((c) => c.paymentShareOfEarnings).filter((v): v is number => v !== null);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    // A hand-checked share: 12 payments on the median debt over the earnings, 3 decimals.
    const sample = rows.find((r) => r.state === 'OH' && shareOf(r) !== null)!;
    const monthly = standardMonthlyPayment(sample.medianDebtCompleters)!;
    expect(shareOf(sample)).toBeCloseTo((monthly * 12) / sample.medianEarnings10yr!, 3);
  });

  it('filters by minimum earnings and maximum payment share, never passing a college without the figure', async () => {
    const rich = await searchAll('state=OH&min_earnings=60000', parent);
    const expectedRich = rows.filter((r) => r.state === 'OH' && (r.medianEarnings10yr ?? -1) >= 60_000);
    expect(rich.map((c) => c.id).sort()).toEqual(expectedRich.map((r) => r.id).sort());
    expect(expectedRich.length).toBeGreaterThan(0);

    const light = await searchAll('state=OH&max_payment_share=8', parent);
    const expectedLight = rows.filter(
      (r) => r.state === 'OH' && (shareOf(r) ?? Number.POSITIVE_INFINITY) <= 0.08,
    );
    expect(light.map((c) => c.id).sort()).toEqual(expectedLight.map((r) => r.id).sort());
    expect(expectedLight.length).toBeGreaterThan(0);
  });

  it('refuses a negative earnings floor and a share above 100% with the one error shape', async () => {
    for (const query of ['min_earnings=-1', 'max_payment_share=150', 'sort_college=salary']) {
      const res = await t.inject({
        method: 'GET',
        url: `/api/family/colleges?${query}`,
        headers: parent.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('paging past the end', () => {
  it('answers no items with the number of pages there are', async () => {
    const page = await search('state=VT&page=99', parent);
    expect(page.items).toEqual([]);
    expect(page.totalPages).toBe(Math.ceil(page.total / 20));
    expect(page.page).toBe(99);
  });
});

describe('distance from the family home ZIP code', () => {
  const put = (user: TestUser, body: Record<string, string>) =>
    t.inject({ method: 'PUT', url: '/api/family/profile/family', headers: user.headers, payload: body });

  it('refuses a malformed or unknown ZIP code and keeps the profile as it was', async () => {
    const bad = await put(parent, { zip: '4321' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.zip).toBe('Enter a 5-digit ZIP code, like 43215.');
    const unknown = await put(parent, { zip: '00000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.zip).toMatch(/do not know this ZIP code/);
  });

  it('shows the miles from the home ZIP code, filters and sorts by them', async () => {
    expect((await search('state=OH&max_distance=50', parent)).total).toBe(0);
    const saved = await put(parent, { zip: '43215' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().zip).toBe('43215');
    t.app.familyContexts.forget(parent.userId);
    const near = await searchAll('max_distance=30&sort_college=distance&sort_order=ASC', parent);
    expect(near.length).toBeGreaterThan(5);
    const miles = near.map((c) => c.distanceMiles!);
    expect(miles.every((m) => m <= 30)).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const osu = near.find((c) => c.name === 'Ohio State University-Main Campus')!;
    expect(osu.distanceMiles).toBeLessThanOrEqual(3);
    const page = await search('search=Harvard', parent);
    expect(page.homeZip).toBe('43215');
    // Columbus to Cambridge, MA: about 640 miles as the crow flies.
    expect(page.items[0]!.distanceMiles).toBeGreaterThan(620);
    expect(page.items[0]!.distanceMiles).toBeLessThan(660);
  });
});
