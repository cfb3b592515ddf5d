/* The auth feature's public entry (docs/decisions/0069): its query keys and query options. */
export { invitationPreviewKeys, invitationPreviewQuery } from './api/invitation-preview-api';
