import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { routes } from './router';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. Hydrating a pre-rendered page, it starts from the page as it is (there is no loader data
 * to pass): it neither scrolls to the top nor restores a position saved by another page, so the reader stays
 * where they already are.
 */
export function createAppRouter({ hydrating }: { hydrating: boolean }): BrowserRouter {
  return createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
}

/**
 * The app in the browser: query cache and toasts around the router. entry-server.tsx renders the same tree with
 * React Router's static router, which is what lets the browser hydrate the pre-rendered pages.
 */
export function App({
  router,
  queryClient,
  hydrating = false,
}: {
  router: BrowserRouter;
  queryClient: QueryClient;
  /** Taking a pre-rendered page's HTML over (main.tsx). */
  hydrating?: boolean;
}) {
  return (
    <Providers queryClient={queryClient} hydrating={hydrating}>
      <RouterProvider router={router} />
    </Providers>
  );
}
