import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';

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
