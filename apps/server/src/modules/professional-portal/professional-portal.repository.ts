import type { ProfessionalFamilyListQuery } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, type SQL, sql } from 'drizzle-orm';
import { type FamilyAccess, familyScope } from '../../auth/family-access';
import { familySearch, graduationYearsSql, portalFamilySorts } from '../family-detail/family-columns';
import { familyListColumns, pageOfFamilies } from '../family-detail/family-list';

const { families } = schema;

function orderOf(q: ProfessionalFamilyListQuery): SQL {
  const dir = q.sort_order === 'ASC' ? sql`asc` : sql`desc`;
  return portalFamilySorts(dir)[q.sort_by];
}

/** The families the professional invited, one page; no money column is read. */
export async function listFamilies(db: DbOrTx, access: FamilyAccess, q: ProfessionalFamilyListQuery) {
  const where = and(familyScope(access, 'read'), q.search ? familySearch(q.search) : undefined);
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

export async function summary(db: DbOrTx, access: FamilyAccess) {
  const [row] = await db
    .select({
      families: sql<number>`count(*)::int`,
      awaitingOnboarding: sql<number>`(count(*) filter (where not ${families.completeOnboarding}))::int`,
      active: sql<number>`(count(*) filter (where ${families.completeOnboarding}))::int`,
    })
    .from(families)
    .where(familyScope(access, 'read'));
  return row ?? { families: 0, awaitingOnboarding: 0, active: 0 };
}
