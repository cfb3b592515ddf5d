import { schema } from '@ccp/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actAs } from '../../../test/support/act-as.testing';
import {
  agent,
  agentRow,
  call,
  t,
  useCaseStudiesWorld,
} from '../../../test/support/case-studies/case-studies.testing';

/* Case studies in the family's activity log: each draft write named with the case study and its changes. */
useCaseStudiesWorld();

describe('the family reads what staff did in its case studies', () => {
  it('lists each draft write with the case study and each field from -> to, and keeps it after the delete', async () => {
    const jobFamily = await t.user('family', { name: 'The Job Family' });
    const { organisationId, id: agentId } = await agentRow(agent.userId);
    await t.db
      .update(schema.families)
      .set({ organisationId, agentId, state: 'OH', familyMembersCount: 3, familyMembersInCollege: 1 })
      .where(eq(schema.families.userId, jobFamily.userId));
    const own = await call(jobFamily, 'POST', '/api/family/profile/parent', {
      firstName: 'Rosa',
      lastName: 'Job',
      annualIncome: 95000,
    });
    expect(own.statusCode, own.body).toBe(201);
    const acting = await actAs(t, jobFamily, agent);
    const created = await call(acting, 'POST', `/api/family/clone-to-draft-agent/${jobFamily.userId}`, {
      adminId: agent.userId,
      versionName: 'Job change',
      cloneType: 'familyProfile',
    });
    expect(created.statusCode, created.body).toBe(201);
    const versionId: string = created.json().id;
    const draft = await call(acting, 'GET', `/api/family/draft-profile?familyVersionId=${versionId}`);
    const draftParent: string = draft.json().parents[0].id;
    const edited = await call(acting, 'PUT', `/api/family/profile/parent/${draftParent}/${versionId}`, {
      annualIncome: 80000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The audit row names the case study and the change.
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entityId, versionId), eq(schema.auditLog.action, 'case-study.parent.update')),
      );
    expect(audit!.details).toMatchObject({
      version: { id: versionId, name: 'Job change' },
      changes: [{ subject: 'Parent 1', field: 'annual income', from: '$95,000', to: '$80,000' }],
    });
    expect(
      (await call(acting, 'DELETE', `/api/family/delete-simulate-version/${versionId}`)).statusCode,
    ).toBe(200);

    const activity = await call(jobFamily, 'GET', '/api/family/activity');
    expect(activity.statusCode, activity.body).toBe(200);
    const sentences = (activity.json().items as { sentences: string[] }[]).flatMap((i) => i.sentences);
    const changed = sentences.find((s) => s.includes('annual income'));
    expect(changed).toMatch(
      /^Jordan Agent, your financial agent, changed Parent 1's annual income from \$95,000 to \$80,000 in the case study 'Job change' on .+\.$/,
    );
    expect(sentences.some((s) => /created the case study 'Job change' on /.test(s))).toBe(true);
    expect(sentences.some((s) => /deleted the case study 'Job change' on /.test(s))).toBe(true);
  });
});
