import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const module = { Greeting: ({ name }: { name: string }) => <h1>Hello {name}</h1> };

function deferred() {
  let resolve!: (value: typeof module) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<typeof module>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(cleanup);

describe('lazyPage', () => {
  it('renders a preloaded page in the first pass, without its fallback', async () => {
    const { Page, preload } = lazyPage(
      async () => module,
      (m) => m.Greeting,
    );
    await preload();
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Dana" />
      </Suspense>,
    );
    expect(html).toBe('<!--$--><h1>Hello <!-- -->Dana</h1><!--/$-->');
  });

  it('suspends until the module arrives, loading it once', async () => {
    const load = deferred();
    const loader = vi.fn(() => load.promise);
    const { Page, preload } = lazyPage(loader, (m) => m.Greeting);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Page name="Dana" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    const preloaded = preload();
    await act(async () => load.resolve(module));
    await preloaded;
    expect(screen.getByRole('heading').textContent).toBe('Hello Dana');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const first = deferred();
    const loader = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(module);
    const { preload } = lazyPage(loader, (m: typeof module) => m.Greeting);
    const failed = preload();
    first.reject(new Error('chunk failed'));
    await expect(failed).rejects.toThrow('chunk failed');
    await expect(preload()).resolves.toBeUndefined();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
