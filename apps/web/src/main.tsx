import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { PUBLIC_PAGES, publicPageAt } from './app/routes/public-routes';
import { startMonitoring } from './lib/monitoring';
import { createQueryClient } from './lib/query-client';
import './index.css';

/**
 * Lets the browser run other work (input, paint) before the next step: each step of the start-up is then a task of
 * its own instead of one long task that blocks the page.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  // The page's own chunk first (pre-rendered pages preload it), so the first render is the whole page.
  // Should it fail to load, the page tries again as it renders and shows its error: then draw the page afresh.
  const page = publicPageAt(window.location.pathname);
  const loaded = await (page ? PUBLIC_PAGES[page].Page.load() : Promise.resolve()).then(
    () => true,
    () => false,
  );
  const hydrating = loaded && container.hasChildNodes();
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App queryClient={createQueryClient()} hydrating={hydrating} />
    </StrictMode>
  );
  if (hydrating) {
    // A page pre-rendered at build time (signed-out view): take its markup over instead of drawing it again.
    // As a transition, hydration yields to the browser in small slices rather than one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// Error monitoring (when the server has a Sentry DSN) after the page is up, so that it never delays the page.
void start(container).finally(() => {
  const run = () => void startMonitoring();
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
});
