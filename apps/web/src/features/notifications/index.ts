/* The notifications feature's public entry (docs/decisions/0069): its query keys and query options. */
export { notificationKeys, notificationsQuery } from './api/notifications-api';
