import type {
  AgentSignUpRequest,
  FamilySignUpRequest,
  MeResponse,
  ProfessionalSignUpRequest,
  Role,
  SignUpAccepted,
} from '@ccp/contracts';
import { apiClient } from '../../../lib/api-client';
import { fetchSession } from '../../../lib/session';

/** Calls of the auth feature. The bearer token is refreshed right after every sign-in. */

export async function signInWithEmail(email: string, password: string): Promise<MeResponse> {
  await apiClient.request('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
    refreshOnUnauthorized: false,
  });
  return loadSignedInUser();
}

/** After the server set the session cookie: get a bearer token, then who is signed in. */
async function loadSignedInUser(): Promise<MeResponse> {
  apiClient.clearToken();
  const me = await fetchSession();
  if (!me) throw new Error('The session was not created.');
  return me;
}

export async function signOutOnServer(): Promise<void> {
  await apiClient.request('/api/auth/sign-out', {
    method: 'POST',
    body: {},
    refreshOnUnauthorized: false,
    sessionChange: true,
  });
}

export type SignUpKind = 'family' | 'agent' | 'professional';

const SIGN_UP_PATH: Record<SignUpKind, string> = {
  family: '/api/family/signup',
  agent: '/api/agents/signup',
  professional: '/api/admission-professionals/signup',
};

export type SignUpBody = FamilySignUpRequest | AgentSignUpRequest | ProfessionalSignUpRequest;

/** A sign-up's outcome: signed in (an invitation link), or a link to finish was mailed (ADR 0043). */
export type SignUpOutcome =
  | { kind: 'signed-in'; me: MeResponse }
  | { kind: 'check-email'; sent: SignUpAccepted };

const isCheckEmail = (answer: unknown): answer is SignUpAccepted =>
  typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status === 'check-email';

export async function signUp(kind: SignUpKind, body: SignUpBody): Promise<SignUpOutcome> {
  const answer = await apiClient.request(SIGN_UP_PATH[kind], {
    method: 'POST',
    body,
    refreshOnUnauthorized: false,
  });
  if (isCheckEmail(answer)) return { kind: 'check-email', sent: answer };
  return { kind: 'signed-in', me: await loadSignedInUser() };
}

/** Uses the link mailed at sign-up: the account is created and its session cookie set. */
export async function confirmSignUp(token: string): Promise<MeResponse> {
  await apiClient.request('/api/signup/confirm', {
    method: 'POST',
    body: { token },
    refreshOnUnauthorized: false,
  });
  return loadSignedInUser();
}

export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  await apiClient.request('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo },
    refreshOnUnauthorized: false,
  });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiClient.request('/api/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
    refreshOnUnauthorized: false,
  });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiClient.request('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export type { Role };
