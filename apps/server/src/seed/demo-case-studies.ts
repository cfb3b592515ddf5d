import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { familyAccessOfUser } from '../auth/family-access';
import * as repo from '../modules/case-studies/case-studies.repository';
import { copyForDraft, toStored } from '../modules/case-studies/draft';
import { loadProfile } from '../modules/family-profile/family-write';
import { recordDemoVisit } from './demo-activity';

/**
 * Two case studies of the Rivera family (family@demo.test) made by its agent Jordan Lee: a job change (Maria's pay
 * $92,000 -> $70,000) and a bigger 529 ($42,000 -> $82,000). Runs on every start: skipped once the family has one.
 */
export async function seedDemoCaseStudies(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const [familyUser, agentUser] = await Promise.all([
    db.query.user.findFirst({ where: eq(schema.user.email, 'family@demo.test') }),
    db.query.user.findFirst({ where: eq(schema.user.email, 'agent@demo.test') }),
  ]);
  if (!familyUser || !agentUser) return;
  const family = await repo.findFamilyByUser(db, familyUser.id);
  if (!family || (await repo.listVersions(db, family.id)).length > 0) return;
  const agent = await familyAccessOfUser(db, agentUser.id);
  const profile = await loadProfile(db, family);
  const favourites = (await repo.familyFavourites(db, family.id)).map((f) => ({ ...f, id: '' }));

  const jobChange = copyForDraft(profile, favourites);
  jobChange.profile.parents = jobChange.profile.parents.map((p) =>
    p.position === 1 ? { ...p, annualIncome: 70_000 } : p,
  );
  const bigger529 = copyForDraft(profile, favourites);
  bigger529.profile.collegeSavingsAccountsAmount = 82_000;

  await db.transaction(async (tx) => {
    const versions: { id: string; versionName: string }[] = [];
    for (const [versionName, snapshot] of [
      ['Job change', jobChange],
      ['Bigger 529', bigger529],
    ] as const) {
      const version = await repo.insertVersion(tx, {
        familyId: family.id,
        versionName,
        cloneType: 'familyProfile',
        createdByUserId: agentUser.id,
        agentAccessId: agent?.kind === 'agent' ? agent.agentId : null,
        snapshot: toStored(snapshot),
      });
      versions.push({ id: version.id, versionName });
    }
    await recordDemoVisit(tx, {
      family: { id: family.id, name: family.name },
      agent: { userId: agentUser.id, name: agentUser.name },
      versions,
    });
  });
}
