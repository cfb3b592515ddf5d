import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const PRERENDERED_HOME = '<!doctype html><title>College Cost Planner</title><h1>Know what college costs</h1>';
const PRERENDERED_LOGIN =
  '<!doctype html><title>College Cost Planner</title><h1>Log in to your family account</h1>';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ccp-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>College Cost Planner</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  mkdirSync(join(dist, 'prerendered', 'family'), { recursive: true });
  writeFileSync(join(dist, 'prerendered', 'index.html'), PRERENDERED_HOME);
  writeFileSync(join(dist, 'prerendered', 'family', 'login.html'), PRERENDERED_LOGIN);
  writeFileSync(join(dist, 'prerendered', 'family', 'login.html.br'), brotliCompressSync(PRERENDERED_LOGIN));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => t?.close());

it('serves the app shell for any page path, uncached, with a strict CSP', async () => {
  for (const url of ['/', '/family/login', '/admin/families/123?tab=x']) {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body).toContain('College Cost Planner');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

it('answers HEAD for page paths like GET', async () => {
  const res = await t.inject({ method: 'HEAD', url: '/family/login' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
});

it('serves hashed assets with a long cache life, and 404s for missing files', async () => {
  const asset = await t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  expect((await t.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  const compressed = await t.inject({
    method: 'GET',
    url: '/assets/app-abc123.js',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(compressed.headers['content-encoding']).toBe('br');
});

it('never answers an unknown API path with the page', async () => {
  const res = await t.inject({ method: 'GET', url: '/api/unknown' });
  expect(res.statusCode).toBe(404);
  expect(res.json().error.code).toBe('NOT_FOUND');
});

it('answers a pre-rendered page path with its own HTML, pre-compressed when accepted, and others with the shell', async () => {
  for (const url of ['/family/login', '/family/login/', '/family/login?from=mail']) {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toBe(PRERENDERED_LOGIN);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  }
  expect((await t.inject({ method: 'GET', url: '/' })).body).toBe(PRERENDERED_HOME);

  const compressed = await t.inject({
    method: 'GET',
    url: '/family/login',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers['content-type']).toContain('text/html');
  expect(compressed.headers.vary).toContain('accept-encoding');
  expect(compressed.rawPayload).toEqual(brotliCompressSync(PRERENDERED_LOGIN));

  const head = await t.inject({ method: 'HEAD', url: '/family/login' });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toContain('text/html');

  // Pages without pre-rendered HTML (signed-in areas, password recovery) get the single-page shell.
  for (const url of ['/family/college/search', '/family/password-recovery?token=x', '/family']) {
    const res = await t.inject({ method: 'GET', url });
    expect(res.body, url).toBe('<!doctype html><title>College Cost Planner</title>');
  }
});
