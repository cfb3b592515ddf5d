import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  afterEach(cleanup);

  it('suspends until its chunk has loaded', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Rae" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Rae')).toBeTruthy();
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
});
