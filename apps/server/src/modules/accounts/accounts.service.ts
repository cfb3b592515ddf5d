import type { MeResponse } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Auth } from '../../auth/auth';
import { isRole, type Role } from '../../auth/roles';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError } from '../../errors';
import { checkCouponCode } from '../coupons/coupons.service';
import { usableInvitation } from '../invitations/invitations.service';
import * as repo from './accounts.repository';
import { createRoleRecords, type SignUp } from './role-records';

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Log in instead.';
const ORGANISATION_TAKEN_MESSAGE =
  'That organisation already uses College Cost Planner. Ask its administrator to invite you, or enter your own firm’s name.';

export interface AccountsDeps {
  db: Db;
  auth: Auth;
}

export interface SignUpResult {
  user: { id: string; email: string; name: string; role: Role };
  /** Set-Cookie headers of the new session: the new user is signed in. */
  cookies: string[];
}

function authFailure(err: unknown): never {
  if (err instanceof APIError) {
    const code = (err.body as { code?: string } | undefined)?.code;
    if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    }
    if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
      const message =
        code === 'PASSWORD_TOO_SHORT'
          ? 'Password must be at least 8 characters.'
          : 'Password must be at most 128 characters.';
      throw new AppError('VALIDATION_FAILED', message, { password: message });
    }
  }
  throw err;
}

/** Creates the account, its role records (in one transaction) and a signed-in session. */
export async function signUp(
  deps: AccountsDeps,
  signUp: SignUp,
  requestHeaders: Headers,
): Promise<SignUpResult> {
  const invitation = signUp.input.inviteToken
    ? await usableInvitation(deps.db, signUp.input.inviteToken, signUp.role)
    : null;
  // An invitation's sign-up takes the invitation's email, whatever the form sent (ADR 0025).
  const input = { ...signUp.input, email: invitation?.email ?? signUp.input.email };
  const withEmail = { ...signUp, input } as SignUp;
  if (await repo.findUserByEmail(deps.db, input.email)) {
    throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  }
  // Joining an organisation gives its families: only an administrator's invitation does that, never a typed name.
  if (signUp.role === 'financial_agent' && !invitation) {
    if (await repo.findOrganisationByName(deps.db, signUp.input.organisation)) {
      throw new AppError('CONFLICT', ORGANISATION_TAKEN_MESSAGE, {
        organisation: ORGANISATION_TAKEN_MESSAGE,
      });
    }
  }
  // A refused coupon code creates nothing; the code is checked again under its row lock in the transaction.
  if (signUp.role === 'family' && signUp.input.couponCode)
    await checkCouponCode(deps.db, signUp.input.couponCode);
  const created = await deps.auth.api
    .signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    })
    .catch(authFailure);
  const userId = created.response.user.id;
  try {
    await retryingTransaction(deps.db, (tx) => createRoleRecords(tx, userId, withEmail, invitation));
  } catch (err) {
    // The account must not outlive a failed sign-up: remove it so the email can be used again.
    await deps.db.delete(schema.user).where(eq(schema.user.id, userId));
    throw err;
  }
  return {
    user: { id: userId, email: input.email, name: input.name, role: signUp.role },
    cookies: created.headers.getSetCookie(),
  };
}

export async function me(db: Db, actor: Actor): Promise<MeResponse> {
  const user = await repo.findUserById(db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  const role: Role = isRole(user.role) ? user.role : 'family';
  const [family, agent, professional, simulator] = await Promise.all([
    role === 'family' ? repo.findFamilyByUser(db, user.id) : undefined,
    role === 'financial_agent' ? repo.findAgentByUser(db, user.id) : null,
    role === 'admission_professional' ? repo.findProfessionalByUser(db, user.id) : undefined,
    actor.impersonatedBy ? repo.findUserById(db, actor.impersonatedBy) : undefined,
  ]);
  return {
    user: { id: user.id, email: user.email, name: user.name, role, phone: user.phone ?? null },
    family: family
      ? {
          id: family.id,
          name: family.name,
          invitationStatus: family.invitationStatus,
          completeOnboarding: family.completeOnboarding,
        }
      : null,
    agent: agent
      ? {
          id: agent.id,
          name: user.name,
          organisationId: agent.organisationId,
          organisation: agent.organisation,
        }
      : null,
    professional: professional
      ? { id: professional.id, name: user.name, institution: professional.institution }
      : null,
    simulation:
      simulator && isRole(simulator.role)
        ? {
            actorUserId: simulator.id,
            actorName: simulator.name,
            actorEmail: simulator.email,
            actorRole: simulator.role,
          }
        : null,
  };
}

export interface NewAccount {
  role: Role;
  name: string;
  email: string;
  password: string;
  phone?: string;
  organisation?: string;
}

/** Creates an account without signing it in (admin tools, the demo seed, create-admin). */
export async function createAccount(deps: AccountsDeps, account: NewAccount): Promise<string> {
  if (await repo.findUserByEmail(deps.db, account.email)) {
    throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  }
  const created = await deps.auth.api
    .createUser({
      body: { name: account.name, email: account.email, password: account.password, role: 'family' },
    })
    .catch(authFailure);
  const userId = created.user.id;
  const organisation = account.organisation ?? '';
  try {
    await retryingTransaction(deps.db, async (tx) => {
      if (account.role === 'admin') {
        await tx
          .update(schema.user)
          .set({ role: 'admin', phone: account.phone || null })
          .where(eq(schema.user.id, userId));
        return;
      }
      const base = {
        name: account.name,
        email: account.email,
        password: account.password,
        phone: account.phone,
      };
      const signUpRecord: SignUp =
        account.role === 'family'
          ? { role: 'family', input: base }
          : account.role === 'financial_agent'
            ? { role: 'financial_agent', input: { ...base, organisation } }
            : { role: 'admission_professional', input: { ...base, institution: organisation } };
      await createRoleRecords(tx, userId, signUpRecord, null);
    });
  } catch (err) {
    await deps.db.delete(schema.user).where(eq(schema.user.id, userId));
    throw err;
  }
  return userId;
}
