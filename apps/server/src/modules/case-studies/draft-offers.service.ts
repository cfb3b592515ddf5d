/* A case study's own copy of the family's aid offers (docs/decisions/0065): added, changed and removed in the
 * draft, never in the family's offers, with the family's rules and messages (one offer per student, college and
 * award year). Read through the aid-offers routes with `familyVersionId`. */
import type { AidOffer, AidOfferRequestSchema } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { AppError, notFound, validationFailed } from '../../errors';
import { sameOfferMessage } from '../aid-offers/aid-offers.service';
import { letterFigures } from '../aid-offers/letter-figures';
import * as repo from './case-studies.repository';
import type { DraftSnapshot } from './draft';
import { editDraft, lockById } from './draft-edits';

type OfferBody = z.output<typeof AidOfferRequestSchema>;

const OFFER_NOT_FOUND = 'That aid offer';

const describe = (offer: Pick<AidOffer, 'collegeName' | 'studentName' | 'awardYear'>) =>
  `${offer.collegeName} for ${offer.studentName}, ${offer.awardYear}`;

/** The offer as the case study stores it: the letter's lines with ids of their own. */
function offerOf(
  snapshot: DraftSnapshot,
  input: OfferBody,
  college: { id: number; name: string },
  exceptId: string | null,
): Omit<AidOffer, 'id' | 'familyId' | 'appealCircumstances' | 'createdAt' | 'updatedAt'> {
  const student = snapshot.profile.students.find((s) => s.id === input.studentId);
  if (!student) throw validationFailed({ studentId: 'Choose one of your students.' });
  const same = snapshot.offers.some(
    (o) =>
      o.id !== exceptId &&
      o.studentId === input.studentId &&
      o.collegeId === input.collegeId &&
      o.awardYear === input.awardYear,
  );
  if (same) {
    const message = sameOfferMessage(student.name, input.awardYear);
    throw new AppError('CONFLICT', message, { collegeId: message });
  }
  return {
    studentId: student.id,
    studentName: student.name,
    collegeId: college.id,
    collegeName: college.name,
    ...letterFigures(input),
    items: input.items.map((item) => ({
      id: crypto.randomUUID(),
      kind: item.kind,
      name: item.name,
      amount: item.amount,
      source: item.source,
      basis: item.basis,
      renewable: item.renewable,
      renewalCondition: item.renewalCondition,
      loanKind: item.loanKind,
      interestRate: item.interestRate,
    })),
  };
}

async function collegeOf(db: Db, id: number) {
  const college = await repo.findCollegeName(db, id);
  if (!college) throw validationFailed({ collegeId: 'Choose a college from the catalogue.' });
  return college;
}

export async function addDraftOffer(
  db: Db,
  actor: Actor,
  versionId: string,
  input: OfferBody,
): Promise<AidOffer> {
  const college = await collegeOf(db, input.collegeId);
  const { result } = await editDraft(
    db,
    actor,
    lockById(versionId),
    'case-study.aid-offer.create',
    (snapshot) => {
      const now = new Date().toISOString();
      const offer: AidOffer = {
        ...offerOf(snapshot, input, college, null),
        id: crypto.randomUUID(),
        familyId: snapshot.profile.id,
        appealCircumstances: '',
        createdAt: now,
        updatedAt: now,
      };
      return {
        snapshot: { ...snapshot, offers: [...snapshot.offers, offer] },
        details: {
          offerId: offer.id,
          collegeId: college.id,
          items: input.items.length,
          name: describe(offer),
        },
        result: offer,
      };
    },
  );
  return result;
}

/** One offer of the case study changed by `change`; answers it as stored. */
async function changeDraftOffer(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
  action: string,
  change: (offer: AidOffer, snapshot: DraftSnapshot) => AidOffer,
  details: (offer: AidOffer) => Record<string, unknown>,
): Promise<AidOffer> {
  const { result } = await editDraft(db, actor, lockById(versionId), action, (snapshot) => {
    const current = snapshot.offers.find((o) => o.id === id);
    if (!current) throw notFound(OFFER_NOT_FOUND);
    const offer = { ...change(current, snapshot), updatedAt: new Date().toISOString() };
    return {
      snapshot: { ...snapshot, offers: snapshot.offers.map((o) => (o.id === id ? offer : o)) },
      details: { offerId: id, ...details(offer), name: describe(offer) },
      result: offer,
    };
  });
  return result;
}

export async function updateDraftOffer(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
  input: OfferBody,
): Promise<AidOffer> {
  const college = await collegeOf(db, input.collegeId);
  return changeDraftOffer(
    db,
    actor,
    versionId,
    id,
    'case-study.aid-offer.update',
    (offer, snapshot) => ({ ...offer, ...offerOf(snapshot, input, college, id) }),
    () => ({ collegeId: college.id, items: input.items.length }),
  );
}

export async function setDraftAppeal(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
  circumstances: string,
): Promise<AidOffer> {
  return changeDraftOffer(
    db,
    actor,
    versionId,
    id,
    'case-study.aid-offer.appeal',
    (offer) => ({ ...offer, appealCircumstances: circumstances }),
    () => ({ characters: circumstances.length }),
  );
}

export async function deleteDraftOffer(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
): Promise<{ ok: true }> {
  await editDraft(db, actor, lockById(versionId), 'case-study.aid-offer.delete', (snapshot) => {
    const removed = snapshot.offers.find((o) => o.id === id);
    if (!removed) throw notFound(OFFER_NOT_FOUND);
    return {
      snapshot: { ...snapshot, offers: snapshot.offers.filter((o) => o.id !== id) },
      details: { offerId: id, collegeId: removed.collegeId, name: describe(removed) },
      result: null,
    };
  });
  return { ok: true };
}
