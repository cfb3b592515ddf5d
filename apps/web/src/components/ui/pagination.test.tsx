import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('says "1 college" for a single result, not "1–1 of 1 colleges"', () => {
    render(<Pagination page={1} limit={20} total={1} noun="college" onPage={vi.fn()} />);
    expect(screen.getByText('college', { exact: false }).textContent).toBe('1 college');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says "1 family" and "1 calculator user": one plural rule for every noun', () => {
    const { unmount } = render(<Pagination page={1} limit={20} total={1} noun="family" onPage={vi.fn()} />);
    expect(screen.getByText('family', { exact: false }).textContent).toBe('1 family');
    unmount();
    render(<Pagination page={1} limit={20} total={3} noun="calculator user" onPage={vi.fn()} />);
    expect(screen.getByText('calculator users', { exact: false }).textContent).toBe('3 calculator users');
  });

  it('shows no "Page 99 of 8" for a page past the end (the page offers the last page instead)', () => {
    const { container } = render(
      <Pagination page={99} limit={20} total={155} noun="college" onPage={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
  });

  it('pages a long list', () => {
    render(<Pagination page={2} limit={20} total={155} noun="college" onPage={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pages of colleges' }).textContent).toContain(
      '21–40 of 155 colleges',
    );
    expect(screen.getByText('Page 2 of 8')).toBeTruthy();
  });
});
