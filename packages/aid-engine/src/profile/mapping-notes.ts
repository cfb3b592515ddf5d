import type { ProfileFieldUse } from './profile-input';

/** What the profile mapping reports besides the request: fields used and assumptions made. */
export interface MappingNotes {
  used: ProfileFieldUse[];
  assumptions: string[];
}
