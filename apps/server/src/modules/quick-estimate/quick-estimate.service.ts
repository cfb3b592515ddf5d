import { filingAwardYear, quickEstimate, supportedAwardYears } from '@ccp/aid-engine';
import type { QuickEstimateRequest, QuickEstimateResponse } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { AppError } from '../../errors';
import * as repo from './quick-estimate.repository';

/**
 * The two-minute estimate: the aid engine maps the eight answers to a full profile and computes the SAI, its range
 * and Pell, for the award year asked or else the one a high-school senior's family files on the day (from 1 October
 * the next one: on 2026-11-28, 2027-28). Nothing about the visitor is kept: only the day's count goes up by one.
 */
export async function estimate(
  db: Db,
  input: QuickEstimateRequest,
  now = new Date(),
): Promise<QuickEstimateResponse> {
  const { awardYear, ...answers } = input;
  let result: ReturnType<typeof quickEstimate>;
  try {
    result = quickEstimate(answers, awardYear ?? filingAwardYear(now));
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    const message = `There are no figures for award year ${awardYear}: choose ${supportedAwardYears().join(' or ')} or later.`;
    throw new AppError('VALIDATION_FAILED', message, { awardYear: message });
  }
  await repo.countEstimate(db, now.toISOString().slice(0, 10));
  return result;
}
