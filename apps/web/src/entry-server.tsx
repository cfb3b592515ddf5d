/**
 * Build-time rendering of the public pages (scripts/prerender.ts; never shipped to the browser). Each page is
 * rendered signed out, with React Router's static router around the same routes and providers as the browser
 * app (app/app.tsx), so that main.tsx can hydrate the HTML without a mismatch.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { PRERENDERED_PATHS, type PublicPageHandle, type PublicPageKey } from './app/routes/public-routes';
import { createQueryClient } from './lib/query-client';
import { DocumentTitleSinkContext, documentTitle } from './lib/use-document-title';

export { PUBLIC_PAGES } from './app/routes/public-routes';
export { PRERENDERED_PATHS };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page sets. */
  title: string;
  /** The on-demand pages the route shows: their chunks are preloaded by the HTML. */
  pages: PublicPageKey[];
}

const isPageHandle = (handle: unknown): handle is PublicPageHandle =>
  typeof handle === 'object' && handle !== null && 'page' in handle && typeof handle.page === 'string';

export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect (${context.status}).`);
  if (context.statusCode !== 200) throw new Error(`${path} is not a page (status ${context.statusCode}).`);

  let title = documentTitle(null);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <DocumentTitleSinkContext.Provider
        value={(pageTitle) => {
          title = pageTitle;
        }}
      >
        <Providers queryClient={createQueryClient()} hydrating>
          {/* hydrate={false}: no inline script with router state (the CSP allows none, and there is none to pass). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </DocumentTitleSinkContext.Provider>
    </StrictMode>,
  );
  const pages = context.matches.flatMap(({ route }) =>
    isPageHandle(route.handle) ? [route.handle.page] : [],
  );
  return { html, title, pages };
}
