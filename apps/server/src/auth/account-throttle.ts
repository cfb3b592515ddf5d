import { AppError } from '../errors';
import type { WindowCounter } from '../limits/window-counter';

/** After this many failed log-ins for one account within the window, every attempt is refused until it ends. */
export const FAILED_LOG_IN_LIMIT = 10;
export const FAILED_LOG_IN_WINDOW_MS = 15 * 60 * 1000;
/** Password-reset mails one account can be sent per window. */
export const RESET_REQUEST_LIMIT = 5;
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000;

/** Thrown when an account is throttled; `retryAfterSeconds` goes into the Retry-After header. */
export class AccountThrottled extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();

function minutesLeft(windowEndsAt: number): { minutes: number; seconds: number } {
  const seconds = Math.max(1, Math.ceil((windowEndsAt - Date.now()) / 1000));
  return { minutes: Math.ceil(seconds / 60), seconds };
}
const inMinutes = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/**
 * Per-account limits on log-in and password-reset requests, counted in the shared database whatever the address
 * the attempts come from. A log-in attempt is counted before the password is checked (so parallel attempts cannot
 * all slip under the limit) and taken back when it did not fail on the password.
 */
export function accountThrottle(counter: WindowCounter) {
  return {
    /**
     * Counts one log-in attempt for `email`; throws AccountThrottled once the account has too many failures.
     * Call the returned function with the answer's status once the attempt has been checked.
     */
    async beginLogIn(email: string): Promise<(status: number) => Promise<void>> {
      const key = `log-in failures ${accountKey(email)}`;
      const { count, windowEndsAt } = await counter.hit(key, FAILED_LOG_IN_WINDOW_MS);
      if (count > FAILED_LOG_IN_LIMIT) {
        const { minutes, seconds } = minutesLeft(windowEndsAt);
        throw new AccountThrottled(
          `Too many failed log-ins for this account. Try again in ${inMinutes(minutes)}.`,
          seconds,
        );
      }
      return async (status) => {
        // Only a wrong password (401) counts as a failure.
        if (status !== 401) await counter.undo(key);
      };
    },

    /** Counts one password-reset request for `email`; throws AccountThrottled past the limit. */
    async countResetRequest(email: string): Promise<void> {
      const { count, windowEndsAt } = await counter.hit(
        `reset requests ${accountKey(email)}`,
        RESET_REQUEST_WINDOW_MS,
      );
      if (count > RESET_REQUEST_LIMIT) {
        const { minutes, seconds } = minutesLeft(windowEndsAt);
        throw new AccountThrottled(
          `Too many password-reset requests for this account. Try again in ${inMinutes(minutes)}.`,
          seconds,
        );
      }
    },
  };
}

export type AccountThrottle = ReturnType<typeof accountThrottle>;
