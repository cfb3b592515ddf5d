import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar';
import { Spinner } from './spinner';

describe('Spinner', () => {
  afterEach(cleanup);

  it('is a status with a label for screen readers', () => {
    render(<Spinner label="Loading your profile" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your profile');
  });

  it('defaults to "Loading"', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});

describe('Avatar', () => {
  afterEach(cleanup);

  it('shows the initials of the first two words, or C', () => {
    const { container, rerender } = render(<Avatar name="Dana Kim Park" />);
    expect(container.textContent).toBe('DK');
    rerender(<Avatar name="" />);
    expect(container.textContent).toBe('C');
  });
});
