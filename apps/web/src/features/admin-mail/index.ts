/* The admin's mail outbox feature's public entry (docs/decisions/0069): its query keys and query options. */
export { mailKeys, mailOutboxQuery } from './api/mail-outbox-api';
