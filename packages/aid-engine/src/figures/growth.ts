/*
 * The one growth assumption every screen uses (docs/decisions/0046): a family's yearly rates for college prices,
 * income and assets (the plan's editable rates, defaults below), and the index that carries the latest federal
 * tables to award years that have none yet. Each value is data with its source and grade, as the tables are.
 */

/** A value the engine assumes, with where it comes from and how sure it is (grades as in the shared fact sheets). */
export interface SourcedRate {
  percent: number;
  source: string;
  /** 'assumption': College Cost Planner's own choice, stated and editable; not a published figure. */
  grade: 'assumption';
}

/** A family's yearly growth rates, in percent (one decimal at most on the plan's form). */
export interface GrowthRates {
  /** Every college price (cost of attendance lines, published net prices) from the year it was published. */
  costGrowthPercent: number;
  /** The parents' and the student's income, from the base award year. */
  incomeGrowthPercent: number;
  /** Savings and every other asset, from the base award year. */
  assetGrowthPercent: number;
}

export const GROWTH_DEFAULTS: { readonly [K in keyof GrowthRates]: SourcedRate } = {
  costGrowthPercent: {
    percent: 4,
    source:
      'College Cost Planner’s default, asked for by the plan’s brief (issue 13): published college prices have ' +
      'grown faster than general inflation over the long run; the family can change it on the plan.',
    grade: 'assumption',
  },
  incomeGrowthPercent: {
    percent: 3,
    source: 'College Cost Planner’s default: pay rising with prices; the family can change it on the plan.',
    grade: 'assumption',
  },
  assetGrowthPercent: {
    percent: 2,
    source: 'College Cost Planner’s default: savings growing a little; the family can change it on the plan.',
    grade: 'assumption',
  },
};

/** The range a family may set each rate to on the plan (and the price growth on the cost calculator), in percent. */
export interface RateBounds {
  min: number;
  max: number;
  source: string;
  grade: 'assumption';
}

export const GROWTH_RATE_BOUNDS: { readonly [K in keyof GrowthRates]: RateBounds } = {
  costGrowthPercent: {
    min: 0,
    max: 15,
    source:
      'College Cost Planner’s bounds: published prices have not fallen from year to year, and 15% a year is above ' +
      'any year’s rise on record; the plan and the cost calculator accept the same range.',
    grade: 'assumption',
  },
  incomeGrowthPercent: {
    min: -10,
    max: 15,
    source: 'College Cost Planner’s bounds: a pay cut of up to 10% a year or a rise of up to 15% a year.',
    grade: 'assumption',
  },
  assetGrowthPercent: {
    min: -10,
    max: 15,
    source: 'College Cost Planner’s bounds: savings losing up to 10% a year or growing up to 15% a year.',
    grade: 'assumption',
  },
};

/** The defaults as plain rates. */
export const DEFAULT_GROWTH_RATES: Readonly<GrowthRates> = {
  costGrowthPercent: GROWTH_DEFAULTS.costGrowthPercent.percent,
  incomeGrowthPercent: GROWTH_DEFAULTS.incomeGrowthPercent.percent,
  assetGrowthPercent: GROWTH_DEFAULTS.assetGrowthPercent.percent,
};

/**
 * The yearly index that carries the latest published federal tables to a later award year (every dollar amount
 * grown by it). The Higher Education Act indexes the allowances to the Consumer Price Index each year; the index
 * ahead is not known, so a round 3% is assumed.
 */
export const TABLE_INDEX: SourcedRate = {
  percent: 3,
  source:
    'College Cost Planner’s assumption for the yearly inflation adjustment of the federal allowances (HEA sections ' +
    '477-478 index them to the CPI); replaced by the published tables as soon as a year has them.',
  grade: 'assumption',
};

/** A rate the engine can compound: above -100% and at most 100%. */
export function checkedRate(value: number, what: string): number {
  if (!Number.isFinite(value) || value <= -100 || value > 100)
    throw new RangeError(`The ${what} must be above -100% and at most 100%`);
  return value;
}

/** The rates given, each missing one taken from the defaults, all checked. */
export function growthRates(rates: Partial<GrowthRates> = {}): GrowthRates {
  return {
    costGrowthPercent: checkedRate(
      rates.costGrowthPercent ?? DEFAULT_GROWTH_RATES.costGrowthPercent,
      'college cost growth',
    ),
    incomeGrowthPercent: checkedRate(
      rates.incomeGrowthPercent ?? DEFAULT_GROWTH_RATES.incomeGrowthPercent,
      'income growth',
    ),
    assetGrowthPercent: checkedRate(
      rates.assetGrowthPercent ?? DEFAULT_GROWTH_RATES.assetGrowthPercent,
      'asset growth',
    ),
  };
}
