import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EDIT_CONFLICT',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error shape of the API: `{ error: { code, message, fields?, requestId } }`. `requestId` is the request's
 * `x-request-id` (the server's log lines carry it too); the server always sends it, and a client reading an answer
 * that did not come from this server (a proxy's) goes without it.
 */
export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
