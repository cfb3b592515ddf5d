import { tablesForAwardYear } from './tables/tables-for-award-year';

/**
 * The rates of an award year's SAI formula that screens name in words ("12% of their counted assets", "from 22% to
 * 47%"), read from the year's tables so that the words and the figures cannot disagree. Whole percents, except
 * `parentAssetTopPercent` (one decimal).
 */
export interface SaiRuleRates {
  readonly awardYear: string;
  /** Share of the parents' counted net worth added to their available income (Formula A). */
  readonly parentAssetPercent: number;
  /** The first and the top rate of the sliding scale on adjusted available income (Table A5). */
  readonly aaiLowestPercent: number;
  readonly aaiHighestPercent: number;
  /** Share of a dependent student's available income and of the student's assets counted. */
  readonly studentIncomePercent: number;
  readonly studentAssetPercent: number;
  /** The most a dollar of parents' assets can add: the asset share × the top rate (about 5.6%). */
  readonly parentAssetTopPercent: number;
  readonly saiMin: number;
  readonly saiMax: number;
}

const whole = (rate: number) => Math.round(rate * 100);

/** The award year's rates (a later year without tables: the latest year's, as the formula uses them). */
export function saiRuleRates(awardYear: string): SaiRuleRates {
  const lookup = tablesForAwardYear(awardYear);
  if (!lookup) throw new RangeError(`No SAI tables for award year ${awardYear}`);
  const t = lookup.tables;
  const rates = t.aaiAssessment.rows.map((r) => r.rate);
  const top = Math.max(...rates);
  return {
    awardYear,
    parentAssetPercent: whole(t.assetRates.parents),
    aaiLowestPercent: whole(Math.min(...rates)),
    aaiHighestPercent: whole(top),
    studentIncomePercent: whole(t.studentIncomeRate),
    studentAssetPercent: whole(t.assetRates.dependentStudent),
    parentAssetTopPercent: Math.round(t.assetRates.parents * top * 1000) / 10,
    saiMin: t.saiMin,
    saiMax: t.saiMax,
  };
}
