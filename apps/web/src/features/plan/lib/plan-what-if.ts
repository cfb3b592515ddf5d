import { engineProfile, engineStudent, fourYearPlan, type PlanStudentInput } from '@ccp/aid-engine';
import type { FamilyPlanResponse } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';

export interface PlanFigures {
  years: FamilyPlanResponse['years'];
  totals: FamilyPlanResponse['totals'];
}

/**
 * The plan for a (changed) profile, worked out in the browser by the engine's `fourYearPlan` with the inputs the
 * server's plan answer gives (each student's first college year, years in college and college counted, the growth
 * rates): the same call as the server's, so an unchanged profile gives the server's plan. Null when the plan cannot
 * be worked out (no parent yet).
 */
export function planFor(profile: FamilyProfile, plan: FamilyPlanResponse): PlanFigures | null {
  if (profile.parents.length === 0) return null;
  const students: PlanStudentInput[] = [];
  for (const s of plan.students) {
    const student = profile.students.find((p) => p.id === s.id);
    if (!student || !s.engine) continue;
    const college = s.engine.college;
    students.push({
      id: s.id,
      name: s.name,
      student: engineStudent(student),
      firstYearStart: s.engine.firstYearStart,
      yearsInCollege: s.engine.yearsInCollege,
      college,
    });
  }
  const result = fourYearPlan({
    profile: engineProfile(profile, profile.parents),
    baseAwardYear: plan.baseAwardYear,
    students,
    costGrowthPercent: plan.assumptions.costGrowthPercent,
    incomeGrowthPercent: plan.assumptions.incomeGrowthPercent,
    assetGrowthPercent: plan.assumptions.assetGrowthPercent,
  });
  return { years: result.years, totals: result.totals };
}
