/* SQL pieces of a staff member's families list: per-row figures evaluated for the page's rows only. */
import { schema } from '@ccp/db';
import { type SQL, sql } from 'drizzle-orm';

const { families, parents, students, helpRequests, agents, user } = schema;

/** The outer row's columns, qualified (drizzle leaves them bare in a single-table select). */
export const familyIdSql = sql.raw('"families"."id"');
const familyAgentId = sql.raw('"families"."agent_id"');

/** The parents' names, in order; a parent with no name yet is left out (no stray comma in the list). */
export const parentNamesSql = sql<
  string[]
>`coalesce((select array_agg(trim(concat_ws(' ', p.first_name, p.last_name)) order by p.position)
  filter (where trim(concat_ws(' ', p.first_name, p.last_name)) <> '')
  from ${parents} p where p.family_id = ${familyIdSql}), '{}')`;
export const studentCountSql = sql<number>`(select count(*)::int from ${students} s where s.family_id = ${familyIdSql})`;
export const graduationYearsSql = sql<number[]>`coalesce((select array_agg(distinct s.graduation_year
  order by s.graduation_year) from ${students} s where s.family_id = ${familyIdSql} and s.graduation_year is not null), '{}')`;
/** Invited, then onboarding, then active (the status column's sort). */
export const statusRankSql = sql`case when ${families.invitationStatus} = 'invited' then 0 when ${families.completeOnboarding} then 2 else 1 end`;
/** The sorts the financial agent's and the professional's lists share, each in `dir` (`asc` or `desc`). */
export const portalFamilySorts = (dir: SQL) => ({
  name: sql`lower(${families.name}) ${dir}`,
  state: sql`${families.state} ${dir} nulls last`,
  // Kept by a trigger on students (docs/decisions/0036).
  students: sql`${families.studentCount} ${dir}`,
  status: sql`${statusRankSql} ${dir}`,
  created: sql`${families.createdAt} ${dir}`,
  last_activity: sql`${families.updatedAt} ${dir}`,
});
export const statusSql = sql<
  'invited' | 'onboarding' | 'active'
>`case when ${families.invitationStatus} = 'invited' then 'invited' when ${families.completeOnboarding} then 'active' else 'onboarding' end`;
/** The newest open help request's date, null without one. */
export const openHelpAtSql = sql<Date | string | null>`(select max(h.created_at) from ${helpRequests} h
  where h.family_id = ${familyIdSql} and h.resolved_at is null)`;
/** The family has an open (unresolved) help request (a hashed subplan: one pass over the help requests). */
export const openHelpSql = sql`${familyIdSql} in (select h.family_id from ${helpRequests} h where h.resolved_at is null)`;
/** The family's agent's name, looked up for the page's rows only (a join would be built over every family before the limit). */
export const agentNameSql = sql<
  string | null
>`(select u.name from ${agents} a join ${user} u on u.id = a.user_id
  where a.id = ${familyAgentId})`;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Name, e-mail, state or a parent's name contains the text (case-insensitive; %, _ and \ taken literally).
 * `search_text` holds all of them (kept by triggers) and has a trigram index: it narrows the families to the few that
 * may match, then the exact test runs on those only (docs/decisions/0036).
 */
export function familySearch(text: string): SQL {
  const like = `%${escapeLike(text)}%`;
  return sql`(${families.searchText} ilike ${like} and (concat_ws(' ', ${families.name}, ${families.email}, ${families.state}) ilike ${like}
    or exists (select 1 from ${parents} p where p.family_id = ${familyIdSql} and concat_ws(' ', p.first_name, p.last_name) ilike ${like})))`;
}

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
