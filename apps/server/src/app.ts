import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@ccp/db';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { makeAuth } from './auth/auth';
import { sessionRevocations } from './auth/session-revocations';
import { type AppConfig, fastifyTrustProxy } from './config';
import { windowCounter } from './limits/window-counter';
import { loggerOptions, stdoutLogStream } from './logging';
import type { Mailer } from './mail/mailer';
import { outboxMailer } from './mail/outbox-mailer';
import { smtpMailer } from './mail/smtp-mailer';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { actAsRoutes } from './modules/act-as/act-as.routes';
import { adminAggregatesRoutes } from './modules/admin-aggregates/admin-aggregates.routes';
import { adminCollegesRoutes } from './modules/admin-colleges/admin-colleges.routes';
import { adminFamiliesRoutes } from './modules/admin-families/admin-families.routes';
import { agentPortalRoutes } from './modules/agent-portal/agent-portal.routes';
import { aidOffersRoutes } from './modules/aid-offers/aid-offers.routes';
import { aidPoliciesRoutes } from './modules/aid-policies/aid-policies.routes';
import { calculatorRoutes } from './modules/calculator/calculator.routes';
import { caseStudiesRoutes } from './modules/case-studies/case-studies.routes';
import { collegesPlugin } from './modules/colleges/colleges.plugin';
import { collegesRoutes } from './modules/colleges/colleges.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { crmWebhookRoutes } from './modules/crm-webhook/crm-webhook.routes';
import { familyDataRoutes } from './modules/family-data/family-data.routes';
import { familyOverviewRoutes } from './modules/family-overview/family-overview.routes';
import { familyPlanRoutes } from './modules/family-plan/family-plan.routes';
import { familyProfileRoutes } from './modules/family-profile/family-profile.routes';
import { familyReportRoutes } from './modules/family-report/family-report.routes';
import { familySaiRoutes } from './modules/family-sai/family-sai.routes';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { fundingPlanRoutes } from './modules/funding-plan/funding-plan.routes';
import { healthRoutes } from './modules/health/health.routes';
import { readinessPlugin } from './modules/health/readiness';
import { helpThreadsRoutes } from './modules/help-threads/help-threads.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { mailOutboxRoutes } from './modules/mail-outbox/mail-outbox.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { professionalPortalRoutes } from './modules/professional-portal/professional-portal.routes';
import { quickEstimateRoutes } from './modules/quick-estimate/quick-estimate.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { startErrorReporter } from './observability/error-reporter';
import { metricsPlugin } from './observability/metrics.plugin';
import { monitoringRoutes } from './observability/monitoring.routes';
import { requestIdFor, requestIdPlugin } from './observability/request-id';
import { parseSentryDsn } from './observability/sentry-dsn';
import { apiReferencePlugin } from './openapi/api-reference';
import { describeApi, type OpenApiDocument } from './openapi/openapi-document';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { privateResponsesPlugin } from './plugins/private-responses';
import { sameOriginPlugin } from './plugins/same-origin';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** How the outbox's sender sends: defaults to SMTP when configured, else the local outbox (kept and logged). */
  mailer?: Mailer;
  /** Where log lines go (default: standard output); tests read them. */
  logStream?: { write(line: string): void };
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole API as a plugin tree; no listen() here, so tests inject requests. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : loggerOptions(config.logLevel, opts.logStream ?? stdoutLogStream()),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Nothing sends mail in a request: mail is queued in the outbox and the sender uses this transport (ADR 0042).
  const mailTransport: MailTransport = opts.mailer
    ? { name: 'custom', mailer: opts.mailer }
    : config.smtpUrl
      ? { name: 'smtp', mailer: smtpMailer(config.smtpUrl, config.mailFrom, config.mail.sendTimeoutMs) }
      : { name: 'outbox', mailer: outboxMailer(app.log.child({ module: 'mail' }), config.mail.outboxFile) };
  // Rate-limit counts and session revocations live in the database, shared by every instance (ADR 0012).
  const limits = windowCounter(db);
  const revocations = sessionRevocations(db, { pollMs: config.revocationPollMs });
  const auth = makeAuth(db, config, revocations);

  const reporter = config.sentryDsn ? await startErrorReporter(config.sentryDsn, config.env) : undefined;
  await app.register(errorsPlugin, { reporter });
  await app.register(requestIdPlugin);
  await app.register(inputHygienePlugin);
  await app.register(swagger, {
    openapi: { info: { title: 'College Cost Planner API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
    // A summary, the bearer scheme and an example for every operation (the reference at /api/reference).
    transformObject: (document) =>
      'openapiObject' in document
        ? (describeApi(document.openapiObject as unknown as OpenApiDocument) as typeof document.openapiObject)
        : document.swaggerObject,
  });
  await app.register(securityPlugin, {
    production: config.env === 'production',
    limits,
    blobWorkers: Boolean(config.sentryDsn),
  });
  await app.register(privateResponsesPlugin);
  await app.register(sameOriginPlugin, { trustedOrigins: config.trustedOrigins });
  await app.register(dbPlugin, { db });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(authPlugin, {
    auth,
    authRateLimitMax: config.rateLimitAuthMax,
    limits,
    revocations,
    simulationIdleMinutes: config.simulationIdleMinutes,
  });
  app.decorate('mailTransport', mailTransport);
  app.decorate('config', config);

  await app.register(readinessPlugin);
  await app.register(healthRoutes);
  await app.register(accountsRoutes, { signUpRateLimitMax: config.rateLimitAuthMax });
  await app.register(familyProfileRoutes);
  await app.register(familySaiRoutes);
  await app.register(familyOverviewRoutes);
  await app.register(familyPlanRoutes);
  await app.register(fundingPlanRoutes);
  await app.register(aidOffersRoutes);
  await app.register(collegesPlugin);
  await app.register(collegesRoutes);
  await app.register(favouritesRoutes);
  await app.register(familyReportRoutes);
  await app.register(calculatorRoutes);
  await app.register(adminCollegesRoutes);
  await app.register(aidPoliciesRoutes);
  await app.register(notificationsRoutes);
  await app.register(helpThreadsRoutes);
  await app.register(crmWebhookRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(adminAggregatesRoutes);
  await app.register(adminFamiliesRoutes);
  await app.register(agentPortalRoutes);
  await app.register(professionalPortalRoutes);
  await app.register(familyDataRoutes, { revocations, rateLimitMax: config.rateLimitAuthMax });
  await app.register(quickEstimateRoutes, { rateLimitMax: config.quickEstimateRateLimitMax });
  await app.register(invitationsRoutes);
  await app.register(staffRoutes, { revocations });
  await app.register(actAsRoutes, { revocations });
  await app.register(caseStudiesRoutes);
  await app.register(couponsRoutes);
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  await app.register(apiReferencePlugin, {
    logoFile: join(config.webDist ?? DEFAULT_WEB_DIST, 'favicon.svg'),
  });
  await app.register(monitoringRoutes, {
    environment: config.env,
    supportEmail: config.supportEmail,
    aboutUrl: config.aboutUrl,
    contactUrl: config.contactUrl,
    sentryDsn: config.sentryDsn,
    dsn: config.sentryDsn ? parseSentryDsn(config.sentryDsn) : null,
  });

  await app.register(webPlugin, {
    distDir: config.webDist ?? DEFAULT_WEB_DIST,
    notFoundRateLimitMax: config.rateLimitNotFoundMax,
  });
  return app;
}

/** The transport the outbox's sender uses, and its name (smtp, outbox, custom) for the admin and `/metrics`. */
export interface MailTransport {
  name: string;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailTransport: MailTransport;
    config: AppConfig;
  }
}
