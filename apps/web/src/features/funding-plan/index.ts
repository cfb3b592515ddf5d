/* The funding plan feature's public entry (docs/decisions/0069): its query keys and query options. */
export { familyFundingQuery, fundingKeys } from './api/funding-api';
