/* The colleges feature's public entry (docs/decisions/0069): its query keys and query options. */
export {
  collegeDefaultsQuery,
  collegeKeys,
  collegeQuery,
  collegeSearchQuery,
  favouritesQuery,
} from './api/colleges-api';
