/*
 * Who answers a family's help requests (docs/decisions/0060): its financial agent while that agent is active, else
 * the advisors at the support address (SUPPORT_EMAIL), who answer as administrators. The request's mail, the
 * family's messages, resolves and reopens are mailed there, and the help page names the same answerer.
 */
import type { DbOrTx } from '@ccp/db';
import type { HelpMailDesk } from './help-mail';
import { findAgentContact } from './help-threads.repository';

export interface Answerer {
  kind: 'agent' | 'support';
  /** Where the family's side of the thread is mailed. */
  email: string;
  /** The agent's name (or email); null for the support address. */
  name: string | null;
  /** As the family reads it: "Riley Answer, your financial agent", or "our advisors". */
  answeredBy: string;
  /** The family's page in the answerer's portal, where the thread is answered. */
  link: string;
}

export const OUR_ADVISORS = 'our advisors';

export async function whoAnswers(
  db: DbOrTx,
  family: { id: string; userId: string | null; agentId: string | null },
  desk: HelpMailDesk,
): Promise<Answerer> {
  const agent = family.agentId ? await findAgentContact(db, family.agentId) : null;
  // The staff family pages are addressed by the family's user id (the family's id when it has no account).
  const who = family.userId ?? family.id;
  if (agent) {
    const name = agent.name || agent.email;
    return {
      kind: 'agent',
      email: agent.email,
      name,
      answeredBy: `${name}, your financial agent`,
      link: `${desk.publicUrl}/agent/families/${who}`,
    };
  }
  return {
    kind: 'support',
    email: desk.supportEmail,
    name: null,
    answeredBy: OUR_ADVISORS,
    link: `${desk.publicUrl}/admin/families/${who}`,
  };
}
