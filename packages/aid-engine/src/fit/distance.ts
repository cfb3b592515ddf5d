/** A place on Earth in decimal degrees. */
export interface Place {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance in whole miles between two places (the haversine formula, a spherical Earth: within
 * about 0.5% of the road-independent distance), or null when either place is unknown.
 */
export function milesBetween(a: Place | null, b: Place | null): number | null {
  if (a === null || b === null) return null;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h))));
}
