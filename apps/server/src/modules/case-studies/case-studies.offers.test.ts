import type { AidOffer, CompareResponse, OfferComparisonResponse } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  adminAsFamily,
  agent,
  agentAsFamily,
  call,
  clone,
  collegeIds,
  family,
  MISSING,
  otherAgentAsFamily,
  studentId,
  t,
  useCaseStudiesWorld,
} from '../../../test/support/case-studies/case-studies.testing';
import { PASSWORD } from '../../../test/support/test-app';

/*
 * A case study carries its own copy of the family's aid offers (issue 22, ADR 0065): copied when it is made,
 * changed only in the case study, compared with the case study's own figures, shown by the case-study compare,
 * in the family's activity log and export.
 */
useCaseStudiesWorld();

const letter = (over: Record<string, unknown> = {}) => ({
  studentId,
  collegeId: collegeIds[0],
  awardYear: '2027-28',
  tuitionAndFees: 12_000,
  housingAndFood: 12_500,
  housingOnCampus: true,
  booksAndSupplies: 1_200,
  transportation: 900,
  personalExpenses: 1_800,
  letterTotalAid: null,
  letterNetCost: null,
  items: [
    {
      kind: 'grant',
      name: 'University Grant',
      amount: 4_000,
      source: 'college',
      basis: 'need',
      renewable: true,
    },
    { kind: 'loan', name: 'Direct Subsidized Loan', amount: 3_500, loanKind: 'subsidised' },
  ],
  ...over,
});

const scoped = (url: string, versionId: string) =>
  `${url}${url.includes('?') ? '&' : '?'}familyVersionId=${versionId}`;
const familyOffers = async (): Promise<AidOffer[]> =>
  (await call(family, 'GET', '/api/family/aid-offers')).json().offers;

describe('a case study’s own copy of the aid offers', () => {
  let familyOffer: AidOffer;
  let versionId: string;
  let copy: AidOffer;

  it('is made with the case study: the same letter under new ids', async () => {
    const created = await call(family, 'POST', '/api/family/aid-offers', letter());
    expect(created.statusCode, created.body).toBe(201);
    familyOffer = created.json();
    const res = await clone(adminAsFamily, admin.userId, 'Offers what-if');
    expect(res.statusCode, res.body).toBe(201);
    versionId = res.json().id;

    const list = await call(adminAsFamily, 'GET', scoped('/api/family/aid-offers', versionId));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      canEdit: true,
      caseStudy: { id: versionId, name: 'Offers what-if' },
    });
    expect(list.json().offers).toHaveLength(1);
    copy = list.json().offers[0];
    const { id: _a, items: copyItems, ...copyRest } = copy;
    const { id: _b, items: familyItems, ...familyRest } = familyOffer;
    expect(copy.id).not.toBe(familyOffer.id);
    expect(copyRest).toEqual(familyRest);
    expect(copyItems.map(({ id: _, ...rest }) => rest)).toEqual(
      familyItems.map(({ id: _, ...rest }) => rest),
    );
    expect(copyItems.every((item, i) => item.id !== familyItems[i]!.id)).toBe(true);
    // The family's own list says whose it is.
    expect((await call(adminAsFamily, 'GET', '/api/family/aid-offers')).json().caseStudy).toBeNull();
  });

  it('changes only in the case study: the family’s offer stays as it was', async () => {
    const url = `/api/family/draft-profile/aid-offer/${copy.id}/${versionId}`;
    const changed = await call(adminAsFamily, 'PUT', url, letter({ tuitionAndFees: 15_000 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: copy.id, tuitionAndFees: 15_000, studentName: 'Sofia Case' });
    const second = await call(
      agentAsFamily,
      'POST',
      `/api/family/draft-profile/aid-offer/${versionId}`,
      letter({ collegeId: collegeIds[1], items: [] }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const appeal = await call(adminAsFamily, 'PUT', `${url}/appeal`, {
      circumstances: 'Our income fell by half in March 2027.',
    });
    expect(appeal.statusCode, appeal.body).toBe(200);
    expect(appeal.json().appealCircumstances).toBe('Our income fell by half in March 2027.');

    const offers = await familyOffers();
    expect(offers).toHaveLength(1);
    expect(offers[0]).toEqual(familyOffer);
    const inCase = (await call(adminAsFamily, 'GET', scoped('/api/family/aid-offers', versionId))).json();
    expect(inCase.offers.map((o: AidOffer) => o.tuitionAndFees).sort()).toEqual([12_000, 15_000]);

    // The family's rules and messages: one offer per student, college and award year; whole dollars; its students.
    const again = await call(
      adminAsFamily,
      'POST',
      `/api/family/draft-profile/aid-offer/${versionId}`,
      letter(),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Sofia Case already has an offer from this college for 2027-28: change that one instead.',
    );
    const cents = await call(
      adminAsFamily,
      'POST',
      `/api/family/draft-profile/aid-offer/${versionId}`,
      letter({ collegeId: collegeIds[2], tuitionAndFees: 10.5 }),
    );
    expect(cents.statusCode).toBe(400);
    expect(cents.json().error.fields.tuitionAndFees).toBe(
      'Enter tuition and fees in whole dollars, without cents.',
    );
    const stranger = await call(
      adminAsFamily,
      'POST',
      `/api/family/draft-profile/aid-offer/${versionId}`,
      letter({ collegeId: collegeIds[2], studentId: MISSING }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields.studentId).toBe('Choose one of your students.');
    expect(
      (await call(adminAsFamily, 'GET', scoped('/api/family/aid-offers', versionId))).json().offers,
    ).toHaveLength(2);

    // Removing one from the case study leaves the family's.
    const removed = await call(
      adminAsFamily,
      'DELETE',
      `/api/family/draft-profile/aid-offer/${second.json().id}/${versionId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await familyOffers()).toHaveLength(1);
    const missing = await call(
      adminAsFamily,
      'DELETE',
      `/api/family/draft-profile/aid-offer/${MISSING}/${versionId}`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('is compared with the case study’s own figures, and the case-study compare shows both copies', async () => {
    // The what-if: the parent's income much lower in the case study.
    const draft = (
      await call(adminAsFamily, 'GET', `/api/family/draft-profile?familyVersionId=${versionId}`)
    ).json();
    const parent = await call(
      adminAsFamily,
      'PUT',
      `/api/family/profile/parent/${draft.parents[0].id}/${versionId}`,
      { annualIncome: 20_000 },
    );
    expect(parent.statusCode, parent.body).toBe(200);

    const own: OfferComparisonResponse = (
      await call(adminAsFamily, 'GET', `/api/family/aid-offers/compare?ids=${familyOffer.id}`)
    ).json();
    const res = await call(
      adminAsFamily,
      'GET',
      scoped(`/api/family/aid-offers/compare?ids=${copy.id}`, versionId),
    );
    expect(res.statusCode, res.body).toBe(200);
    const what: OfferComparisonResponse = res.json();
    expect(what.caseStudy).toEqual({ id: versionId, name: 'Offers what-if' });
    expect(what.notes.join(' ')).toMatch(/case study ‘Offers what-if’/);
    expect(what.offers[0]!.netPrice).toBe(own.offers[0]!.netPrice + 3_000);
    // A lower income: our estimate expects more in grants (the Pell Grant) than for the family as it is.
    expect(own.offers[0]!.expectedGrants).not.toBeNull();
    expect(what.offers[0]!.expectedGrants!).toBeGreaterThan(own.offers[0]!.expectedGrants!);
    // The family's offer is not the case study's, and the other way round.
    expect(
      (
        await call(
          adminAsFamily,
          'GET',
          scoped(`/api/family/aid-offers/compare?ids=${familyOffer.id}`, versionId),
        )
      ).statusCode,
    ).toBe(404);

    const letterRes = await call(
      adminAsFamily,
      'GET',
      scoped(`/api/family/aid-offers/${copy.id}/appeal-letter`, versionId),
    );
    expect(letterRes.statusCode, letterRes.body).toBe(200);
    expect(letterRes.json().paragraphs.join(' ')).toContain('Our income fell by half in March 2027.');
    const pdf = await call(
      adminAsFamily,
      'GET',
      scoped(`/api/family/aid-offers/${copy.id}/appeal-letter.pdf`, versionId),
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    for (const user of [adminAsFamily, agent]) {
      const compared = await call(
        user,
        'GET',
        `/api/family/case-studies/compare?versionIds=${versionId}&userId=${family.userId}`,
      );
      expect(compared.statusCode, compared.body).toBe(200);
      const body: CompareResponse = compared.json();
      expect(body.offers).toHaveLength(1);
      const [row] = body.offers;
      expect(row).toMatchObject({ studentId, collegeId: collegeIds[0], awardYear: '2027-28' });
      expect(row!.cells[0]).toMatchObject({
        netPrice: own.offers[0]!.netPrice,
        expectedGrants: own.offers[0]!.expectedGrants,
        netPriceDifference: null,
      });
      expect(row!.cells[1]).toMatchObject({
        netPrice: what.offers[0]!.netPrice,
        expectedGrants: what.offers[0]!.expectedGrants,
        netPriceDifference: 3_000,
      });
      // "What differs from the family profile" names the offer's change beside the profile's.
      expect(body.columns[1]!.changes).toContain(
        `Sofia Case's 2027-28 offer from ${familyOffer.collegeName}: tuition and fees $12,000 -> $15,000`,
      );
      expect(body.columns[1]!.changes.some((c) => c.startsWith('Parent 1 income'))).toBe(true);
    }
  });

  it('only while staff act as the family, only its own case study', async () => {
    expect((await call(family, 'GET', scoped('/api/family/aid-offers', versionId))).statusCode).toBe(403);
    expect((await call(agent, 'GET', scoped('/api/family/aid-offers', versionId))).statusCode).toBe(403);
    expect(
      (await call(otherAgentAsFamily, 'GET', scoped('/api/family/aid-offers', versionId))).statusCode,
    ).toBe(404);
    const write = await call(
      otherAgentAsFamily,
      'PUT',
      `/api/family/draft-profile/aid-offer/${copy.id}/${versionId}`,
      letter(),
    );
    expect(write.statusCode).toBe(404);
    const byFamily = await call(family, 'POST', `/api/family/draft-profile/aid-offer/${versionId}`, letter());
    expect([403, 404]).toContain(byFamily.statusCode);
  });

  it('is in the family’s activity log and export; deleting the account still completes', async () => {
    const activity = await call(family, 'GET', '/api/family/activity');
    const sentences = (activity.json().items as { sentences: string[] }[]).flatMap((i) => i.sentences);
    expect(sentences.join('\n')).toMatch(
      /changed an aid offer \([^)]*Sofia Case, 2027-28\) in the case study 'Offers what-if'/,
    );
    expect(sentences.join('\n')).toMatch(/removed an aid offer \([^)]*\) in the case study 'Offers what-if'/);

    const exported = await call(family, 'GET', '/api/family/export');
    expect(exported.statusCode).toBe(200);
    const study = exported.json().caseStudies.find((c: { id: string }) => c.id === versionId);
    expect(study.snapshot.offers).toHaveLength(1);
    expect(study.snapshot.offers[0]).toMatchObject({ tuitionAndFees: 15_000 });

    const familyId = (
      await t.db.select().from(schema.families).where(eq(schema.families.userId, family.userId))
    )[0]!.id;
    const del = await call(family, 'DELETE', '/api/family/account', { password: PASSWORD });
    expect(del.statusCode, del.body).toBe(200);
    expect(
      await t.db
        .select()
        .from(schema.draftFamilyVersions)
        .where(eq(schema.draftFamilyVersions.familyId, familyId)),
    ).toEqual([]);
    expect(await t.db.select().from(schema.aidOffers).where(eq(schema.aidOffers.familyId, familyId))).toEqual(
      [],
    );
  });
});
