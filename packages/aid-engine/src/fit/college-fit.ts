/**
 * How a college fits one student's test scores (docs/decisions/0022-college-fit-and-distance.md). Pure rule:
 *
 * 1. A college that admits fewer than 15% of applicants is a reach for everyone, whatever the scores.
 * 2. Otherwise the student's SAT (400–1600) is compared with the college's middle 50% (25th–75th percentile of
 *    reading + math); without an SAT pair, the ACT composite with the ACT middle 50%.
 *    Below the 25th percentile: reach. Inside the middle 50%: target. Above the 75th percentile: likely, except
 *    at a college admitting fewer than 30%, where it stays a target.
 * 3. Without a score to compare (the student has none, or the college publishes no middle 50%) the college is
 *    not labelled ("Not enough data"), never guessed.
 */

export type FitLevel = 'reach' | 'target' | 'likely' | 'unknown';

export interface FitStudent {
  sat: number | null;
  act: number | null;
}

export interface FitCollege {
  /** 0..1 */
  admissionRate: number | null;
  /** SAT reading + math, 25th and 75th percentile. */
  satRange: { low: number; high: number } | null;
  /** ACT composite, 25th and 75th percentile. */
  actRange: { low: number; high: number } | null;
}

export interface CollegeFit {
  level: FitLevel;
  /** Plain words, e.g. "SAT 1310 is below the middle 50% of 1340–1530". */
  reason: string;
}

export const HIGHLY_SELECTIVE_RATE = 0.15;
export const SELECTIVE_RATE = 0.3;

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

export function collegeFit(student: FitStudent, college: FitCollege): CollegeFit {
  const rate = college.admissionRate;
  if (rate !== null && rate < HIGHLY_SELECTIVE_RATE) {
    return {
      level: 'reach',
      reason: `Admits ${percent(rate)} of applicants, so it is a reach for every applicant.`,
    };
  }
  const score =
    student.sat !== null && college.satRange !== null
      ? { test: 'SAT', value: student.sat, range: college.satRange }
      : student.act !== null && college.actRange !== null
        ? { test: 'ACT', value: student.act, range: college.actRange }
        : null;
  if (score === null) {
    const why =
      student.sat === null && student.act === null
        ? 'Add an SAT or ACT score to the student to see the fit.'
        : 'The college publishes no middle 50% for the score the student has.';
    return { level: 'unknown', reason: `Not enough data. ${why}` };
  }
  const band = `the middle 50% of ${score.range.low}–${score.range.high}`;
  const said = `${score.test} ${score.value}`;
  if (score.value < score.range.low) return { level: 'reach', reason: `${said} is below ${band}.` };
  if (score.value <= score.range.high) return { level: 'target', reason: `${said} is within ${band}.` };
  if (rate !== null && rate < SELECTIVE_RATE) {
    return {
      level: 'target',
      reason: `${said} is above ${band}, but the college admits only ${percent(rate)} of applicants.`,
    };
  }
  return { level: 'likely', reason: `${said} is above ${band}.` };
}

/** Sort rank: likely first, then target, reach, and colleges without a label last. */
export const FIT_RANK: Record<FitLevel, number> = { likely: 0, target: 1, reach: 2, unknown: 3 };
