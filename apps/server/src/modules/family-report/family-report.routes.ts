import { FiguresScopeQuerySchema } from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../errors';
import * as report from './family-report.service';

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
}
