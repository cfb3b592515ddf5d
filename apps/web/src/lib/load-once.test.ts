import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller and keeps the value', async () => {
    const loader = vi.fn(async () => 'checks');
    const checks = loadOnce(loader);
    expect(checks.loaded()).toBeUndefined();
    checks.preload();
    await expect(Promise.all([checks.load(), checks.load()])).resolves.toEqual(['checks', 'checks']);
    expect(checks.loaded()).toBe('checks');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and a failed preload throws nothing', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce('checks');
    const checks = loadOnce<string>(loader);
    checks.preload();
    await expect(checks.load()).rejects.toThrow('offline');
    await expect(checks.load()).resolves.toBe('checks');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
