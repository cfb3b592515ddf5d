/* The family's own events, worded for each audience (docs/product-spec.md §3). User values are escaped by `html`. */
import type { DbOrTx } from '@ccp/db';
import { html, initialsOf, joinHtml, notify } from './notify';

export interface FamilyOfEvent {
  id: string;
  userId: string | null;
  agentId: string | null;
  name: string;
  email: string;
}

function base(family: FamilyOfEvent) {
  return {
    familyId: family.id,
    userId: family.userId,
    agentId: family.agentId,
    senderInitials: initialsOf(family.name),
  };
}

export async function notifyFamilySignedUp(
  tx: DbOrTx,
  family: FamilyOfEvent,
  how: { invited: boolean; couponCode?: string | null },
): Promise<void> {
  const origin = how.invited ? 'from an invitation' : 'directly';
  const described = how.couponCode
    ? html`${origin} with the coupon <b>${how.couponCode}</b>`
    : html`${origin}`;
  await notify(tx, {
    ...base(family),
    familyMessage: html`Welcome, <b>${family.name}</b>! Start with your family profile to see your Student Aid Index.`,
    agentMessage: joinHtml(html`<b>${family.name}</b> (${family.email}) signed up `, described, html`.`),
    adminMessage: joinHtml(
      html`New family: <b>${family.name}</b> (${family.email}) signed up `,
      described,
      html`.`,
    ),
    professionalMessage: html`<b>${family.name}</b> signed up from your invitation.`,
  });
}

export async function notifyOnboardingDone(tx: DbOrTx, family: FamilyOfEvent): Promise<void> {
  await notify(tx, {
    ...base(family),
    familyMessage: html`You finished onboarding: your Student Aid Index and college costs are ready.`,
    agentMessage: html`<b>${family.name}</b> finished onboarding.`,
    adminMessage: html`<b>${family.name}</b> (${family.email}) finished onboarding.`,
    professionalMessage: html`<b>${family.name}</b> finished onboarding.`,
  });
}

export async function notifyHelpRequested(tx: DbOrTx, family: FamilyOfEvent): Promise<void> {
  await notify(tx, {
    ...base(family),
    familyMessage: html`Your request for help was sent. An advisor will be in touch.`,
    agentMessage: html`<b>${family.name}</b> requested help.`,
    adminMessage: html`<b>${family.name}</b> (${family.email}) requested help.`,
    professionalMessage: html`<b>${family.name}</b> asked an advisor for help.`,
  });
}
