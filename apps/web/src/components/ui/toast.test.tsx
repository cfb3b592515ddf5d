import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function Trigger({ message = 'Please complete onBoarding first.' }: { message?: string }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(message)}>
      Show
    </button>
  );
}

const renderWithToasts = (message?: string) =>
  render(
    <ToastProvider>
      <Trigger message={message} />
    </ToastProvider>,
  );

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is shown for 1500 ms, then disappears by itself', () => {
    expect(TOAST_DURATION_MS).toBe(1500);
    renderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Please complete onBoarding first.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText('Please complete onBoarding first.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Please complete onBoarding first.')).toBeNull();
  });

  it('has a Dismiss button that removes it at once', () => {
    renderWithToasts('Saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('is announced through a live region and does not stack the same message', () => {
    renderWithToasts('Saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByText('Saved.')).toHaveLength(1);
    const region = screen.getByRole('list', { name: 'Messages' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Saved.');
  });

  it('waits while the pointer rests on it', () => {
    renderWithToasts('Saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const item = screen.getByText('Saved.').closest('li');
    if (!item) throw new Error('no toast item');
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved.')).not.toBeNull();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
