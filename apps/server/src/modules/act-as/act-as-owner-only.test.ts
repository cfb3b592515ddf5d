import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  admin,
  agent,
  familyA,
  familyAId,
  familyB,
  t,
  useActAsWorld,
} from '../../../test/support/act-as/act-as.testing';
import { PASSWORD } from '../../../test/support/test-app';

/*
 * Issue 18 item 3: while acting, staff act for the family, not as its owner. The family's notifications (reading
 * them, dismissing them) and its password are the family's own, like its data export and account deletion.
 */
useActAsWorld();

const notificationsOf = async (familyId: string) =>
  JSON.stringify(
    await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.familyId, familyId))
      .orderBy(schema.notifications.id),
  );

describe('refused to staff acting as the family', () => {
  it('reading and dismissing the family’s notifications: 403, nothing marked read', async () => {
    for (const [staff, role] of [
      [admin, 'admin'],
      [agent, 'agent'],
    ] as const) {
      const acting = await actAs(staff, role, familyAId);
      const before = await notificationsOf(familyAId);
      expect(before).toContain('is working on your profile');
      for (const headers of [
        acting.headers,
        { cookie: acting.cookie, 'x-admin-simulator-id': acting.actorId },
      ]) {
        const list = await t.inject({
          method: 'GET',
          url: '/api/notifications/getFamilyNotifications',
          headers,
        });
        expect(list.statusCode, list.body).toBe(403);
        expect(list.json().error).toEqual(
          expect.objectContaining({
            code: 'FORBIDDEN',
            message:
              'Only the family itself can read or dismiss its notifications, not someone acting as the family.',
          }),
        );
        const dismiss = await t.inject({
          method: 'POST',
          url: '/api/notifications/mark-read-all/family',
          headers,
        });
        expect(dismiss.statusCode, dismiss.body).toBe(403);
        expect(dismiss.json().error.code).toBe('FORBIDDEN');
      }
      expect(await notificationsOf(familyAId)).toBe(before);
    }
    // The family itself still reads and dismisses them.
    const own = await t.inject({
      method: 'GET',
      url: '/api/notifications/getFamilyNotifications',
      headers: familyA.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().items.length).toBeGreaterThan(0);
    const marked = await t.inject({
      method: 'POST',
      url: '/api/notifications/mark-read-all/family',
      headers: familyA.headers,
    });
    expect(marked.statusCode).toBe(200);
  });

  it('changing the family’s password: 403 even with the right current password, and the password stays', async () => {
    const acting = await actAs(admin, 'admin', familyAId);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: acting.cookie, 'x-admin-simulator-id': acting.actorId },
      payload: { currentPassword: PASSWORD, newPassword: 'a-new-password-chosen-by-staff' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toEqual(
      expect.objectContaining({
        code: 'FORBIDDEN',
        message: 'Only the family itself can change its password, not someone acting as the family.',
      }),
    );
    // The old password still signs the family in; the acting session goes on.
    await t.signIn(familyA.email);
    expect(
      (await t.inject({ method: 'GET', url: '/api/family/profile', headers: acting.headers })).statusCode,
    ).toBe(200);
  });

  it('the family itself still changes its own password', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: familyB.cookieHeaders,
      payload: { currentPassword: PASSWORD, newPassword: 'family-b-new-password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.signIn(familyB.email, 'family-b-new-password');
  });
});
