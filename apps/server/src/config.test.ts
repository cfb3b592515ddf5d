import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded database with demo data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, seedDemo: true, env: 'development' });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PORT and trusts both local host names', () => {
    const config = loadConfig({ PORT: '4123' });
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:4123', 'http://127.0.0.1:4123']),
    );
  });

  it('links the about and booking pages only when ABOUT_URL and CONTACT_URL are http(s) addresses', () => {
    expect(loadConfig({})).toMatchObject({ aboutUrl: undefined, contactUrl: undefined });
    expect(
      loadConfig({ ABOUT_URL: 'https://example.org/about', CONTACT_URL: ' https://cal.example.org/book ' }),
    ).toMatchObject({ aboutUrl: 'https://example.org/about', contactUrl: 'https://cal.example.org/book' });
    expect(loadConfig({ ABOUT_URL: '' }).aboutUrl).toBeUndefined();
    expect(() => loadConfig({ ABOUT_URL: 'javascript:alert(1)' })).toThrow(
      /ABOUT_URL: must be an http\(s\) address/,
    );
    expect(() => loadConfig({ CONTACT_URL: '/contact' })).toThrow(/CONTACT_URL/);
  });

  it('seeds no demo data on a PostgreSQL server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).seedDemo).toBe(false);
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://planner.example.org',
    AUTH_SECRET: 'x'.repeat(40),
    DATABASE_URL: 'postgres://db/app',
    SMTP_URL: 'smtp://mail.example.org:587',
  } as const;

  it('refuses production without a public URL, a secret, a database URL and SMTP, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET[\s\S]*DATABASE_URL[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL/,
    );
    expect(() => loadConfig(PRODUCTION)).not.toThrow();
    for (const name of ['PUBLIC_URL', 'AUTH_SECRET', 'DATABASE_URL', 'SMTP_URL'] as const) {
      const { [name]: _left, ...rest } = PRODUCTION;
      expect(() => loadConfig(rest)).toThrow(new RegExp(`${name}: is required in production`));
    }
  });

  it('never seeds demo data in production', () => {
    const config = loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' });
    expect(config.seedDemo).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(PRODUCTION).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
  });

  it('rejects a bad port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
