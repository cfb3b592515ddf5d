import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';

const {
  families,
  parents,
  students,
  helpRequests,
  agents,
  agentOrganisations,
  admissionProfessionals,
  user,
} = schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whose families a lookup may find (the family access rule): an admin any; an agent its organisation's
 * (families.organisation_id); an admission professional the families it invited.
 */
export type FamilyScope =
  | { kind: 'any' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'professional'; professionalId: string };

export function scopeFilter(scope: FamilyScope): SQL | undefined {
  if (scope.kind === 'organisation') return eq(families.organisationId, scope.organisationId);
  if (scope.kind === 'professional') return eq(families.invitedByProfessionalId, scope.professionalId);
  return undefined;
}

/** A family by its user id, or by its own id (an invited family has no user yet), within the scope. */
export async function findFamily(db: DbOrTx, idOrUserId: string, scope: FamilyScope = { kind: 'any' }) {
  const byId = UUID.test(idOrUserId)
    ? sql`(${families.id} = ${idOrUserId}::uuid or ${families.userId} = ${idOrUserId})`
    : eq(families.userId, idOrUserId);
  const [row] = await db
    .select({ family: families, phone: user.phone })
    .from(families)
    .leftJoin(user, eq(user.id, families.userId))
    .where(and(byId, scopeFilter(scope)))
    .limit(1);
  return row;
}
export type FoundFamily = NonNullable<Awaited<ReturnType<typeof findFamily>>>;

export const listParents = (db: DbOrTx, familyId: string) =>
  db.select().from(parents).where(eq(parents.familyId, familyId)).orderBy(asc(parents.position));
export const listStudents = (db: DbOrTx, familyId: string) =>
  db.select().from(students).where(eq(students.familyId, familyId)).orderBy(asc(students.position));
export const listHelpRequests = (db: DbOrTx, familyId: string) =>
  db
    .select()
    .from(helpRequests)
    .where(eq(helpRequests.familyId, familyId))
    .orderBy(desc(helpRequests.createdAt));

export function listFavouriteColleges(db: DbOrTx, familyId: string) {
  return db
    .select({ favourite: schema.favourites, college: schema.colleges })
    .from(schema.favourites)
    .innerJoin(schema.colleges, eq(schema.colleges.id, schema.favourites.collegeId))
    .where(eq(schema.favourites.familyId, familyId))
    .orderBy(asc(schema.favourites.createdAt));
}

export const agentRef = {
  id: agents.id,
  userId: agents.userId,
  name: user.name,
  email: user.email,
  phone: user.phone,
  organisationId: agents.organisationId,
  organisation: agentOrganisations.name,
};

/** The one agent `where` picks, with its user and organisation. */
async function findAgentWhere(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select(agentRef)
    .from(agents)
    .innerJoin(user, eq(user.id, agents.userId))
    .innerJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId))
    .where(where);
  return row;
}

export function findAgent(db: DbOrTx, agentId: string) {
  return findAgentWhere(db, eq(agents.id, agentId));
}

/** The agent record of a signed-in financial agent. */
export function findAgentByUser(db: DbOrTx, userId: string) {
  return findAgentWhere(db, eq(agents.userId, userId));
}

export async function findProfessional(db: DbOrTx, professionalId: string) {
  const [row] = await db
    .select({
      id: admissionProfessionals.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      organisation: admissionProfessionals.institution,
    })
    .from(admissionProfessionals)
    .innerJoin(user, eq(user.id, admissionProfessionals.userId))
    .where(eq(admissionProfessionals.id, professionalId));
  return row;
}

/** The admission professional record of a signed-in professional. */
export async function findProfessionalByUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: admissionProfessionals.id })
    .from(admissionProfessionals)
    .where(eq(admissionProfessionals.userId, userId));
  return row;
}

/** The coupon code a family signed up with (docs/decisions/0028). */
export async function findCouponCode(db: DbOrTx, couponId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: schema.coupons.code })
    .from(schema.coupons)
    .where(eq(schema.coupons.id, couponId));
  return row?.code ?? null;
}
