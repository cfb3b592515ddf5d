import { addIntegration, type BrowserOptions, captureException, init } from '@sentry/react';

/** Spec section 9: a tenth of sessions recorded, and every session in which an error occurs. */
export const REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1.0;

/** Nothing of the person beyond the error itself: no user, cookies, headers, bodies or query strings. */
const NO_PERSONAL_DATA: NonNullable<BrowserOptions['dataCollection']> = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
};

/**
 * Starts the Sentry SDK. Events go to this site's own `/monitoring`, which forwards them to the configured project
 * only. Session replay is loaded after this, as a chunk of its own, and added to the running SDK.
 */
export function startSentry(config: { dsn: string; environment: string }): (error: unknown) => void {
  init({
    dsn: config.dsn,
    environment: config.environment,
    tunnel: '/monitoring',
    dataCollection: NO_PERSONAL_DATA,
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
  });
  import('./monitoring-replay').then(
    ({ sessionReplay }) => addIntegration(sessionReplay()),
    () => undefined,
  );
  return (error) => {
    captureException(error);
  };
}
