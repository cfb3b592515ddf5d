/* The calculator feature's public entry (docs/decisions/0069): its query keys and query options. */
export {
  calculatorDefaultsQuery,
  calculatorKeys,
  collegeOptionsQuery,
  linkedCollegeQuery,
} from './api/calculator-api';
