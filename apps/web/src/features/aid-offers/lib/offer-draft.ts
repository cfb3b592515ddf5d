import type { AidBasis, AidItemKind, AidOffer, AidOfferRequest, AidSource, LoanKind } from '@ccp/contracts';
import { moneyText, parseMoney } from '../../../components/ui/money-field';

/** One line of the letter as the form holds it (amounts as typed). */
export interface ItemDraft {
  key: string;
  kind: AidItemKind;
  name: string;
  amount: string;
  source: AidSource | '';
  basis: AidBasis | '';
  renewable: boolean | null;
  renewalCondition: string;
  loanKind: LoanKind | '';
  interestRate: string;
}

export interface OfferDraft {
  studentId: string;
  collegeId: string;
  awardYear: string;
  tuitionAndFees: string;
  housingAndFood: string;
  housingOnCampus: boolean;
  booksAndSupplies: string;
  transportation: string;
  personalExpenses: string;
  letterTotalAid: string;
  letterNetCost: string;
  items: ItemDraft[];
}

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `line-${counter}`;
};

export function newItem(kind: AidItemKind = 'grant'): ItemDraft {
  return {
    key: nextKey(),
    kind,
    name: '',
    amount: '',
    source: '',
    basis: '',
    renewable: null,
    renewalCondition: '',
    loanKind: '',
    interestRate: '',
  };
}

export function emptyDraft(studentId: string, awardYear: string): OfferDraft {
  return {
    studentId,
    collegeId: '',
    awardYear,
    tuitionAndFees: '',
    housingAndFood: '',
    housingOnCampus: true,
    booksAndSupplies: '',
    transportation: '',
    personalExpenses: '',
    letterTotalAid: '',
    letterNetCost: '',
    items: [newItem('grant')],
  };
}

export function draftOf(offer: AidOffer): OfferDraft {
  return {
    studentId: offer.studentId,
    collegeId: String(offer.collegeId),
    awardYear: offer.awardYear,
    tuitionAndFees: moneyText(offer.tuitionAndFees),
    housingAndFood: moneyText(offer.housingAndFood),
    housingOnCampus: offer.housingOnCampus,
    booksAndSupplies: moneyText(offer.booksAndSupplies),
    transportation: moneyText(offer.transportation),
    personalExpenses: moneyText(offer.personalExpenses),
    letterTotalAid: moneyText(offer.letterTotalAid),
    letterNetCost: moneyText(offer.letterNetCost),
    items: offer.items.map((i) => ({
      key: nextKey(),
      kind: i.kind,
      name: i.name,
      amount: moneyText(i.amount),
      source: i.source ?? '',
      basis: i.basis ?? '',
      renewable: i.renewable,
      renewalCondition: i.renewalCondition,
      loanKind: i.loanKind ?? '',
      interestRate: i.interestRate === null ? '' : String(i.interestRate),
    })),
  };
}

/** A typed amount: empty is 0 for the costs; anything else as typed (the server says what is wrong with it). */
const amount = (text: string) => parseMoney(text) ?? 0;
const optional = (text: string) => {
  const v = parseMoney(text);
  return v === null ? null : v;
};

/** The request the form sends: every field as typed; the server checks it and answers per field. */
export function requestOf(draft: OfferDraft): AidOfferRequest {
  return {
    studentId: draft.studentId,
    collegeId: Number(draft.collegeId) || 0,
    awardYear: draft.awardYear,
    tuitionAndFees: amount(draft.tuitionAndFees),
    housingAndFood: amount(draft.housingAndFood),
    housingOnCampus: draft.housingOnCampus,
    booksAndSupplies: amount(draft.booksAndSupplies),
    transportation: amount(draft.transportation),
    personalExpenses: amount(draft.personalExpenses),
    letterTotalAid: optional(draft.letterTotalAid),
    letterNetCost: optional(draft.letterNetCost),
    items: draft.items.map((i) => {
      const gift = i.kind === 'grant' || i.kind === 'scholarship';
      return {
        kind: i.kind,
        name: i.name,
        amount: parseMoney(i.amount) ?? Number.NaN,
        source: gift && i.source !== '' ? i.source : null,
        basis: gift && i.basis !== '' ? i.basis : null,
        renewable: gift ? i.renewable : null,
        renewalCondition: gift ? i.renewalCondition : '',
        loanKind: i.kind === 'loan' && i.loanKind !== '' ? i.loanKind : null,
        interestRate:
          i.kind === 'loan' && i.loanKind === 'private' && i.interestRate.trim() !== ''
            ? Number(i.interestRate)
            : null,
      };
    }),
  };
}

/** The award years an offer can be for: the student's first college year and the five after it. */
export function awardYearsFrom(start: number): string[] {
  return Array.from(
    { length: 6 },
    (_, k) => `${start + k}-${String((start + k + 1) % 100).padStart(2, '0')}`,
  );
}
