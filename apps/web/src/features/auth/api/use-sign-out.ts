import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast';
import { apiClient, errorMessage, isApiError } from '../../../lib/api-client';
import { onceQuiet } from '../../../lib/once-quiet';
import { sessionQuery } from '../../../lib/session';
import { clearBrowserStorage } from '../../../lib/storage';
import { signOutOnServer } from './auth-api';

/** Forgets everything the browser holds about the user: token, cached data, stored items, toasts. */
export function useClearClientState() {
  const queryClient = useQueryClient();
  const { clearToasts } = useToast();
  return useCallback(() => {
    apiClient.clearToken();
    queryClient.cancelQueries();
    queryClient.clear();
    queryClient.setQueryData(sessionQuery().queryKey, null);
    clearBrowserStorage();
    clearToasts();
  }, [queryClient, clearToasts]);
}

/**
 * Sign out (docs/product-spec.md §4): ends the server session, clears the in-memory token, the query cache,
 * all stored items and all state, then goes to "/".
 */
export function useSignOut() {
  const { showToast } = useToast();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    try {
      await onceQuiet(queryClient, signOutOnServer);
    } catch (error) {
      // A 401 means the server session had already ended: finish signing out here.
      if (!(isApiError(error) && error.status === 401)) {
        showToast(errorMessage(error), 'error');
        return;
      }
    }
    // A full page load to "/" resets every piece of state at once. Clearing the query cache under the mounted
    // signed-in pages instead would make their queries refetch without a session.
    apiClient.clearToken();
    clearBrowserStorage();
    // Scroll restoration (app/scroll-restoration.tsx) saves positions as the page unloads: clear again after it.
    window.addEventListener('pagehide', clearBrowserStorage);
    window.location.replace('/');
  }, [showToast, queryClient]);
}
