import type { QueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from './api-client';
import { hasPendingWrites, writesSettled } from './pending-writes';

/** The longest wait for requests under way: a stuck one must not block the user. */
const QUIET_CEILING_MS = 5_000;

/**
 * Runs a request that changes or ends the session once nothing else is in flight (docs/decisions/0039), so that no
 * request crosses the change: one sent just before it (a debounced tax estimate, the tour hidden by the same press,
 * a dashboard chart) would otherwise reach the server after the session changed and be refused.
 *
 * - First, the saves a form has queued and not sent yet (`trackWrite`: one waiting for the form's previous save)
 *   go out and finish: an answer left just before the press is saved (what starts meanwhile goes out too).
 * - Requests started from now on are held by the API client (`hold()`); the change itself is marked
 *   `sessionChange` and goes out (`change` must pass that option to its request).
 * - The reads under way are cancelled (their fetch aborted where the query passes its `signal`); the page that
 *   follows reads afresh.
 * - The writes under way (TanStack mutations cannot be cancelled, and a write the user made must not be lost) and
 *   any read that could not be aborted finish on the session they went out with: the change waits until the API
 *   client has no request unanswered; the queued saves and this wait take at most 5 s together.
 *
 * What this relies on: after a change that succeeds the caller replaces the page (sign-out goes to "/", acting as a
 * family opens the family's profile with a full page load), so the held requests are never sent, on any session.
 * A change that fails releases them: they go out on the session that is still there.
 */
export async function onceQuiet<T>(
  queryClient: QueryClient,
  change: () => Promise<T>,
  client: Pick<ApiClient, 'hold' | 'unanswered'> = apiClient,
): Promise<T> {
  const until = Date.now() + QUIET_CEILING_MS;
  // Only then is there a wait before the hold: with no save queued, what starts after the call is held at once.
  if (hasPendingWrites()) await writesSettled(until);
  const hold = client.hold();
  try {
    await queryClient.cancelQueries();
    while (client.unanswered() > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return await change();
  } catch (error) {
    hold.release();
    throw error;
  }
}
