import { createContext, useContext, useEffect } from 'react';

const PRODUCT = 'College Cost Planner';

/** The browser tab title of a page: "<page> · College Cost Planner" (the landing page has its own). */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${PRODUCT}` : `${PRODUCT}: plan what college will really cost`;
}

/**
 * Given only by the build's pre-rendering (entry-server.tsx): it receives the page's title during the render,
 * because effects never run there. In the browser there is none, and the effect below sets the title.
 */
export const DocumentTitleSinkContext = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab title: "<page> · College Cost Planner". */
export function useDocumentTitle(title: string | null): void {
  const sink = useContext(DocumentTitleSinkContext);
  sink?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
