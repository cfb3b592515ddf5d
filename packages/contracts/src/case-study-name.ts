/**
 * The name of a case study (draft family version), cleaned as docs/product-spec.md §5 says: characters other than
 * letters, digits, underscore, hyphen and space are removed, runs of spaces become one, and the result is trimmed.
 * The dialog cleans it before sending and the server cleans it again before storing it. Zod-free: the web imports it.
 */
export function cleanVersionName(raw: string): string {
  return raw
    .replace(/[^A-Za-z0-9_\- ]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

export const VERSION_NAME_REQUIRED = 'Version Name is required';
export const VERSION_NOT_SELECTED = 'Deleted version not selected.';
export const DELETE_VERSION_CONFIRMATION =
  'Are you sure you want to delete this version. Deleting the version will remove this cloned version permanently.';
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const cloneSuccessMessage = (name: string) => `Clone: ${name} created successfully!!`;
/** How long the clone success message stays (docs/product-spec.md §9). */
export const SUCCESS_MESSAGE_MS = 20_000;
/** The family profile and at most this many case studies side by side. */
export const MAX_COMPARED_VERSIONS = 3;
