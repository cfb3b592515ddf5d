/* The staff lists of families (admin, financial agent, admission professional): one page of rows and its total. */
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  agentNameSql,
  iso,
  openHelpAtSql,
  parentNamesSql,
  statusSql,
  studentCountSql,
} from './family-columns';

const { families } = schema;

/** What every list shows of a family; no money (the admission professional's list is made of these only). */
export const familyListColumns = {
  id: families.id,
  userId: families.userId,
  name: families.name,
  email: families.email,
  state: families.state,
  parentNames: parentNamesSql,
  students: studentCountSql,
  status: statusSql,
  createdAt: families.createdAt,
  updatedAt: families.updatedAt,
};

/** The admin's and the financial agent's lists add the family's SAI, its open help request and its agent. */
export const advisedFamilyListColumns = {
  ...familyListColumns,
  federalSai: families.federalSai,
  helpRequestedAt: openHelpAtSql,
  agentId: families.agentId,
  agentName: agentNameSql,
};

/**
 * One page of the families that `where` keeps, in `order` (a tie-break included), with how many there are.
 * `query` is `db.select(<the list's columns>).from(families).$dynamic()`.
 */
export async function pageOfFamilies<Query extends PgSelect>(
  db: DbOrTx,
  query: Query,
  where: SQL | undefined,
  order: SQL[],
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: Awaited<Query>; total: number }> {
  const [rows, [count]] = await Promise.all([
    query
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(families).where(where),
  ]);
  return { rows: rows as Awaited<Query>, total: count?.total ?? 0 };
}

interface FamilyListRow {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  state: string | null;
  parentNames: string[];
  students: number | string;
  status: 'invited' | 'onboarding' | 'active';
  createdAt: Date;
  updatedAt: Date;
}

/** A row of any list as the API answers it. */
export function familyListItem(r: FamilyListRow) {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    state: r.state,
    parentNames: r.parentNames,
    students: Number(r.students),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    lastActivityAt: r.updatedAt.toISOString(),
  };
}

/** A row of the admin's or the financial agent's list: the common fields, the SAI, the help request, the agent. */
export function advisedFamilyListItem(
  r: FamilyListRow & {
    federalSai: number | null;
    helpRequestedAt: Date | string | null;
    agentId: string | null;
    agentName: string | null;
  },
) {
  return {
    ...familyListItem(r),
    federalSai: r.federalSai,
    helpRequestedAt: r.helpRequestedAt === null ? null : iso(r.helpRequestedAt),
    agent: r.agentId && r.agentName ? { id: r.agentId, name: r.agentName } : null,
  };
}
