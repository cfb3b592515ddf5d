import type { AppealLetterResponse } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import * as repo from './aid-offers.repository';
import { analyseOffers, offerScope } from './aid-offers.service';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const CIRCUMSTANCES_PLACEHOLDER =
  '[Describe what has changed since you filed the FAFSA, with dates and amounts: a job loss or lower pay, medical or care costs, a separation, a death in the family, another child in college, a natural disaster.]';

/**
 * A one-page appeal letter draft for an offer: to the college's financial aid office, the family's changed
 * circumstances in its own words, our estimate with the reference and date of the family's newest dated PDF
 * report, the offer's own figures, and the request. The same words print from the page and go into the PDF.
 */
export async function appealLetter(
  db: Db,
  actor: Actor,
  id: string,
  familyId?: string,
  today: Date = new Date(),
  versionId?: string,
): Promise<AppealLetterResponse> {
  const scope = await offerScope(db, actor, familyId, versionId);
  const family = scope.family;
  const [offer] = await scope.offers([id]);
  if (!offer) throw notFound('That aid offer');
  const [names, report, comparison] = await Promise.all([
    scope.parentNames(),
    repo.latestReport(db, family.id),
    analyseOffers(db, await scope.basis(today), [offer]),
  ]);
  const a = comparison.offers[0]!;
  const student = offer.studentName;
  const missing: string[] = [];
  const circumstances = offer.appealCircumstances.trim();
  if (circumstances === '')
    missing.push('Describe your changed circumstances: the letter shows a placeholder until you do.');
  if (!report)
    missing.push('Download your dated PDF report: the letter quotes its reference number and date.');

  const source = report
    ? `Our independent estimate (College Cost Planner report ${report.reference}, dated ${longDate.format(report.createdAt)})`
    : 'Our independent estimate made with College Cost Planner';
  const estimate =
    a.expectedGrants === null || a.federalSai === null
      ? null
      : `${source} puts ${student}’s federal Student Aid Index for ${offer.awardYear} at ${usd.format(a.federalSai)}, from our income and assets as the FAFSA reads them, before the change above.` +
        (a.expectedNetPrice !== null && a.expectedNetPrice < a.netPrice ? ' ' : '') +
        // Our expected net price only where it supports the request (the offer asks more than we expected).
        (a.expectedNetPrice !== null && a.expectedNetPrice < a.netPrice
          ? `From your published net prices for families with our income it expected a net price of about ${usd.format(a.expectedNetPrice)}` +
            (a.expectedGrants > 0 ? `, with about ${usd.format(a.expectedGrants)} in grants` : '') +
            (a.expectedGrants > a.grants
              ? `; the offer includes ${usd.format(a.grants)} in grants and scholarships, ${usd.format(a.expectedGrants - a.grants)} less.`
              : '.')
          : '');
  const paragraphs = [
    `Thank you for admitting ${student} and for the financial aid offer for ${offer.awardYear}. ${student} very much hopes to attend ${offer.collegeName}, and we are writing to ask you to review the offer in the light of our family’s circumstances, which your office may not have seen.`,
    circumstances === '' ? CIRCUMSTANCES_PLACEHOLDER : circumstances,
    ...(estimate ? [estimate] : []),
    `The offer lists a cost of attendance of ${usd.format(a.costOfAttendance)} and ${usd.format(a.grants)} in grants and scholarships, leaving a net price of ${usd.format(a.netPrice)}${a.loansTotal > 0 ? `; the ${usd.format(a.loansTotal)} of loans in it would have to be repaid` : ''}${a.workStudy > 0 ? ` and the ${usd.format(a.workStudy)} of work-study would have to be earned` : ''}. Over four years the net price comes to about ${usd.format(a.fourYears.netPrice)}, more than our family can pay.`,
    'We would be grateful if you could reconsider the grant aid in the offer. We are glad to send any documents that support what we describe (tax returns, pay statements, letters from employers or doctors) and to answer any question.',
  ];
  return {
    offerId: offer.id,
    date: longDate.format(today),
    from: [...(names.length > 0 ? [names.join(' and ')] : [family.name]), family.email],
    to: ['Office of Financial Aid', offer.collegeName],
    subject: `Request for a review of ${student}’s financial aid offer for ${offer.awardYear}`,
    greeting: 'Dear Financial Aid Committee,',
    paragraphs,
    closing: 'Sincerely,',
    signature: [...(names.length > 0 ? names : [family.name]), `Parents of ${student}`],
    report: report ? { reference: report.reference, date: longDate.format(report.createdAt) } : null,
    missing,
  };
}
