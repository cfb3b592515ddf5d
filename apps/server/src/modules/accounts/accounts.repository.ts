import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';

const { user, families, agents, agentOrganisations, admissionProfessionals } = schema;

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.query.user.findFirst({ where: eq(sql`lower(${user.email})`, email.toLowerCase()) });
}

export function findUserById(db: DbOrTx, id: string) {
  return db.query.user.findFirst({ where: eq(user.id, id) });
}

export function findFamilyByUser(db: DbOrTx, userId: string) {
  return db.query.families.findFirst({ where: eq(families.userId, userId) });
}

export function findFamilyByEmail(db: DbOrTx, email: string) {
  return db.query.families.findFirst({ where: eq(sql`lower(${families.email})`, email.toLowerCase()) });
}

export async function findAgentByUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: agents.id, organisationId: agents.organisationId, organisation: agentOrganisations.name })
    .from(agents)
    .innerJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId))
    .where(eq(agents.userId, userId))
    .limit(1);
  return row ?? null;
}

export function findProfessionalByUser(db: DbOrTx, userId: string) {
  return db.query.admissionProfessionals.findFirst({ where: eq(admissionProfessionals.userId, userId) });
}

/** An organisation by name, ignoring case and surrounding spaces. */
export function findOrganisationByName(db: DbOrTx, name: string) {
  return db.query.agentOrganisations.findFirst({
    where: eq(sql`lower(${agentOrganisations.name})`, name.trim().toLowerCase()),
  });
}

/** Finds an organisation by name, ignoring case and surrounding spaces, or creates it. */
export async function findOrCreateOrganisation(db: DbOrTx, name: string) {
  const existing = await findOrganisationByName(db, name);
  if (existing) return existing;
  const [created] = await db.insert(agentOrganisations).values({ name: name.trim() }).returning();
  return created!;
}

export async function countAgentsInOrganisation(db: DbOrTx, organisationId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agents)
    .where(eq(agents.organisationId, organisationId));
  return row?.n ?? 0;
}

/** Whether a family has any parent or student yet (the quick estimate's answers fill only an empty profile). */
export async function familyHasMembers(db: DbOrTx, familyId: string): Promise<boolean> {
  const [parent] = await db
    .select({ id: schema.parents.id })
    .from(schema.parents)
    .where(eq(schema.parents.familyId, familyId))
    .limit(1);
  const [student] = await db
    .select({ id: schema.students.id })
    .from(schema.students)
    .where(eq(schema.students.familyId, familyId))
    .limit(1);
  return Boolean(parent || student);
}

type FamilyInsert = typeof families.$inferInsert;
type ParentInsert = typeof schema.parents.$inferInsert;
type StudentInsert = typeof schema.students.$inferInsert;

/** Writes a profile's household fields, parents and students (the quick estimate's answers). */
export async function fillProfile(
  db: DbOrTx,
  familyId: string,
  values: {
    family: Partial<FamilyInsert>;
    parents: Omit<ParentInsert, 'familyId'>[];
    students: Omit<StudentInsert, 'familyId'>[];
  },
): Promise<void> {
  await db.update(families).set(values.family).where(eq(families.id, familyId));
  if (values.parents.length > 0)
    await db.insert(schema.parents).values(values.parents.map((p) => ({ ...p, familyId })));
  if (values.students.length > 0)
    await db.insert(schema.students).values(values.students.map((s) => ({ ...s, familyId })));
}

// ---- self-service sign-ups waiting for their email to be confirmed (ADR 0043) --------------------------------

const requests = schema.signUpRequests;
export type SignUpRequestRow = typeof requests.$inferSelect;

export async function insertSignUpRequest(db: DbOrTx, row: typeof requests.$inferInsert) {
  await db.insert(requests).values(row);
}

/** The usable request of a confirmation link, locked until the transaction ends (a second use waits, then misses). */
export async function lockSignUpRequest(db: DbOrTx, tokenHash: string): Promise<SignUpRequestRow | null> {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.tokenHash, tokenHash), gt(requests.expiresAt, new Date())))
    .for('update');
  return row ?? null;
}

/** Every waiting request for an email: once one is used, the others' links stop working. */
export async function deleteSignUpRequestsFor(db: DbOrTx, email: string) {
  await db.delete(requests).where(eq(requests.email, email.toLowerCase()));
}

export async function deleteExpiredSignUpRequests(db: DbOrTx) {
  await db.delete(requests).where(lt(requests.expiresAt, new Date()));
}

/** Sign-up mails (confirmations and "someone tried") sent to an address since `since`. */
export async function countSignUpMailsTo(db: DbOrTx, email: string, since: Date): Promise<number> {
  const m = schema.mailOutbox;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .where(
      and(
        eq(sql`lower(${m.to})`, email.toLowerCase()),
        inArray(m.kind, ['sign-up-confirmation', 'sign-up-existing-account']),
        gt(m.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The account of a confirmed sign-up, as better-auth keeps one (a user and its credential account with the
 * password's hash), written in the caller's transaction; the email is verified, since the link proved it.
 */
export async function insertCredentialUser(
  db: DbOrTx,
  account: { id: string; name: string; email: string; passwordHash: string },
) {
  const now = new Date();
  await db.insert(user).values({
    id: account.id,
    name: account.name,
    email: account.email.toLowerCase(),
    emailVerified: true,
    role: 'family',
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(schema.account).values({
    id: crypto.randomUUID(),
    accountId: account.id,
    providerId: 'credential',
    userId: account.id,
    password: account.passwordHash,
    createdAt: now,
    updatedAt: now,
  });
}
