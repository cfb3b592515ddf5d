import { compareOffers, type OfferInput } from '@ccp/aid-engine';
import type {
  AidOffer,
  AidOfferRequest,
  AidOfferRequestSchema,
  AidOffersResponse,
  OfferComparisonResponse,
} from '@ccp/contracts';
import type { Db, DbOrTx } from '@ccp/db';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound, validationFailed } from '../../errors';
import { basisOfCaseStudy, basisOfFamily, caseStudyOfActor } from '../family-figures/family-figures.service';
import type { FiguresBasis } from '../family-figures/figures-basis';
import * as profileRepo from '../family-profile/family-profile.repository';
import { offerAccess } from './aid-offers.access';
import type { FamilyRow } from './aid-offers.repository';
import * as repo from './aid-offers.repository';
import { offerContexts } from './offer-context';

type OfferBody = z.output<typeof AidOfferRequestSchema>;

function toOffer(row: repo.OfferRow, items: repo.ItemRow[]): AidOffer {
  return {
    id: row.id,
    familyId: row.familyId,
    studentId: row.studentId,
    studentName: row.studentName,
    collegeId: row.collegeId,
    collegeName: row.collegeName,
    awardYear: row.awardYear,
    tuitionAndFees: row.tuitionAndFees,
    housingAndFood: row.housingAndFood,
    housingOnCampus: row.housingOnCampus,
    booksAndSupplies: row.booksAndSupplies,
    transportation: row.transportation,
    personalExpenses: row.personalExpenses,
    letterTotalAid: row.letterTotalAid,
    letterNetCost: row.letterNetCost,
    appealCircumstances: row.appealCircumstances,
    items: items
      .filter((i) => i.offerId === row.id)
      .map((i) => ({
        id: i.id,
        kind: i.kind,
        name: i.name,
        amount: i.amount,
        source: i.source,
        basis: i.basis,
        renewable: i.renewable,
        renewalCondition: i.renewalCondition,
        loanKind: i.loanKind,
        interestRate: i.interestRate,
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The family's offers, whole (every line), oldest student first. */
export async function offersOf(db: DbOrTx, familyId: string, ids?: string[]): Promise<AidOffer[]> {
  const rows = await repo.listOffers(db, familyId, ids);
  const items = await repo.listItems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toOffer(r, items));
}

/**
 * Where the offers are read (ADR 0065): the family's own, or, with `familyVersionId` while staff act as the family,
 * a case study's own copy, whose figures its offers are compared with.
 */
export interface OfferScope {
  family: FamilyRow;
  canEdit: boolean;
  caseStudy: { id: string; name: string } | null;
  /** The scope's offers, whole; `ids` keeps only those. */
  offers(ids?: string[]): Promise<AidOffer[]>;
  /** The figures our estimate compares the offers with: the family's, or the case study's. */
  basis(today: Date): Promise<FiguresBasis>;
  /** The parents' names as the scope's profile has them (the appeal letter's signature). */
  parentNames(): Promise<string[]>;
}

const fullNames = (parents: readonly { firstName: string; lastName: string }[]) =>
  parents.map((p) => `${p.firstName} ${p.lastName}`.trim()).filter(Boolean);

export async function offerScope(
  db: DbOrTx,
  actor: Actor,
  familyId: string | undefined,
  versionId: string | undefined,
): Promise<OfferScope> {
  if (versionId) {
    const { family, version, snapshot } = await caseStudyOfActor(db, actor, versionId);
    return {
      family,
      canEdit: true,
      caseStudy: { id: version.id, name: version.versionName },
      offers: async (ids) =>
        ids === undefined ? snapshot.offers : snapshot.offers.filter((o) => ids.includes(o.id)),
      basis: (today) => basisOfCaseStudy(db, family, version, today),
      parentNames: async () => fullNames(snapshot.profile.parents),
    };
  }
  const access = await offerAccess(db, actor, familyId, 'read');
  return {
    family: access.family,
    canEdit: access.canEdit,
    caseStudy: null,
    offers: (ids) => offersOf(db, access.family.id, ids),
    basis: (today) => basisOfFamily(db, access.family, today),
    parentNames: async () => fullNames(await profileRepo.listParents(db, access.family.id)),
  };
}

export async function listOffers(
  db: Db,
  actor: Actor,
  familyId?: string,
  versionId?: string,
): Promise<AidOffersResponse> {
  const scope = await offerScope(db, actor, familyId, versionId);
  return {
    familyId: scope.family.id,
    offers: await scope.offers(),
    canEdit: scope.canEdit,
    caseStudy: scope.caseStudy,
  };
}

export async function getOffer(
  db: Db,
  actor: Actor,
  id: string,
  familyId?: string,
  versionId?: string,
): Promise<AidOffer> {
  const [offer] = await (await offerScope(db, actor, familyId, versionId)).offers([id]);
  if (!offer) throw notFound('That aid offer');
  return offer;
}

/** The one-offer rule's message: a student has one offer per college and award year. */
export const sameOfferMessage = (studentName: string, awardYear: string) =>
  `${studentName} already has an offer from this college for ${awardYear}: change that one instead.`;

/** The student and college must be the family's and real, and the student has one offer per college and year. */
async function checkOffer(tx: DbOrTx, familyId: string, input: OfferBody, exceptId?: string) {
  const students = await profileRepo.listStudents(tx, familyId);
  const student = students.find((s) => s.id === input.studentId);
  if (!student) throw validationFailed({ studentId: 'Choose one of your students.' });
  if (!(await repo.collegeExists(tx, input.collegeId))) {
    throw validationFailed({ collegeId: 'Choose a college from the catalogue.' });
  }
  if (await repo.findSame(tx, input, exceptId)) {
    const message = sameOfferMessage(student.name, input.awardYear);
    throw new AppError('CONFLICT', message, { collegeId: message });
  }
  return student;
}

const describe = (offer: AidOffer) => `${offer.collegeName} for ${offer.studentName}, ${offer.awardYear}`;

export async function createOffer(db: Db, actor: Actor, input: OfferBody): Promise<AidOffer> {
  const { family } = await offerAccess(db, actor, undefined, 'write');
  const id = await retryingTransaction(db, async (tx) => {
    await checkOffer(tx, family.id, input);
    const id = await repo.insertOffer(tx, family.id, input as Required<AidOfferRequest>);
    const [offer] = await offersOf(tx, family.id, [id]);
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'aid-offer.create',
      entity: 'aid_offer',
      entityId: id,
      details: {
        collegeId: input.collegeId,
        studentId: input.studentId,
        awardYear: input.awardYear,
        items: input.items.length,
      },
      note: describe(offer!),
    });
    return id;
  });
  return (await offersOf(db, family.id, [id]))[0]!;
}

export async function updateOffer(db: Db, actor: Actor, id: string, input: OfferBody): Promise<AidOffer> {
  const { family } = await offerAccess(db, actor, undefined, 'write');
  await retryingTransaction(db, async (tx) => {
    const existing = await repo.findOffer(tx, family.id, id);
    if (!existing) throw notFound('That aid offer');
    await checkOffer(tx, family.id, input, id);
    await repo.updateOffer(tx, id, input as Required<AidOfferRequest>);
    const [offer] = await offersOf(tx, family.id, [id]);
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'aid-offer.update',
      entity: 'aid_offer',
      entityId: id,
      details: {
        collegeId: input.collegeId,
        studentId: input.studentId,
        awardYear: input.awardYear,
        items: input.items.length,
      },
      note: describe(offer!),
    });
  });
  return (await offersOf(db, family.id, [id]))[0]!;
}

export async function deleteOffer(db: Db, actor: Actor, id: string): Promise<{ ok: true }> {
  const { family } = await offerAccess(db, actor, undefined, 'write');
  await retryingTransaction(db, async (tx) => {
    const [offer] = await offersOf(tx, family.id, [id]);
    if (!offer) throw notFound('That aid offer');
    await repo.deleteOffer(tx, id);
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'aid-offer.delete',
      entity: 'aid_offer',
      entityId: id,
      details: { collegeId: offer.collegeId, studentId: offer.studentId, awardYear: offer.awardYear },
      note: describe(offer),
    });
  });
  return { ok: true };
}

export async function setAppealCircumstances(
  db: Db,
  actor: Actor,
  id: string,
  circumstances: string,
): Promise<AidOffer> {
  const { family } = await offerAccess(db, actor, undefined, 'write');
  await retryingTransaction(db, async (tx) => {
    const [offer] = await offersOf(tx, family.id, [id]);
    if (!offer) throw notFound('That aid offer');
    await repo.setAppeal(tx, id, circumstances);
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'aid-offer.appeal',
      entity: 'aid_offer',
      entityId: id,
      details: { characters: circumstances.length },
      note: describe(offer),
    });
  });
  return (await offersOf(db, family.id, [id]))[0]!;
}

/** The engine's input for an offer (the same shape: whole dollars, lines in the letter's order). */
export function offerInput(offer: AidOffer): OfferInput {
  return { ...offer, id: offer.id };
}

/** Offers side by side (at most six), each analysed by the aid engine with what our estimate says about it. */
export async function compare(
  db: Db,
  actor: Actor,
  ids: string[],
  familyId?: string,
  today: Date = new Date(),
  versionId?: string,
): Promise<OfferComparisonResponse> {
  const scope = await offerScope(db, actor, familyId, versionId);
  const offers = await scope.offers(ids);
  if (offers.length !== ids.length) throw notFound('That aid offer');
  return { ...(await analyseOffers(db, await scope.basis(today), offers, ids)), caseStudy: scope.caseStudy };
}

/** The engine's analysis of offers (in `ids`' order) against one figures basis, with the comparison's notes. */
export async function analyseOffers(
  db: DbOrTx,
  basis: FiguresBasis,
  offers: readonly AidOffer[],
  ids: readonly string[] = offers.map((o) => o.id),
): Promise<Omit<OfferComparisonResponse, 'caseStudy'>> {
  const contexts = await offerContexts(db, basis, offers);
  const ordered = ids.map((id) => offers.find((o) => o.id === id)!);
  const analysed = compareOffers(
    ordered.map((offer) => ({ offer: offerInput(offer), context: contexts.get(offer.id)! })),
  );
  const notes = [
    'Net price: the cost of attendance minus grants and scholarships only. Loans are borrowed and repaid with interest; work-study is paid as wages for hours worked, so neither lowers the price.',
    'Ten-year cost: what a loan costs to repay in ten years of equal payments after the grace period, with the interest an unsubsidised, Parent PLUS or private loan gathers while the student is in school. Federal loans use their award year’s rate (a year not yet set uses the latest rate, projected).',
  ];
  if (analysed.some((a) => a.expectedGrants === null)) {
    notes.push(
      'Our estimate has no figure for an offer whose award year is outside the student’s plan: no grant comparison there.',
    );
  }
  if (basis.caseStudy) {
    notes.push(
      `Our estimate here is the case study ‘${basis.caseStudy.name}’: its own household, income and savings, compared with its own copy of the offers.`,
    );
  }
  return { offers: analysed, notes };
}
