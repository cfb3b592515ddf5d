import type { DbOrTx, Tx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, eq, like, or, sql } from 'drizzle-orm';

const {
  families,
  parents,
  students,
  favourites,
  colleges,
  helpRequests,
  draftFamilyVersions,
  auditLog,
  notifications,
  calculatorUses,
  crmEvents,
  familyActivity,
  simulationSessions,
  familyPlanSettings,
  familyPlanStudents,
  familyReports,
  invitations,
  fundingSettings,
  fundingStudents,
  aidOffers,
  aidOfferItems,
} = schema;

export type FamilyRow = typeof families.$inferSelect;

export function findFamilyByUser(db: DbOrTx, userId: string) {
  return db.query.families.findFirst({ where: eq(families.userId, userId) });
}

export async function lockFamilyByUser(tx: Tx, userId: string): Promise<FamilyRow | undefined> {
  const [row] = await tx.select().from(families).where(eq(families.userId, userId)).for('update');
  return row;
}

export function findUser(db: DbOrTx, userId: string) {
  return db.query.user.findFirst({ where: eq(schema.user.id, userId) });
}

/** The password hash of the user's email-and-password account. */
export async function passwordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

export function sessionsOf(db: DbOrTx, userId: string) {
  return db
    .select({ id: schema.session.id, userId: schema.session.userId })
    .from(schema.session)
    .where(eq(schema.session.userId, userId));
}

/** The family's help requests, oldest first, each with its thread's messages (docs/decisions/0060). */
async function helpRequestsWithThreads(db: DbOrTx, familyId: string) {
  const [requests, messages] = await Promise.all([
    db
      .select()
      .from(helpRequests)
      .where(eq(helpRequests.familyId, familyId))
      .orderBy(asc(helpRequests.createdAt)),
    db
      .select()
      .from(schema.helpMessages)
      .where(eq(schema.helpMessages.familyId, familyId))
      .orderBy(asc(schema.helpMessages.createdAt), asc(schema.helpMessages.id)),
  ]);
  return requests.map((request) => ({
    ...request,
    messages: messages.filter((m) => m.helpRequestId === request.id),
  }));
}

/** Everything held about one family, each query scoped to its id (or its user). */
export async function familyRecords(db: DbOrTx, family: FamilyRow) {
  const userId = family.userId ?? '';
  const [parentRows, studentRows, favouriteRows, helpRows, caseStudies, audit, notes, calculations, crm] =
    await Promise.all([
      db.select().from(parents).where(eq(parents.familyId, family.id)).orderBy(asc(parents.position)),
      db.select().from(students).where(eq(students.familyId, family.id)).orderBy(asc(students.position)),
      db
        .select({
          id: favourites.id,
          studentId: favourites.studentId,
          collegeId: favourites.collegeId,
          college: colleges.name,
          createdAt: favourites.createdAt,
        })
        .from(favourites)
        .innerJoin(colleges, eq(colleges.id, favourites.collegeId))
        .where(eq(favourites.familyId, family.id))
        .orderBy(asc(favourites.createdAt)),
      helpRequestsWithThreads(db, family.id),
      db
        .select()
        .from(draftFamilyVersions)
        .where(eq(draftFamilyVersions.familyId, family.id))
        .orderBy(asc(draftFamilyVersions.createdAt)),
      db.select().from(auditLog).where(eq(auditLog.familyId, family.id)).orderBy(asc(auditLog.id)),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.familyId, family.id))
        .orderBy(asc(notifications.createdAt)),
      db
        .select()
        .from(calculatorUses)
        .where(or(eq(calculatorUses.familyId, family.id), eq(calculatorUses.userId, userId)))
        .orderBy(asc(calculatorUses.createdAt)),
      db
        .select({
          id: crmEvents.id,
          event: crmEvents.event,
          status: crmEvents.status,
          createdAt: crmEvents.createdAt,
          deliveredAt: crmEvents.deliveredAt,
        })
        .from(crmEvents)
        .where(eq(crmEvents.familyId, family.id))
        .orderBy(asc(crmEvents.createdAt)),
    ]);
  const [fundingRows, fundingStudentRows, offerRows, offerItems] = await Promise.all([
    db.select().from(fundingSettings).where(eq(fundingSettings.familyId, family.id)),
    db.select().from(fundingStudents).where(eq(fundingStudents.familyId, family.id)),
    db
      .select({ offer: aidOffers, college: colleges.name })
      .from(aidOffers)
      .innerJoin(colleges, eq(colleges.id, aidOffers.collegeId))
      .where(eq(aidOffers.familyId, family.id))
      .orderBy(asc(aidOffers.createdAt)),
    db
      .select({ item: aidOfferItems })
      .from(aidOfferItems)
      .innerJoin(aidOffers, eq(aidOffers.id, aidOfferItems.offerId))
      .where(eq(aidOffers.familyId, family.id))
      .orderBy(asc(aidOfferItems.offerId), asc(aidOfferItems.position)),
  ]);
  const [activity, planSettings, planStudents, reports, invitationRows] = await Promise.all([
    db
      .select()
      .from(familyActivity)
      .where(eq(familyActivity.familyId, family.id))
      .orderBy(asc(familyActivity.id)),
    db.select().from(familyPlanSettings).where(eq(familyPlanSettings.familyId, family.id)),
    db.select().from(familyPlanStudents).where(eq(familyPlanStudents.familyId, family.id)),
    db
      .select({
        reference: familyReports.reference,
        createdAt: familyReports.createdAt,
      })
      .from(familyReports)
      .where(eq(familyReports.familyId, family.id))
      .orderBy(asc(familyReports.createdAt)),
    db
      .select({
        kind: invitations.kind,
        status: invitations.status,
        email: invitations.email,
        name: invitations.name,
        sentAt: invitations.sentAt,
        acceptedAt: invitations.acceptedAt,
      })
      .from(invitations)
      .where(eq(invitations.familyId, family.id))
      .orderBy(asc(invitations.sentAt)),
  ]);
  return {
    parents: parentRows,
    students: studentRows,
    favourites: favouriteRows,
    helpRequests: helpRows,
    caseStudies,
    activityLog: audit,
    notifications: notes,
    calculatorUses: calculations,
    crmEvents: crm,
    staffActivity: activity,
    planAssumptions: { settings: planSettings[0] ?? null, students: planStudents },
    fundingPlan: { settings: fundingRows[0] ?? null, students: fundingStudentRows },
    aidOffers: offerRows.map(({ offer, college }) => ({
      ...offer,
      college,
      items: offerItems.filter(({ item }) => item.offerId === offer.id).map(({ item }) => item),
    })),
    reports,
    invitations: invitationRows,
  };
}

/**
 * Removes every row of the family and its user, in the caller's transaction: the rows that point at the family
 * without a cascade (audit and staff activity logs, act-as sessions, calculator uses, CRM events, invitations), the mail sent to it, its password-reset tokens,
 * the family (parents, students, favourites, help requests, case studies, notifications, funding choices and aid
 * offers cascade), then the user
 * (sessions and accounts cascade). Records the sessions as ended first (every instance refuses their tokens).
 */
export async function deleteFamilyAndUser(
  tx: Tx,
  family: FamilyRow,
  user: { id: string; email: string },
  sessions: { id: string; userId: string }[],
): Promise<void> {
  if (sessions.length > 0)
    await tx
      .insert(schema.revokedSessions)
      .values(sessions.map((s) => ({ sessionId: s.id, userId: s.userId })))
      .onConflictDoNothing();
  await tx.delete(auditLog).where(eq(auditLog.familyId, family.id));
  await tx.delete(familyActivity).where(eq(familyActivity.familyId, family.id));
  await tx.delete(simulationSessions).where(eq(simulationSessions.familyId, family.id));
  await tx
    .delete(calculatorUses)
    .where(or(eq(calculatorUses.familyId, family.id), eq(calculatorUses.userId, user.id)));
  await tx.delete(crmEvents).where(eq(crmEvents.familyId, family.id));
  await tx
    .delete(notifications)
    .where(or(eq(notifications.familyId, family.id), eq(notifications.userId, user.id)));
  const emails = [...new Set([user.email.toLowerCase(), family.email.toLowerCase()])];
  for (const email of emails) {
    await tx.delete(schema.mailOutbox).where(eq(sql`lower(${schema.mailOutbox.to})`, email));
    await tx.delete(invitations).where(eq(sql`lower(${invitations.email})`, email));
  }
  await tx.delete(invitations).where(eq(invitations.familyId, family.id));
  await tx
    .delete(schema.verification)
    .where(
      and(like(schema.verification.identifier, 'reset-password:%'), eq(schema.verification.value, user.id)),
    );
  await tx.delete(families).where(eq(families.id, family.id));
  await tx.delete(schema.user).where(eq(schema.user.id, user.id));
  await tx.insert(schema.accountDeletions).values({ role: 'family' });
}
