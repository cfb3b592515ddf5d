import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatSai, isSaiStep } from '@ccp/aid-engine';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFamily } from '../../../test/support/family-plan/family-plan.testing';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { seedColleges } from '../../seed/colleges';
import { pdfText } from './report-pdf';

let t: TestApp;
let family: TestUser;
let setup: Awaited<ReturnType<typeof planFamily>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedColleges(t.db);
  family = await t.user('family');
  setup = await planFamily(t, family, [2027, 2029]);
});
afterAll(async () => t?.close());

const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US')}`;
const get = async (user: TestUser, url: string) =>
  (await t.inject({ method: 'GET', url, headers: user.headers })).json();

/** The PDF's text as `pdftotext -layout` reads it back (poppler-utils). */
function textOf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'ccp-report-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('GET /api/family/report.pdf', () => {
  it('is a dated, tagged PDF whose figures are the API’s, with its reference stored', async () => {
    const before = new Date();
    const res = await t.inject({ method: 'GET', url: '/api/family/report.pdf', headers: family.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Tagged: a structure tree and the Marked flag.
    expect(pdf.toString('latin1')).toContain('/StructTreeRoot');
    expect(pdf.toString('latin1')).toMatch(/\/Marked true/);

    const reference = /filename="college-cost-plan-(CCP-\d{8}-[0-9A-F]{8})\.pdf"/.exec(
      String(res.headers['content-disposition']),
    )?.[1];
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(reference).toBeDefined();
    const [stored] = await t.db
      .select()
      .from(schema.familyReports)
      .where(eq(schema.familyReports.reference, reference!));
    expect(stored?.familyId).toBe(setup.familyId);
    expect(stored?.figuresHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const text = textOf(pdf);
    expect(text).toContain(`Reference number: ${reference}`);
    expect(text).toContain(`Made on ${stored!.createdAt.toISOString().slice(0, 10)}`);
    for (const student of setup.students) {
      const sai = await get(family, `/api/family/sai?studentId=${student.id}`);
      const result = sai.result;
      expect(text).toContain(`${student.name}: Student Aid Index for ${result.awardYear}`);
      expect(text).toContain(`Federal Student Aid Index (SAI): ${formatSai(result.federal.sai)}.`);
      expect(text).toContain(`Pell Grant: ${usd(result.pell.annualAward)} a year`);
      expect(text).toContain(
        `${usd(result.institutional.estimate)}, range ${usd(result.institutional.low)} to ${usd(result.institutional.high)}`,
      );
      // Each step of the SAI page, with its amount.
      for (const step of result.federal.groups.flatMap((g: { steps: unknown[] }) => g.steps) as {
        label: string;
        amount: number;
      }[]) {
        const label = pdfText(step.label).slice(0, 20);
        const amount = isSaiStep(step) ? formatSai(step.amount) : usd(step.amount);
        const line = text.split('\n').find((l) => l.includes(label) && l.includes(amount));
        expect(line, `${step.label} ${amount}`).toBeDefined();
      }
    }
    const favourites = await get(family, '/api/family/favourites');
    const section = text.slice(text.indexOf('Favorite colleges'), text.indexOf('Four-year plan'));
    let count = 0;
    for (const s of favourites.students) {
      for (const f of s.favourites) {
        expect(section).toContain(usd(f.college.estimatedNetPrice));
        expect(section).toContain(usd(f.college.costOfAttendance));
        // Need and net price work from the full cost; the spec's narrower figure is labelled as such.
        expect(section).toContain(usd(f.college.fullCost));
        count += 1;
      }
    }
    expect(count).toBe(3);
    const plan = await get(family, '/api/family/plan');
    const total = text.split('\n').find((l) => l.includes('Plan total'));
    expect(total).toContain(usd(plan.totals.costOfAttendance));
    expect(total).toContain(usd(plan.totals.pell));
    expect(total).toContain(usd(plan.totals.netPrice));
    expect(text).toContain(`Net price over the plan: ${usd(plan.totals.netPrice)}`);
    for (const year of plan.years) {
      const line = text.split('\n').find((l) => l.includes(year.awardYear) && l.includes('Family total'));
      expect(line, year.awardYear).toContain(usd(year.totalNetPrice));
    }
    expect(text).toContain('Data sources');
    expect(text).toContain('not an official FAFSA');
  });

  it('opens with a one-page summary: who, which year, the SAI, Pell and each favorite’s price after grants', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/family/report.pdf', headers: family.headers });
    const pages = textOf(res.rawPayload).split('\f');
    const first = pages[0] ?? '';
    expect(pages.length).toBeGreaterThan(2);
    expect(first).toContain('State: OH');
    const summary = first.slice(first.indexOf('Summary'));
    expect(summary).not.toBe('');
    for (const student of setup.students) {
      const { result } = await get(family, `/api/family/sai?studentId=${student.id}`);
      const line = summary.split('\n').find((l) => l.includes(student.name) && l.includes(result.awardYear));
      expect(line, student.name).toContain(formatSai(result.federal.sai));
      expect(line, student.name).toContain(usd(result.pell.annualAward));
      // The SAI is an index: no dollar sign before it.
      expect(line).not.toContain(`$${formatSai(result.federal.sai)}`);
    }
    const favourites = await get(family, '/api/family/favourites');
    for (const s of favourites.students) {
      for (const f of s.favourites) {
        const line = summary.split('\n').find((l) => l.includes(pdfText(f.college.name).slice(0, 25)));
        expect(line, f.college.name).toContain(usd(f.college.estimatedNetPrice));
      }
    }
    // The detail (the formula's steps) starts on the next page.
    expect(first).not.toContain('Rule or table');
    expect(pages[1]).toContain('Student Aid Index for');
  });

  it('gives each report its own reference', async () => {
    const refs = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await t.inject({ method: 'GET', url: '/api/family/report.pdf', headers: family.headers });
      refs.add(String(res.headers['content-disposition']));
    }
    expect(refs.size).toBe(2);
  });

  it('refuses other roles, anyone signed out, and a family without an SAI yet (nothing stored)', async () => {
    const agent = await t.user('financial_agent');
    expect(
      (await t.inject({ method: 'GET', url: '/api/family/report.pdf', headers: agent.headers })).statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/family/report.pdf' })).statusCode).toBe(401);
    const fresh = await t.user('family');
    const res = await t.inject({ method: 'GET', url: '/api/family/report.pdf', headers: fresh.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('UNPROCESSABLE');
    const [freshFamily] = await t.db
      .select()
      .from(schema.families)
      .where(eq(schema.families.userId, fresh.userId));
    const rows = await t.db
      .select()
      .from(schema.familyReports)
      .where(eq(schema.familyReports.familyId, freshFamily!.id));
    expect(rows).toEqual([]);
  });

  it('limits reports to 20 a minute per address, in the one error shape', async () => {
    const fresh = await t.user('family');
    const statuses: number[] = [];
    let refused: { error: { code: string } } | null = null;
    for (let i = 0; i < 21 && refused === null; i++) {
      const res = await t.inject({ method: 'GET', url: '/api/family/report.pdf', headers: fresh.headers });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused = res.json();
    }
    expect(statuses).toContain(429);
    expect(refused?.error.code).toBe('RATE_LIMITED');
  });
});
