/* Demo families for the agent's and the professional's portals (issue 11): plain inserts, once. */
import { schema } from '@ccp/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../auth/actor';
import * as repo from '../modules/accounts/accounts.repository';
import { refreshStoredSai } from '../modules/family-profile/stored-sai';
import { findPendingForEmail } from '../modules/invitations/invitations.repository';
import { inviteFamily } from '../modules/invitations/invitations.service';
import { ONBOARDED } from './demo-families';

const FIRST = 'hughes@demo.test';
const CARTER = 'carter@demo.test';
/** The portal families staff can act as (README): each gets an account with the demo password. */
const WITH_ACCOUNTS = [
  { email: 'hughes@demo.test', name: 'The Hughes Family' },
  { email: 'alvarez@demo.test', name: 'The Alvarez Family' },
] as const;
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * The demo agent's organisation (Summit Financial Partners) gets, next to the active Rivera family: the Carter
 * family, invited by the agent (a pending invitation on /agent/invitations) and not signed up yet, and the Hughes
 * family, onboarding, with an open help request. The demo professional (who invited the Nguyen family, not
 * onboarded) also invited the Alvarez family, onboarded, with favorite colleges. The Hughes and Alvarez families
 * have accounts (the demo password), so staff can act as them. Idempotent: each part is made once.
 */
export async function seedDemoPortals(app: FastifyInstance, password: string): Promise<void> {
  await seedPortalFamilies(app);
  await inviteCarter(app);
  await giveAccounts(app, password);
}

async function seedPortalFamilies(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const [done] = await db
    .select({ id: schema.families.id })
    .from(schema.families)
    .where(eq(schema.families.email, FIRST));
  if (done) return;
  const agentUser = await repo.findUserByEmail(db, 'agent@demo.test');
  const professionalUser = await repo.findUserByEmail(db, 'professional@demo.test');
  const agent = agentUser ? await repo.findAgentByUser(db, agentUser.id) : undefined;
  const professional = professionalUser
    ? await repo.findProfessionalByUser(db, professionalUser.id)
    : undefined;
  if (!agent || !professional) return;

  await db.transaction(async (tx) => {
    // Invited by the agent, halfway through onboarding, asking for help.
    const [hughes] = await tx
      .insert(schema.families)
      .values({
        name: 'The Hughes Family',
        email: 'hughes@demo.test',
        state: 'PA',
        zip: '19103',
        invitationStatus: 'pending',
        onboardingStep: 4,
        onboardingProgress: { completedSteps: [0, 1, 2, 3], subSteps: {} },
        familyMembersCount: 3,
        familyMembersInCollege: 1,
        filingStatus: 'single',
        checkingAmount: 6_500,
        collegeSavingsAccountsAmount: 9_000,
        primaryResidence: 'rent',
        directSignUp: false,
        agentId: agent.id,
        organisationId: agent.organisationId,
        invitedAt: daysAgo(9),
        createdAt: daysAgo(9),
        updatedAt: daysAgo(1),
      })
      .returning({ id: schema.families.id });
    if (!hughes) throw new Error('demo family hughes missing');
    await tx.insert(schema.parents).values({
      familyId: hughes.id,
      position: 1,
      firstName: 'Renee',
      lastName: 'Hughes',
      age: 44,
      maritalStatus: 'single',
      annualIncome: 58_000,
      filingStatus: 'single',
    });
    await tx.insert(schema.students).values({
      familyId: hughes.id,
      position: 1,
      name: 'Jalen Hughes',
      graduationYear: 2027,
      overallStudentType: 'high_school_senior',
      gpa: 3.5,
      sat: 1210,
      filedTaxes: false,
      incomeAmount: 2_000,
      savingsAmount: 1_500,
    });
    await tx.insert(schema.helpRequests).values({
      familyId: hughes.id,
      message: 'Can we go over which colleges would be affordable for Jalen before the deadlines?',
      createdAt: daysAgo(1),
    });
    await refreshStoredSai(tx, hughes.id);

    // Invited by the admission professional, onboarded, with favourite colleges.
    const [alvarez] = await tx
      .insert(schema.families)
      .values({
        name: 'The Alvarez Family',
        email: 'alvarez@demo.test',
        state: 'FL',
        zip: '33131',
        ...ONBOARDED,
        familyMembersCount: 4,
        familyMembersInCollege: 1,
        filingStatus: 'married_joint',
        checkingAmount: 12_000,
        collegeSavingsAccountsAmount: 30_000,
        annualRetirementAmount: 9_000,
        primaryResidence: 'own',
        residenceEquity: 140_000,
        has401k: true,
        directSignUp: false,
        invitedByProfessionalId: professional.id,
        invitedAt: daysAgo(20),
        createdAt: daysAgo(20),
        updatedAt: daysAgo(4),
      })
      .returning({ id: schema.families.id });
    if (!alvarez) throw new Error('demo family alvarez missing');
    await tx.insert(schema.parents).values([
      {
        familyId: alvarez.id,
        position: 1,
        firstName: 'Lucia',
        lastName: 'Alvarez',
        age: 47,
        maritalStatus: 'married',
        annualIncome: 74_000,
        filingStatus: 'married_joint',
      },
      {
        familyId: alvarez.id,
        position: 2,
        firstName: 'Mateo',
        lastName: 'Alvarez',
        age: 49,
        maritalStatus: 'married',
        annualIncome: 51_000,
        filingStatus: 'married_joint',
      },
    ]);
    const [camila] = await tx
      .insert(schema.students)
      .values({
        familyId: alvarez.id,
        position: 1,
        name: 'Camila Alvarez',
        graduationYear: 2027,
        overallStudentType: 'high_school_senior',
        gpa: 3.9,
        sat: 1380,
        filedTaxes: false,
        incomeAmount: 1_200,
        savingsAmount: 2_400,
      })
      .returning({ id: schema.students.id });
    const colleges = await tx
      .select({ id: schema.colleges.id })
      .from(schema.colleges)
      .where(inArray(schema.colleges.name, ['University of Florida', 'Florida State University']));
    if (camila && colleges.length > 0) {
      await tx
        .insert(schema.favourites)
        .values(colleges.map((c) => ({ familyId: alvarez.id, studentId: camila.id, collegeId: c.id })));
    }
    await refreshStoredSai(tx, alvarez.id);
  });
  app.log.info('demo portal families created');
}

/**
 * The Carter family: invited by the demo agent two days ago through the invitation service (so the invitation is on
 * /agent/invitations and its link is in the outbox), not signed up. Made once: skipped while it has an account or a
 * pending invitation.
 */
async function inviteCarter(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const agentUser = await repo.findUserByEmail(db, 'agent@demo.test');
  if (!agentUser || (await repo.findUserByEmail(db, CARTER))) return;
  if (await findPendingForEmail(db, CARTER, 'family')) return;
  const actor: Actor = {
    userId: agentUser.id,
    role: 'financial_agent',
    sessionId: 'demo-seed',
    impersonatedBy: null,
  };
  const invitation = await inviteFamily({ db, publicUrl: app.config.publicUrl }, actor, {
    name: 'The Carter Family',
    email: CARTER,
    phone: '6175550131',
  });
  await db.transaction(async (tx) => {
    await tx
      .update(schema.invitations)
      .set({
        sentAt: daysAgo(2),
        expiresAt: sql`${schema.invitations.expiresAt} - make_interval(days => 2)`,
        createdAt: daysAgo(2),
      })
      .where(eq(schema.invitations.id, invitation.id));
    await tx
      .update(schema.families)
      .set({ state: 'NJ', invitedAt: daysAgo(2), createdAt: daysAgo(2), updatedAt: daysAgo(2) })
      .where(eq(schema.families.email, CARTER));
  });
}

/** An account (role family, the demo password) for each portal family staff act as, linked to its profile. */
async function giveAccounts(app: FastifyInstance, password: string): Promise<void> {
  const { db } = app;
  for (const family of WITH_ACCOUNTS) {
    if (await repo.findUserByEmail(db, family.email)) continue;
    const [profile] = await db
      .select({ id: schema.families.id, updatedAt: schema.families.updatedAt })
      .from(schema.families)
      .where(and(eq(schema.families.email, family.email), isNull(schema.families.userId)));
    if (!profile) continue;
    const created = await app.auth.api.createUser({
      body: { name: family.name, email: family.email, password, role: 'family' },
    });
    // Linking the account is not the family's activity: its last activity stays as seeded.
    await db
      .update(schema.families)
      .set({ userId: created.user.id, updatedAt: profile.updatedAt })
      .where(eq(schema.families.id, profile.id));
  }
}
