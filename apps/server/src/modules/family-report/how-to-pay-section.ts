import type { FamilyFundingResponse, OfferComparisonResponse } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { analyseOffers, offerScope } from '../aid-offers/aid-offers.service';
import { appealLetter } from '../aid-offers/appeal-letter';
import type { FiguresBasis } from '../family-figures/figures-basis';
import { fundingOfBasis } from '../funding-plan/funding-plan.service';
import { ReportWriter } from './report-pdf';

const usd = (n: number | null | undefined) =>
  n === null || n === undefined
    ? 'not available'
    : `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US')}`;

export interface HowToPayFigures {
  funding: FamilyFundingResponse;
  offers: OfferComparisonResponse | null;
}

/**
 * The funding plan and the family's aid offers, as their own pages show them, for the dated report: the offers of
 * the report's own scope (a case study's copy while one is selected, ADR 0065), analysed against the same basis.
 */
export async function howToPayFigures(db: Db, actor: Actor, basis: FiguresBasis): Promise<HowToPayFigures> {
  const scope = await offerScope(db, actor, undefined, basis.caseStudy?.id);
  const [funding, offers] = await Promise.all([fundingOfBasis(db, basis), scope.offers()]);
  return {
    funding,
    offers:
      offers.length === 0
        ? null
        : { ...(await analyseOffers(db, basis, offers)), caseStudy: basis.caseStudy },
  };
}

/** What the report's figures hash covers of these sections. */
export function howToPayHashPart(figures: HowToPayFigures) {
  return {
    funding: figures.funding.plan.totals,
    offers: (figures.offers?.offers ?? []).map((o) => [
      o.offerId,
      o.costOfAttendance,
      o.grants,
      o.netPrice,
      o.loansTotal,
    ]),
  };
}

type Writer = Pick<ReportWriter, 'heading' | 'paragraph' | 'list' | 'table'>;

/** "How you pay for it" and "Your aid offers" in the dated PDF report. */
export function writeHowToPay(w: Writer, figures: HowToPayFigures): void {
  const plan = figures.funding.plan;
  w.heading(2, 'How you pay for it');
  if (plan.rows.length === 0) {
    w.paragraph('No college is counted yet, so there is nothing to fund.');
  } else {
    w.table(
      [
        { header: 'Award year', width: 11 },
        { header: 'Student', width: 14 },
        { header: 'Net price', width: 12, align: 'right' },
        { header: 'Savings and income', width: 13, align: 'right' },
        { header: 'Student loans', width: 12, align: 'right' },
        { header: 'Parent PLUS', width: 12, align: 'right' },
        { header: 'Gap', width: 11, align: 'right' },
        { header: 'Rates', width: 15 },
      ],
      [
        ...plan.rows.map((r) => ({
          cells: [
            r.awardYear,
            `${r.name}, year ${r.collegeYear}`,
            usd(r.netPrice),
            usd(r.resourcesTotal),
            usd(r.subsidised.principal + r.unsubsidised.principal),
            usd(r.parentPlus.principal),
            usd(r.gap),
            `${r.unsubsidised.ratePercent}% / ${r.parentPlus.ratePercent}%${r.unsubsidised.rateStatus === 'projected' ? ' (projected)' : ''}`,
          ],
        })),
        {
          cells: [
            'All years',
            'Plan total',
            usd(plan.totals.netPrice),
            usd(plan.totals.resources),
            usd(plan.totals.studentLoans),
            usd(plan.totals.parentPlus),
            usd(plan.totals.gap),
            '',
          ],
          strong: true,
        },
      ],
    );
    for (const s of plan.students) {
      const parts = [
        `${s.name}${s.college ? ` at ${s.college}` : ''}: ${s.statusLine}.`,
        s.studentRepayment.principal > 0
          ? `Student loans ${usd(s.studentRepayment.principal)}, ${usd(s.studentRepayment.balanceAtGraduation)} at graduation; tiered Standard plan ${usd(s.studentRepayment.tieredStandard.monthlyPayment)} a month for ${s.studentRepayment.tieredStandard.months / 12} years, ${usd(s.studentRepayment.totalInterest)} of interest.`
          : '',
        s.rap && s.startingSalary !== null
          ? `Repayment Assistance Plan at a ${usd(s.startingSalary)} salary: ${usd(s.rap.firstMonthlyPayment)} a month (${Math.round(s.rap.shareOfSalary * 100)}% of the salary).`
          : '',
        s.parentRepayment.principal > 0
          ? `Parent PLUS ${usd(s.parentRepayment.principal)}: ${usd(s.parentRepayment.tieredStandard.monthlyPayment)} a month for ${s.parentRepayment.tieredStandard.months / 12} years, ${usd(s.parentRepayment.totalInterest)} of interest.`
          : '',
      ];
      w.paragraph(parts.filter(Boolean).join(' '));
    }
    if (plan.gapMeaning) w.paragraph(plan.gapMeaning, { bold: true });
    w.list(plan.assumptions, true);
  }

  w.heading(2, 'Your aid offers');
  const offers = figures.offers?.offers ?? [];
  if (offers.length === 0) {
    w.paragraph('No aid offer is entered yet.');
    return;
  }
  w.table(
    [
      { header: 'Offer', width: 24 },
      { header: 'Cost of attendance', width: 12, align: 'right' },
      { header: 'Grants and scholarships', width: 13, align: 'right' },
      { header: 'Net price', width: 11, align: 'right' },
      { header: 'Loans (ten-year cost)', width: 15, align: 'right' },
      { header: 'Work-study', width: 10, align: 'right' },
      { header: 'Four years, net', width: 15, align: 'right' },
    ],
    offers.map((o) => ({
      cells: [
        `${o.collegeName}, ${o.studentName}, ${o.awardYear}`,
        usd(o.costOfAttendance),
        usd(o.grants),
        usd(o.netPrice),
        `${usd(o.loansTotal)} (${usd(o.loansTenYearCost)})`,
        usd(o.workStudy),
        usd(o.fourYears.netPrice),
      ],
    })),
  );
  for (const o of offers) {
    const notes = [...o.flags.map((f) => `${f.title}: ${f.message}`), ...o.fourYears.warnings];
    if (notes.length > 0) {
      w.paragraph(`${o.collegeName} (${o.studentName}, ${o.awardYear}):`, { bold: true, small: true });
      w.list(notes, true);
    }
  }
  w.list(figures.offers?.notes ?? [], true);
}

/** The appeal letter draft as a one-page PDF: the same words as the printable page. */
export async function appealLetterPdf(
  db: Db,
  actor: Actor,
  id: string,
  familyId?: string,
  versionId?: string,
): Promise<{ pdf: Buffer; name: string }> {
  const letter = await appealLetter(db, actor, id, familyId, new Date(), versionId);
  const w = new ReportWriter(letter.subject, 'Appeal letter draft');
  w.paragraph(letter.from.join('\n'));
  w.paragraph(letter.date);
  w.paragraph(letter.to.join('\n'));
  w.paragraph(`Re: ${letter.subject}`, { bold: true });
  w.paragraph(letter.greeting);
  for (const p of letter.paragraphs) w.paragraph(p);
  w.paragraph(letter.closing);
  w.paragraph(letter.signature.join('\n'));
  return { pdf: await w.finish(), name: `appeal-letter-${letter.offerId.slice(0, 8)}.pdf` };
}
