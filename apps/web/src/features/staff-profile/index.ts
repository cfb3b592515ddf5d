/* The staff profile feature's public entry (docs/decisions/0069): its query keys and query options. */
export { staffProfileKeys, staffProfileQuery } from './api/staff-profile-api';
