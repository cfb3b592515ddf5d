import type { ProfessionalFamilyListQuery } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  familySearch,
  graduationYearsSql,
  parentNamesSql,
  statusSql,
  studentCountSql,
} from '../family-detail/family-columns';

const { families } = schema;

const statusRank = sql`case when ${families.invitationStatus} = 'invited' then 0 when ${families.completeOnboarding} then 2 else 1 end`;

function orderOf(q: ProfessionalFamilyListQuery): SQL {
  const dir = q.sort_order === 'ASC' ? sql`asc` : sql`desc`;
  switch (q.sort_by) {
    case 'name':
      return sql`lower(${families.name}) ${dir}`;
    case 'state':
      return sql`${families.state} ${dir} nulls last`;
    case 'students':
      // Kept by a trigger on students (docs/decisions/0036).
      return sql`${families.studentCount} ${dir}`;
    case 'status':
      return sql`${statusRank} ${dir}`;
    case 'created':
      return sql`${families.createdAt} ${dir}`;
    case 'last_activity':
      return sql`${families.updatedAt} ${dir}`;
  }
}

/** The families the professional invited, one page; no money column is read. */
export async function listFamilies(db: DbOrTx, professionalId: string, q: ProfessionalFamilyListQuery) {
  const where = and(
    eq(families.invitedByProfessionalId, professionalId),
    q.search ? familySearch(q.search) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: families.id,
        userId: families.userId,
        name: families.name,
        email: families.email,
        state: families.state,
        parentNames: parentNamesSql,
        students: studentCountSql,
        graduationYears: graduationYearsSql,
        status: statusSql,
        createdAt: families.createdAt,
        updatedAt: families.updatedAt,
      })
      .from(families)
      .where(where)
      .orderBy(orderOf(q), sql`${families.id} asc`)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(families).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
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
