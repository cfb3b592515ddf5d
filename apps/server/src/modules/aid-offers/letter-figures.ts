import type { AidOfferRequestSchema } from '@ccp/contracts';
import type { z } from 'zod';

/** What an award letter states, apart from its student, college and lines: the year and the letter's figures. */
export type LetterFigures = Pick<
  z.output<typeof AidOfferRequestSchema>,
  | 'awardYear'
  | 'tuitionAndFees'
  | 'housingAndFood'
  | 'housingOnCampus'
  | 'booksAndSupplies'
  | 'transportation'
  | 'personalExpenses'
  | 'letterTotalAid'
  | 'letterNetCost'
>;

/** The letter's figures from a request, as both the family's offers and a case study's copy store them. */
export function letterFigures(input: LetterFigures): LetterFigures {
  return {
    awardYear: input.awardYear,
    tuitionAndFees: input.tuitionAndFees,
    housingAndFood: input.housingAndFood,
    housingOnCampus: input.housingOnCampus,
    booksAndSupplies: input.booksAndSupplies,
    transportation: input.transportation,
    personalExpenses: input.personalExpenses,
    letterTotalAid: input.letterTotalAid,
    letterNetCost: input.letterNetCost,
  };
}
