import { ClientConfigSchema } from '@ccp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswer } from '../plugins/errors';
import { ENVELOPE_BODY_LIMIT, forwardEnvelope } from './monitoring-tunnel';
import type { SentryDsn } from './sentry-dsn';

/** Envelopes per minute and address: an error is one; a recorded session sends a segment about every 5 s. */
const TUNNEL_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

/** `GET /api/client-config` (always) and, with a Sentry DSN, the browser's tunnel `POST /monitoring`. */
export async function monitoringRoutes(
  fastify: FastifyInstance,
  opts: {
    environment: string;
    supportEmail: string;
    aboutUrl?: string | undefined;
    contactUrl?: string | undefined;
    sentryDsn: string | undefined;
    dsn: SentryDsn | null;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/client-config',
    {
      schema: {
        tags: ['client'],
        summary: 'What the browser needs to know about this deployment',
        description:
          'Public, cached 5 minutes: the environment, the support address, the about and booking pages the public ' +
          'header links (when configured) and the public Sentry DSN (when error monitoring is on).',
        response: { 200: ClientConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        environment: opts.environment,
        supportEmail: opts.supportEmail,
        ...(opts.aboutUrl ? { aboutUrl: opts.aboutUrl } : {}),
        ...(opts.contactUrl ? { contactUrl: opts.contactUrl } : {}),
        ...(opts.sentryDsn ? { sentryDsn: opts.sentryDsn } : {}),
      };
    },
  );

  const configured = opts.dsn;
  if (!configured) return;
  // Envelopes are text or binary (compressed replays) under any content type: take every body as bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: ENVELOPE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/monitoring',
    { schema: { hide: true }, bodyLimit: ENVELOPE_BODY_LIMIT, config: { rateLimit: TUNNEL_RATE_LIMIT } },
    async (request, reply) => {
      const body = request.body;
      const envelope = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      const answer = await forwardEnvelope(configured, envelope);
      if (!answer) {
        request.log.warn('monitoring tunnel: the error monitor could not be reached');
        return reply.status(502).send({
          error: errorAnswer(request, {
            code: 'INTERNAL',
            message: 'The error monitor could not be reached.',
          }),
        });
      }
      return reply.status(answer.status).headers(answer.headers).type('application/json').send(answer.body);
    },
  );
}
