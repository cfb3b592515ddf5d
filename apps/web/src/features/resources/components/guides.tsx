import type { ReactNode } from 'react';
import { ExternalLink } from '../../../components/ui/external-link';
import { moneyRules } from '../../../lib/money-rules';

/** The rates and limits the guides name, from the aid engine (issue 24). */
const rules = moneyRules();

export interface Guide {
  id: string;
  title: string;
  summary: string;
  body: ReactNode;
}

const link =
  'font-semibold text-navy-800 underline decoration-navy-200 underline-offset-2 hover:decoration-navy-800';

function H({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 text-base font-semibold text-navy-900">{children}</h3>;
}

function P({ children }: { children: ReactNode }) {
  return <p className="mt-2 leading-relaxed text-slate-700">{children}</p>;
}

function List({ children }: { children: ReactNode }) {
  return <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-slate-700">{children}</ul>;
}

/** The Bonus Resources guides, written for families using this product. */
export const GUIDES: readonly Guide[] = [
  {
    id: 'fafsa-css-timeline',
    title: 'The FAFSA and CSS Profile timeline',
    summary:
      'When each form opens, which tax year it reads, and the dates that cost families money when missed.',
    body: (
      <>
        <P>
          The FAFSA (Free Application for Federal Student Aid) is the form behind every federal grant and
          loan, most state grants, and much of colleges’ own need-based aid. The CSS Profile, run by the
          College Board, is an extra form that about 250 colleges and scholarship programs, mostly private,
          use to hand out their own money.
        </P>
        <H>The calendar for a student who starts college in the fall</H>
        <List>
          <li>
            <strong>Junior year, spring:</strong> look at your SAI on this site, save a first list of
            colleges, and run each college’s net price calculator.
          </li>
          <li>
            <strong>Summer before senior year:</strong> the student and one parent each create a
            StudentAid.gov account (the FSA ID). It takes a few days to be verified, so do it early.
          </li>
          <li>
            <strong>October 1 of senior year:</strong> the FAFSA and the CSS Profile for the next school year
            open. The FAFSA reads the tax return from two years before college starts (the “prior-prior
            year”): a student who starts in fall 2027 files the 2027–28 FAFSA with the 2025 tax return.
          </li>
          <li>
            <strong>November 1 to 15:</strong> early decision and early action deadlines. Colleges that use
            the CSS Profile usually want it by the same date, or a few days later.
          </li>
          <li>
            <strong>January to March:</strong> regular deadlines, and many state grant deadlines. Some states
            give aid until the money runs out, so filing in October can be worth thousands of dollars.
          </li>
          <li>
            <strong>March to April:</strong> aid offers arrive. Compare them (see below) and appeal if your
            situation changed.
          </li>
          <li>
            <strong>May 1:</strong> the usual deadline to accept an offer and pay the deposit.
          </li>
          <li>
            <strong>Every year in college:</strong> file a new FAFSA (and CSS Profile, where asked). Aid is
            not renewed automatically.
          </li>
        </List>
        <H>What the forms need from you</H>
        <P>
          Both parents’ and the student’s tax returns, current bank and investment balances, and for the CSS
          Profile also home equity, business details and retirement contributions. On the FAFSA, each parent
          who files gives consent for the IRS to send their tax figures directly; without that consent no SAI
          can be calculated.
        </P>
        <P>
          Official sources:{' '}
          <ExternalLink className={link} href="https://studentaid.gov/h/apply-for-aid/fafsa">
            StudentAid.gov: the FAFSA
          </ExternalLink>{' '}
          and{' '}
          <ExternalLink className={link} href="https://cssprofile.collegeboard.org/">
            the CSS Profile
          </ExternalLink>
          .
        </P>
      </>
    ),
  },
  {
    id: 'how-the-sai-works',
    title: 'How the Student Aid Index works',
    summary: 'What goes into the number, what stays out, and why it is not what you will pay.',
    body: (
      <>
        <P>
          The Student Aid Index (SAI) replaced the Expected Family Contribution from the 2024–25 school year.
          It is an index of your family’s financial strength: colleges subtract it from their cost of
          attendance to find your need. It can be as low as -1,500: an index, written without a dollar sign.
          Your SAI page shows every figure of your own calculation.
        </P>
        <H>For a dependent student, the formula adds three parts</H>
        <List>
          <li>
            <strong>The parents’ contribution.</strong> Start from the parents’ income on the tax return. Take
            away the income tax they paid, payroll taxes, an income protection allowance that grows with the
            size of the household, and an employment expense allowance for two-earner families. Add{' '}
            {rules.parentAssetPercent}% of the parents’ counted assets. The total is converted by a sliding
            scale, from {rules.aaiLowestPercent}% on the first dollars up to {rules.aaiHighestPercent}%.
          </li>
          <li>
            <strong>The student’s income.</strong> {rules.studentIncomePercent}% of what the student earned
            above a protection allowance ({rules.dependentStudentIpa} for {rules.awardYear}).
          </li>
          <li>
            <strong>The student’s assets.</strong> {rules.studentAssetPercent}% of the student’s savings,
            investments and custodial accounts.
          </li>
        </List>
        <H>What counts as an asset, and what does not</H>
        <P>
          Counted: cash, checking and savings; taxable investments; 529 plans owned by a parent or the
          student; real estate other than your home; and, for most families, the net worth of a business or
          farm. Not counted: the home you live in, retirement accounts (401(k), 403(b), IRAs, pensions), life
          insurance and annuities. From 2026–27 a family business with 100 or fewer employees and the family
          farm are again left out.
        </P>
        <H>What changed with the new formula</H>
        <List>
          <li>
            Siblings in college at the same time no longer split the parents’ contribution. Colleges that use
            the CSS Profile often still do.
          </li>
          <li>Money a grandparent pays toward college is no longer reported as the student’s income.</li>
          <li>
            Pell Grants follow the SAI and household size: the maximum Pell Grant is {rules.pellMax}{' '}
            {rules.pellProvisional ? `(${rules.pellProvisional})` : `for ${rules.awardYear}`}, and from
            2026–27 an SAI of twice that amount or more gets none.
          </li>
        </List>
        <H>What the SAI is not</H>
        <P>
          It is not a bill. A college with a high cost may give you more aid than a cheaper one, and many
          colleges do not meet full need. Use the net price of each college, not the SAI alone, to decide.
        </P>
      </>
    ),
  },
  {
    id: '529-and-other-accounts',
    title: '529 plans and the other accounts',
    summary: 'Where to keep college money so that it counts the least, and the traps to avoid.',
    body: (
      <>
        <H>529 college savings plans</H>
        <P>
          Earnings grow free of federal tax and come out tax-free for tuition, fees, books, a computer and
          room and board. Many states also give a tax deduction for contributions to their own plan. For a
          dependent student, a 529 owned by a parent or by the student counts as a parent asset: at most about{' '}
          {rules.parentAssetTopPercent}% of it adds to the SAI. Moving money from a taxable brokerage account
          into a 529 therefore does not change the FAFSA result; it changes the taxes you pay. Your SAI page
          runs that exact comparison on your numbers.
        </P>
        <H>Grandparents’ 529s</H>
        <P>
          A 529 owned by a grandparent is not reported on the FAFSA, and since 2024–25 its withdrawals no
          longer count as the student’s income. Some colleges that use the CSS Profile still ask about it.
        </P>
        <H>UTMA and UGMA custodial accounts</H>
        <P>
          The money legally belongs to the child, so it counts as the student’s asset, at{' '}
          {rules.studentAssetPercent}%. You cannot simply move it back to a parent account, but you can move
          it into a custodial 529 (after selling the investments, which may cause capital-gains tax), which
          then counts as a parent asset.
        </P>
        <H>Retirement accounts</H>
        <P>
          Balances in 401(k)s, 403(b)s and IRAs are never counted as assets. Pre-tax contributions lower the
          income the FAFSA starts from; the CSS Profile adds them back. Withdrawals, even tax-free Roth
          withdrawals, count as income two years later, so avoid taking them to pay for college before the
          student’s last FAFSA.
        </P>
        <H>Cash and timing</H>
        <P>
          Assets are measured on the day you file. Paying a bill you owe anyway, such as a car repair or a
          mortgage payment, before filing lowers counted cash legitimately. Never move money to hide it: the
          forms are signed under penalty of law, and colleges verify.
        </P>
      </>
    ),
  },
  {
    id: 'comparing-offers',
    title: 'Comparing aid offers',
    summary: 'How to read an offer letter, line by line, and find the real price of each college.',
    body: (
      <>
        <P>
          Offer letters use different words and leave out different costs. Put each one in the same three
          columns before you compare.
        </P>
        <List>
          <li>
            <strong>Cost of attendance:</strong> tuition and fees, housing and food, books, transportation and
            personal costs. Check that every college includes all of them.
          </li>
          <li>
            <strong>Gift aid:</strong> grants and scholarships you never pay back. Cost of attendance minus
            gift aid is the net price, the number to compare.
          </li>
          <li>
            <strong>Self-help aid:</strong> loans and work-study. They lower what you pay in August, not what
            college costs you. Work-study is a chance to earn money from a campus job, not money you receive
            up front.
          </li>
        </List>
        <H>Questions to ask every college</H>
        <List>
          <li>Is each scholarship renewable for four years, and what GPA or credits does renewal need?</li>
          <li>Will my grant change if my income changes, or if an outside scholarship comes in?</li>
          <li>By how much has tuition gone up each year recently?</li>
        </List>
        <H>Loans</H>
        <P>
          Federal Direct Loans in the student’s name come first: a first-year dependent student can borrow up
          to {rules.firstYearDirectLoan}, of which up to {rules.firstYearSubsidised} is subsidized (no
          interest while in school) for students with need. Parent PLUS loans have higher rates and fees, and
          from July 1, 2026 new Parent PLUS borrowing is capped at{' '}
          {rules.parentPlusAnnualCap ?? 'the cost minus other aid'} a year per student. A common rule: total
          student borrowing for a bachelor’s degree should stay below the expected first-year salary.
        </P>
        <P>
          The Overview page shows the estimated net price of each college you saved; the college’s own offer
          is the one that counts.
        </P>
      </>
    ),
  },
  {
    id: 'appealing-an-aid-offer',
    title: 'Appealing an aid offer',
    summary: 'When an appeal works, how to write it, and what to send with it.',
    body: (
      <>
        <P>
          Federal law lets a college’s financial aid administrator adjust your figures for special
          circumstances (“professional judgment”). Appeals work best when something in the FAFSA no longer
          shows your real situation.
        </P>
        <H>Reasons colleges accept</H>
        <List>
          <li>A parent lost a job, lost income or retired since the tax year the FAFSA used.</li>
          <li>
            One-time income in that year: a bonus, a retirement rollover, an inheritance, the sale of a home.
          </li>
          <li>
            High medical or dental costs, care for an elderly relative, or private school costs for a sibling.
          </li>
          <li>Divorce, separation or the death of a parent.</li>
          <li>A natural disaster or another emergency.</li>
        </List>
        <H>How to appeal</H>
        <List>
          <li>Ask the financial aid office for its appeal or “special circumstances” form; many have one.</li>
          <li>
            Write a short, polite letter: what changed, the amounts, and what you ask for. Attach proof
            (termination letter, pay stubs, medical bills).
          </li>
          <li>Send it as soon as you have the offer, and well before the May 1 deposit deadline.</li>
          <li>
            For merit scholarships, some colleges reconsider when a comparable college offered more: send the
            other offer and ask politely.
          </li>
        </List>
        <P>Request help on this site if you want an advisor to read your letter before you send it.</P>
      </>
    ),
  },
  {
    id: 'scholarships',
    title: 'Finding scholarships',
    summary: 'Where the money really is, how to search for free, and how to avoid scams.',
    body: (
      <>
        <H>Start with the colleges</H>
        <P>
          Colleges give far more money than outside organizations. Look for the merit scholarships each
          college on your list awards automatically, those that need a separate application, and their
          deadlines, which are often earlier than the admission deadline.
        </P>
        <H>Then your state and your community</H>
        <List>
          <li>Your state’s grant and merit programs; many require the FAFSA, some by an early date.</li>
          <li>
            Local scholarships: community foundations, employers, unions, churches, civic clubs and the high
            school’s counseling office. They are smaller, but far fewer students apply.
          </li>
          <li>Scholarships tied to the student’s planned major, heritage, or a parent’s military service.</li>
        </List>
        <H>Search for free</H>
        <P>
          <ExternalLink
            className={link}
            href="https://www.careeronestop.org/Toolkit/Training/find-scholarships.aspx"
          >
            CareerOneStop’s scholarship finder
          </ExternalLink>{' '}
          (U.S. Department of Labor) and{' '}
          <ExternalLink className={link} href="https://bigfuture.collegeboard.org/pay-for-college">
            BigFuture
          </ExternalLink>{' '}
          (College Board) list thousands of awards.
        </P>
        <H>Avoid scams and surprises</H>
        <List>
          <li>
            Never pay to apply for or to find a scholarship, and never give a bank account number to “hold” an
            award. The{' '}
            <ExternalLink
              className={link}
              href="https://consumer.ftc.gov/articles/how-avoid-scholarship-and-financial-aid-scams"
            >
              Federal Trade Commission
            </ExternalLink>{' '}
            lists the usual tricks.
          </li>
          <li>
            Tell each college about outside scholarships. Some reduce their own grants when one arrives; ask
            whether it will replace loans or work-study first.
          </li>
        </List>
      </>
    ),
  },
];
