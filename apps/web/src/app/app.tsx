import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app in the browser: query cache and toasts around the router. entry-server.tsx renders the same tree with
 * React Router's static router, which is what lets the browser hydrate the pre-rendered pages.
 */
export function App({ router, queryClient }: { router: BrowserRouter; queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
