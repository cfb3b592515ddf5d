import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfoTooltip } from './info-tooltip';

describe('InfoTooltip', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows its help on keyboard focus, describes its button with it, and hides on Escape and blur', () => {
    render(<InfoTooltip>Residents pay less.</InfoTooltip>);
    const button = screen.getByRole('button', { name: 'More information' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();

    fireEvent.focus(button);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Residents pay less.');
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.focus(button);
    fireEvent.blur(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on a short hover and hides when the pointer leaves', () => {
    vi.useFakeTimers();
    render(<InfoTooltip label="About the state">Residents pay less.</InfoTooltip>);
    const button = screen.getByRole('button', { name: 'About the state' });
    fireEvent.mouseEnter(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();

    // A pointer passing by shows nothing.
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
