import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

const { draftFamilyVersions, families, favourites, colleges } = schema;

export type VersionRow = typeof draftFamilyVersions.$inferSelect;
export type FamilyRow = typeof families.$inferSelect;

export async function findFamilyByUser(db: DbOrTx, userId: string): Promise<FamilyRow | undefined> {
  const [row] = await db.select().from(families).where(eq(families.userId, userId)).limit(1);
  return row;
}

export async function findFamily(db: DbOrTx, id: string): Promise<FamilyRow | undefined> {
  const [row] = await db.select().from(families).where(eq(families.id, id)).limit(1);
  return row;
}

/** The family's case studies, newest first. */
export function listVersions(db: DbOrTx, familyId: string) {
  return db
    .select({ id: draftFamilyVersions.id, versionName: draftFamilyVersions.versionName })
    .from(draftFamilyVersions)
    .where(eq(draftFamilyVersions.familyId, familyId))
    .orderBy(desc(draftFamilyVersions.createdAt), desc(draftFamilyVersions.id));
}

export async function findVersion(db: DbOrTx, id: string): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(draftFamilyVersions).where(eq(draftFamilyVersions.id, id)).limit(1);
  return row;
}

/** Same, and locks the row until the transaction ends, so that two edits of one case study do not race. */
export async function lockVersion(db: DbOrTx, id: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(draftFamilyVersions)
    .where(eq(draftFamilyVersions.id, id))
    .for('update');
  return row;
}

export function findVersions(db: DbOrTx, ids: string[]): Promise<VersionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(draftFamilyVersions).where(inArray(draftFamilyVersions.id, ids));
}

/** The case study one of whose draft parents has this id (draft parent ids are unique to their case study). */
export async function findVersionWithParent(db: DbOrTx, parentId: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(draftFamilyVersions)
    .where(
      sql`${draftFamilyVersions.snapshot} -> 'profile' -> 'parents' @> ${JSON.stringify([{ id: parentId }])}::jsonb`,
    )
    .for('update')
    .limit(1);
  return row;
}

export async function insertVersion(db: DbOrTx, values: typeof draftFamilyVersions.$inferInsert) {
  const [row] = await db.insert(draftFamilyVersions).values(values).returning();
  return row!;
}

/** Stores an edited snapshot (in its storage shape) with the case study's next edit state (ADR 0056). */
export async function updateSnapshot(
  db: DbOrTx,
  id: string,
  snapshot: Record<string, unknown>,
  edit: { editVersion: number; fieldVersions: Record<string, number> },
) {
  await db
    .update(draftFamilyVersions)
    .set({ snapshot, ...edit, updatedAt: new Date() })
    .where(eq(draftFamilyVersions.id, id));
}

export async function deleteVersion(db: DbOrTx, familyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(draftFamilyVersions)
    .where(and(eq(draftFamilyVersions.id, id), eq(draftFamilyVersions.familyId, familyId)))
    .returning({ id: draftFamilyVersions.id });
  return rows.length > 0;
}

/** The family's own favourites with each college's name (copied into a new case study). */
export function familyFavourites(db: DbOrTx, familyId: string) {
  return db
    .select({
      collegeId: favourites.collegeId,
      studentId: favourites.studentId,
      collegeName: colleges.name,
    })
    .from(favourites)
    .innerJoin(colleges, eq(colleges.id, favourites.collegeId))
    .where(eq(favourites.familyId, familyId))
    .orderBy(favourites.createdAt, favourites.id);
}

export async function findCollegeName(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: colleges.id, name: colleges.name })
    .from(colleges)
    .where(eq(colleges.id, id));
  return row ?? null;
}

export function findColleges(db: DbOrTx, ids: number[]) {
  return ids.length === 0 ? Promise.resolve([]) : db.select().from(colleges).where(inArray(colleges.id, ids));
}
