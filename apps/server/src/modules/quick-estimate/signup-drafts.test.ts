import { schema } from '@ccp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { readSignUpDraft } from './signup-drafts.service';

/* The estimate's answers carried into the sign-up survive a reload (issue 23 item 1, ADR 0056). */

const ANSWERS = {
  parents: 2,
  householdSize: 4,
  parentsIncome: 95_000,
  parentsAssets: 25_000,
  parentsBusinessAndPropertyEquity: 0,
  studentIncome: 3_500,
  studentAssets: 1_200,
  olderParentAge: 49,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.inject({ method, url, ...(payload ? { payload } : {}) });

describe('sign-up drafts of the two-minute estimate', () => {
  it('keeps the answers under an opaque id for an hour, stores only its hash, and forgets them when deleted', async () => {
    const created = await inject('POST', '/api/estimate/drafts', { ...ANSWERS, awardYear: '2026-27' });
    expect(created.statusCode).toBe(201);
    const { id, expiresAt } = created.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);

    const rows = await t.db.select().from(schema.signupDrafts);
    expect(rows.some((row) => row.idHash === id)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(id);

    const read = await inject('GET', `/api/estimate/drafts/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ answers: ANSWERS, expiresAt });
    expect(read.headers['cache-control']).toContain('no-store');

    expect((await inject('DELETE', `/api/estimate/drafts/${id}`)).statusCode).toBe(200);
    const gone = await inject('GET', `/api/estimate/drafts/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toMatch(/no longer kept/);
  });

  it('answers nothing for a guessed or malformed id, refuses bad answers, and expires', async () => {
    const guessed = await inject('GET', `/api/estimate/drafts/${'A'.repeat(43)}`);
    expect(guessed.statusCode).toBe(404);
    expect((await inject('GET', '/api/estimate/drafts/short')).statusCode).toBe(400);
    const bad = await inject('POST', '/api/estimate/drafts', { ...ANSWERS, householdSize: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.householdSize).toMatch(/household counts the parents/);

    const { id } = (await inject('POST', '/api/estimate/drafts', ANSWERS)).json();
    const later = new Date(Date.now() + 61 * 60_000);
    await expect(readSignUpDraft(t.db, id, later)).rejects.toMatchObject({ status: 404 });
  });
});
