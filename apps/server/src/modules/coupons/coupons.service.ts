import {
  COUPON_MESSAGES,
  type Coupon,
  type CouponAgentsResponse,
  type CouponListQuery,
  type CouponListResponse,
  type CouponStatus,
  type CouponWrite,
  couponExpiredMessage,
  couponNotYetValidMessage,
} from '@ccp/contracts';
import type { Db, DbOrTx, Tx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { sqlStateOf } from '../../database/db-errors';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound } from '../../errors';
import * as repo from './coupons.repository';

/** Today as an ISO date (UTC): a coupon is valid from its first day to its last day, both included. */
export const isoToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export function couponStatus(
  c: { validFrom: string; validUntil: string; usageLimit: number },
  uses: number,
  today: string,
): CouponStatus {
  if (today > c.validUntil) return 'expired';
  if (today < c.validFrom) return 'scheduled';
  return uses >= c.usageLimit ? 'used_up' : 'active';
}

function toCoupon(row: repo.CouponRow, today: string): Coupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discountPercent: row.discountPercent,
    discountAmount: row.discountAmount,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    uses: Number(row.uses),
    agentId: row.agentId,
    agent:
      row.agentId && row.agentName !== null
        ? { id: row.agentId, name: row.agentName, organisation: row.agentOrganisation ?? '' }
        : null,
    status: couponStatus(row, Number(row.uses), today),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCoupons(db: Db, q: CouponListQuery): Promise<CouponListResponse> {
  const { rows, total } = await repo.listCoupons(db, q);
  const today = isoToday();
  return { items: rows.map((r) => toCoupon(r, today)), page: q.page, limit: q.limit, total };
}

export async function getCoupon(db: DbOrTx, id: string): Promise<Coupon> {
  const row = await repo.findCoupon(db, id);
  if (!row) throw notFound('That coupon');
  return toCoupon(row, isoToday());
}

const duplicate = () =>
  new AppError('CONFLICT', COUPON_MESSAGES.duplicate, { code: COUPON_MESSAGES.duplicate });

function valuesOf(input: CouponWrite): repo.CouponValues {
  return {
    code: input.code,
    description: input.description,
    discountPercent: input.discountPercent ?? null,
    discountAmount: input.discountAmount ?? null,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    usageLimit: input.usageLimit,
    agentId: input.agentId ?? null,
  };
}

async function checkWrite(tx: Tx, input: CouponWrite, exceptId?: string) {
  if (await repo.findCodeTaken(tx, input.code, exceptId)) throw duplicate();
  if (input.agentId && !(await repo.agentExists(tx, input.agentId))) {
    throw new AppError('VALIDATION_FAILED', COUPON_MESSAGES.noSuchAgent, {
      agentId: COUPON_MESSAGES.noSuchAgent,
    });
  }
}

/** A unique violation on the code (two admins adding the same code at once) is the same 409 as the check's. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw duplicate();
    throw err;
  }
}

export async function addCoupon(db: Db, actor: Actor, input: CouponWrite): Promise<Coupon> {
  const id = await writing(() =>
    retryingTransaction(db, async (tx) => {
      await checkWrite(tx, input);
      const id = await repo.insertCoupon(tx, valuesOf(input));
      await recordAudit(tx, actor, {
        familyId: null,
        action: 'coupon.create',
        entity: 'coupon',
        entityId: id,
        details: { code: input.code },
      });
      return id;
    }),
  );
  return getCoupon(db, id);
}

export async function updateCoupon(db: Db, actor: Actor, id: string, input: CouponWrite): Promise<Coupon> {
  await writing(() =>
    retryingTransaction(db, async (tx) => {
      if (!(await repo.lockCoupon(tx, id))) throw notFound('That coupon');
      await checkWrite(tx, input, id);
      const uses = await repo.countUses(tx, id);
      if (input.usageLimit < uses) {
        const message = `This coupon has already been used ${uses} times: the usage limit cannot be lower.`;
        throw new AppError('VALIDATION_FAILED', message, { usageLimit: message });
      }
      await repo.updateCoupon(tx, id, valuesOf(input));
      await recordAudit(tx, actor, {
        familyId: null,
        action: 'coupon.update',
        entity: 'coupon',
        entityId: id,
        details: { code: input.code },
      });
    }),
  );
  return getCoupon(db, id);
}

/** Removes the coupon; the families that used it keep their account and agent (their coupon link is cleared). */
export async function removeCoupon(db: Db, actor: Actor, id: string): Promise<{ ok: true; id: string }> {
  await retryingTransaction(db, async (tx) => {
    const coupon = await repo.findCoupon(tx, id);
    if (!coupon || !(await repo.deleteCoupon(tx, id))) throw notFound('That coupon');
    await recordAudit(tx, actor, {
      familyId: null,
      action: 'coupon.delete',
      entity: 'coupon',
      entityId: id,
      details: { code: coupon.code, uses: Number(coupon.uses) },
    });
  });
  return { ok: true, id };
}

export async function couponAgents(
  db: Db,
  q: { search?: string | undefined; page: number; limit: number },
): Promise<CouponAgentsResponse> {
  const { rows, total } = await repo.listCouponAgents(db, q);
  return { items: rows, page: q.page, limit: q.limit, total };
}

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { couponCode: message });

type UsableCoupon = NonNullable<Awaited<ReturnType<typeof repo.findByCode>>>;

async function usableCoupon(db: DbOrTx, code: string, lock: boolean): Promise<UsableCoupon> {
  const coupon = await repo.findByCode(db, code.trim(), lock);
  if (!coupon) throw refuse(COUPON_MESSAGES.unknown);
  const today = isoToday();
  if (today > coupon.validUntil) throw refuse(couponExpiredMessage(coupon.validUntil));
  if (today < coupon.validFrom) throw refuse(couponNotYetValidMessage(coupon.validFrom));
  if ((await repo.countUses(db, coupon.id)) >= coupon.usageLimit) throw refuse(COUPON_MESSAGES.usedUp);
  return coupon;
}

/** Refuses an unknown, expired, not yet valid or used-up code (before a sign-up creates anything). */
export async function checkCouponCode(db: DbOrTx, code: string): Promise<void> {
  await usableCoupon(db, code, false);
}

/**
 * Records the family's use of the code inside the sign-up's transaction, under the coupon's row lock (two sign-ups
 * cannot both take its last use), and attaches the family to the coupon's agent and organisation when it has one
 * and the family has no agent yet. Throws the same refusals as `checkCouponCode`.
 */
export async function redeemCoupon(
  tx: Tx,
  code: string,
  familyId: string,
): Promise<{ couponCode: string; agentId: string | null }> {
  const coupon = await usableCoupon(tx, code, true);
  const family = await repo.recordUse(tx, familyId, coupon);
  return { couponCode: coupon.code, agentId: family?.agentId ?? null };
}
