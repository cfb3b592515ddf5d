import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as repo from '../modules/accounts/accounts.repository';
import { createAccount } from '../modules/accounts/accounts.service';
import { refreshStoredSai } from '../modules/family-profile/stored-sai';
import { seedDemoCaseStudies } from './demo-case-studies';
import { seedDemoCoupons } from './demo-coupons';
import { ONBOARDED, seedDemoFamilies } from './demo-families';
import { addDemoFavourites } from './demo-favourites';
import { seedDemoPortals } from './demo-portals';
import { seedDemoStaff } from './demo-staff';

export const DEMO_PASSWORD = 'demo-password';

/** Demo accounts for the embedded default (README lists them). Runs once: an existing admin@demo.test means done. */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  const { db } = app;
  if (await repo.findUserByEmail(db, 'admin@demo.test')) {
    await seedDemoFamilies(app);
    await seedDemoPortals(app, DEMO_PASSWORD);
    await seedDemoStaff(app, DEMO_PASSWORD);
    await seedDemoCaseStudies(app);
    return seedDemoCoupons(app);
  }
  const deps = { db, auth: app.auth };
  const password = DEMO_PASSWORD;

  await createAccount(deps, {
    role: 'admin',
    email: 'admin@demo.test',
    name: 'Alex Morgan',
    password,
    phone: '6175550100',
  });
  const agentUserId = await createAccount(deps, {
    role: 'financial_agent',
    email: 'agent@demo.test',
    name: 'Jordan Lee',
    password,
    phone: '6175550142',
    organisation: 'Summit Financial Partners',
  });
  const professionalUserId = await createAccount(deps, {
    role: 'admission_professional',
    email: 'professional@demo.test',
    name: 'Priya Shah',
    password,
    phone: '6175550177',
    organisation: 'Lakeside College Counseling',
  });
  const familyUserId = await createAccount(deps, {
    role: 'family',
    email: 'family@demo.test',
    name: 'The Rivera Family',
    password,
  });
  const newFamilyUserId = await createAccount(deps, {
    role: 'family',
    email: 'newfamily@demo.test',
    name: 'The Nguyen Family',
    password,
  });

  const agent = await repo.findAgentByUser(db, agentUserId);
  const professional = await repo.findProfessionalByUser(db, professionalUserId);
  await db.transaction(async (tx) => {
    const [family] = await tx
      .update(schema.families)
      .set({
        state: 'OH',
        zip: '45409',
        ...ONBOARDED,
        familyMembersCount: 4,
        familyMembersInCollege: 1,
        filingStatus: 'married_joint',
        checkingAmount: 18_000,
        taxableBrokerageAccountsAmount: 25_000,
        collegeSavingsAccountsAmount: 42_000,
        primaryResidence: 'own',
        residenceEquity: 180_000,
        has401k: true,
        hasIRA: true,
        hasCPA: true,
        directSignUp: false,
        agentId: agent?.id ?? null,
        organisationId: agent?.organisationId ?? null,
        invitedAt: new Date(),
      })
      .where(eq(schema.families.userId, familyUserId))
      .returning();
    if (!family) throw new Error('demo family missing');
    await tx.insert(schema.parents).values([
      {
        familyId: family.id,
        position: 1,
        firstName: 'Maria',
        lastName: 'Rivera',
        age: 46,
        maritalStatus: 'married',
        annualIncome: 92_000,
        filingStatus: 'married_joint',
        // Retirement saving per parent, as the profile asks it (docs/decisions/0021).
        preTaxRetirementAmount: 6_500,
        rothRetirementAmount: 2_000,
      },
      {
        familyId: family.id,
        position: 2,
        firstName: 'David',
        lastName: 'Rivera',
        age: 48,
        maritalStatus: 'married',
        annualIncome: 68_000,
        filingStatus: 'married_joint',
        preTaxRetirementAmount: 3_500,
      },
    ]);
    const students = await tx
      .insert(schema.students)
      .values([
        {
          familyId: family.id,
          position: 1,
          name: 'Sofia Rivera',
          graduationYear: 2027,
          overallStudentType: 'high_school_senior',
          gpa: 3.8,
          sat: 1340,
          act: 29,
          filedTaxes: true,
          taxAmount: 0,
          incomeAmount: 4_500,
          savingsAmount: 3_200,
          utmaAmount: 0,
        },
        {
          familyId: family.id,
          position: 2,
          name: 'Lucas Rivera',
          graduationYear: 2030,
          overallStudentType: 'high_school_freshman',
          gpa: 3.4,
          filedTaxes: false,
          incomeAmount: 0,
          savingsAmount: 800,
          utmaAmount: 0,
        },
      ])
      .returning({ id: schema.students.id, name: schema.students.name });
    await addDemoFavourites(tx, family.id, students);
    await refreshStoredSai(tx, family.id);
    await tx
      .update(schema.families)
      .set({
        state: 'IL',
        directSignUp: false,
        invitedByProfessionalId: professional?.id ?? null,
        invitedAt: new Date(),
      })
      .where(eq(schema.families.userId, newFamilyUserId));
  });
  await seedDemoFamilies(app);
  await seedDemoPortals(app, password);
  await seedDemoStaff(app, password);
  await seedDemoCaseStudies(app);
  await seedDemoCoupons(app);
  app.log.info('demo accounts created (password: demo-password)');
}
