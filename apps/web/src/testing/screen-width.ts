import { vi } from 'vitest';

/**
 * The browser's answer to every media query (`useMediaQuery`): `wide` true for a screen past the breakpoints, false
 * for a phone. Undo with `vi.unstubAllGlobals()`.
 */
export function stubScreenWidth(wide: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
