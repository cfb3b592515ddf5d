import {
  AddFavouriteRequestSchema,
  CollegeDetailRequestSchema,
  FavouriteSchema,
  FavouritesResponseSchema,
  OkResponseSchema,
  RecordWriteParamsSchema,
  WriteRoleParamsSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as favourites from './favourites.service';

const errors = errorResponses(400, 401, 403, 404);

/** Favourite colleges per student (docs/product-spec.md §7: /family/favourite). Draft-profile variants come with drafts. */
export async function favouritesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const family = { preValidation: app.authorize('family') };
  const tags = ['favorites'];
  const deps = { db: app.db, catalogue: app.collegeCatalogue, familyContexts: app.familyContexts };

  app.get(
    '/api/family/favourites',
    {
      ...family,
      schema: {
        tags,
        querystring: CollegeDetailRequestSchema,
        response: { 200: FavouritesResponseSchema, ...errors },
      },
    },
    async (request) => favourites.listFavourites(deps, request.actor!, request.query),
  );

  app.post(
    '/api/family/favourite/:role',
    {
      ...family,
      schema: {
        tags,
        params: WriteRoleParamsSchema,
        body: AddFavouriteRequestSchema,
        response: { 200: FavouriteSchema, 201: FavouriteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { favourite, created } = await favourites.addFavourite(
        deps,
        request.actor!,
        request.params.role,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(favourite);
    },
  );

  app.delete(
    '/api/family/favourite/:id/:role',
    {
      ...family,
      schema: { tags, params: RecordWriteParamsSchema, response: { 200: OkResponseSchema, ...errors } },
    },
    async (request) =>
      favourites.removeFavourite(deps, request.actor!, request.params.role, request.params.id),
  );
}
