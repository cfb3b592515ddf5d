import type { AidOffer, AidOfferItem } from '@ccp/contracts';
import { describe, expect, it } from 'vitest';
import { offerChanges } from './case-studies.compare';

const item = (name: string, amount: number, kind: AidOfferItem['kind'] = 'grant'): AidOfferItem => ({
  id: `${name}-${Math.random()}`,
  kind,
  name,
  amount,
  source: null,
  basis: null,
  renewable: null,
  renewalCondition: '',
  loanKind: kind === 'loan' ? 'subsidised' : null,
  interestRate: null,
});

const offer = (over: Partial<AidOffer> = {}): AidOffer => ({
  id: 'o1',
  familyId: 'f1',
  studentId: 's1',
  studentName: 'Sofia',
  collegeId: 1,
  collegeName: 'Ohio State',
  awardYear: '2027-28',
  tuitionAndFees: 12_000,
  housingAndFood: 12_500,
  housingOnCampus: true,
  booksAndSupplies: 1_200,
  transportation: 900,
  personalExpenses: 1_800,
  letterTotalAid: null,
  letterNetCost: null,
  appealCircumstances: '',
  items: [item('University Grant', 4_000), item('Direct Subsidized Loan', 3_500, 'loan')],
  createdAt: '2027-03-01T00:00:00.000Z',
  updatedAt: '2027-03-01T00:00:00.000Z',
  ...over,
});

describe('offerChanges: a case study’s offers against the family’s, in words', () => {
  it('says nothing for a copy that only has new ids', () => {
    const copy = offer({ id: 'o2', items: offer().items.map((i) => ({ ...i, id: `${i.id}-copy` })) });
    expect(offerChanges([offer()], [copy])).toEqual([]);
  });

  it('names each cost and item of aid changed, added or removed', () => {
    const changed = offer({
      tuitionAndFees: 15_000,
      items: [item('University Grant', 6_500), item('Buckeye Scholarship', 2_000, 'scholarship')],
    });
    expect(offerChanges([offer()], [changed])).toEqual([
      "Sofia's 2027-28 offer from Ohio State: tuition and fees $12,000 -> $15,000",
      "Sofia's 2027-28 offer from Ohio State: University Grant $4,000 -> $6,500",
      "Sofia's 2027-28 offer from Ohio State: Direct Subsidized Loan removed",
      "Sofia's 2027-28 offer from Ohio State: Buckeye Scholarship $2,000 added",
    ]);
  });

  it('names an offer only one side has', () => {
    const dayton = offer({ id: 'o3', collegeId: 2, collegeName: 'University of Dayton' });
    expect(offerChanges([offer()], [dayton])).toEqual([
      "Sofia's 2027-28 offer from Ohio State removed",
      "Sofia's 2027-28 offer from University of Dayton added",
    ]);
  });
});
