import { randomUUID } from 'node:crypto';
import type { Tx } from '@ccp/db';
import { schema } from '@ccp/db';

interface DemoVisit {
  family: { id: string; name: string };
  agent: { userId: string; name: string };
  versions: { id: string; versionName: string }[];
}

/**
 * The Rivera family's activity log for the demo: its agent acted as the family two days ago and made the two case
 * studies, so /admin/activity, the agent's view and the family's /family/activity show a real visit on first start.
 * The rows are what the act-as and case-study services write for such a visit (docs/decisions/0030).
 */
export async function recordDemoVisit(tx: Tx, visit: DemoVisit): Promise<void> {
  const simulationId = randomUUID();
  const start = Date.now() - 2 * 24 * 60 * 60 * 1000;
  const at = (minutes: number) => new Date(start + minutes * 60_000);
  const [jobChange, bigger529] = visit.versions;
  const who = {
    familyId: visit.family.id,
    familyName: visit.family.name,
    actorUserId: visit.agent.userId,
    actorName: visit.agent.name,
    actorRole: 'financial_agent' as const,
    simulationId,
  };
  const rows: (typeof schema.familyActivity.$inferInsert)[] = [
    { ...who, action: 'session.start', entity: 'session', createdAt: at(0) },
  ];
  if (jobChange) {
    rows.push(
      {
        ...who,
        action: 'case-study.create',
        entity: 'draft_family_version',
        versionId: jobChange.id,
        versionName: jobChange.versionName,
        createdAt: at(2),
      },
      {
        ...who,
        action: 'case-study.parent.update',
        entity: 'draft_family_version',
        versionId: jobChange.id,
        versionName: jobChange.versionName,
        changes: [{ subject: 'Parent 1', field: 'annual income', from: '$92,000', to: '$70,000' }],
        createdAt: at(3),
      },
    );
  }
  if (bigger529) {
    rows.push(
      {
        ...who,
        action: 'case-study.create',
        entity: 'draft_family_version',
        versionId: bigger529.id,
        versionName: bigger529.versionName,
        createdAt: at(6),
      },
      {
        ...who,
        action: 'case-study.profile.update',
        entity: 'draft_family_version',
        versionId: bigger529.id,
        versionName: bigger529.versionName,
        changes: [
          { subject: 'the household', field: 'college savings (529 plans)', from: '$42,000', to: '$82,000' },
        ],
        createdAt: at(8),
      },
    );
  }
  rows.push({ ...who, action: 'session.end', entity: 'session', note: 'back', createdAt: at(12) });
  await tx.insert(schema.familyActivity).values(rows);
}
