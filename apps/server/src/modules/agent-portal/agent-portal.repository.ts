import type { AgentFamilyListQuery } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type FamilyAccess, familyScope } from '../../auth/family-access';
import { familySearch, openHelpAtSql, openHelpSql, portalFamilySorts } from '../family-detail/family-columns';
import { advisedFamilyListColumns, pageOfFamilies } from '../family-detail/family-list';

const { families } = schema;

function orderOf(q: AgentFamilyListQuery): SQL[] {
  const dir = q.sort_order === 'ASC' ? sql`asc` : sql`desc`;
  switch (q.sort_by) {
    case 'help':
      // DESC (the default): families with an open help request first, the newest request first; ASC: last.
      return [
        sql`${openHelpAtSql} ${dir} ${q.sort_order === 'ASC' ? sql`nulls first` : sql`nulls last`}`,
        sql`${families.updatedAt} desc`,
      ];
    case 'federal_sai':
      return [sql`${families.federalSai} ${dir} nulls last`];
    default:
      return [portalFamilySorts(dir)[q.sort_by]];
  }
}

/** The organisation's families (the family access rule), one page, with the figures each row shows. */
export async function listFamilies(db: DbOrTx, access: FamilyAccess, q: AgentFamilyListQuery) {
  const where = and(familyScope(access, 'money'), q.search ? familySearch(q.search) : undefined);
  return pageOfFamilies(
    db,
    db.select(advisedFamilyListColumns).from(families).$dynamic(),
    where,
    [...orderOf(q), sql`${families.id} asc`],
    q,
  );
}

/** The organisation's figures: families, those not yet onboarded, those with an open help request. */
export async function summary(db: DbOrTx, access: FamilyAccess) {
  const [row] = await db
    .select({
      families: sql<number>`count(*)::int`,
      awaitingOnboarding: sql<number>`(count(*) filter (where not ${families.completeOnboarding}))::int`,
      openHelpRequests: sql<number>`(count(*) filter (where ${openHelpSql}))::int`,
    })
    .from(families)
    .where(familyScope(access, 'money'));
  return row ?? { families: 0, awaitingOnboarding: 0, openHelpRequests: 0 };
}

/** Takes the family out of the agent's organisation: no agent, no organisation. */
export async function detachFamily(db: DbOrTx, familyId: string) {
  await db.update(families).set({ agentId: null, organisationId: null }).where(eq(families.id, familyId));
}
