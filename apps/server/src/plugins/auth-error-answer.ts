import type { ErrorCode } from '@ccp/contracts';
import { AppError } from '../errors';

/** better-auth's error codes, said the way this product says them, in the one error shape. */
const AUTH_ERRORS: Record<string, { code: ErrorCode; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' },
  INVALID_EMAIL: { code: 'VALIDATION_FAILED', message: 'Enter a valid email address.', field: 'email' },
  INVALID_TOKEN: {
    code: 'INVALID_TOKEN',
    message: 'This reset link has expired or was already used. Ask for a new one.',
  },
  PASSWORD_TOO_SHORT: {
    code: 'VALIDATION_FAILED',
    message: 'Password must be at least 8 characters.',
    field: 'newPassword',
  },
  PASSWORD_TOO_LONG: {
    code: 'VALIDATION_FAILED',
    message: 'Password must be at most 128 characters.',
    field: 'newPassword',
  },
  INVALID_PASSWORD: {
    code: 'VALIDATION_FAILED',
    message: 'Your current password is not right.',
    field: 'currentPassword',
  },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' },
  BANNED_USER: { code: 'FORBIDDEN', message: 'This account has been suspended. Contact support.' },
  MISSING_OR_NULL_ORIGIN: { code: 'FORBIDDEN', message: 'This request was refused: its origin is missing.' },
  INVALID_ORIGIN: { code: 'FORBIDDEN', message: 'This request was refused: its origin is not trusted.' },
};

export interface AuthErrorAnswer {
  status: number;
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** One job: better-auth's error answer (status and body text) translated into the product's error and status. */
export function authErrorAnswer(status: number, text: string): AuthErrorAnswer {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    /* not JSON: fall through to a generic message */
  }
  const known = parsed.code ? AUTH_ERRORS[parsed.code] : undefined;
  if (known) {
    return {
      status: new AppError(known.code, known.message).status,
      error: {
        code: known.code,
        message: known.message,
        ...(known.field ? { fields: { [known.field]: known.message } } : {}),
      },
    };
  }
  const code: ErrorCode =
    status === 401
      ? 'UNAUTHENTICATED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 429
          ? 'RATE_LIMITED'
          : status >= 500
            ? 'INTERNAL'
            : 'VALIDATION_FAILED';
  const message =
    status >= 500
      ? 'Something went wrong on our side. Please try again.'
      : (parsed.message ?? 'The request was refused.');
  return { status, error: { code, message } };
}
