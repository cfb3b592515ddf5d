import type { FamilyFundingResponse } from '@ccp/contracts';
import { describe, expect, it } from 'vitest';
import { choicesOf, draftOf, requestOf } from './funding-draft';

const funding = {
  settings: {
    order: ['parentSavings', 'parentIncome', 'studentSavings', 'studentWork'],
    parentSavings: null,
    profile529: 42_000,
    parentIncomePerYear: 5_000,
    parentsBorrowPlus: true,
    parentPlusDenied: false,
    students: [
      {
        studentId: 's1',
        name: 'Sofia',
        savings: null,
        profileSavings: 3_200,
        workPerYear: 1_000,
        borrowsDirectLoans: true,
        borrowedBeforeJuly2026: null,
        startingSalary: null,
        medianEarnings: 60_000,
        interimQuestionApplies: false,
      },
    ],
  },
} as unknown as FamilyFundingResponse;

describe('the funding draft', () => {
  it('round-trips the saved choices', () => {
    const draft = draftOf(funding);
    expect(draft.parentIncomePerYear).toBe('5,000');
    expect(draft.parentSavings).toBe('');
    expect(requestOf(draft)).toEqual({
      order: funding.settings.order,
      parentSavings: null,
      parentIncomePerYear: 5_000,
      parentsBorrowPlus: true,
      parentPlusDenied: false,
      students: [
        {
          studentId: 's1',
          savings: null,
          workPerYear: 1_000,
          borrowsDirectLoans: true,
          borrowedBeforeJuly2026: null,
          startingSalary: null,
        },
      ],
    });
  });

  it('keeps the saved amount in the engine while a typed one is not valid, and sends it as typed', () => {
    const draft = { ...draftOf(funding), parentIncomePerYear: '12.5' };
    expect(choicesOf(draft, funding).parentIncomePerYear).toBe(5_000);
    expect(requestOf(draft).parentIncomePerYear).toBe(12.5);
    const typed = { ...draftOf(funding), parentSavings: '$20,000' };
    expect(choicesOf(typed, funding).parentSavings).toBe(20_000);
    expect(choicesOf(typed, funding).students[0]?.medianEarnings).toBe(60_000);
  });
});
