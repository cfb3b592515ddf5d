import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The app in the browser: query cache and toasts around the router. entry-server.tsx renders the same routes with
 * React Router's static router, which is what lets the browser hydrate the pre-rendered pages.
 */
export function App({
  queryClient,
  hydrating = false,
}: {
  queryClient: QueryClient;
  /** Taking a pre-rendered page's HTML over (main.tsx). */
  hydrating?: boolean;
}) {
  return (
    <Providers queryClient={queryClient} hydrating={hydrating}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
