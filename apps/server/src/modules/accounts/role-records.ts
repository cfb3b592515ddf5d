/* The records a new account's role needs, written in the sign-up's transaction: a family (from its invitation, its
 * earlier invited record, or new; the two-minute estimate's answers; the coupon; who is told), an agent and its
 * organisation, an admission professional. */
import { quickEstimateProfile } from '@ccp/aid-engine';
import type {
  AgentSignUpRequest,
  FamilySignUpRequest,
  ProfessionalSignUpRequest,
  QuickEstimateAnswersInput,
} from '@ccp/contracts';
import type { Tx } from '@ccp/db';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { redeemCoupon } from '../coupons/coupons.service';
import { queueCrmEvent } from '../crm-webhook/queue-crm-event';
import type { InvitationRow } from '../invitations/invitations.repository';
import { acceptInvitation, voidFamilyInvitations } from '../invitations/invitations.service';
import { type FamilyOfEvent, notifyFamilySignedUp } from '../notifications/family-events';
import { notifyInvitationAccepted, notifyStaffInvitationAccepted } from '../notifications/invitation-events';
import * as repo from './accounts.repository';

/** Who signs up, with the form of their role. */
export type SignUp =
  | { role: 'family'; input: FamilySignUpRequest }
  | { role: 'financial_agent'; input: AgentSignUpRequest }
  | { role: 'admission_professional'; input: ProfessionalSignUpRequest };

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
  const { profile, student } = quickEstimateProfile(answers);
  const couple = answers.parents === 2;
  await repo.fillProfile(tx, familyId, {
    family: {
      familyMembersCount: profile.familyMembersCount,
      ...(answers.childrenUnder17 != null ? { childrenUnder17: answers.childrenUnder17 } : {}),
      familyMembersInCollege: 1,
      filingStatus: profile.filingStatus,
      checkingAmount: profile.checkingAmount,
      ownsInvestmentProperty: profile.ownsInvestmentProperty,
      investmentEquity: profile.investmentEquity,
      parentsMaritalStatus: couple ? 'married' : 'single',
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

/** The role and its records for the new user `userId` (and the accepted invitation, if any). */
export async function createRoleRecords(
  tx: Tx,
  userId: string,
  signUp: SignUp,
  invitation: InvitationRow | null,
) {
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
