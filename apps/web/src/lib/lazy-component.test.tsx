import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}
type GreetingType = typeof Greeting;

function deferred() {
  let resolve!: (value: GreetingType) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<GreetingType>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(cleanup);

describe('lazyComponent', () => {
  it('suspends until its chunk has loaded, loading it once', async () => {
    const chunk = deferred();
    const loader = vi.fn(() => chunk.promise);
    const Lazy = lazyComponent(loader);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Rae" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    Lazy.preload();
    await act(async () => chunk.resolve(Greeting));
    expect(screen.getByRole('heading').textContent).toBe('Hello Rae');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('renders at once when preloaded', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    await act(async () => Lazy.preload());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Mia" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Mia')).toBeTruthy();
  });

  it('renders a loaded component to HTML in the first pass, without its fallback (the build)', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    await Lazy.load();
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Dana" />
      </Suspense>,
    );
    expect(html).toBe('<!--$--><h1>Hello <!-- -->Dana</h1><!--/$-->');
  });

  it('loads again after a failed load', async () => {
    const first = deferred();
    const loader = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(Greeting);
    const Lazy = lazyComponent<{ name: string }>(loader);
    const failed = Lazy.load();
    first.reject(new Error('chunk failed'));
    await expect(failed).rejects.toThrow('chunk failed');
    await expect(Lazy.load()).resolves.toBe(Greeting);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
