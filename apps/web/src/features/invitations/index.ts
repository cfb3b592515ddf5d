/* The invitations feature's public entry (docs/decisions/0069): its query keys and query options. */
export { invitationKeys, invitationsQuery } from './api/invitations-api';
