import type { NodeOptions } from '@sentry/node';

/**
 * The SDK collects none of the person's data (Sentry 11's successor to `sendDefaultPii: false`, whose defaults
 * collect): no user, cookies, headers, bodies, query strings, database values or local variables.
 */
const NO_PERSONAL_DATA: NonNullable<NodeOptions['dataCollection']> = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

/** What the error handler tells the error monitor about a failure: which request, never its body or cookies. */
export interface FailedRequest {
  requestId: string;
  method: string;
  /** The route pattern (`/api/family/colleges/:id`), not the URL with its values. */
  route: string;
}

export interface ErrorReporter {
  capture(error: unknown, request: FailedRequest): void;
  /** Waits (at most `timeoutMs`) until the reports so far are sent; false when some were not. */
  flush(timeoutMs: number): Promise<boolean>;
}

let current: { dsn: string; reporter: Promise<ErrorReporter> } | null = null;

/**
 * Starts the Sentry SDK for this process (once; again only for another DSN) and returns the reporter. The SDK is
 * imported here, on demand: without SENTRY_DSN it is never loaded. It runs without its default integrations: no
 * HTTP or console instrumentation, no request data, no personal data; only the errors handed to `capture` and the
 * process's own crashes (an uncaught exception or an unhandled rejection still ends the process, as Node does).
 */
export function startErrorReporter(dsn: string, environment: string): Promise<ErrorReporter> {
  if (current?.dsn === dsn) return current.reporter;
  const reporter = import('@sentry/node').then((Sentry): ErrorReporter => {
    Sentry.initWithoutDefaultIntegrations({
      dsn,
      environment,
      dataCollection: NO_PERSONAL_DATA,
      enableRuntimeChannelInjection: false,
      integrations: [
        Sentry.linkedErrorsIntegration(),
        Sentry.dedupeIntegration(),
        Sentry.nodeContextIntegration(),
        Sentry.onUncaughtExceptionIntegration(),
        Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
      ],
      beforeSend(event) {
        // Nothing of what the person sent: no URL with its values, headers, cookies, body or address.
        delete event.request;
        delete event.user;
        return event;
      },
    });
    return {
      capture(error, request) {
        Sentry.captureException(error, {
          tags: { request_id: request.requestId, method: request.method, route: request.route },
        });
      },
      flush: (timeoutMs) => Sentry.flush(timeoutMs),
    };
  });
  current = { dsn, reporter };
  return reporter;
}
