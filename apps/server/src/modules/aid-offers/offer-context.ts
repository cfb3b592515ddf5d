import { fourYearPlanWithColleges, type OfferContext, type PlanCollegeInput } from '@ccp/aid-engine';
import type { DbOrTx } from '@ccp/db';
import { collegeCostOfAttendance } from '../college-pricing/college-costs';
import { policyBook } from '../college-pricing/policy-book';
import type { FiguresBasis } from '../family-figures/figures-basis';
import * as planRepo from '../family-plan/family-plan.repository';
import { collegeInput, planOfBasis } from '../family-plan/family-plan.service';
import { planInputOf } from '../funding-plan/can-we-pay';
import type { OfferRow } from './aid-offers.repository';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * What our estimate says about each offer's student, college and award year: the plan's grants there (the same
 * computation as /family/plan with that college counted: fourYearPlanWithColleges), the college's published full
 * cost projected to that year, and the plan's cost growth and the years left in college for the four-year picture.
 */
export async function offerContexts(
  db: DbOrTx,
  basis: FiguresBasis,
  offers: readonly Pick<OfferRow, 'id' | 'studentId' | 'collegeId' | 'awardYear'>[],
): Promise<Map<string, OfferContext>> {
  const [rows, plan, policies] = await Promise.all([
    planRepo.findColleges(db, [...new Set(offers.map((o) => o.collegeId))]),
    basis.hasParents ? planOfBasis(db, basis) : null,
    policyBook(db),
  ]);
  const out = new Map<string, OfferContext>();
  const input = plan ? planInputOf(plan, basis) : null;
  const costGrowthPercent = basis.rates.costGrowthPercent;
  for (const studentId of new Set(offers.map((o) => o.studentId))) {
    const own = offers.filter((o) => o.studentId === studentId);
    const colleges = own.map((o) => rows.find((r) => r.id === o.collegeId));
    const student = basis.students.find((s) => s.id === studentId);
    const inputs = colleges.map((row) =>
      row && student ? collegeInput(row, basis.state, student, policies.get(row.unitId)) : null,
    );
    const planStudent = plan?.students.find((s) => s.id === studentId);
    const planned = input?.students.some((s) => s.id === studentId)
      ? fourYearPlanWithColleges(
          input,
          studentId,
          inputs.filter((c): c is PlanCollegeInput => c !== null),
        )
      : null;
    let next = 0;
    own.forEach((offer, i) => {
      const row = colleges[i];
      const start = Number(offer.awardYear.slice(0, 4));
      const alternative = inputs[i] !== null && planned ? planned.alternatives[next++] : undefined;
      const yearIndex = planned?.plan.years.findIndex((y) => y.awardYear === offer.awardYear) ?? -1;
      const planRow = alternative && yearIndex >= 0 ? alternative[yearIndex] : undefined;
      const expected =
        planRow?.inCollege && planRow.netPrice !== null
          ? (planRow.pell ?? 0) + (planRow.needBasedGrant ?? 0)
          : null;
      const sai = planRow?.aidIndex === 'institutional' ? planRow.institutionalSai : planRow?.federalSai;
      const engine = planStudent?.engine;
      out.set(offer.id, {
        expectedGrants: expected,
        estimateMethod:
          expected === null || !planRow
            ? null
            : `the Pell Grant and the college’s published net price for families with your income, with ${planRow.aidIndex === 'institutional' ? 'our institutional estimate' : 'the federal SAI'} of ${usd.format(sai ?? 0)}`,
        expectedNetPrice: expected === null ? null : (planRow?.netPrice ?? null),
        federalSai: expected === null ? null : (planRow?.federalSai ?? null),
        publishedCostOfAttendance: row
          ? collegeCostOfAttendance(
              row,
              {
                familyState: basis.state,
                living: student?.living ?? null,
                inDistrict: student?.inDistrict ?? null,
              },
              start,
              costGrowthPercent,
            ).total
          : null,
        costGrowthPercent,
        years: engine ? Math.max(engine.firstYearStart + engine.yearsInCollege - start, 1) : 4,
      });
    });
  }
  return out;
}
