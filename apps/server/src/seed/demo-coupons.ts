import { schema } from '@ccp/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as accounts from '../modules/accounts/accounts.repository';
import { isoToday } from '../modules/coupons/coupons.service';

const DAY = 86_400_000;
const day = (offset: number) => isoToday(new Date(Date.now() + offset * DAY));

/**
 * Two demo coupons (issue 11): the demo agent's welcome offer (active), and a spring offer that has expired.
 * Idempotent: nothing is written when the first coupon exists.
 */
export async function seedDemoCoupons(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const [existing] = await db
    .select({ id: schema.coupons.id })
    .from(schema.coupons)
    .where(sql`lower(${schema.coupons.code}) = 'summit-welcome'`)
    .limit(1);
  if (existing) return;
  const agentUser = await accounts.findUserByEmail(db, 'agent@demo.test');
  const agent = agentUser ? await accounts.findAgentByUser(db, agentUser.id) : null;
  await db.insert(schema.coupons).values([
    {
      code: 'SUMMIT-WELCOME',
      description: 'Summit Financial Partners welcome offer: 15% off the first year of planning.',
      discountPercent: 15,
      validFrom: day(-30),
      validUntil: day(335),
      usageLimit: 100,
      agentId: agent?.id ?? null,
    },
    {
      code: 'SPRING-FAIR',
      description: 'College fair offer: $100 off for families met at the spring fair.',
      discountAmount: 100,
      validFrom: day(-120),
      validUntil: day(-60),
      usageLimit: 50,
    },
  ]);
}
