/* Acting as a family (docs/decisions/0029, 0030): what app/ composes into the layouts and the staff pages. */
export { ActAsBanner } from './components/act-as-banner';
export { ActAsFamilyButton } from './components/act-as-family-button';
