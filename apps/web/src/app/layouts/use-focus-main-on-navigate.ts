import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function sectionOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed %-escape
  }
}

/**
 * After a client-side navigation, move focus to the main region so that keyboard and screen-reader users
 * start at the new page's content (the first render keeps the browser's default focus). A link to a section
 * (`/#contact`) moves focus to that section instead. Scrolling is app/scroll-restoration.tsx's (it has already
 * scrolled when this runs): focus never scrolls.
 */
export function useFocusMainOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path or the section changes (not the query).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const section = hash ? sectionOf(hash) : null;
    if (section) {
      section.focus({ preventScroll: true });
      return;
    }
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}
