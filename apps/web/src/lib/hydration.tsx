import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const HydratedContext = createContext(true);

/**
 * Around the app (app/providers.tsx). `hydrating`: the tree renders a pre-rendered page, at build time
 * (entry-server.tsx) or in the browser taking that page's HTML over. Then `useHydrated()` is false in the HTML and
 * in the render that hydrates it, so both agree, and turns true right after, in a transition (a low-priority render
 * the browser can interrupt). Otherwise it is true from the start.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False in a pre-rendered page and while React hydrates it, true as soon as the app runs (at once when the page
 * was not pre-rendered, and outside any provider). What the browser renders differently from the build waits for it.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
