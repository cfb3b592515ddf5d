/**
 * Test-only: a staff member starts acting as a family through the real act-as route (issue 12,
 * docs/decisions/0029): `POST /api/admin/families/{id}/simulate` for an admin, `POST /api/agents/families/{id}/simulate`
 * for a financial agent. The answer's cookie is the family session; its bearer token and the `x-admin-simulator-id`
 * header are what the web client sends during the simulation.
 */
import { SIMULATOR_HEADER } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import type { TestApp, TestUser } from './test-app';

/** API tests: the family's user acted as by the staff user (an admin or an agent of the family's organisation). */
export async function actAs(t: TestApp, family: TestUser, staff: TestUser): Promise<TestUser> {
  const [staffUser] = await t.db
    .select({ role: schema.user.role })
    .from(schema.user)
    .where(eq(schema.user.id, staff.userId));
  const [familyRow] = await t.db
    .select({ id: schema.families.id })
    .from(schema.families)
    .where(eq(schema.families.userId, family.userId));
  if (!staffUser || !familyRow) throw new Error('actAs: unknown staff member or family');
  const area = staffUser.role === 'admin' ? 'admin' : 'agents';
  const started = await t.inject({
    method: 'POST',
    url: `/api/${area}/families/${familyRow.id}/simulate`,
    headers: staff.headers,
  });
  if (started.statusCode !== 200)
    throw new Error(`could not act as the family: ${started.statusCode} ${started.body}`);
  const cookie = started.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await t.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  if (res.statusCode !== 200)
    throw new Error(`no token for the act-as session: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  return {
    userId: family.userId,
    email: family.email,
    headers: { authorization: `Bearer ${token}`, [SIMULATOR_HEADER]: staff.userId },
    cookieHeaders: { cookie, [SIMULATOR_HEADER]: staff.userId },
  };
}
