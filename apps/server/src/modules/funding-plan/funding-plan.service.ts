import { type FundingChoices, fundingPlan, fundingPlanInput, LOAN_RULE_YEARS } from '@ccp/aid-engine';
import {
  type FamilyFundingResponse,
  type FamilyPlanResponse,
  FUNDING_RESOURCE_KINDS,
  type FundingSettingsRequest,
} from '@ccp/contracts';
import type { Db, DbOrTx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { notFound, validationFailed } from '../../errors';
import { basisForActor } from '../family-figures/family-figures.service';
import type { FiguresBasis } from '../family-figures/figures-basis';
import { planOfBasis } from '../family-plan/family-plan.service';
import * as profileRepo from '../family-profile/family-profile.repository';
import * as repo from './funding-plan.repository';

const INTERIM = LOAN_RULE_YEARS.find((r) => r.interimException !== null)?.interimException ?? null;

/** Whether the interim exception's question applies: the student was in college before July 1, 2026 and still is after. */
function interimQuestionApplies(student: FamilyPlanResponse['students'][number]): boolean {
  if (!INTERIM || !student.engine) return false;
  const { firstYearStart, yearsInCollege } = student.engine;
  return (
    firstYearStart < INTERIM.firstAwardYearStart &&
    firstYearStart + yearsInCollege > INTERIM.firstAwardYearStart
  );
}

/** The saved choices (defaults where nothing is saved) and each student's college median earnings. */
export async function choicesFor(db: DbOrTx, familyId: string, plan: FamilyPlanResponse) {
  const [settings, studentRows, earnings] = await Promise.all([
    repo.findSettings(db, familyId),
    repo.listStudentSettings(db, familyId),
    repo.medianEarnings(
      db,
      plan.students.flatMap((s) => (s.collegeId === null ? [] : [s.collegeId])),
    ),
  ]);
  const byStudent = new Map(studentRows.map((r) => [r.studentId, r]));
  const choices: FundingChoices = {
    order: settings?.resourceOrder ?? [...FUNDING_RESOURCE_KINDS],
    parentSavings: settings?.parentSavings ?? null,
    parentIncomePerYear: settings?.parentIncomePerYear ?? 0,
    parentsBorrowPlus: settings?.parentsBorrowPlus ?? true,
    parentPlusDenied: settings?.parentPlusDenied ?? false,
    students: plan.students.map((s) => {
      const row = byStudent.get(s.id);
      return {
        studentId: s.id,
        savings: row?.savings ?? null,
        workPerYear: row?.workPerYear ?? 0,
        borrowsDirectLoans: row?.borrowsDirectLoans ?? true,
        borrowedBeforeJuly2026: row?.borrowedBeforeJuly2026 ?? null,
        startingSalary: row?.startingSalary ?? null,
        medianEarnings: s.collegeId === null ? null : (earnings.get(s.collegeId) ?? null),
      };
    }),
  };
  return choices;
}

/** What the funding plan reads of the basis's profile (the what-ifs pass the changed profile the same way). */
export function fundingProfile(basis: FiguresBasis) {
  return {
    collegeSavingsAccountsAmount: basis.profile.collegeSavingsAccountsAmount,
    students: basis.students.map((s) => ({ id: s.id, name: s.name, savingsAmount: s.engine.savingsAmount })),
  };
}

/**
 * The funding plan of a figures basis (the family's own, or a case study's while staff act as the family): the
 * four-year plan's own net prices (planOfBasis, the same figures as /family/plan), the family's saved choices, and
 * the aid engine's `fundingPlan`.
 */
export async function fundingOfBasis(db: DbOrTx, basis: FiguresBasis): Promise<FamilyFundingResponse> {
  const plan = await planOfBasis(db, basis);
  const choices = await choicesFor(db, basis.familyId, plan);
  const growth = {
    assetGrowthPercent: plan.assumptions.assetGrowthPercent,
    salaryGrowthPercent: plan.assumptions.incomeGrowthPercent,
    baseAwardYearStart: Number(plan.baseAwardYear.slice(0, 4)),
  };
  const profile = fundingProfile(basis);
  const result = fundingPlan(fundingPlanInput(choices, profile, plan.years, growth));
  const profileSavings = new Map(profile.students.map((s) => [s.id, s.savingsAmount ?? 0]));
  return {
    settings: {
      order: [...choices.order],
      parentSavings: choices.parentSavings,
      profile529: profile.collegeSavingsAccountsAmount ?? 0,
      parentIncomePerYear: choices.parentIncomePerYear,
      parentsBorrowPlus: choices.parentsBorrowPlus,
      parentPlusDenied: choices.parentPlusDenied,
      students: choices.students.map((c) => {
        const planStudent = plan.students.find((s) => s.id === c.studentId);
        return {
          ...c,
          name: planStudent?.name ?? '',
          profileSavings: profileSavings.get(c.studentId) ?? 0,
          interimQuestionApplies: planStudent ? interimQuestionApplies(planStudent) : false,
        };
      }),
    },
    assetGrowthPercent: growth.assetGrowthPercent,
    salaryGrowthPercent: growth.salaryGrowthPercent,
    baseAwardYear: plan.baseAwardYear,
    plan: result,
  };
}

async function ownFamily(db: DbOrTx, actor: Actor) {
  const family = await profileRepo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound('Your family profile');
  return family;
}

/** The signed-in family's funding plan. */
export async function getFunding(
  db: Db,
  actor: Actor,
  today: Date = new Date(),
): Promise<FamilyFundingResponse> {
  return fundingOfBasis(db, await basisForActor(db, actor, undefined, today));
}

/** Saves the funding choices in one transaction (every listed student must be the family's) and answers the plan. */
export async function saveFunding(
  db: Db,
  actor: Actor,
  input: FundingSettingsRequest,
): Promise<FamilyFundingResponse> {
  const family = await ownFamily(db, actor);
  await retryingTransaction(db, async (tx) => {
    const students = await profileRepo.listStudents(tx, family.id);
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    input.students.forEach((s, i) => {
      if (!students.some((own) => own.id === s.studentId)) throw notFound('That student');
      if (seen.has(s.studentId)) fields[`students.${i}.studentId`] = 'This student is listed twice.';
      seen.add(s.studentId);
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    await repo.saveSettings(tx, family.id, {
      resourceOrder: input.order,
      parentSavings: input.parentSavings,
      parentIncomePerYear: input.parentIncomePerYear,
      parentsBorrowPlus: input.parentsBorrowPlus,
      parentPlusDenied: input.parentPlusDenied,
    });
    for (const s of input.students) await repo.saveStudentSettings(tx, family.id, s);
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'funding.update',
      entity: 'funding_plan',
      entityId: family.id,
      details: {
        order: input.order,
        parentSavings: input.parentSavings,
        parentIncomePerYear: input.parentIncomePerYear,
        parentsBorrowPlus: input.parentsBorrowPlus,
        parentPlusDenied: input.parentPlusDenied,
        students: input.students.length,
      },
      note: 'the funding plan’s choices',
    });
  });
  return getFunding(db, actor);
}
