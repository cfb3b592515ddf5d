import {
  AidOfferRequestSchema,
  AidOfferSchema,
  AidOffersResponseSchema,
  AppealCircumstancesRequestSchema,
  AppealLetterResponseSchema,
  OfferCompareQuerySchema,
  OfferComparisonResponseSchema,
  OfferFamilyQuerySchema,
  OfferIdParamsSchema,
  OkResponseSchema,
} from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import * as offers from './aid-offers.service';
import { appealLetter } from './appeal-letter';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The family's aid offers (docs/decisions/0051). A family session (the family, or staff acting as it) reads and
 * writes its own; an admin or the family's financial agent reads them with `familyId` (aid-offers.access.ts).
 */
export async function aidOffersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = {
    preValidation: app.authorize('family', 'financial_agent', 'admin', 'admission_professional'),
  };
  const family = { preValidation: app.authorize('family') };
  const tags = ['aid offers'];

  app.get(
    '/api/family/aid-offers',
    {
      ...readers,
      schema: {
        tags,
        querystring: OfferFamilyQuerySchema,
        response: { 200: AidOffersResponseSchema, ...errors },
      },
    },
    async (request) =>
      offers.listOffers(app.db, request.actor!, request.query.familyId, request.query.familyVersionId),
  );

  app.get(
    '/api/family/aid-offers/compare',
    {
      ...readers,
      schema: {
        tags,
        querystring: OfferCompareQuerySchema,
        response: { 200: OfferComparisonResponseSchema, ...errors },
      },
    },
    async (request) =>
      offers.compare(
        app.db,
        request.actor!,
        request.query.ids,
        request.query.familyId,
        new Date(),
        request.query.familyVersionId,
      ),
  );

  app.get(
    '/api/family/aid-offers/:id',
    {
      ...readers,
      schema: {
        tags,
        params: OfferIdParamsSchema,
        querystring: OfferFamilyQuerySchema,
        response: { 200: AidOfferSchema, ...errors },
      },
    },
    async (request) =>
      offers.getOffer(
        app.db,
        request.actor!,
        request.params.id,
        request.query.familyId,
        request.query.familyVersionId,
      ),
  );

  app.post(
    '/api/family/aid-offers',
    {
      ...family,
      schema: { tags, body: AidOfferRequestSchema, response: { 201: AidOfferSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await offers.createOffer(app.db, request.actor!, request.body)),
  );

  app.put(
    '/api/family/aid-offers/:id',
    {
      ...family,
      schema: {
        tags,
        params: OfferIdParamsSchema,
        body: AidOfferRequestSchema,
        response: { 200: AidOfferSchema, ...errors },
      },
    },
    async (request) => offers.updateOffer(app.db, request.actor!, request.params.id, request.body),
  );

  app.delete(
    '/api/family/aid-offers/:id',
    {
      ...family,
      schema: { tags, params: OfferIdParamsSchema, response: { 200: OkResponseSchema, ...errors } },
    },
    async (request) => offers.deleteOffer(app.db, request.actor!, request.params.id),
  );

  app.put(
    '/api/family/aid-offers/:id/appeal',
    {
      ...family,
      schema: {
        tags,
        params: OfferIdParamsSchema,
        body: AppealCircumstancesRequestSchema,
        response: { 200: AidOfferSchema, ...errors },
      },
    },
    async (request) =>
      offers.setAppealCircumstances(app.db, request.actor!, request.params.id, request.body.circumstances),
  );

  app.get(
    '/api/family/aid-offers/:id/appeal-letter',
    {
      ...readers,
      schema: {
        tags,
        params: OfferIdParamsSchema,
        querystring: OfferFamilyQuerySchema,
        response: { 200: AppealLetterResponseSchema, ...errors },
      },
    },
    async (request) =>
      appealLetter(
        app.db,
        request.actor!,
        request.params.id,
        request.query.familyId,
        new Date(),
        request.query.familyVersionId,
      ),
  );
}
