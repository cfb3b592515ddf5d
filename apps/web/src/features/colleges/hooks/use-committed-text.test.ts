import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCommittedText } from './use-committed-text';

describe('a search box committed to the address once typing pauses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(initial: string) {
    const commit = vi.fn<(value: string) => void>();
    const hook = renderHook(({ committed }) => useCommittedText(committed, commit, 400), {
      initialProps: { committed: initial as string | undefined },
    });
    return { commit, ...hook };
  }

  it('commits what was typed after the pause, and follows a value changed elsewhere (Back, Clear filters)', () => {
    const { result, rerender, commit } = setUp('Ohio State');
    act(() => result.current[1]('Ohio'));
    act(() => vi.advanceTimersByTime(399));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledWith('Ohio');
    rerender({ committed: 'Ohio' });
    rerender({ committed: undefined });
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1_000));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('keeps a search typed before the cleared address arrives, and commits it', () => {
    const { result, rerender, commit } = setUp('Ohio State');
    // "Clear filters" pressed: the address changes in a transition; the user types first.
    act(() => result.current[1]('University of Dayton'));
    rerender({ committed: undefined });
    expect(result.current[0]).toBe('University of Dayton');
    act(() => vi.advanceTimersByTime(400));
    expect(commit).toHaveBeenCalledExactlyOnceWith('University of Dayton');
    rerender({ committed: 'University of Dayton' });
    expect(result.current[0]).toBe('University of Dayton');
  });
});
