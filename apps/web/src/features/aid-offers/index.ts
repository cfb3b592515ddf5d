/* The aid offers feature's public entry (docs/decisions/0069): its query keys and query options. */
export {
  aidOffersQuery,
  appealLetterQuery,
  offerCollegesQuery,
  offerComparisonQuery,
  offerKeys,
} from './api/offers-api';
