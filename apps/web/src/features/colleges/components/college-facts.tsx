import { COLLEGE_DEFINITIONS, type CollegeDetailResponse } from '@ccp/contracts';
import { priceGrowthText } from '@ccp/contracts/figures-text';
import { formatCount, formatMoney, formatRate } from '../../../lib/format';
import { debtPaymentText } from './college-fit';
import { CostTable, Facts, Section } from './college-page-parts';

const formatShare = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** The college page's published facts: costs broken down, net price by income, admissions, outcomes, majors. */
export function CollegeFacts({ detail }: { detail: CollegeDetailResponse }) {
  const { college: c, costs, admissions, outcomes, netPriceByIncome, majors, assumptions, loanRate } = detail;
  const payment = debtPaymentText(c.monthlyDebtPayment, loanRate, formatMoney);
  const paysMore = netPriceByIncome.some((band) => band.amount !== null && band.amount < 0);

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title="Costs broken down"
          aside={
            c.publishedPriceYear
              ? priceGrowthText(c.publishedPriceYear, assumptions.annualIncreasePercent, c.priceYear)
              : c.priceYear
          }
        >
          <div className="space-y-6">
            <CostTable
              caption={`For your family: ${costs.forFamily.residency}`}
              breakdown={costs.forFamily}
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <Facts
                rows={[
                  ['In-state cost', formatMoney(costs.inState.total)],
                  ['Out-of-state cost', formatMoney(costs.outOfState.total)],
                ]}
              />
              <Facts
                rows={[
                  [
                    `Books and supplies (${costs.booksAndOtherYear} published)`,
                    formatMoney(costs.booksSupplies),
                  ],
                  [
                    `Other expenses, on campus (${costs.booksAndOtherYear} published)`,
                    formatMoney(costs.otherExpensesOnCampus),
                  ],
                ]}
              />
            </div>
            <p className="text-xs leading-relaxed text-slate-600">
              The college's own published average cost of attendance for {costs.publishedCostOfAttendanceYear}
              , with books and living costs, was {formatMoney(costs.publishedCostOfAttendance)}. In 2022-23
              its tuition and fees were {formatMoney(costs.next.tuitionInState)} in-state and{' '}
              {formatMoney(costs.next.tuitionOutOfState)} out-of-state.
            </p>
          </div>
        </Section>

        <Section
          title="Net price by family income"
          aside={`${detail.netPriceByIncomeYear} published, students with federal aid`}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Average net price paid by families in each income band</caption>
            <thead>
              <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <th scope="col" className="pb-2">
                  Family income
                </th>
                <th scope="col" className="pb-2 text-right">
                  Average net price
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {netPriceByIncome.map((band) => (
                <tr key={band.bracket} className={band.yours ? 'bg-accent-50' : undefined}>
                  <th scope="row" className="py-2.5 pl-2 text-left font-normal text-slate-700">
                    {band.label}
                    {band.yours ? (
                      <span className="ml-2 text-xs font-bold text-accent-800">Your band</span>
                    ) : null}
                  </th>
                  <td className="py-2.5 pr-2 text-right font-semibold tabular-nums">
                    {formatMoney(band.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-xs leading-relaxed text-slate-600">
            Average for all aided first-year students: {formatMoney(c.avgNetPrice)}. A dash means the college
            publishes no figure for that band.
          </p>
          {paysMore ? (
            <p className="mt-2 text-xs leading-relaxed text-slate-700">
              A net price below $0 means that families in that band received more in grants than the cost of
              attendance: the college paid them the difference, for example toward books, travel or living
              costs.
            </p>
          ) : null}
        </Section>

        <Section title="Admissions">
          <Facts
            rows={[
              ['Acceptance rate', formatRate(admissions.acceptanceRate)],
              ['Average SAT', admissions.satAvg ?? '—'],
              [
                'SAT reading, middle 50%',
                admissions.satReading ? `${admissions.satReading.p25}–${admissions.satReading.p75}` : '—',
              ],
              [
                'SAT math, middle 50%',
                admissions.satMath ? `${admissions.satMath.p25}–${admissions.satMath.p75}` : '—',
              ],
              [
                'ACT composite, middle 50%',
                admissions.act ? `${admissions.act.p25}–${admissions.act.p75}` : '—',
              ],
              ['Undergraduates', formatCount(c.undergradEnrollment)],
            ]}
          />
        </Section>

        <Section title="Outcomes and aid">
          <Facts
            rows={[
              ['Graduation rate', formatRate(outcomes.graduationRate)],
              ['Median federal debt of graduates', formatMoney(outcomes.medianDebt)],
              ['Monthly payment on that debt', payment ?? '—'],
              ['Median earnings 10 years after entry', formatMoney(c.medianEarnings)],
              [
                'A year of payments as a share of those earnings',
                c.paymentShareOfEarnings === null ? '—' : formatShare(c.paymentShareOfEarnings),
              ],
              ['Gift aid rate', formatRate(c.giftRate)],
              ['Federal aid rate', formatRate(c.aidRate)],
              ['Undergraduates with a Pell Grant', formatRate(outcomes.pellGrantShare)],
              ['Undergraduates with a federal loan', formatRate(outcomes.federalLoanShare)],
            ]}
          />
          <ul className="mt-4 space-y-2 text-xs leading-relaxed text-slate-600">
            <li>{COLLEGE_DEFINITIONS.giftRate}</li>
            <li>{COLLEGE_DEFINITIONS.aidRate}</li>
          </ul>
        </Section>
      </div>

      <Section title="Majors" aside="Share of degrees awarded, 2021-22">
        {majors.length === 0 ? (
          <p className="text-sm text-slate-600">This college reports no degrees by field.</p>
        ) : (
          <ul className="grid gap-x-8 gap-y-3 md:grid-cols-2">
            {majors.map((m) => (
              <li key={m.code}>
                <div className="flex justify-between gap-3 text-sm">
                  <span className="text-slate-800">{m.title}</span>
                  <span className="font-semibold tabular-nums">
                    {m.share < 0.005 ? '<1%' : formatRate(m.share)}
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                  <div
                    className="h-1.5 rounded-full bg-accent-600"
                    style={{ width: `${Math.max(1, Math.round(m.share * 100))}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
