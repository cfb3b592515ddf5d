import { onlineManager, type QueryClient } from '@tanstack/react-query';

/** Requests still under way: queries fetching, and writes sent other than the caller's own (`ownWrites`). */
function inFlight(queryClient: QueryClient, ownWrites: number): number {
  const writes = queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status === 'pending' && !m.state.isPaused).length;
  return queryClient.isFetching() + Math.max(0, writes - ownWrites);
}

/**
 * Runs a request that changes or ends the session once nothing else is in flight (docs/decisions/0039): queries and
 * writes stop starting (offline), the ones already sent finish on the session they went out with, then the change
 * goes out. Otherwise a request sent just before it (a debounced tax estimate, the tour hidden by the same press, a
 * dashboard chart) reaches the server after the session changed and is refused. `ownWrites` is 1 when the caller
 * runs inside a TanStack mutation (it counts itself), 0 otherwise.
 */
export async function onceQuiet<T>(
  queryClient: QueryClient,
  change: () => Promise<T>,
  ownWrites = 1,
): Promise<T> {
  onlineManager.setOnline(false);
  try {
    const until = Date.now() + 5_000;
    while (inFlight(queryClient, ownWrites) > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return await change();
  } catch (error) {
    onlineManager.setOnline(true);
    throw error;
  }
}
