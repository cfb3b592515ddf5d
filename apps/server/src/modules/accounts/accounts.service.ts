import {
  AgentSignUpRequestSchema,
  FamilySignUpRequestSchema,
  type MeResponse,
  ProfessionalSignUpRequestSchema,
  SIGN_UP_LINK_HOURS,
  SIGN_UP_LINK_INVALID_MESSAGE,
  type SignUpAccepted,
  signUpAcceptedMessage,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sessionCookieHeader } from '../../auth/act-as-sessions';
import type { Actor } from '../../auth/actor';
import type { Auth } from '../../auth/auth';
import { createUserSession } from '../../auth/new-session';
import { passwordProblem } from '../../auth/password-policy';
import { isRole, type Role } from '../../auth/roles';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError } from '../../errors';
import { queueMail } from '../../mail/outbox';
import { signUpConfirmationMail, signUpExistingAccountMail } from '../../mail/templates';
import { checkCouponCode } from '../coupons/coupons.service';
import { hashInvitationToken, newInvitationToken } from '../invitations/invitation-token';
import { usableInvitation } from '../invitations/invitations.service';
import * as repo from './accounts.repository';
import { createRoleRecords, type SignUp } from './role-records';

export type { SignUp };

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Log in instead.';
const ORGANISATION_TAKEN_MESSAGE =
  'That organisation already uses College Cost Planner. Ask its administrator to invite you, or enter your own firm’s name.';

/** A stored request's answers: the form's, without the password (kept hashed apart) or an invitation. */
const noPassword = { password: z.literal('') };
const StoredFamilySchema = FamilySignUpRequestSchema.omit({ inviteToken: true }).extend(noPassword);
const StoredAgentSchema = AgentSignUpRequestSchema.omit({ inviteToken: true }).extend(noPassword);
const StoredProfessionalSchema = ProfessionalSignUpRequestSchema.omit({ inviteToken: true }).extend(
  noPassword,
);

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

/** The one password rule (auth/password-policy.ts), under the form's Password field. */
async function checkPassword(input: { email: string; name: string; password: string }) {
  const problem = await passwordProblem(input.password, input);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { password: problem });
}

/**
 * The checks a sign-up passes before anything is written, none of which depends on whether the email has an
 * account: the password rule, an agent's organisation (joining one gives its families: only an administrator's
 * invitation does that, never a typed name), a family's coupon code (checked again when it is redeemed).
 */
async function checkSignUp(db: Db, signUp: SignUp, invited: boolean) {
  await checkPassword(signUp.input);
  if (signUp.role === 'financial_agent' && !invited) {
    if (await repo.findOrganisationByName(db, signUp.input.organisation)) {
      throw new AppError('CONFLICT', ORGANISATION_TAKEN_MESSAGE, {
        organisation: ORGANISATION_TAKEN_MESSAGE,
      });
    }
  }
  if (signUp.role === 'family' && signUp.input.couponCode) await checkCouponCode(db, signUp.input.couponCode);
}

/**
 * A sign-up with an invitation link: the link was mailed to the invitation's address, so using it proves the
 * address. The account (with the invitation's email, whatever the form sent: ADR 0025) and its role records are
 * made at once, and the new user is signed in. Only the link's holder learns that an address already has an account.
 */
export async function signUpWithInvitation(
  deps: AccountsDeps,
  signUp: SignUp,
  requestHeaders: Headers,
): Promise<SignUpResult> {
  const invitation = await usableInvitation(deps.db, signUp.input.inviteToken ?? '', signUp.role);
  const input = { ...signUp.input, email: invitation.email };
  const withEmail = { ...signUp, input } as SignUp;
  await checkSignUp(deps.db, withEmail, true);
  if (await repo.findUserByEmail(deps.db, input.email)) {
    throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  }
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

const HOUR_MS = 60 * 60 * 1000;
/** Sign-up mails to one address per hour, at most: sign-ups cannot be used to flood someone's mailbox. */
const SIGN_UP_MAILS_PER_HOUR = 5;

const ACCOUNT_LABEL: Record<SignUp['role'], string> = {
  family: 'family account',
  financial_agent: 'financial agent account',
  admission_professional: 'admission professional account',
};
const ROLE_AREA: Record<Role, string> = {
  family: '/family',
  financial_agent: '/agent',
  admission_professional: '/admission-professional',
  admin: '/admin',
};

/** The form's answers a confirmed sign-up still needs (name, email and password are kept apart). */
function detailsOf(signUp: SignUp): Record<string, unknown> {
  const { name: _n, email: _e, password: _p, inviteToken: _i, ...details } = signUp.input;
  return details;
}

/**
 * A self-service sign-up (ADR 0043). Its answer is the same whether or not the email has an account, in status,
 * body and (nearly) time: both paths hash the password and write to the outbox in one transaction. A new address
 * gets a link that creates the account when used (`confirmSignUp`); the owner of a taken one gets a mail saying
 * someone tried, with links to log in or reset the password. Nothing else is created until the link is used.
 */
export async function requestSignUp(
  deps: AccountsDeps & { publicUrl: string },
  signUp: SignUp,
): Promise<SignUpAccepted> {
  const email = signUp.input.email.toLowerCase();
  await checkSignUp(deps.db, signUp, false);
  const passwordHash = await (await deps.auth.$context).password.hash(signUp.input.password);
  const { token, hash } = newInvitationToken();
  await retryingTransaction(deps.db, async (tx) => {
    await repo.deleteExpiredSignUpRequests(tx);
    const existing = await repo.findUserByEmail(tx, email);
    const mailed = await repo.countSignUpMailsTo(tx, email, new Date(Date.now() - HOUR_MS));
    if (mailed >= SIGN_UP_MAILS_PER_HOUR) return;
    if (existing) {
      const area = ROLE_AREA[isRole(existing.role) ? existing.role : 'family'];
      await queueMail(
        tx,
        signUpExistingAccountMail({
          to: existing.email,
          name: existing.name,
          loginLink: `${deps.publicUrl}${area}/login`,
          resetLink: `${deps.publicUrl}${area}/forgot-password`,
        }),
      );
      return;
    }
    await repo.insertSignUpRequest(tx, {
      tokenHash: hash,
      role: signUp.role,
      email,
      name: signUp.input.name,
      passwordHash,
      details: detailsOf(signUp),
      expiresAt: new Date(Date.now() + SIGN_UP_LINK_HOURS * HOUR_MS),
    });
    await queueMail(
      tx,
      signUpConfirmationMail({
        to: email,
        name: signUp.input.name,
        accountLabel: ACCOUNT_LABEL[signUp.role],
        link: `${deps.publicUrl}/signup/confirm?token=${encodeURIComponent(token)}`,
        validHours: SIGN_UP_LINK_HOURS,
      }),
    );
  });
  return { status: 'check-email', email, message: signUpAcceptedMessage(email) };
}

/** The sign-up a stored request stands for, its answers checked again by the role's form schema. */
function storedSignUp(request: repo.SignUpRequestRow): SignUp {
  const input = { ...request.details, name: request.name, email: request.email, password: '' };
  if (request.role === 'financial_agent')
    return { role: 'financial_agent', input: StoredAgentSchema.parse(input) };
  if (request.role === 'admission_professional')
    return { role: 'admission_professional', input: StoredProfessionalSchema.parse(input) };
  return { role: 'family', input: StoredFamilySchema.parse(input) };
}

const linkInvalid = () =>
  new AppError('INVALID_TOKEN', SIGN_UP_LINK_INVALID_MESSAGE, { token: SIGN_UP_LINK_INVALID_MESSAGE });

/**
 * The link mailed at sign-up is used: in one transaction the account (with the password hashed at sign-up, the
 * email verified), its role records, and the end of every waiting request for the address; then the new user is
 * signed in. The link works once, for SIGN_UP_LINK_HOURS.
 */
export async function confirmSignUp(deps: AccountsDeps, token: string): Promise<SignUpResult> {
  const userId = crypto.randomUUID();
  const signUp = await retryingTransaction(deps.db, async (tx) => {
    const request = await repo.lockSignUpRequest(tx, hashInvitationToken(token));
    if (!request) throw linkInvalid();
    if (await repo.findUserByEmail(tx, request.email)) {
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    }
    const stored = storedSignUp(request);
    // An organisation named since the sign-up is someone else's now: its families are not given away.
    if (
      stored.role === 'financial_agent' &&
      (await repo.findOrganisationByName(tx, stored.input.organisation))
    )
      throw new AppError('CONFLICT', ORGANISATION_TAKEN_MESSAGE, {
        organisation: ORGANISATION_TAKEN_MESSAGE,
      });
    await repo.insertCredentialUser(tx, {
      id: userId,
      name: request.name,
      email: request.email,
      passwordHash: request.passwordHash,
    });
    await createRoleRecords(tx, userId, stored, null);
    await repo.deleteSignUpRequestsFor(tx, request.email);
    return stored;
  });
  const session = await createUserSession(deps.auth, userId);
  return {
    user: { id: userId, email: signUp.input.email, name: signUp.input.name, role: signUp.role },
    cookies: [await sessionCookieHeader(deps.auth, session.token, session.expiresAt)],
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
