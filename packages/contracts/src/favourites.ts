import { z } from 'zod';
import { CollegeSearchItemSchema, CostAssumptionsSchema } from './college-search';
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

export const FavouritesResponseSchema = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      graduationYear: z.number().int().nullable(),
      /** This student's own figures: its favourites' costs are for its first college year and its SAI. */
      assumptions: CostAssumptionsSchema,
      favourites: z.array(
        z.object({ id: z.string(), createdAt: z.string(), college: CollegeSearchItemSchema }),
      ),
    }),
  ),
  assumptions: CostAssumptionsSchema,
});
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;
