/* Acting as a family (docs/decisions/0029, 0030): what app/ composes into the layouts and the staff pages. */

// Its query keys and query options (docs/decisions/0069).
export {
  actAsKeys,
  adminActivityQuery,
  familyActivityQuery,
  switchableFamiliesQuery,
} from './api/act-as-api';
export { ActAsBanner } from './components/act-as-banner';
export { ActAsFamilyButton } from './components/act-as-family-button';
