import { type FundingChoices, type FundingPlanResult, fundingPlan, fundingPlanInput } from '@ccp/aid-engine';
import type { FamilyFundingResponse, PlanYear } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';

/**
 * The funding plan for the plan's years (the saved plan, or the what-if's) and a (changed) profile, worked out in
 * the browser by the engine's `fundingPlan` through the same mapping as the server (`fundingPlanInput`): with the
 * saved choices, the saved plan and the saved profile it gives the server's answer.
 */
export function fundingFor(
  choices: FundingChoices,
  profile: FamilyProfile,
  years: readonly PlanYear[],
  funding: FamilyFundingResponse,
): FundingPlanResult {
  return fundingPlan(
    fundingPlanInput(choices, profile, years, {
      assetGrowthPercent: funding.assetGrowthPercent,
      salaryGrowthPercent: funding.salaryGrowthPercent,
      baseAwardYearStart: Number(funding.baseAwardYear.slice(0, 4)),
    }),
  );
}
