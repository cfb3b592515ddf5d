import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './page-error-boundary';

function Failing(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('offers to reload when a page fails, and shows the next page after a navigation', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  const { rerender } = render(
    <PageErrorBoundary resetKey="/privacy-policy">
      <Failing />
    </PageErrorBoundary>,
  );
  expect(screen.getByRole('alert').textContent).toContain('This page could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
  expect(reload).toHaveBeenCalledOnce();

  rerender(
    <PageErrorBoundary resetKey="/">
      <h1>Home</h1>
    </PageErrorBoundary>,
  );
  expect(screen.getByRole('heading').textContent).toBe('Home');
});
