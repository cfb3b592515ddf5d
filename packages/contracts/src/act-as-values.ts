// Acting as a family: the values the web shows directly (zod-free, so a family page loads no validation library).

/** The header the web client sends on every call while an admin or agent acts as a family: the actor's user id. */
export const SIMULATOR_HEADER = 'x-admin-simulator-id';

/** docs/product-spec.md §8. */
export const ADMIN_EMAIL_NOT_FOUND = 'Admin email not found for login.';
export const AGENT_EMAIL_NOT_FOUND = 'Agent email not found for login.';
