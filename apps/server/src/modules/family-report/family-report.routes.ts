import { FiguresScopeQuerySchema, OfferFamilyQuerySchema, OfferIdParamsSchema } from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../errors';
import * as report from './family-report.service';
import { appealLetterPdf } from './how-to-pay-section';

const errors = errorResponses(401, 403, 404, 422);

/** The family's dated PDF report (docs/decisions/0033). */
export async function familyReportRoutes(fastify: FastifyInstance) {
  // No zod type provider here: the answer is a PDF, not JSON; only the refusals have the one error shape.
  const app = fastify;
  const deps = { db: app.db, catalogue: app.collegeCatalogue, familyContexts: app.familyContexts };

  app.get(
    '/api/family/report.pdf',
    {
      preHandler: app.authorize('family'),
      // Each report runs the engine for every student and year and writes a row: a few a minute per address.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['family report'],
        produces: ['application/pdf'],
        querystring: FiguresScopeQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { familyVersionId } = request.query as { familyVersionId?: string };
      const made = await report.makeReport(deps, request.actor!, familyVersionId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="college-cost-plan-${made.reference}.pdf"`)
        .send(made.pdf);
    },
  );

  // The appeal letter draft of an aid offer as a PDF (docs/decisions/0051): who may read the offer may read it.
  app.get(
    '/api/family/aid-offers/:id/appeal-letter.pdf',
    {
      preValidation: app.authorize('family', 'financial_agent', 'admin', 'admission_professional'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['aid offers'],
        params: OfferIdParamsSchema,
        querystring: OfferFamilyQuerySchema,
        produces: ['application/pdf'],
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      // Validated by the route's schemas (the app's zod validator); typed here, as the route has no type provider.
      const { id } = request.params as { id: string };
      const query = request.query as { familyId?: string; familyVersionId?: string };
      const made = await appealLetterPdf(app.db, request.actor!, id, query.familyId, query.familyVersionId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${made.name}"`)
        .send(made.pdf);
    },
  );
}
