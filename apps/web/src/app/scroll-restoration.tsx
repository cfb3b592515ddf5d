import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import { useHydrated } from '../lib/hydration';

/** Positions by history entry, kept for reloads; written only as the page unloads (sign-out clears it after). */
const STORAGE_KEY = 'ccp-scroll-positions';
/** How long a restored position waits for a page still loading to grow tall enough. */
const RESTORE_WAIT_MS = 1000;

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return new Map();
    return new Map(
      Object.entries(saved).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return new Map(); // storage disabled, or not ours
  }
}

function scrollToSection(hash: string): boolean {
  try {
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    section?.scrollIntoView();
    return section !== null;
  } catch {
    return false; // a malformed %-escape
  }
}

/** Scrolls to `y`, trying again each frame for a while if the page is not yet that tall, until the reader scrolls. */
function restore(y: number): () => void {
  const stop = new AbortController();
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, y);
    if (window.scrollY + 1 < y && performance.now() < deadline) frame = requestAnimationFrame(attempt);
    else stop.abort();
  };
  stop.signal.addEventListener('abort', () => cancelAnimationFrame(frame));
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
    window.addEventListener(type, () => stop.abort(), { passive: true, signal: stop.signal });
  }
  attempt();
  return () => stop.abort();
}

/**
 * Scrolling across the app's own navigations, as between documents: back and forward return to where the reader
 * was (saved per history entry), a new page starts at the top or at its `#section`, and a change of the query alone
 * (filters, a page of results) keeps the position. Hydrating a pre-rendered page keeps the browser's position.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // False only in the render that hydrates a pre-rendered page.
  const hydrated = useHydrated();
  const positions = useRef<Map<string, number>>(null);
  const shown = useRef<Location>(null);
  const stopRestoring = useRef<() => void>(null);

  useEffect(() => {
    const map = positions.current;
    if (!map) return;
    const record = () => {
      if (shown.current) map.set(shown.current.key, window.scrollY);
    };
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(map)));
      } catch {
        // Storage disabled: positions last as long as the page.
      }
      // A reload, or a return to this document, lets the browser place it; the app takes over once it runs.
      window.history.scrollRestoration = 'auto';
    };
    manual();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.removeEventListener('pageshow', manual);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry, after its page has rendered.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous?.key === location.key) return; // StrictMode runs a new effect twice
    shown.current = location;
    positions.current ??= readPositions();
    stopRestoring.current?.();
    stopRestoring.current = null;
    if (!previous && !hydrated) return;

    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    if (saved !== undefined) {
      stopRestoring.current = restore(saved);
      return;
    }
    if (location.hash && scrollToSection(location.hash)) return;
    const queryOnly =
      previous?.pathname === location.pathname &&
      previous.hash === location.hash &&
      previous.search !== location.search;
    if (!queryOnly) window.scrollTo(0, 0);
    positions.current.set(location.key, window.scrollY);
  }, [location.key]);

  return null;
}
