import type { MeResponse } from '@ccp/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient, isApiError, serverChecked } from './api-client';

export const sessionKeys = { all: ['session'] as const };

const isUnauthenticated = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * Loads the signed-in user. Without a token in memory (first load, after a reload) it first asks for one
 * with the session cookie, so that every later call carries the bearer token; no session means `null`.
 * Every page asks this first, so the answer is taken as the server checked it: opening a page loads no zod.
 */
export async function fetchSession(client: ApiClient = apiClient): Promise<MeResponse | null> {
  if (!client.hasToken()) {
    try {
      await client.refreshToken();
    } catch (error) {
      if (isUnauthenticated(error)) return null;
      throw error;
    }
  }
  try {
    return await client.get('/api/me', serverChecked<MeResponse>());
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

/** Who is signed in: `null` when nobody is. Shared by the router guards, headers and features. */
export const sessionQuery = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: () => fetchSession(), staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery());
}
