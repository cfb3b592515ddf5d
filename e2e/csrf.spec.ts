import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Page, Request } from '@playwright/test';
import { CATALOGUE_CSV } from '../apps/server/src/seed/colleges';
import { expect, logInAs, test } from './support/e2e';
import { E2E_BASE_URL, E2E_PORT } from './support/ports';

/**
 * Cross-site request forgery (issue 8, section 4): a page on another port of the same host is same-site, so the
 * browser sends the admin's SameSite=Lax session cookie with its writes. The server must refuse them by origin.
 */
const OTHER_ORIGIN = `http://127.0.0.1:${E2E_PORT + 5}`;
const FORGED_COLLEGE = 'Forged Import College';

let other: Server;

test.beforeAll(async () => {
  other = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Another site</title><h1>Win a prize</h1></html>');
  });
  await new Promise<void>((resolve) => other.listen(E2E_PORT + 5, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => other.close(() => resolve()));
});

/** The catalogue's header and first row, with a name no college has. */
function forgedCsv(): string {
  const [header, row] = readFileSync(CATALOGUE_CSV, 'utf8').split('\n');
  const cells = row!.split(',');
  return `${header}\n${['999871', FORGED_COLLEGE, '', ...cells.slice(3)].join(',')}\n`;
}

async function collegeCount(page: Page, search: string): Promise<number> {
  const response = await page.request.get(`/api/admin/colleges?search=${encodeURIComponent(search)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

test('a page on another origin cannot write with the admin cookie; the app itself still can', async ({
  page,
  context,
  expectHttpError,
}) => {
  await logInAs(page, 'admin');
  const college = (
    (await (await page.request.get('/api/admin/colleges?search=100654')).json()) as {
      items: { id: number; name: string }[];
    }
  ).items[0]!;
  expect(await collegeCount(page, FORGED_COLLEGE)).toBe(0);

  const importPath = '/api/admin/colleges/import';
  const removePath = `/api/admin/colleges/remove/${college.id}`;

  const attacker = await context.newPage();
  const sent: Request[] = [];
  attacker.on('request', (request) => {
    if (request.url().startsWith(E2E_BASE_URL)) sent.push(request);
  });
  const urls = new Map<string, string>();
  const rawStatuses = new Map<string, number>();
  const devtools = await context.newCDPSession(attacker);
  devtools.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  const rawHeaders = new Map<string, Record<string, string>>();
  devtools.on('Network.requestWillBeSentExtraInfo', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    rawHeaders.set(event.requestId, { ...rawHeaders.get(event.requestId), ...headers });
  });
  devtools.on('Network.responseReceivedExtraInfo', (event) => {
    const url = urls.get(event.requestId);
    if (url) rawStatuses.set(url, event.statusCode);
  });
  await devtools.send('Network.enable');
  await attacker.goto(OTHER_ORIGIN);

  // A script on the other page: a CSV import and a delete, as "simple" requests that need no CORS preflight.
  // The server's answers reach the network but not the script (Cross-Origin-Resource-Policy), so fetch rejects.
  const outcomes = await attacker.evaluate(
    async ({ app, importPath, removePath, csv }) => {
      const body = new FormData();
      body.append('file', new Blob([csv], { type: 'text/csv' }), 'colleges.csv');
      const init = { method: 'POST', credentials: 'include', mode: 'no-cors' } as const;
      const attempt = (path: string, extra: RequestInit) =>
        fetch(`${app}${path}`, { ...init, ...extra }).then(
          () => 'answered',
          (error: unknown) => String(error),
        );
      return [await attempt(importPath, { body }), await attempt(removePath, {})];
    },
    { app: E2E_BASE_URL, importPath, removePath, csv: forgedCsv() },
  );
  expect(outcomes).toHaveLength(2);
  expect(sent.map((r) => new URL(r.url()).pathname)).toEqual([importPath, removePath]);
  // The page never sees those answers; the browser's network log (DevTools protocol) does.
  await expect.poll(() => rawStatuses.get(`${E2E_BASE_URL}${importPath}`)).toBe(403);
  await expect.poll(() => rawStatuses.get(`${E2E_BASE_URL}${removePath}`)).toBe(403);

  // A plain form posted from the other page (a top-level navigation) is refused the same way.
  const formAnswer = attacker.waitForResponse((r) => r.url().endsWith(removePath));
  await attacker.evaluate(
    ({ action }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = action;
      document.body.append(form);
      form.submit();
    },
    { action: `${E2E_BASE_URL}${removePath}` },
  );
  expect((await formAnswer).status()).toBe(403);
  await expect(attacker.getByText('did not come from a College Cost Planner page')).toBeVisible();

  // The browser did send the session cookie and named the other origin: the origin check is what refused them.
  const sentToApp = [...urls].filter(([, url]) => url.startsWith(`${E2E_BASE_URL}/api/`));
  expect(sentToApp).toHaveLength(3);
  for (const [requestId, url] of sentToApp) {
    const headers = rawHeaders.get(requestId) ?? {};
    expect(headers.cookie ?? '', url).toContain('session_token=');
    expect(headers.origin, url).toBe(OTHER_ORIGIN);
  }

  // Nothing changed.
  expect(await collegeCount(page, FORGED_COLLEGE)).toBe(0);
  const still = await page.request.get(`/api/admin/colleges/${college.id}`);
  expect(still.status()).toBe(200);
  expect(((await still.json()) as { name: string }).name).toBe(college.name);

  // The same kind of write from the app's own page passes the origin check (404: no such college).
  expectHttpError('404 /api/admin/colleges/remove/999999999');
  const own = await page.evaluate(
    async () => (await fetch('/api/admin/colleges/remove/999999999', { method: 'POST' })).status,
  );
  expect(own).toBe(404);
});
