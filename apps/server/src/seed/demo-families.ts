import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as repo from '../modules/accounts/accounts.repository';
import { createAccount } from '../modules/accounts/accounts.service';
import { refreshStoredSai } from '../modules/family-profile/stored-sai';

interface DemoFamily {
  email: string;
  name: string;
  state: string;
  daysAgo: number;
  complete: boolean;
  parent: [string, string];
  students: [string, number][];
  /** The parent's yearly pay (null: not answered yet); the stored SAI is worked out from the profile. */
  income: number | null;
  help?: string;
}

/** More families for the admin's dashboard and lists: different states and ages, one asking for help. */
/** A demo family that went through the whole onboarding (all nine steps) and is active. */
export const ONBOARDED: Partial<typeof schema.families.$inferInsert> = {
  invitationStatus: 'active',
  completeOnboarding: true,
  onboardingStep: 8,
  onboardingProgress: { completedSteps: [0, 1, 2, 3, 4, 5, 6, 7, 8], subSteps: {} },
};

const FAMILIES: DemoFamily[] = [
  {
    email: 'johnson@demo.test',
    name: 'The Johnson Family',
    state: 'TX',
    daysAgo: 3,
    complete: true,
    parent: ['Angela', 'Johnson'],
    students: [['Marcus Johnson', 2027]],
    income: 48_000,
    help: 'We would like someone to go through the aid offers with us.',
  },
  {
    email: 'patel@demo.test',
    name: 'The Patel Family',
    state: 'CA',
    daysAgo: 12,
    complete: false,
    parent: ['Raj', 'Patel'],
    students: [['Anika Patel', 2028]],
    income: null,
  },
  {
    email: 'okafor@demo.test',
    name: 'The Okafor Family',
    state: 'GA',
    daysAgo: 41,
    complete: true,
    parent: ['Chinwe', 'Okafor'],
    students: [
      ['Ada Okafor', 2027],
      ['Tobi Okafor', 2029],
    ],
    income: 31_000,
  },
  {
    email: 'kim@demo.test',
    name: 'The Kim Family',
    state: 'CA',
    daysAgo: 52,
    complete: true,
    parent: ['Grace', 'Kim'],
    students: [['Daniel Kim', 2026]],
    income: 165_000,
  },
  {
    email: 'schmidt@demo.test',
    name: 'The Schmidt Family',
    state: 'OH',
    daysAgo: 0,
    complete: false,
    parent: ['Karl', 'Schmidt'],
    students: [],
    income: null,
  },
];

/** Idempotent: each family is created once (by its e-mail), so a re-run or an older demo database catches up. */
export async function seedDemoFamilies(app: FastifyInstance): Promise<void> {
  const { db } = app;
  for (const f of FAMILIES) {
    if (await repo.findUserByEmail(db, f.email)) continue;
    const userId = await createAccount(
      { db, auth: app.auth },
      { role: 'family', email: f.email, name: f.name, password: 'demo-password' },
    );
    await db.transaction(async (tx) => {
      const [family] = await tx
        .update(schema.families)
        .set({
          state: f.state,
          invitationStatus: 'active',
          completeOnboarding: f.complete,
          onboardingStep: f.complete ? 8 : 2,
          createdAt: sql`now() - make_interval(days => ${f.daysAgo})`,
          updatedAt: sql`now() - make_interval(days => ${Math.floor(f.daysAgo / 2)})`,
        })
        .where(eq(schema.families.userId, userId))
        .returning({ id: schema.families.id });
      if (!family) throw new Error(`demo family ${f.email} missing`);
      await tx.insert(schema.parents).values({
        familyId: family.id,
        position: 1,
        firstName: f.parent[0],
        lastName: f.parent[1],
        annualIncome: f.income,
        maritalStatus: f.income === null ? null : 'single',
      });
      if (f.students.length > 0) {
        await tx.insert(schema.students).values(
          f.students.map(([name, year], i) => ({
            familyId: family.id,
            position: i + 1,
            name,
            graduationYear: year,
          })),
        );
      }
      if (f.help) await tx.insert(schema.helpRequests).values({ familyId: family.id, message: f.help });
      // The staff lists' stored SAI, worked out from the profile as every screen does (docs/decisions/0046).
      if (f.income !== null) await refreshStoredSai(tx, family.id);
    });
  }
}
