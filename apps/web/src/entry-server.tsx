/**
 * Build-time rendering of the public pages (src/build/prerender.ts; never shipped to the browser). Each page is
 * rendered signed out, with React Router's static router around the same routes and providers as the browser
 * app (app/app.tsx), so that main.tsx can hydrate the HTML without a mismatch.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import {
  PRERENDERED_PATHS,
  PUBLIC_PAGES,
  type PublicPageKey,
  publicPageAt,
} from './app/routes/public-routes';
import { createQueryClient } from './lib/query-client';
import { DocumentTitleSinkContext, documentTitle } from './lib/use-document-title';

export { PRERENDERED_PATHS, PUBLIC_PAGES };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page sets. */
  title: string;
  /** The on-demand page the path shows: the HTML preloads its chunks. */
  page: PublicPageKey;
}

export async function render(path: string): Promise<RenderedPage> {
  const page = publicPageAt(path);
  if (!page) throw new Error(`${path} is not a public page.`);
  // Loaded ahead, the page renders in this pass instead of its Suspense fallback (as main.tsx does for hydration).
  await PUBLIC_PAGES[page].Page.load();

  let title = documentTitle(null);
  const html = renderToString(
    <StrictMode>
      <DocumentTitleSinkContext.Provider
        value={(pageTitle) => {
          title = pageTitle;
        }}
      >
        <Providers queryClient={createQueryClient()} hydrating>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </DocumentTitleSinkContext.Provider>
    </StrictMode>,
  );
  return { html, title, page };
}
