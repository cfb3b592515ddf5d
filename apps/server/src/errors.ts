import { type ErrorCode, ErrorResponseSchema } from '@ccp/contracts';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EDIT_CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one error type: a stable code, a sentence for people, optional per-field messages, and for the few errors
 * that say more (an edit conflict's current record, ADR 0056) more members of the error object.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly more?: Record<string, unknown>,
  ) {
    super(message);
    this.status = STATUS[code];
  }

  /** Fastify and its plugins read `statusCode`. */
  get statusCode(): number {
    return this.status;
  }
}

export const notFound = (what = 'That record') => new AppError('NOT_FOUND', `${what} was not found.`);
export const forbidden = (message = 'You do not have access to this.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in to continue.') =>
  new AppError('UNAUTHENTICATED', message);
export const validationFailed = (
  fields: Record<string, string>,
  message = 'Please correct the highlighted fields.',
) => new AppError('VALIDATION_FAILED', message, fields);

/** The error answers a route documents, each in the one error shape: `errorResponses(400, 401, 403)`. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    Status,
    typeof ErrorResponseSchema
  >;
}
