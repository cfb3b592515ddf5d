import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { type FamilyAccess, type FamilyAction, familyNamed, familyScope } from '../../auth/family-access';

const { families, parents, students, agents, agentOrganisations, admissionProfessionals, user } = schema;

/**
 * A family by its user id, or by its own id (an invited family has no user yet), if the caller's access allows the
 * action on it (auth/family-access.ts: the one rule; there is no default).
 */
export async function findFamily(db: DbOrTx, idOrUserId: string, access: FamilyAccess, action: FamilyAction) {
  const [row] = await db
    .select({ family: families, phone: user.phone })
    .from(families)
    .leftJoin(user, eq(user.id, families.userId))
    .where(and(familyNamed(idOrUserId), familyScope(access, action)))
    .limit(1);
  return row;
}
export type FoundFamily = NonNullable<Awaited<ReturnType<typeof findFamily>>>;

export const listParents = (db: DbOrTx, familyId: string) =>
  db.select().from(parents).where(eq(parents.familyId, familyId)).orderBy(asc(parents.position));
export const listStudents = (db: DbOrTx, familyId: string) =>
  db.select().from(students).where(eq(students.familyId, familyId)).orderBy(asc(students.position));

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

/** The coupon code a family signed up with (docs/decisions/0028). */
export async function findCouponCode(db: DbOrTx, couponId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: schema.coupons.code })
    .from(schema.coupons)
    .where(eq(schema.coupons.id, couponId));
  return row?.code ?? null;
}
