import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the on-demand (`lazy`) routes that match `location` before the router exists, so that the router's
 * first render already shows the page. Hydrating a pre-rendered page needs this: a router still loading its
 * route would render nothing, which would not match the HTML (React Router's documented way for lazy routes).
 */
export async function loadLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}
