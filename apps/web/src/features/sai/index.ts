/* The SAI feature's public entry (docs/decisions/0069): its query keys and query options. */
export { familySaiQuery, saiKeys } from './api/sai-api';
