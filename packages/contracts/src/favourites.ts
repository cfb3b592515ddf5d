import { z } from 'zod';
import {
  CollegeSearchItemSchema,
  CostAssumptionsSchema,
  NetPriceByIncomeSchema,
  PriceRulesSchema,
} from './college-search';
import { IdSchema } from './common';

// ---- favourites ---------------------------------------------------------------------------------------------

export const AddFavouriteRequestSchema = z.object({
  collegeId: IdSchema('Choose a college.'),
  studentId: z.uuid({ error: 'Choose a student.' }),
});
export type AddFavouriteRequest = z.infer<typeof AddFavouriteRequestSchema>;

export const FavouriteSchema = z.object({
  id: z.string(),
  collegeId: z.number().int(),
  studentId: z.string(),
  createdAt: z.string(),
});
export type Favourite = z.infer<typeof FavouriteSchema>;

/**
 * A college's published net prices projected to the student's first college year: what the engine's net price
 * rule (`familyNetPrice`) needs, so that the SAI page's what-ifs work the favourites' net prices out in the browser.
 */
export const NetPriceInputsSchema = z.object({
  netPriceByIncome: NetPriceByIncomeSchema,
  avgNetPrice: z.number().int().nullable(),
  rules: PriceRulesSchema,
  tuitionAndFees: z.number().int(),
  housingAndFood: z.number().int(),
  guaranteeStale: z.boolean(),
});
export type NetPriceInputs = z.infer<typeof NetPriceInputsSchema>;

export const FavouritesResponseSchema = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      graduationYear: z.number().int().nullable(),
      /** This student's own figures: its favourites' costs are for its first college year and its SAI. */
      assumptions: CostAssumptionsSchema,
      favourites: z.array(
        z.object({
          id: z.string(),
          /** When it was saved; null for a case study's favourite (its snapshot keeps no time). */
          createdAt: z.string().nullable(),
          college: CollegeSearchItemSchema,
          /** The college's published net prices and rules in priceYear (null without tuition): the what-ifs' input. */
          netPriceInputs: NetPriceInputsSchema.nullable(),
        }),
      ),
    }),
  ),
  assumptions: CostAssumptionsSchema,
});
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;
