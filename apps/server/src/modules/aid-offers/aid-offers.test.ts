import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AidOffer, AppealLetterResponse, OfferComparisonResponse } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs } from '../../../test/support/act-as.testing';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { seedColleges } from '../../seed/colleges';

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let professional: TestUser;
let familyA: TestUser;
let familyB: TestUser;
let familyC: TestUser;
let familyAId: string;
let familyBId: string;

const familyIdOf = async (user: TestUser) =>
  (await t.db.select().from(schema.families).where(eq(schema.families.userId, user.userId)))[0]!.id;

/** An admin, an agent of family A's organisation, an agent of another, a professional, families A, B and C. */
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin');
  agent = await t.user('financial_agent', { organisation: 'Offers Test Advisors' });
  otherAgent = await t.user('financial_agent', { organisation: 'Elsewhere Advisors' });
  professional = await t.user('admission_professional');
  [familyA, familyB, familyC] = await Promise.all([t.user('family'), t.user('family'), t.user('family')]);
  [familyAId, familyBId] = await Promise.all([familyIdOf(familyA), familyIdOf(familyB)]);
  const [agentRow] = await t.db.select().from(schema.agents).where(eq(schema.agents.userId, agent.userId));
  await t.db
    .update(schema.families)
    .set({ organisationId: agentRow!.organisationId, agentId: agentRow!.id })
    .where(eq(schema.families.id, familyAId));
  await t.db
    .insert(schema.parents)
    .values({ familyId: familyAId, position: 1, firstName: 'Pat', lastName: 'Alpha', annualIncome: 95_000 });
});
afterAll(async () => t?.close());

let sofia: string;
let brother: string;
let studentOfB: string;
let colleges: { id: number; name: string }[];

beforeAll(async () => {
  await seedColleges(t.db);
  await t.db
    .update(schema.families)
    .set({ state: 'OH', familyMembersCount: 4, collegeSavingsAccountsAmount: 20_000, checkingAmount: 5_000 })
    .where(eq(schema.families.id, familyAId));
  const [s1, s2] = await t.db
    .insert(schema.students)
    .values([
      {
        familyId: familyAId,
        position: 1,
        name: 'Sofia Alpha',
        graduationYear: 2027,
        incomeAmount: 0,
        savingsAmount: 1_000,
      },
      {
        familyId: familyAId,
        position: 2,
        name: 'Sam Alpha',
        graduationYear: 2030,
        incomeAmount: 0,
        savingsAmount: 0,
      },
    ])
    .returning();
  sofia = s1!.id;
  brother = s2!.id;
  const [b] = await t.db
    .insert(schema.students)
    .values({ familyId: familyBId, position: 1, name: 'Beta Kid', graduationYear: 2027 })
    .returning();
  studentOfB = b!.id;
  colleges = await t.db
    .select({ id: schema.colleges.id, name: schema.colleges.name })
    .from(schema.colleges)
    .where(and(eq(schema.colleges.state, 'OH'), gt(schema.colleges.tuitionFeesInState, 0)))
    .orderBy(asc(schema.colleges.id))
    .limit(8);
});

const letter = (over: Record<string, unknown> = {}) => ({
  studentId: sofia,
  collegeId: colleges[0]!.id,
  awardYear: '2027-28',
  tuitionAndFees: 13_000,
  housingAndFood: 13_500,
  housingOnCampus: true,
  booksAndSupplies: 1_200,
  transportation: 900,
  personalExpenses: 1_800,
  letterTotalAid: 24_000,
  letterNetCost: null,
  items: [
    {
      kind: 'grant',
      name: 'Federal Pell Grant',
      amount: 2_500,
      source: 'federal',
      basis: 'need',
      renewable: true,
    },
    {
      kind: 'grant',
      name: 'University Grant',
      amount: 5_000,
      source: 'college',
      basis: 'need',
      renewable: true,
      renewalCondition: 'a GPA of 2.5 or more',
    },
    {
      kind: 'scholarship',
      name: 'Welcome Scholarship',
      amount: 2_000,
      source: 'college',
      basis: 'merit',
      renewable: false,
    },
    { kind: 'work_study', name: 'Federal Work-Study', amount: 2_000 },
    { kind: 'loan', name: 'Direct Subsidized Loan', amount: 3_500, loanKind: 'subsidised' },
    { kind: 'loan', name: 'Direct Unsubsidized Loan', amount: 2_000, loanKind: 'unsubsidised' },
    { kind: 'loan', name: 'Parent PLUS Loan', amount: 7_000, loanKind: 'parent_plus' },
  ],
  ...over,
});

const post = (headers: Record<string, string>, payload: object) =>
  t.inject({ method: 'POST', url: '/api/family/aid-offers', headers, payload });
const get = (user: { headers: Record<string, string> }, url: string) =>
  t.inject({ method: 'GET', url, headers: user.headers });

describe('entering offers', () => {
  let offer: AidOffer;

  it('a family enters an offer from the letter, line by line', async () => {
    const res = await post(familyA.headers, letter());
    expect(res.statusCode, res.body).toBe(201);
    offer = res.json();
    expect(offer).toMatchObject({
      studentName: 'Sofia Alpha',
      collegeName: colleges[0]!.name,
      awardYear: '2027-28',
    });
    expect(offer.items.map((i) => [i.kind, i.amount])).toEqual([
      ['grant', 2_500],
      ['grant', 5_000],
      ['scholarship', 2_000],
      ['work_study', 2_000],
      ['loan', 3_500],
      ['loan', 2_000],
      ['loan', 7_000],
    ]);
    const list = await get(familyA, '/api/family/aid-offers');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toMatch(/no-store/);
    expect(list.json()).toMatchObject({ familyId: familyAId, canEdit: true });
    expect(list.json().offers.map((o: AidOffer) => o.id)).toEqual([offer.id]);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'aid-offer.create'));
    expect(audit).toHaveLength(1);
  });

  it('at most one offer per student, college and award year: a clear 409', async () => {
    const res = await post(familyA.headers, letter());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Sofia Alpha already has an offer from this college for 2027-28: change that one instead.',
    );
    // Another year, or another student, is fine.
    expect((await post(familyA.headers, letter({ awardYear: '2028-29', items: [] }))).statusCode).toBe(201);
    expect(
      (await post(familyA.headers, letter({ studentId: brother, awardYear: '2030-31' }))).statusCode,
    ).toBe(201);
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const before = (await get(familyA, '/api/family/aid-offers')).json().offers.length;
    const cases: [object, string, string | RegExp][] = [
      [
        letter({ tuitionAndFees: 1_000.5 }),
        'tuitionAndFees',
        'Enter tuition and fees in whole dollars, without cents.',
      ],
      [letter({ booksAndSupplies: -1 }), 'booksAndSupplies', 'Books and supplies cannot be negative.'],
      [
        letter({
          items: [
            {
              kind: 'grant',
              name: 'State Grant',
              amount: -500,
              source: 'state',
              basis: 'need',
              renewable: true,
            },
          ],
        }),
        'items.0.amount',
        'Aid cannot be negative: enter the amount the letter shows, without a minus sign.',
      ],
      [
        letter({
          items: [
            {
              kind: 'grant',
              name: 'State Grant',
              amount: 500.25,
              source: 'state',
              basis: 'need',
              renewable: true,
            },
          ],
        }),
        'items.0.amount',
        'Enter the amount in whole dollars, without cents.',
      ],
      [
        letter({
          items: [{ kind: 'grant', name: 'Mystery Grant', amount: 500, basis: 'need', renewable: true }],
        }),
        'items.0.source',
        'Say whose money it is: federal, state, college or private.',
      ],
      [
        letter({ items: [{ kind: 'loan', name: 'A loan', amount: 500 }] }),
        'items.0.loanKind',
        /Choose the kind of loan/,
      ],
      [
        letter({ items: [{ kind: 'loan', name: 'Bank loan', amount: 500, loanKind: 'private' }] }),
        'items.0.interestRate',
        'Enter the private loan’s interest rate.',
      ],
      [letter({ awardYear: '2027-29' }), 'awardYear', /like 2027-28/],
      [letter({ studentId: studentOfB }), 'studentId', 'Choose one of your students.'],
      [letter({ collegeId: 999_999_999 }), 'collegeId', 'Choose a college from the catalogue.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(familyA.headers, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field]).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    }
    expect((await get(familyA, '/api/family/aid-offers')).json().offers).toHaveLength(before);
  });

  it('updates and deletes its own offer; another family’s is not found', async () => {
    const updated = await t.inject({
      method: 'PUT',
      url: `/api/family/aid-offers/${offer.id}`,
      headers: familyA.headers,
      payload: letter({ tuitionAndFees: 14_000 }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().tuitionAndFees).toBe(14_000);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.inject({
        method,
        url: `/api/family/aid-offers/${offer.id}`,
        headers: familyB.headers,
        ...(method === 'PUT' ? { payload: letter({ studentId: studentOfB }) } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await get(familyB, `/api/family/aid-offers/${offer.id}`)).statusCode).toBe(404);
    const extra = (await post(familyA.headers, letter({ collegeId: colleges[3]!.id, items: [] }))).json();
    const del = await t.inject({
      method: 'DELETE',
      url: `/api/family/aid-offers/${extra.id}`,
      headers: familyA.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(familyA, `/api/family/aid-offers/${extra.id}`)).statusCode).toBe(404);
  });
});

describe('who sees the offers', () => {
  it('the family’s agent and admins read them; another organisation, another family and a professional do not', async () => {
    const url = `/api/family/aid-offers?familyId=${familyAId}`;
    const seen = await get(agent, url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ familyId: familyAId, canEdit: false });
    expect(seen.json().offers.length).toBeGreaterThan(0);
    expect((await get(admin, url)).statusCode).toBe(200);
    expect((await get(otherAgent, url)).statusCode).toBe(404);
    expect((await get(familyB, url)).statusCode).toBe(404);
    expect((await get(familyC, url)).statusCode).toBe(404);
    expect((await get(professional, url)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Reading is not writing: staff with their own session cannot add one.
    const res = await post(agent.headers, letter({ collegeId: colleges[4]!.id }));
    expect(res.statusCode).toBe(403);
  });

  it('staff acting as the family write for it: the activity log says so', async () => {
    const acting = await actAs(t, familyA, agent);
    const res = await post(acting.headers, letter({ collegeId: colleges[5]!.id, items: [] }));
    expect(res.statusCode, res.body).toBe(201);
    const activity = await t.inject({ method: 'GET', url: '/api/family/activity', headers: familyA.headers });
    expect(JSON.stringify(activity.json())).toMatch(/added an aid offer \([^)]*Sofia Alpha, 2027-28\)/);
    // Acting as family A never reaches family B.
    expect(
      (await get({ headers: acting.headers }, `/api/family/aid-offers?familyId=${familyBId}`)).statusCode,
    ).toBe(404);
  });
});

describe('side by side, flags and the appeal letter', () => {
  let ids: string[];

  beforeAll(async () => {
    const offers: AidOffer[] = (await get(familyA, '/api/family/aid-offers')).json().offers;
    const first = offers.find((o) => o.collegeId === colleges[0]!.id && o.awardYear === '2027-28')!;
    const second = (
      await post(
        familyA.headers,
        letter({
          collegeId: colleges[1]!.id,
          letterTotalAid: null,
          items: [
            {
              kind: 'grant',
              name: 'Federal Pell Grant',
              amount: 2_500,
              source: 'federal',
              basis: 'need',
              renewable: true,
            },
            {
              kind: 'scholarship',
              name: 'Dean’s Award',
              amount: 9_000,
              source: 'college',
              basis: 'merit',
              renewable: true,
            },
          ],
        }),
      )
    ).json() as AidOffer;
    ids = [first.id, second.id];
  });

  it('compares the offers: net price with grants only, the loans’ ten-year cost, work-study apart, four years, flags', async () => {
    const res = await get(familyA, `/api/family/aid-offers/compare?ids=${ids.join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    const body: OfferComparisonResponse = res.json();
    const [a, b] = body.offers;
    expect(a!.costOfAttendance).toBe(14_000 + 13_500 + 1_200 + 900 + 1_800);
    expect(a!.grants).toBe(9_500);
    expect(a!.netPrice).toBe(a!.costOfAttendance - 9_500);
    expect(a!.workStudy).toBe(2_000);
    expect(a!.loansTotal).toBe(12_500);
    expect(a!.loans.every((l) => l.tenYearCost > l.amount)).toBe(true);
    expect(a!.flags.map((f) => f.kind)).toContain('loans-as-aid');
    expect(a!.fourYears.warnings.join(' ')).toMatch(/Front-loaded: Welcome Scholarship/);
    expect(a!.fourYears.warnings.join(' ')).toMatch(/Conditional: University Grant/);
    expect(b!.netPrice).toBe(b!.costOfAttendance - 11_500);
    expect([a!.cheapest, b!.cheapest].filter(Boolean)).toHaveLength(1);
    // Our estimate for the same student, college and year is there (the plan's own computation).
    expect(a!.expectedGrants).not.toBeNull();
    // The family's agent reads the same comparison.
    const asAgent = await get(
      agent,
      `/api/family/aid-offers/compare?familyId=${familyAId}&ids=${ids.join(',')}`,
    );
    expect(asAgent.json()).toEqual(body);
  });

  it('refuses more than six offers and unknown ones', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`).join(',');
    const res = await get(familyA, `/api/family/aid-offers/compare?ids=${seven}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.ids).toBe('Compare at most 6 offers at once.');
    const unknown = await get(
      familyA,
      `/api/family/aid-offers/compare?ids=${ids[0]},00000000-0000-4000-8000-000000000001`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('flags a grant below our estimate, with the reason', async () => {
    const tiny = (
      await post(
        familyA.headers,
        letter({
          collegeId: colleges[2]!.id,
          letterTotalAid: null,
          items: [
            {
              kind: 'grant',
              name: 'Small Grant',
              amount: 0,
              source: 'college',
              basis: 'need',
              renewable: true,
            },
          ],
        }),
      )
    ).json() as AidOffer;
    const [analysis] = (await get(familyA, `/api/family/aid-offers/compare?ids=${tiny.id}`)).json().offers;
    if ((analysis.expectedGrants ?? 0) >= 1_000) {
      const flag = analysis.flags.find((f: { kind: string }) => f.kind === 'grant-below-estimate');
      expect(flag.message).toMatch(/^Consider asking for a review: here is why\./);
    } else {
      expect(analysis.flags.map((f: { kind: string }) => f.kind)).not.toContain('grant-below-estimate');
    }
  });

  it('the appeal letter: the family’s circumstances, the report’s reference and date, as a page and a PDF', async () => {
    const first = ids[0]!;
    const draft: AppealLetterResponse = (
      await get(familyA, `/api/family/aid-offers/${first}/appeal-letter`)
    ).json();
    expect(draft.missing).toHaveLength(2);
    expect(draft.paragraphs[1]).toMatch(/^\[Describe what has changed/);
    const saved = await t.inject({
      method: 'PUT',
      url: `/api/family/aid-offers/${first}/appeal`,
      headers: familyA.headers,
      payload: {
        circumstances: 'Pat was laid off on 15 March 2027; our income this year will be about $40,000 lower.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tooLong = await t.inject({
      method: 'PUT',
      url: `/api/family/aid-offers/${first}/appeal`,
      headers: familyA.headers,
      payload: { circumstances: 'x'.repeat(2_001) },
    });
    expect(tooLong.statusCode).toBe(400);
    // The dated PDF report: the letter quotes its reference.
    const report = await t.inject({ method: 'GET', url: '/api/family/report.pdf', headers: familyA.headers });
    expect(report.statusCode, report.body.slice(0, 300)).toBe(200);
    const reference = /college-cost-plan-(CCP-[\dA-Z-]+)\.pdf/.exec(
      String(report.headers['content-disposition']),
    )![1]!;
    const letterNow: AppealLetterResponse = (
      await get(familyA, `/api/family/aid-offers/${first}/appeal-letter`)
    ).json();
    expect(letterNow.missing).toEqual([]);
    expect(letterNow.report?.reference).toBe(reference);
    expect(letterNow.paragraphs.join(' ')).toContain('Pat was laid off on 15 March 2027');
    expect(letterNow.paragraphs.join(' ')).toContain(reference);
    expect(letterNow.subject).toBe('Request for a review of Sofia Alpha’s financial aid offer for 2027-28');

    const pdf = await t.inject({
      method: 'GET',
      url: `/api/family/aid-offers/${first}/appeal-letter.pdf`,
      headers: familyA.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toMatch(/no-store/);
    const dir = mkdtempSync(join(tmpdir(), 'appeal-'));
    writeFileSync(join(dir, 'letter.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'letter.pdf'), '-']).toString();
    expect(text).toContain('Pat was laid off on 15 March 2027');
    expect(text).toContain(reference);
    expect(execFileSync('pdfinfo', [join(dir, 'letter.pdf')]).toString()).toMatch(/Pages:\s+1\n/);
    // The report itself has the offers and the funding plan.
    writeFileSync(join(dir, 'report.pdf'), report.rawPayload);
    const reportText = execFileSync('pdftotext', ['-layout', join(dir, 'report.pdf'), '-']).toString();
    expect(reportText).toContain('Your aid offers');
    expect(reportText).toContain('How you pay for it');
    // The agent reads the letter; another family does not.
    expect(
      (await get(agent, `/api/family/aid-offers/${first}/appeal-letter?familyId=${familyAId}`)).statusCode,
    ).toBe(200);
    expect((await get(familyB, `/api/family/aid-offers/${first}/appeal-letter.pdf`)).statusCode).toBe(404);
  });
});

describe('the family’s data', () => {
  it('the export holds every offer and line; deleting the account removes them', async () => {
    const exported = await t.inject({ method: 'GET', url: '/api/family/export', headers: familyA.headers });
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.aidOffers.length).toBeGreaterThan(0);
    expect(data.aidOffers[0].items.length).toBeGreaterThan(0);
    expect(data.fundingPlan).toHaveProperty('settings');
    const csv = await t.inject({
      method: 'GET',
      url: '/api/family/export?format=csv',
      headers: familyA.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/aid offer 1,/);
    const del = await t.inject({
      method: 'DELETE',
      url: '/api/family/account',
      headers: familyA.headers,
      payload: { password: 'correct-horse-battery' },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(
      await t.db.select().from(schema.aidOffers).where(eq(schema.aidOffers.familyId, familyAId)),
    ).toEqual([]);
    // Only family A had offers in this file: every line went with them.
    expect(await t.db.select().from(schema.aidOfferItems)).toEqual([]);
  });
});
