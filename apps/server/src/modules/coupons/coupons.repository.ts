import type { CouponListQuery } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';

const { coupons, families, agents, agentOrganisations, user } = schema;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const couponId = sql.raw('"coupons"."id"');

/** The families that signed up with the coupon (counted for the page's rows only). */
const usesSql = sql<number>`(select count(*)::int from ${families} f where f.coupon_id = ${couponId})`;

const couponRow = {
  id: coupons.id,
  code: coupons.code,
  description: coupons.description,
  discountPercent: coupons.discountPercent,
  discountAmount: coupons.discountAmount,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  usageLimit: coupons.usageLimit,
  agentId: coupons.agentId,
  agentName: user.name,
  agentOrganisation: agentOrganisations.name,
  uses: usesSql,
  createdAt: coupons.createdAt,
};
export type CouponRow = {
  [K in keyof typeof couponRow]: K extends 'uses'
    ? number
    : K extends 'agentName' | 'agentOrganisation'
      ? string | null
      : (typeof coupons.$inferSelect)[K & keyof typeof coupons.$inferSelect];
};

function selectCoupons(db: DbOrTx) {
  return db
    .select(couponRow)
    .from(coupons)
    .leftJoin(agents, eq(agents.id, coupons.agentId))
    .leftJoin(user, eq(user.id, agents.userId))
    .leftJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId));
}

const SORTS = {
  code: sql`lower(${coupons.code})`,
  valid_from: coupons.validFrom,
  valid_until: coupons.validUntil,
  uses: usesSql,
  created: coupons.createdAt,
} as const;

export async function listCoupons(db: DbOrTx, q: CouponListQuery) {
  const where: SQL | undefined = q.search
    ? sql`(${coupons.code} ilike ${`%${escapeLike(q.search)}%`} or ${coupons.description} ilike ${`%${escapeLike(q.search)}%`})`
    : undefined;
  const direction = q.sort_order === 'ASC' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    selectCoupons(db)
      .where(where)
      .orderBy(direction(SORTS[q.sort_by]), direction(coupons.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(coupons).where(where),
  ]);
  return { rows: rows as CouponRow[], total: count?.total ?? 0 };
}

export async function findCoupon(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [row] = await selectCoupons(db).where(eq(coupons.id, id));
  return row as CouponRow | undefined;
}

/** Another coupon with this code, whatever its case. */
export async function findCodeTaken(db: DbOrTx, code: string, exceptId?: string) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(sql`lower(${coupons.code})`, code.toLowerCase()),
        exceptId ? ne(coupons.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The coupon of a code (any case), for sign-up; `lock` takes its row lock until the transaction ends. */
export async function findByCode(db: DbOrTx, code: string, lock = false) {
  const query = db
    .select({
      id: coupons.id,
      code: coupons.code,
      validFrom: coupons.validFrom,
      validUntil: coupons.validUntil,
      usageLimit: coupons.usageLimit,
      agentId: coupons.agentId,
      organisationId: agents.organisationId,
    })
    .from(coupons)
    .leftJoin(agents, eq(agents.id, coupons.agentId))
    .where(eq(sql`lower(${coupons.code})`, code.toLowerCase()))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: coupons }) : await query;
  return row;
}

export async function countUses(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(families)
    .where(eq(families.couponId, id));
  return row?.n ?? 0;
}

export type CouponValues = Pick<
  typeof coupons.$inferInsert,
  | 'code'
  | 'description'
  | 'discountPercent'
  | 'discountAmount'
  | 'validFrom'
  | 'validUntil'
  | 'usageLimit'
  | 'agentId'
>;

export async function insertCoupon(db: DbOrTx, values: CouponValues) {
  const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
  return row!.id;
}

export async function updateCoupon(db: DbOrTx, id: string, values: CouponValues) {
  const rows = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

export async function lockCoupon(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

export async function deleteCoupon(db: DbOrTx, id: string) {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

export async function agentExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, id)).limit(1);
  return row !== undefined;
}

/** The agents a coupon may belong to, by name, e-mail or organisation, in name order. */
export async function listCouponAgents(
  db: DbOrTx,
  q: { search?: string | undefined; page: number; limit: number },
) {
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = like
    ? sql`(${user.name} ilike ${like} or ${user.email} ilike ${like} or ${agentOrganisations.name} ilike ${like})`
    : undefined;
  const from = (fields: Parameters<DbOrTx['select']>[0]) =>
    db
      .select(fields)
      .from(agents)
      .innerJoin(user, eq(user.id, agents.userId))
      .innerJoin(agentOrganisations, eq(agentOrganisations.id, agents.organisationId))
      .where(where);
  const [rows, [count]] = await Promise.all([
    from({ id: agents.id, name: user.name, organisation: agentOrganisations.name })
      .orderBy(asc(sql`lower(${user.name})`), asc(agents.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    from({ total: sql<number>`count(*)::int` }),
  ]);
  return {
    rows: rows as { id: string; name: string; organisation: string }[],
    total: (count as { total: number } | undefined)?.total ?? 0,
  };
}

/** Records the family's use of the coupon and, when the coupon has an agent, attaches a family without one. */
export async function recordUse(
  db: DbOrTx,
  familyId: string,
  coupon: { id: string; agentId: string | null; organisationId: string | null },
) {
  const [row] = await db
    .update(families)
    .set({
      couponId: coupon.id,
      ...(coupon.agentId && coupon.organisationId
        ? {
            agentId: sql`coalesce(${families.agentId}, ${coupon.agentId}::uuid)`,
            organisationId: sql`case when ${families.agentId} is null then ${coupon.organisationId}::uuid else ${families.organisationId} end`,
          }
        : {}),
    })
    .where(eq(families.id, familyId))
    .returning({ agentId: families.agentId });
  return row;
}
