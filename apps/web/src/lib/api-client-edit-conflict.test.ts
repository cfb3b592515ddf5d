import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isApiError } from './api-client';

/* No lost edits (docs/decisions/0056): a write sends the version it read as If-Match; a 409 keeps the record now. */
describe('api-client edit versions', () => {
  it('sends ifMatch as an If-Match header, and none without it', async () => {
    const seen: (string | null)[] = [];
    const fetch = vi.fn(async (_input: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('If-Match'));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const client = createApiClient({ fetch });
    await client.request('/api/family/profile/family', { method: 'PUT', body: {}, ifMatch: 7 });
    await client.request('/api/family/profile/family', { method: 'PUT', body: {} });
    expect(seen).toEqual(['"7"', null]);
  });

  it('keeps an EDIT_CONFLICT answer’s current record and who changed what on the error', async () => {
    const current = { id: 'f1', version: 9 };
    const meanwhile = [{ version: 9, by: { name: 'Alex Morgan', role: 'admin', you: false }, changes: [] }];
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'EDIT_CONFLICT', message: 'Changed meanwhile.', current, meanwhile },
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const client = createApiClient({ fetch });
    const error = await client
      .request('/api/family/profile/family', { method: 'PUT', body: {} })
      .catch((e) => e);
    expect(isApiError(error) && error.code).toBe('EDIT_CONFLICT');
    expect(isApiError(error) && error.details).toEqual({ current, meanwhile });
  });
});
