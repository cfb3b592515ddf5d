import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import type { HelpAuthorRole } from '@ccp/db/schema';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

const { helpRequests, helpMessages, families, agents, user } = schema;

export type HelpRequestRow = typeof helpRequests.$inferSelect;
export type HelpMessageRow = typeof helpMessages.$inferSelect;

/** A family's help requests, newest first, each with its messages oldest first. */
export async function listThreads(db: DbOrTx, familyId: string) {
  const requests = await db
    .select()
    .from(helpRequests)
    .where(eq(helpRequests.familyId, familyId))
    .orderBy(desc(helpRequests.createdAt));
  const messages =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(helpMessages)
          .where(
            inArray(
              helpMessages.helpRequestId,
              requests.map((r) => r.id),
            ),
          )
          .orderBy(asc(helpMessages.createdAt), asc(helpMessages.id));
  return requests.map((request) => ({
    request,
    messages: messages.filter((m) => m.helpRequestId === request.id),
  }));
}

export async function listMessages(db: DbOrTx, helpRequestId: string): Promise<HelpMessageRow[]> {
  return db
    .select()
    .from(helpMessages)
    .where(eq(helpMessages.helpRequestId, helpRequestId))
    .orderBy(asc(helpMessages.createdAt), asc(helpMessages.id));
}

/** The help request and the family it belongs to, the request's row locked for the rest of the transaction. */
export async function lockRequest(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      request: helpRequests,
      family: {
        id: families.id,
        userId: families.userId,
        name: families.name,
        email: families.email,
        agentId: families.agentId,
        organisationId: families.organisationId,
        invitedByProfessionalId: families.invitedByProfessionalId,
      },
    })
    .from(helpRequests)
    .innerJoin(families, eq(families.id, helpRequests.familyId))
    .where(eq(helpRequests.id, id))
    .limit(1)
    .for('update', { of: helpRequests });
  return row ?? null;
}

export async function insertMessage(
  db: DbOrTx,
  values: {
    helpRequestId: string;
    familyId: string;
    authorRole: HelpAuthorRole;
    authorUserId: string;
    authorName: string;
    body: string;
  },
): Promise<HelpMessageRow> {
  const [row] = await db.insert(helpMessages).values(values).returning();
  return row!;
}

export async function setResolved(db: DbOrTx, id: string, byName: string): Promise<HelpRequestRow> {
  const [row] = await db
    .update(helpRequests)
    .set({ resolvedAt: sql`now()`, resolvedByName: byName })
    .where(eq(helpRequests.id, id))
    .returning();
  return row!;
}

export async function setReopened(db: DbOrTx, id: string): Promise<HelpRequestRow> {
  const [row] = await db
    .update(helpRequests)
    .set({ resolvedAt: null, resolvedByName: null, reopenedAt: sql`now()` })
    .where(eq(helpRequests.id, id))
    .returning();
  return row!;
}

/** A user's name and email (a staff author's, or the agent a family's words are mailed to). */
export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/** The family's agent as a person to write to, if it has one and the agent is active. */
export async function findAgentContact(db: DbOrTx, agentId: string) {
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(agents)
    .innerJoin(user, eq(user.id, agents.userId))
    .where(and(eq(agents.id, agentId), eq(agents.status, 'active')))
    .limit(1);
  return row ?? null;
}

export async function findFamilyOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: families.id, userId: families.userId, name: families.name, agentId: families.agentId })
    .from(families)
    .where(eq(families.userId, userId))
    .limit(1);
  return row ?? null;
}
