import { AppError } from '../errors';
import type { Auth } from './auth';

/** A new session of the user's own (an account just made by a confirmed sign-up link), as a log-in makes one. */
export async function createUserSession(
  auth: Auth,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId, false);
  if (!session) throw new AppError('INTERNAL', 'Something went wrong. Please try again.');
  return { token: session.token, expiresAt: session.expiresAt };
}
