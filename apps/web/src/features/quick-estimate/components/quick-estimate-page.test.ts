import { describe, expect, it } from 'vitest';
import { readAnswers } from './quick-estimate-page';

const texts = {
  householdSize: '4',
  parentsIncome: '$95,000',
  parentsAssets: '25,000',
  parentsBusinessAndPropertyEquity: '0',
  studentIncome: '3500',
  studentAssets: '1,200',
  olderParentAge: '49',
};

describe('readAnswers', () => {
  it('reads typed amounts as whole dollars', () => {
    expect(readAnswers(2, texts)).toEqual({
      answers: {
        parents: 2,
        householdSize: 4,
        parentsIncome: 95_000,
        parentsAssets: 25_000,
        parentsBusinessAndPropertyEquity: 0,
        studentIncome: 3_500,
        studentAssets: 1_200,
        olderParentAge: 49,
      },
    });
  });

  it('says what is wrong under each answer', () => {
    const read = readAnswers(null, {
      ...texts,
      parentsIncome: '',
      studentAssets: '12.5',
      olderParentAge: '7',
    });
    expect(read).toEqual({
      errors: {
        parents: 'Choose one or two parents.',
        parentsIncome: 'Enter an amount (0 if none).',
        studentAssets: 'Enter a whole-dollar amount from $0 to $100,000,000.',
        olderParentAge: 'Enter an age from 25 to 100.',
      },
    });
  });

  it('refuses a household smaller than the parents and the student', () => {
    expect(readAnswers(2, { ...texts, householdSize: '2' })).toMatchObject({
      errors: { householdSize: expect.stringMatching(/at least/) },
    });
  });
});
