import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';

const { families, parents, students, helpRequests } = schema;

export type FamilyRow = typeof families.$inferSelect;
export type FamilyUpdate = Partial<typeof families.$inferInsert>;
export type ParentRow = typeof parents.$inferSelect;
export type ParentValues = Partial<Omit<typeof parents.$inferInsert, 'id' | 'familyId' | 'position'>>;
export type StudentRow = typeof students.$inferSelect;
export type StudentValues = Partial<Omit<typeof students.$inferInsert, 'id' | 'familyId' | 'position'>>;
export type HelpRequestRow = typeof helpRequests.$inferSelect;

/** The family that belongs to a signed-in family user: every query below is scoped to its id. */
export { findFamilyByUser } from '../family-figures/family-figures.repository';

/** Same, and locks the family row until the transaction ends, so that counted limits cannot race. */
export async function lockFamilyByUser(db: DbOrTx, userId: string): Promise<FamilyRow | undefined> {
  const [row] = await db.select().from(families).where(eq(families.userId, userId)).for('update');
  return row;
}

export async function updateFamily(db: DbOrTx, familyId: string, values: FamilyUpdate): Promise<FamilyRow> {
  const [row] = await db.update(families).set(values).where(eq(families.id, familyId)).returning();
  return row!;
}

export function listParents(db: DbOrTx, familyId: string): Promise<ParentRow[]> {
  return db.select().from(parents).where(eq(parents.familyId, familyId)).orderBy(asc(parents.position));
}

export function listStudents(db: DbOrTx, familyId: string): Promise<StudentRow[]> {
  return db.select().from(students).where(eq(students.familyId, familyId)).orderBy(asc(students.position));
}

export async function findParent(db: DbOrTx, familyId: string, id: string): Promise<ParentRow | undefined> {
  const [row] = await db
    .select()
    .from(parents)
    .where(and(eq(parents.familyId, familyId), eq(parents.id, id)));
  return row;
}

export async function findStudent(db: DbOrTx, familyId: string, id: string): Promise<StudentRow | undefined> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(eq(students.familyId, familyId), eq(students.id, id)));
  return row;
}

export async function insertParent(
  db: DbOrTx,
  familyId: string,
  position: number,
  values: ParentValues & { firstName: string },
): Promise<ParentRow> {
  const [row] = await db
    .insert(parents)
    .values({ ...values, familyId, position })
    .returning();
  return row!;
}

export async function updateParent(db: DbOrTx, familyId: string, id: string, values: ParentValues) {
  const [row] = await db
    .update(parents)
    .set(values)
    .where(and(eq(parents.familyId, familyId), eq(parents.id, id)))
    .returning();
  return row;
}

export async function deleteParent(db: DbOrTx, familyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(parents)
    .where(and(eq(parents.familyId, familyId), eq(parents.id, id)))
    .returning({ id: parents.id });
  return rows.length > 0;
}

export async function insertStudent(
  db: DbOrTx,
  familyId: string,
  position: number,
  values: StudentValues & { name: string },
): Promise<StudentRow> {
  const [row] = await db
    .insert(students)
    .values({ ...values, familyId, position })
    .returning();
  return row!;
}

export async function updateStudent(db: DbOrTx, familyId: string, id: string, values: StudentValues) {
  const [row] = await db
    .update(students)
    .set(values)
    .where(and(eq(students.familyId, familyId), eq(students.id, id)))
    .returning();
  return row;
}

export async function deleteStudent(db: DbOrTx, familyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(students)
    .where(and(eq(students.familyId, familyId), eq(students.id, id)))
    .returning({ id: students.id });
  return rows.length > 0;
}

/** Renumbers positions 1..n in their current order (after a delete), so ordinals stay 1st, 2nd, ... */
export async function renumberParents(db: DbOrTx, familyId: string): Promise<void> {
  await db.execute(sql`
    update ${parents} p set position = r.n
    from (select id, row_number() over (order by position, created_at) as n
          from ${parents} where family_id = ${familyId}) r
    where p.id = r.id and p.position <> r.n`);
}

export async function renumberStudents(db: DbOrTx, familyId: string): Promise<void> {
  await db.execute(sql`
    update ${students} s set position = r.n
    from (select id, row_number() over (order by position, created_at) as n
          from ${students} where family_id = ${familyId}) r
    where s.id = r.id and s.position <> r.n`);
}

export async function findOpenHelpRequest(db: DbOrTx, familyId: string): Promise<HelpRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(helpRequests)
    .where(and(eq(helpRequests.familyId, familyId), isNull(helpRequests.resolvedAt)))
    .orderBy(desc(helpRequests.createdAt))
    .limit(1);
  return row;
}

export async function insertHelpRequest(
  db: DbOrTx,
  familyId: string,
  message: string,
): Promise<HelpRequestRow> {
  const [row] = await db.insert(helpRequests).values({ familyId, message }).returning();
  return row!;
}

export interface InviterRow {
  kind: 'financial_agent' | 'admission_professional';
  name: string;
  email: string;
  phone: string | null;
  organisation: string;
}

/**
 * Who invited the family: the admission professional that invited it, else (when it did not sign up directly) its
 * financial agent, with the agent's organisation. Undefined for a direct sign-up.
 */
export async function findInviter(db: DbOrTx, family: FamilyRow): Promise<InviterRow | undefined> {
  const { user, agents, agentOrganisations, admissionProfessionals } = schema;
  if (family.invitedByProfessionalId) {
    const [row] = await db
      .select({
        name: user.name,
        email: user.email,
        phone: user.phone,
        organisation: admissionProfessionals.institution,
      })
      .from(admissionProfessionals)
      .innerJoin(user, eq(user.id, admissionProfessionals.userId))
      .where(eq(admissionProfessionals.id, family.invitedByProfessionalId));
    if (row) return { kind: 'admission_professional', ...row };
  }
  if (!family.directSignUp && family.agentId) {
    const [row] = await db
      .select({
        name: user.name,
        email: user.email,
        phone: user.phone,
        organisation: agentOrganisations.name,
      })
      .from(agents)
      .innerJoin(user, eq(user.id, agents.userId))
      .innerJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId))
      .where(eq(agents.id, family.agentId));
    if (row) return { kind: 'financial_agent', ...row };
  }
  return undefined;
}
