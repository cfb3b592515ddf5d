import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { onceQuiet } from './once-quiet';
import { trackWrite } from './pending-writes';

const ok = () =>
  new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } });

/** A fake server whose answers wait until `answer(path)`; `sent` lists the requests that reached it. */
function slowServer() {
  const sent: string[] = [];
  const waiting = new Map<string, () => void>();
  const client = createApiClient({
    fetch: (input, init) => {
      sent.push(input);
      return new Promise<Response>((resolve, reject) => {
        waiting.set(input, () => resolve(ok()));
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    },
  });
  return { client, sent, answer: (path: string) => waiting.get(path)?.() };
}

/** A key factory for the one read of these tests (ADR 0069). */
const readKeys = { all: ['read'] as const };

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('a session change once the page is quiet (docs/decisions/0039)', () => {
  it('waits for a write under way, cancels the reads, holds what starts meanwhile, then sends the change', async () => {
    const { client, sent, answer } = slowServer();
    const queryClient = new QueryClient();
    const write = client.request('/api/write', { method: 'POST', body: {} });
    const read = queryClient.fetchQuery(
      queryOptions({
        queryKey: readKeys.all,
        queryFn: ({ signal }) => client.request('/api/read', { signal }),
      }),
    );
    const change = vi.fn(() => client.request('/api/sign-out', { method: 'POST', sessionChange: true }));
    const done = onceQuiet(queryClient, change, client);
    await expect(read).rejects.toThrow();
    const later = client.request('/api/later');
    await tick();
    expect(change).not.toHaveBeenCalled();
    answer('/api/write');
    await write;
    await tick();
    expect(change).toHaveBeenCalledOnce();
    answer('/api/sign-out');
    await done;
    await tick();
    // The page is replaced after a change: what started meanwhile never goes out.
    expect(sent).toEqual(['/api/write', '/api/read', '/api/sign-out']);
    void later;
  });

  it('lets the held requests go out on the session still there when the change fails', async () => {
    const { client, sent, answer } = slowServer();
    const failing = () => Promise.reject(new Error('refused'));
    const done = onceQuiet(new QueryClient(), failing, client);
    const later = client.request('/api/later');
    await expect(done).rejects.toThrow('refused');
    await tick();
    expect(sent).toEqual(['/api/later']);
    answer('/api/later');
    await expect(later).resolves.toEqual({ ok: true });
  });

  it('lets a save queued behind another go out and finish before the change (an answer left just before the press)', async () => {
    const { client, sent, answer } = slowServer();
    const first = client.request('/api/profile', { method: 'PUT', body: {} });
    // A form's next save waits for its previous one: until then the API client does not know of it.
    const queued = first.then(() => client.request('/api/profile/parent', { method: 'PUT', body: {} }));
    trackWrite(queued);
    const change = vi.fn(() => client.request('/api/act-as/switch', { method: 'POST', sessionChange: true }));
    const done = onceQuiet(new QueryClient(), change, client);
    await tick();
    answer('/api/profile');
    await tick();
    expect(sent).toEqual(['/api/profile', '/api/profile/parent']);
    expect(change).not.toHaveBeenCalled();
    answer('/api/profile/parent');
    await queued;
    await tick();
    expect(change).toHaveBeenCalledOnce();
    answer('/api/act-as/switch');
    await done;
    expect(sent).toEqual(['/api/profile', '/api/profile/parent', '/api/act-as/switch']);
  });
});
