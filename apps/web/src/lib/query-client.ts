import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { sessionQuery } from './session';

/** TanStack Query client: no refetch on window focus (docs/product-spec.md §9), no retries of 4xx answers. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // A 401 after the one refresh-and-retry means the session is over: the guards send the user to "/".
        if (isApiError(error) && error.status === 401) client.setQueryData(sessionQuery().queryKey, null);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * Stores the record a write answered under its query. A read of the same query still on its way may have read the
 * record before the write changed it; arriving after, it would put the old record back on screen (a form following
 * it would drop the saved answers). It is cancelled first: TanStack puts that query back as it was before the read,
 * at once, and the write's record is stored over it.
 */
export function storeWriteAnswer<T>(client: QueryClient, queryKey: QueryKey, record: T): void {
  void client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(queryKey, record);
}
