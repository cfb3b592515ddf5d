import { describe, expect, it } from 'vitest';
import { envelopeEndpoint, parseSentryDsn, sameProject } from './sentry-dsn';

describe('parseSentryDsn', () => {
  it('reads the DSNs of Sentry, self-hosted Sentry under a path, and GlitchTip', () => {
    expect(parseSentryDsn('https://abc123@o4505.ingest.us.sentry.io/4505123')).toEqual({
      protocol: 'https:',
      host: 'o4505.ingest.us.sentry.io',
      pathPrefix: '',
      projectId: '4505123',
      publicKey: 'abc123',
    });
    expect(parseSentryDsn('http://key@sentry.internal:9000/monitor/7')).toMatchObject({
      host: 'sentry.internal:9000',
      pathPrefix: '/monitor',
      projectId: '7',
    });
    expect(parseSentryDsn('https://f00d@app.glitchtip.com/12')?.projectId).toBe('12');
  });

  it('refuses what is not a DSN', () => {
    for (const bad of [
      '',
      'not a url',
      'https://o1.ingest.sentry.io/42',
      'ftp://key@host/42',
      'https://key@host/',
      'https://key@host/abc',
      'https://key@host/42?x=1',
      'https://key@host/42#x',
    ]) {
      expect(parseSentryDsn(bad), bad).toBeNull();
    }
  });
});

describe('sameProject and envelopeEndpoint', () => {
  const configured = parseSentryDsn('https://key@Sentry.Example.com/monitor/42')!;

  it('matches scheme, host and port, path and project; not the public key', () => {
    const other = (dsn: string) => sameProject(parseSentryDsn(dsn)!, configured);
    expect(other('https://another-key@sentry.example.com/monitor/42')).toBe(true);
    expect(other('http://key@sentry.example.com/monitor/42')).toBe(false);
    expect(other('https://key@sentry.example.com:8443/monitor/42')).toBe(false);
    expect(other('https://key@evil.example.com/monitor/42')).toBe(false);
    expect(other('https://key@sentry.example.com/42')).toBe(false);
    expect(other('https://key@sentry.example.com/monitor/43')).toBe(false);
  });

  it('names the project envelope endpoint with the public key', () => {
    expect(envelopeEndpoint(configured)).toBe(
      'https://sentry.example.com/monitor/api/42/envelope/?sentry_key=key&sentry_version=7',
    );
  });
});
