import type { ProfessionalFamilyListQuery } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { familySearch, graduationYearsSql, portalFamilySorts } from '../family-detail/family-columns';
import { familyListColumns, pageOfFamilies } from '../family-detail/family-list';

const { families } = schema;

function orderOf(q: ProfessionalFamilyListQuery): SQL {
  const dir = q.sort_order === 'ASC' ? sql`asc` : sql`desc`;
  return portalFamilySorts(dir)[q.sort_by];
}

/** The families the professional invited, one page; no money column is read. */
export async function listFamilies(db: DbOrTx, professionalId: string, q: ProfessionalFamilyListQuery) {
  const where = and(
    eq(families.invitedByProfessionalId, professionalId),
    q.search ? familySearch(q.search) : undefined,
  );
  return pageOfFamilies(
    db,
    db
      .select({ ...familyListColumns, graduationYears: graduationYearsSql })
      .from(families)
      .$dynamic(),
    where,
    [orderOf(q), sql`${families.id} asc`],
    q,
  );
}

export async function summary(db: DbOrTx, professionalId: string) {
  const [row] = await db
    .select({
      families: sql<number>`count(*)::int`,
      awaitingOnboarding: sql<number>`(count(*) filter (where not ${families.completeOnboarding}))::int`,
      active: sql<number>`(count(*) filter (where ${families.completeOnboarding}))::int`,
    })
    .from(families)
    .where(eq(families.invitedByProfessionalId, professionalId));
  return row ?? { families: 0, awaitingOnboarding: 0, active: 0 };
}
