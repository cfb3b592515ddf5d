/* The admin's colleges and aid policies feature's public entry (docs/decisions/0069): query keys and options. */
export {
  adminCollegeKeys,
  adminCollegeQuery,
  adminCollegesQuery,
  aidPoliciesQuery,
  aidPolicyKeys,
  aidPolicyQuery,
  calculatorUsersQuery,
} from './api/admin-colleges-api';
