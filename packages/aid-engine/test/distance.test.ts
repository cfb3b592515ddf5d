import { describe, expect, it } from 'vitest';
import { milesBetween } from '../src/fit/distance';

describe('milesBetween', () => {
  it('gives great-circle miles between two places', () => {
    // Columbus, OH (43215) to Cambridge, MA (02139): about 640 miles as the crow flies.
    const columbus = { latitude: 39.9671, longitude: -83.0044 };
    const cambridge = { latitude: 42.3647, longitude: -71.1042 };
    expect(milesBetween(columbus, cambridge)).toBe(640);
    expect(milesBetween(columbus, columbus)).toBe(0);
  });

  it('is unknown when a place is unknown', () => {
    expect(milesBetween(null, { latitude: 0, longitude: 0 })).toBeNull();
  });
});
