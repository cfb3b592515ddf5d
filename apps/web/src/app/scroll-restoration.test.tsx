import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrationProvider } from '../lib/hydration';
import { ScrollRestoration } from './scroll-restoration';

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

/** The reader scrolls to `y`. */
function scroll(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

function mount(initialEntries: string[] = ['/a'], { hydrating = false } = {}) {
  const app: { navigate: NavigateFunction | null } = { navigate: null };
  function Navigator() {
    app.navigate = useNavigate();
    return <h1 id="section">Page</h1>;
  }
  const view = render(
    <HydrationProvider hydrating={hydrating}>
      <MemoryRouter initialEntries={initialEntries}>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>
    </HydrationProvider>,
  );
  const go = async (to: string | number) => {
    await act(async () => {
      if (typeof to === 'number') await app.navigate?.(to);
      else await app.navigate?.(to);
    });
  };
  return { go, view };
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'scrollY');
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top, and keeps the position when only the query changes', async () => {
    const { go } = mount();
    scroll(600);
    await go('/a?state=OH');
    expect(scrollY).toBe(600);
    await go('/b');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns to the position of each history entry on back and forward', async () => {
    const { go } = mount();
    scroll(800);
    await go('/b');
    expect(scrollY).toBe(0);
    scroll(150);
    await go(-1);
    expect(scrollY).toBe(800);
    await go(1);
    expect(scrollY).toBe(150);
  });

  it('scrolls a #section into view', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { go } = mount();
    scrollTo.mockClear();
    await go('/b#section');
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('keeps the positions in sessionStorage as the page unloads, for a reload', async () => {
    const first = mount();
    scroll(420);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.length).toBe(1);
    first.view.unmount();

    scrollY = 0;
    // MemoryRouter's first entry always has the key "default", like a page the browser loads afresh.
    mount();
    expect(scrollY).toBe(420);
  });

  it('leaves a pre-rendered page being hydrated where the browser put it', () => {
    sessionStorage.setItem('ccp-scroll-positions', JSON.stringify({ default: 300 }));
    mount(['/a'], { hydrating: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
