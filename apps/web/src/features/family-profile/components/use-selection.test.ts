import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

describe('the selected parent or student (docs/product-spec.md §4, profile fetch)', () => {
  it('is the first one, keeps the choice on a refetch while it exists, and falls back to the first', () => {
    const { result, rerender } = renderHook(({ ids }) => useSelection(ids), {
      initialProps: { ids: ['a', 'b', 'c'] },
    });
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('c'));
    expect(result.current[0]).toBe('c');
    rerender({ ids: ['a', 'b', 'c', 'd'] });
    expect(result.current[0]).toBe('c');
    rerender({ ids: ['a', 'b'] });
    expect(result.current[0]).toBe('a');
    rerender({ ids: [] });
    expect(result.current[0]).toBeNull();
  });
});
