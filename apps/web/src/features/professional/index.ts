/* The admission professional's families feature's public entry (docs/decisions/0069): its query keys and options. */
export {
  professionalFamiliesQuery,
  professionalFamilyKeys,
  professionalFamilyQuery,
} from './api/professional-families-api';
