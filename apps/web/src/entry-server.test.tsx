import { resolve } from 'node:path';
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { PRERENDERED_PATHS, PUBLIC_PAGES, type PublicPageKey } from './app/routes/public-routes';
import { render } from './entry-server';
import { createQueryClient } from './lib/query-client';

const WEB_ROOT = resolve(import.meta.dirname, '..');

const unauthenticated = () =>
  new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Please log in.' } }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });

let root: Root | null = null;
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => unauthenticated()),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pre-rendered pages', () => {
  it.each(PRERENDERED_PATHS)(
    '%s renders to HTML that the browser app hydrates without a mismatch',
    async (path) => {
      const page = await render(path);
      expect(page.html).toContain('<main');
      expect(page.title).toContain('College Cost Planner');

      const container = document.createElement('div');
      container.innerHTML = page.html;
      document.body.append(container);
      const heading = container.querySelector('h1')?.textContent;
      expect(heading).toBeTruthy();

      window.history.replaceState(null, '', path);
      // As main.tsx: the page's module is loaded before hydrating (render() has loaded it already).
      await PUBLIC_PAGES[page.page].Page.load();
      const consoleError = vi.spyOn(console, 'error');
      const recoverable: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, <App queryClient={createQueryClient()} hydrating />, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      // The session probe answers 401: the page stays the signed-out view it was rendered as.
      await act(() => vi.waitFor(() => expect(fetch).toHaveBeenCalled()));
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.querySelector('h1')?.textContent).toBe(heading);
      expect(document.title).toBe(page.title);
      // The reader stays where the browser put them.
      expect(window.scrollTo).not.toHaveBeenCalled();
    },
  );
});

describe('PUBLIC_PAGES', () => {
  it.each(Object.keys(PUBLIC_PAGES) as PublicPageKey[])('%s names the module it loads', async (key) => {
    const { source, load } = PUBLIC_PAGES[key];
    expect(await load()).toBe(await import(/* @vite-ignore */ resolve(WEB_ROOT, source)));
  });
});
