import type { AidOfferRequest } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { letterFigures } from './letter-figures';

const { aidOffers, aidOfferItems, students, colleges, familyReports, families } = schema;

export type OfferRow = typeof aidOffers.$inferSelect & { studentName: string; collegeName: string };
export type ItemRow = typeof aidOfferItems.$inferSelect;
export type FamilyRow = typeof families.$inferSelect;

const offerColumns = { offer: aidOffers, studentName: students.name, collegeName: colleges.name };

/** The family's offers with their student's and college's names, by student, year, college. */
export async function listOffers(db: DbOrTx, familyId: string, ids?: string[]): Promise<OfferRow[]> {
  const rows = await db
    .select(offerColumns)
    .from(aidOffers)
    .innerJoin(students, eq(students.id, aidOffers.studentId))
    .innerJoin(colleges, eq(colleges.id, aidOffers.collegeId))
    .where(
      ids === undefined
        ? eq(aidOffers.familyId, familyId)
        : and(
            eq(aidOffers.familyId, familyId),
            inArray(aidOffers.id, ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']),
          ),
    )
    .orderBy(asc(students.position), asc(aidOffers.awardYear), asc(colleges.name), asc(aidOffers.createdAt));
  return rows.map((r) => ({ ...r.offer, studentName: r.studentName, collegeName: r.collegeName }));
}

export async function findOffer(db: DbOrTx, familyId: string, id: string): Promise<OfferRow | undefined> {
  return (await listOffers(db, familyId, [id]))[0];
}

export function listItems(db: DbOrTx, offerIds: string[]): Promise<ItemRow[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(aidOfferItems)
    .where(inArray(aidOfferItems.offerId, offerIds))
    .orderBy(asc(aidOfferItems.offerId), asc(aidOfferItems.position));
}

/** Another offer of the same student, college and award year (the one-offer rule), except `exceptId`. */
export async function findSame(
  db: DbOrTx,
  values: { studentId: string; collegeId: number; awardYear: string },
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: aidOffers.id })
    .from(aidOffers)
    .where(
      and(
        eq(aidOffers.studentId, values.studentId),
        eq(aidOffers.collegeId, values.collegeId),
        eq(aidOffers.awardYear, values.awardYear),
        exceptId ? ne(aidOffers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function collegeExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.id, id)).limit(1);
  return row !== undefined;
}

type OfferValues = Omit<Required<AidOfferRequest>, 'items'>;

function offerValues(input: OfferValues) {
  return {
    studentId: input.studentId,
    collegeId: input.collegeId,
    ...letterFigures(input),
  };
}

async function writeItems(db: DbOrTx, offerId: string, items: Required<AidOfferRequest>['items']) {
  await db.delete(aidOfferItems).where(eq(aidOfferItems.offerId, offerId));
  if (items.length === 0) return;
  await db.insert(aidOfferItems).values(
    items.map((item, position) => ({
      offerId,
      position,
      kind: item.kind,
      name: item.name,
      amount: item.amount,
      source: item.source ?? null,
      basis: item.basis ?? null,
      renewable: item.renewable ?? null,
      renewalCondition: item.renewalCondition ?? '',
      loanKind: item.loanKind ?? null,
      interestRate: item.interestRate ?? null,
    })),
  );
}

export async function insertOffer(db: DbOrTx, familyId: string, input: Required<AidOfferRequest>) {
  const [row] = await db
    .insert(aidOffers)
    .values({ familyId, ...offerValues(input) })
    .returning({ id: aidOffers.id });
  await writeItems(db, row!.id, input.items);
  return row!.id;
}

export async function updateOffer(db: DbOrTx, id: string, input: Required<AidOfferRequest>) {
  await db.update(aidOffers).set(offerValues(input)).where(eq(aidOffers.id, id));
  await writeItems(db, id, input.items);
}

export async function setAppeal(db: DbOrTx, id: string, circumstances: string) {
  await db.update(aidOffers).set({ appealCircumstances: circumstances }).where(eq(aidOffers.id, id));
}

export async function deleteOffer(db: DbOrTx, id: string) {
  await db.delete(aidOffers).where(eq(aidOffers.id, id));
}

/** The newest dated PDF report of the family (its reference and date), which the appeal letter quotes. */
export async function latestReport(db: DbOrTx, familyId: string) {
  const [row] = await db
    .select({ reference: familyReports.reference, createdAt: familyReports.createdAt })
    .from(familyReports)
    .where(eq(familyReports.familyId, familyId))
    .orderBy(desc(familyReports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findFamilyById(db: DbOrTx, id: string): Promise<FamilyRow | undefined> {
  const [row] = await db.select().from(families).where(eq(families.id, id)).limit(1);
  return row;
}

export async function findFamilyByUser(db: DbOrTx, userId: string): Promise<FamilyRow | undefined> {
  const [row] = await db.select().from(families).where(eq(families.userId, userId)).limit(1);
  return row;
}
