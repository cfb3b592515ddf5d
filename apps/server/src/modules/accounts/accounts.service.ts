import { quickEstimateProfile } from '@ccp/aid-engine';
import type {
  AgentSignUpRequest,
  FamilySignUpRequest,
  MeResponse,
  ProfessionalSignUpRequest,
  QuickEstimateAnswersInput,
  StaffProfile,
  UpdateStaffProfileRequest,
} from '@ccp/contracts';
import type { Db, Tx } from '@ccp/db';
import { schema } from '@ccp/db';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Auth } from '../../auth/auth';
import { isRole, type Role } from '../../auth/roles';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound } from '../../errors';
import { checkCouponCode, redeemCoupon } from '../coupons/coupons.service';
import { queueCrmEvent } from '../crm-webhook/queue-crm-event';
import type { InvitationRow } from '../invitations/invitations.repository';
import {
  acceptInvitation,
  usableInvitation,
  voidFamilyInvitations,
} from '../invitations/invitations.service';
import { type FamilyOfEvent, notifyFamilySignedUp } from '../notifications/family-events';
import { notifyInvitationAccepted, notifyStaffInvitationAccepted } from '../notifications/invitation-events';
import * as repo from './accounts.repository';

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Log in instead.';
const ORGANISATION_TAKEN_MESSAGE =
  'That organisation already uses College Cost Planner. Ask its administrator to invite you, or enter your own firm’s name.';

export interface AccountsDeps {
  db: Db;
  auth: Auth;
}

type SignUp =
  | { role: 'family'; input: FamilySignUpRequest }
  | { role: 'financial_agent'; input: AgentSignUpRequest }
  | { role: 'admission_professional'; input: ProfessionalSignUpRequest };

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

/** A family's sign-up tells its audiences and the CRM, in the sign-up's transaction. */
async function familySignedUp(tx: Tx, family: FamilyOfEvent, invited: boolean, couponCode?: string) {
  let couponUsed: string | null = null;
  let agentId = family.agentId;
  if (couponCode) {
    const redeemed = await redeemCoupon(tx, couponCode, family.id);
    couponUsed = redeemed.couponCode;
    agentId = redeemed.agentId;
  }
  await notifyFamilySignedUp(tx, { ...family, agentId }, { invited, couponCode: couponUsed });
  await queueCrmEvent(tx, { familyId: family.id, event: 'family.signed_up' });
}

/**
 * The two-minute estimate's answers, carried into the sign-up ("Keep going"), become the new family's profile so
 * that the onboarding opens with them filled: the household size, the savings, the property equity, one or two
 * parents (the wages split as the estimate assumed, by the aid engine), one student with the income and savings.
 * Names are left for the onboarding to ask. Only an empty profile is filled (an invited family may have data).
 */
async function applyQuickEstimate(tx: Tx, familyId: string, answers: QuickEstimateAnswersInput) {
  if (await repo.familyHasMembers(tx, familyId)) return;
  const { profile, student } = quickEstimateProfile(answers, new Date().getUTCFullYear() - 2);
  const couple = answers.parents === 2;
  await repo.fillProfile(tx, familyId, {
    family: {
      familyMembersCount: profile.familyMembersCount,
      familyMembersInCollege: 1,
      filingStatus: profile.filingStatus,
      checkingAmount: profile.checkingAmount,
      ownsInvestmentProperty: profile.ownsInvestmentProperty,
      investmentEquity: profile.investmentEquity,
    },
    parents: profile.parents.map((p, position) => ({
      position,
      firstName: '',
      age: position === 0 ? p.age : null,
      maritalStatus: couple ? 'married' : 'single',
      annualIncome: p.annualIncome,
      filingStatus: p.filingStatus,
    })),
    students: [
      {
        position: 0,
        name: '',
        incomeAmount: student.incomeAmount,
        savingsAmount: student.savingsAmount,
        filedTaxes: (student.incomeAmount ?? 0) > 0 ? true : null,
      },
    ],
  });
}

/** A family signs up from its invitation: the invited family record becomes its own, attached to the inviter. */
async function acceptFamilyInvitation(
  tx: Tx,
  userId: string,
  input: FamilySignUpRequest,
  invitation: InvitationRow,
) {
  await acceptInvitation(tx, invitation.id, userId);
  if (invitation.phone) {
    await tx.update(schema.user).set({ phone: invitation.phone }).where(eq(schema.user.id, userId));
  }
  const invited = invitation.familyId
    ? await tx.query.families.findFirst({ where: eq(schema.families.id, invitation.familyId) })
    : undefined;
  const attachment = {
    agentId: invitation.agentId,
    organisationId: invitation.organisationId,
    invitedByProfessionalId: invitation.professionalId,
    directSignUp: false,
    invitationStatus: 'pending' as const,
    name: input.name,
    ...(input.state ? { state: input.state } : {}),
  };
  const [family] =
    invited && !invited.userId
      ? await tx
          .update(schema.families)
          .set({ userId, ...attachment })
          .where(eq(schema.families.id, invited.id))
          .returning()
      : await tx
          .insert(schema.families)
          .values({ userId, email: invitation.email, invitedAt: invitation.sentAt, ...attachment })
          .returning();
  const inviter = invitation.inviterUserId
    ? await repo.findUserById(tx, invitation.inviterUserId)
    : undefined;
  if (input.quickEstimate) await applyQuickEstimate(tx, family!.id, input.quickEstimate);
  // A coupon is recorded against the family; the inviter stays its agent (redeemCoupon attaches only agentless families).
  if (input.couponCode) await redeemCoupon(tx, input.couponCode, family!.id);
  await notifyInvitationAccepted(tx, family!, inviter ? { name: inviter.name } : null);
  await queueCrmEvent(tx, { familyId: family!.id, event: 'family.signed_up' });
}

async function createRoleRecords(tx: Tx, userId: string, signUp: SignUp, invitation: InvitationRow | null) {
  await tx.update(schema.user).set({ role: signUp.role }).where(eq(schema.user.id, userId));
  if (signUp.role === 'family') {
    const { input } = signUp;
    if (invitation) return acceptFamilyInvitation(tx, userId, input, invitation);
    const invited = await repo.findFamilyByEmail(tx, input.email);
    if (invited && !invited.userId) {
      // Signing up without the link is a direct sign-up (ADR 0025): the invitation's attachment needs its link.
      await voidFamilyInvitations(tx, invited.id);
      const [family] = await tx
        .update(schema.families)
        .set({
          userId,
          name: input.name,
          invitationStatus: 'pending',
          directSignUp: true,
          agentId: null,
          organisationId: null,
          invitedByProfessionalId: null,
          invitedAt: null,
          ...(input.state ? { state: input.state } : {}),
        })
        .where(eq(schema.families.id, invited.id))
        .returning();
      if (input.quickEstimate) await applyQuickEstimate(tx, invited.id, input.quickEstimate);
      await familySignedUp(tx, family!, false, input.couponCode);
      return;
    }
    const [family] = await tx
      .insert(schema.families)
      .values({
        userId,
        name: input.name,
        email: input.email,
        state: input.state ?? null,
        invitationStatus: 'pending',
        directSignUp: true,
      })
      .returning();
    if (input.quickEstimate) await applyQuickEstimate(tx, family!.id, input.quickEstimate);
    await familySignedUp(tx, family!, false, input.couponCode);
    return;
  }
  if (invitation) await acceptInvitation(tx, invitation.id, userId);
  const phone = signUp.input.phone || invitation?.phone || null;
  await tx.update(schema.user).set({ phone }).where(eq(schema.user.id, userId));
  if (signUp.role === 'financial_agent') {
    // An invited agent joins the organisation the administrator named, whatever the form said.
    const organisation = await repo.findOrCreateOrganisation(
      tx,
      invitation?.organisationName ?? signUp.input.organisation,
    );
    const [agent] = await tx
      .insert(schema.agents)
      .values({ userId, organisationId: organisation.id })
      .returning();
    if (invitation) {
      await notifyStaffInvitationAccepted(tx, {
        name: signUp.input.name,
        email: invitation.email,
        role: 'financial_agent',
        agentId: agent!.id,
      });
    }
    return;
  }
  await tx.insert(schema.admissionProfessionals).values({ userId, institution: signUp.input.institution });
  if (invitation) {
    await notifyStaffInvitationAccepted(tx, {
      name: signUp.input.name,
      email: invitation.email,
      role: 'admission_professional',
    });
  }
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

export async function staffProfile(db: Db, actor: Actor): Promise<StaffProfile> {
  const user = await repo.findUserById(db, actor.userId);
  if (!user) throw notFound('Your profile');
  let organisation: string | null = null;
  if (actor.role === 'financial_agent')
    organisation = (await repo.findAgentByUser(db, user.id))?.organisation ?? null;
  if (actor.role === 'admission_professional') {
    organisation = (await repo.findProfessionalByUser(db, user.id))?.institution ?? null;
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    role: actor.role,
    organisation,
  };
}

export async function updateStaffProfile(
  db: Db,
  actor: Actor,
  input: UpdateStaffProfileRequest,
): Promise<StaffProfile> {
  await retryingTransaction(db, async (tx) => {
    await tx
      .update(schema.user)
      .set({ name: input.name, ...(input.phone !== undefined ? { phone: input.phone || null } : {}) })
      .where(eq(schema.user.id, actor.userId));
    if (input.organisation === undefined) return;
    if (actor.role === 'admission_professional') {
      await tx
        .update(schema.admissionProfessionals)
        .set({ institution: input.organisation })
        .where(eq(schema.admissionProfessionals.userId, actor.userId));
    }
    if (actor.role === 'financial_agent') {
      const agent = await repo.findAgentByUser(tx, actor.userId);
      if (!agent || agent.organisation === input.organisation) return;
      if ((await repo.countAgentsInOrganisation(tx, agent.organisationId)) > 1) {
        const message = 'Your organisation has other agents: ask an administrator to rename it.';
        throw new AppError('CONFLICT', message, { organisation: message });
      }
      const sameName = await repo.findOrganisationByName(tx, input.organisation);
      if (sameName && sameName.id !== agent.organisationId) {
        const message = 'Another organisation already has this name: ask an administrator to move you to it.';
        throw new AppError('CONFLICT', message, { organisation: message });
      }
      await tx
        .update(schema.agentOrganisations)
        .set({ name: input.organisation })
        .where(eq(schema.agentOrganisations.id, agent.organisationId));
    }
  });
  return staffProfile(db, actor);
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
