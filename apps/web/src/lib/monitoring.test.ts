import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  addIntegration: vi.fn(),
  captureException: vi.fn(),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));
vi.mock('@sentry/react', () => sentry);

const startSentry = vi.hoisted(() => vi.fn());
vi.mock('./monitoring-sentry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./monitoring-sentry')>();
  startSentry.mockImplementation(actual.startSentry);
  return { ...actual, startSentry };
});

function serverSays(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fresh copy of the module: it starts at most once per page. */
const freshMonitoring = async () => {
  vi.resetModules();
  return import('./monitoring');
};

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startMonitoring', () => {
  it('loads nothing of Sentry when the server has no DSN', async () => {
    const fetchMock = serverSays({ environment: 'production' });
    const { startMonitoring, reportError } = await freshMonitoring();
    reportError(new Error('before'));
    await startMonitoring();
    expect(fetchMock).toHaveBeenCalledWith('/api/client-config', { credentials: 'omit' });
    expect(startSentry).not.toHaveBeenCalled();
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('loads nothing and throws nothing when the server cannot be asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const { startMonitoring } = await freshMonitoring();
    await expect(startMonitoring()).resolves.toBeUndefined();
    serverSays({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    const again = await freshMonitoring();
    await expect(again.startMonitoring()).resolves.toBeUndefined();
    expect(startSentry).not.toHaveBeenCalled();
  });

  it('starts Sentry through the tunnel with the spec rates, then reports what the page caught before', async () => {
    const dsn = 'https://public@o1.ingest.example/42';
    serverSays({ sentryDsn: dsn, environment: 'production' });
    const { startMonitoring, reportError } = await freshMonitoring();
    const early = new Error('caught by a boundary before the SDK loaded');
    reportError(early);
    await startMonitoring();
    await startMonitoring();
    expect(startSentry).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn,
        environment: 'production',
        tunnel: '/monitoring',
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
        dataCollection: expect.objectContaining({
          userInfo: false,
          cookies: false,
          httpHeaders: false,
          httpBodies: [],
          urlQueryParams: false,
        }),
      }),
    );
    expect(sentry.captureException).toHaveBeenCalledWith(early);
    const later = new Error('caught after');
    reportError(later);
    expect(sentry.captureException).toHaveBeenLastCalledWith(later);

    // Replay comes in a chunk of its own, after the SDK has started.
    await vi.waitFor(() => expect(sentry.addIntegration).toHaveBeenCalledTimes(1));
    expect(sentry.replayIntegration).toHaveBeenCalledWith(
      expect.objectContaining({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        flushMinDelay: 5000,
      }),
    );
    expect(sentry.addIntegration).toHaveBeenCalledWith(expect.objectContaining({ name: 'Replay' }));
  });
});
