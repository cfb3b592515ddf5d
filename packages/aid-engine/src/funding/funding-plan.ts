import { estimatedNeed } from '../cost/net-price';
import {
  annualLimitFor,
  LOAN_RULE_YEARS,
  type LoanRuleSource,
  type LoanYearRules,
  loanRulesFor,
} from '../loans/loan-rules';
import { netDisbursement, originationFee, principalForNet } from '../loans/origination-fee';
import { rapSchedule } from '../loans/repayment-assistance-plan';
import {
  FUNDING_RESOURCE_LABELS,
  FUNDING_RESOURCES,
  type FundingLoan,
  type FundingPlanInput,
  type FundingPlanResult,
  type FundingResource,
  type FundingStudentInput,
  type FundingStudentSummary,
  type FundingStudentYear,
  type FundingYearTotals,
  type PayStatus,
  type PlusLimitRule,
  type RepaymentSummary,
} from './funding-types';
import { type DisbursedLoan, repaymentSummary, weightedRate } from './loan-timeline';
import { shareAmong } from './share-among';

export * from './funding-types';

// One formatter: toLocaleString builds a new one on every call (slow when every college is planned).
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usd = (n: number) => `$${GROUPED.format(Math.round(n))}`;
const EARLIEST_RULES = LOAN_RULE_YEARS[0] as LoanYearRules;

function emptyResources(): Record<FundingResource, number> {
  return { parentSavings: 0, parentIncome: 0, studentSavings: 0, studentWork: 0 };
}

function noLoan(rules: LoanYearRules, kind: 'direct' | 'plus'): FundingLoan {
  const rate = kind === 'direct' ? rules.rates.undergraduate : rules.rates.parentPlus;
  const fee = kind === 'direct' ? rules.fees.direct : rules.fees.parentPlus;
  return {
    principal: 0,
    fee: 0,
    received: 0,
    ratePercent: rate.percent,
    rateStatus: rate.status,
    feePercent: fee.percent,
  };
}

function loan(principal: number, rules: LoanYearRules, kind: 'direct' | 'plus'): FundingLoan {
  const base = noLoan(rules, kind);
  const p = Math.max(Math.floor(principal), 0);
  return {
    ...base,
    principal: p,
    fee: originationFee(p, base.feePercent),
    received: netDisbursement(p, base.feePercent),
  };
}

/** The family's resources in the chosen order; any missing kind follows in the default order. */
export function fundingOrder(order: readonly FundingResource[] | undefined): FundingResource[] {
  const chosen = [...new Set((order ?? []).filter((r) => FUNDING_RESOURCES.includes(r)))];
  return [...chosen, ...FUNDING_RESOURCES.filter((r) => !chosen.includes(r))];
}

interface Slot {
  year: FundingPlanInput['years'][number];
  row: FundingPlanInput['years'][number]['students'][number];
  student: FundingStudentInput;
}

/**
 * The funding plan: for each student and year of the four-year plan, the plan's own net price (cost of attendance
 * minus grants), then the family's resources in the order the family chooses, then the student's Direct Loans up
 * to their legal limits for the year in school (the subsidised part as far as the need allows), then Parent PLUS
 * within its caps (or under the interim exception), and what is left: the gap the federal loans cannot cover.
 * Each loan is borrowed for what reaches the bill after its origination fee. The balances, repayment under the
 * tiered Standard plan and RAP, and the interest follow. Every rule comes from the award year's loan rules.
 */
export function fundingPlan(
  input: FundingPlanInput,
  options: { repayment?: boolean } = {},
): FundingPlanResult {
  const withRepayment = options.repayment ?? true;
  const order = fundingOrder(input.order);
  const borrowsPlus = input.parentsBorrowPlus ?? true;
  const denied = input.parentPlusDenied ?? false;
  const assetGrowth = input.assetGrowthPercent ?? 0;
  const salaryGrowth = input.salaryGrowthPercent ?? 0;
  const studentsById = new Map(input.students.map((s) => [s.id, s]));

  const years = [...input.years].sort((a, b) => a.startYear - b.startYear);
  const slots: Slot[] = [];
  for (const year of years) {
    for (const row of year.students) {
      const student = studentsById.get(row.studentId);
      if (!student || !row.inCollege || row.netPrice === null || row.collegeYear === null) continue;
      slots.push({ year, row, student });
    }
  }
  const firstStartOf = new Map<string, number>();
  const lastStartOf = new Map<string, number>();
  const firstCollegeYearOf = new Map<string, number>();
  const yearsLeftOf = new Map<string, number>();
  for (const s of slots) {
    const id = s.student.id;
    if (!firstStartOf.has(id)) {
      firstStartOf.set(id, s.year.startYear);
      firstCollegeYearOf.set(id, s.row.collegeYear as number);
    }
    lastStartOf.set(id, s.year.startYear);
    yearsLeftOf.set(id, (yearsLeftOf.get(id) ?? 0) + 1);
  }

  let pool = Math.max(input.parentSavings, 0);
  let poolYear = input.baseAwardYearStart;
  let slotsLeft = slots.length;
  const savingsLeft = new Map(input.students.map((s) => [s.id, Math.max(s.savings, 0)]));
  const borrowed = new Map<string, { sub: number; total: number; plus: number }>();
  const rows: FundingStudentYear[] = [];
  const sources = new Map<string, LoanRuleSource>();
  let interimUsed = false;

  for (const year of years) {
    const here = slots.filter((s) => s.year === year);
    if (here.length === 0) continue;
    const rules = loanRulesFor(year.awardYear) ?? EARLIEST_RULES;
    if (withRepayment) for (const source of rules.sources) sources.set(source.rule, source);
    if (year.startYear > poolYear) {
      pool *= (1 + assetGrowth / 100) ** (year.startYear - poolYear);
      poolYear = year.startYear;
    }
    const left = here.map((s) => s.row.netPrice as number);
    const used = here.map(() => emptyResources());
    const take = (kind: FundingResource, amounts: number[]) => {
      amounts.forEach((a, i) => {
        (used[i] as Record<FundingResource, number>)[kind] += a;
        left[i] = (left[i] as number) - a;
      });
    };
    for (const kind of order) {
      if (kind === 'parentSavings') {
        const allotment = Math.floor((pool * here.length) / Math.max(slotsLeft, 1));
        const given = shareAmong(allotment, left);
        pool -= given.reduce((a, b) => a + b, 0);
        take(kind, given);
      } else if (kind === 'parentIncome') {
        take(kind, shareAmong(Math.max(input.parentIncomePerYear, 0), left));
      } else if (kind === 'studentSavings') {
        take(
          kind,
          here.map((s, i) => {
            const id = s.student.id;
            const saved = savingsLeft.get(id) ?? 0;
            const part = Math.floor(saved / Math.max(yearsLeftOf.get(id) ?? 1, 1));
            const give = Math.min(part, Math.max(left[i] as number, 0));
            savingsLeft.set(id, saved - give);
            return give;
          }),
        );
      } else {
        take(
          kind,
          here.map((s, i) => Math.min(Math.max(s.student.workPerYear, 0), Math.max(left[i] as number, 0))),
        );
      }
    }
    slotsLeft -= here.length;

    here.forEach((s, i) => {
      const id = s.student.id;
      yearsLeftOf.set(id, (yearsLeftOf.get(id) ?? 1) - 1);
      const so = borrowed.get(id) ?? { sub: 0, total: 0, plus: 0 };
      const netPrice = s.row.netPrice as number;
      const coa = s.row.costOfAttendance ?? netPrice;
      const grants = (s.row.pell ?? 0) + (s.row.needBasedGrant ?? 0);
      let need = Math.max(left[i] as number, 0);

      // The student's Direct Loans: the year in school's limit, within the aggregate, the lifetime cap and the
      // cost minus other aid (the net price).
      const limit = annualLimitFor(rules, s.row.collegeYear as number, denied && borrowsPlus);
      const aggregate =
        denied && borrowsPlus ? rules.directLoan.parentDenied.aggregate : rules.directLoan.aggregate;
      const lifetimeRoom =
        rules.lifetimeStudentCap === null ? Number.POSITIVE_INFINITY : rules.lifetimeStudentCap - so.total;
      const directLimit =
        s.student.borrowsDirectLoans === false
          ? 0
          : Math.max(Math.min(limit.total, aggregate.total - so.total, lifetimeRoom, netPrice), 0);
      const federalNeed =
        s.row.federalSai === null ? 0 : Math.max(estimatedNeed(coa, s.row.federalSai) - grants, 0);
      const subEligible = Math.max(
        Math.min(limit.subsidised, aggregate.subsidised - so.sub, federalNeed, directLimit),
        0,
      );
      const feeDirect = rules.fees.direct.percent;
      const sub = loan(Math.min(subEligible, principalForNet(need, feeDirect)), rules, 'direct');
      need -= Math.min(sub.received, need);
      const unsub = loan(
        Math.min(directLimit - sub.principal, principalForNet(need, feeDirect)),
        rules,
        'direct',
      );
      need -= Math.min(unsub.received, need);

      // Parent PLUS: the caps from 2026-07-01 unless the interim exception applies; always the cost minus other aid.
      const interim = rules.interimException;
      const firstStart = firstStartOf.get(id) as number;
      const underInterim =
        interim !== null &&
        rules.parentPlus.annualCap !== null &&
        s.student.borrowedBeforeJuly2026 === true &&
        firstStart < interim.firstAwardYearStart &&
        s.year.startYear < interim.firstAwardYearStart + interim.maxAcademicYears;
      let plusRule: PlusLimitRule;
      let plusLimit: number | null;
      if (!borrowsPlus) {
        plusRule = 'not-borrowed';
        plusLimit = 0;
      } else if (denied) {
        plusRule = 'denied';
        plusLimit = 0;
      } else if (rules.parentPlus.annualCap === null || rules.parentPlus.aggregateCap === null) {
        plusRule = 'cost-minus-aid';
        plusLimit = null;
      } else if (underInterim) {
        plusRule = 'interim-exception';
        plusLimit = null;
        interimUsed = true;
      } else {
        plusRule = 'capped';
        plusLimit = Math.max(
          Math.min(rules.parentPlus.annualCap, rules.parentPlus.aggregateCap - so.plus),
          0,
        );
      }
      const plusCeiling = Math.max(netPrice - sub.principal - unsub.principal, 0);
      const plusMax = plusLimit === null ? plusCeiling : Math.min(plusLimit, plusCeiling);
      const plus = loan(
        Math.min(plusMax, principalForNet(need, rules.fees.parentPlus.percent)),
        rules,
        'plus',
      );
      need -= Math.min(plus.received, need);

      borrowed.set(id, {
        sub: so.sub + sub.principal,
        total: so.total + sub.principal + unsub.principal,
        plus: so.plus + plus.principal,
      });
      const resources = used[i] as Record<FundingResource, number>;
      rows.push({
        studentId: id,
        name: s.student.name,
        awardYear: year.awardYear,
        startYear: year.startYear,
        collegeYear: s.row.collegeYear as number,
        college: s.row.college,
        costOfAttendance: coa,
        grants,
        netPrice,
        resources,
        resourcesTotal: Object.values(resources).reduce((a, b) => a + b, 0),
        subsidised: sub,
        unsubsidised: unsub,
        parentPlus: plus,
        directLoanLimit: directLimit,
        subsidisedEligible: subEligible,
        parentPlusLimit:
          plusRule === 'capped' || plusRule === 'not-borrowed' || plusRule === 'denied' ? plusLimit : null,
        parentPlusRule: plusRule,
        gap: need,
        projectedRules: rules.projected || rules.rates.undergraduate.status === 'projected',
      });
    });
  }

  const students = input.students
    .filter((s) => firstStartOf.has(s.id))
    .map((s) =>
      studentSummary(
        s,
        rows,
        firstStartOf.get(s.id) as number,
        lastStartOf.get(s.id) as number,
        salaryGrowth,
        withRepayment,
      ),
    );
  const yearTotals: FundingYearTotals[] = years
    .map((y) => {
      const inYear = rows.filter((r) => r.awardYear === y.awardYear);
      return {
        awardYear: y.awardYear,
        netPrice: sum(inYear, (r) => r.netPrice),
        resources: sum(inYear, (r) => r.resourcesTotal),
        studentLoans: sum(inYear, (r) => r.subsidised.principal + r.unsubsidised.principal),
        parentPlus: sum(inYear, (r) => r.parentPlus.principal),
        gap: sum(inYear, (r) => r.gap),
      };
    })
    .filter((y) => rows.some((r) => r.awardYear === y.awardYear));
  const totals = {
    netPrice: sum(yearTotals, (y) => y.netPrice),
    resources: sum(yearTotals, (y) => y.resources),
    studentLoans: sum(yearTotals, (y) => y.studentLoans),
    parentPlus: sum(yearTotals, (y) => y.parentPlus),
    gap: sum(yearTotals, (y) => y.gap),
    interest: sum(students, (s) => s.studentRepayment.totalInterest + s.parentRepayment.totalInterest),
  };
  return {
    rows,
    students,
    years: yearTotals,
    totals,
    order,
    sources: [...sources.values()],
    assumptions: withRepayment ? assumptions(input, order, slots.length, interimUsed) : [],
    gapMeaning: totals.gap > 0 && withRepayment ? gapMeaning(totals.gap) : null,
  };
}

const NO_REPAYMENT: RepaymentSummary = {
  principal: 0,
  interestBeforeRepayment: 0,
  balanceAtGraduation: 0,
  balanceAtRepayment: 0,
  tieredStandard: { months: 0, monthlyPayment: 0, totalPaid: 0, interest: 0, balance: 0 },
  totalInterest: 0,
};

function sum<T>(items: readonly T[], pick: (item: T) => number): number {
  return items.reduce((total, item) => total + pick(item), 0);
}

function studentSummary(
  student: FundingStudentInput,
  rows: readonly FundingStudentYear[],
  firstStart: number,
  lastStart: number,
  salaryGrowth: number,
  withRepayment: boolean,
): FundingStudentSummary {
  const own = rows.filter((r) => r.studentId === student.id);
  const lastRules = loanRulesFor((own[own.length - 1] as FundingStudentYear).awardYear) ?? EARLIEST_RULES;
  const month = (r: FundingStudentYear) => 12 * (r.startYear - firstStart);
  const studentLoans: DisbursedLoan[] = !withRepayment
    ? []
    : own.flatMap((r) => [
        {
          principal: r.subsidised.principal,
          ratePercent: r.subsidised.ratePercent,
          month: month(r),
          subsidised: true,
        },
        {
          principal: r.unsubsidised.principal,
          ratePercent: r.unsubsidised.ratePercent,
          month: month(r),
          subsidised: false,
        },
      ]);
  const plusLoans: DisbursedLoan[] = !withRepayment
    ? []
    : own.map((r) => ({
        principal: r.parentPlus.principal,
        ratePercent: r.parentPlus.ratePercent,
        month: month(r),
        subsidised: false,
      }));
  const lastMonth = 12 * (lastStart - firstStart);
  const studentRepayment = withRepayment
    ? repaymentSummary(studentLoans, lastMonth, lastRules)
    : NO_REPAYMENT;
  const parentRepayment = withRepayment ? repaymentSummary(plusLoans, lastMonth, lastRules) : NO_REPAYMENT;
  const resources = emptyResources();
  for (const r of own) for (const k of FUNDING_RESOURCES) resources[k] += r.resources[k];
  const studentBorrowed = sum(own, (r) => r.subsidised.principal + r.unsubsidised.principal);
  const plus = sum(own, (r) => r.parentPlus.principal);
  const gap = sum(own, (r) => r.gap);
  const status: PayStatus = gap > 0 ? 'gap' : studentBorrowed + plus > 0 ? 'loans' : 'covered';
  const salary =
    student.startingSalary !== null && student.startingSalary > 0 ? student.startingSalary : null;
  const rap =
    salary === null || studentRepayment.balanceAtRepayment <= 0
      ? null
      : rapSchedule(
          {
            balance: studentRepayment.balanceAtRepayment,
            ratePercent: weightedRate(studentLoans.filter((l) => l.principal > 0)),
            startingAgi: salary,
            agiGrowthPercent: salaryGrowth,
          },
          lastRules.repayment.rap,
        );
  const share = (monthly: number) => Math.round(((monthly * 12) / (salary as number)) * 1000) / 1000;
  return {
    studentId: student.id,
    name: student.name,
    college: (own[0] as FundingStudentYear).college,
    years: own.length,
    netPrice: sum(own, (r) => r.netPrice),
    resources,
    resourcesTotal: sum(own, (r) => r.resourcesTotal),
    studentLoans: studentBorrowed,
    parentPlus: plus,
    gap,
    status,
    statusLine: statusLine(status, studentBorrowed, plus, gap),
    studentRepayment,
    parentRepayment,
    rap: rap && { ...rap, shareOfSalary: share(rap.firstMonthlyPayment) },
    startingSalary: salary,
    salarySource: salary === null ? null : (student.salarySource ?? null),
    standardShareOfSalary:
      salary === null || studentRepayment.tieredStandard.monthlyPayment === 0
        ? null
        : share(studentRepayment.tieredStandard.monthlyPayment),
    interimException: own.some((r) => r.parentPlusRule === 'interim-exception'),
  };
}

/** "Can we pay for this?" in one line. */
export function statusLine(status: PayStatus, studentLoans: number, parentPlus: number, gap: number): string {
  if (status === 'covered') return 'Covered by savings and income';
  if (status === 'loans') {
    const parts = [
      studentLoans > 0 ? `${usd(studentLoans)} of student loans` : null,
      parentPlus > 0 ? `${usd(parentPlus)} of Parent PLUS` : null,
    ];
    return `Needs loans within the federal limits: ${parts.filter(Boolean).join(' and ')}`;
  }
  return `Leaves a gap of ${usd(gap)} beyond the federal loans`;
}

function gapMeaning(gap: number): string {
  return (
    `The federal loans cannot cover ${usd(gap)} of this plan. Since July 1, 2026 federal loans stop at legal limits: ` +
    'the student’s Direct Loans at $5,500 to $7,500 a year ($31,000 in all) and Parent PLUS at $20,000 a year and ' +
    '$65,000 per student. This part would have to come from more savings or income, a private loan (without the ' +
    'federal protections such as RAP), more aid from the college (ask it for a review), or a less costly college.'
  );
}

function assumptions(
  input: FundingPlanInput,
  order: readonly FundingResource[],
  studentYears: number,
  interimUsed: boolean,
): string[] {
  const list = [
    `The family’s resources are used in this order: ${order.map((r) => FUNDING_RESOURCE_LABELS[r]).join(', ')}; loans cover only what they leave.`,
    `The parents’ 529 plans and savings (${usd(input.parentSavings)}) are drawn down evenly over the plan’s ${studentYears} student-year${studentYears === 1 ? '' : 's'}, what is left growing ${input.assetGrowthPercent ?? 0}% a year.`,
    `The parents pay ${usd(input.parentIncomePerYear)} a year from income, shared among the students in college that year; each student’s savings are spread over the student’s years and the student’s work is the same each year.`,
    'The student’s Direct Loans are taken up to the annual limit for the year in school and the aggregate, the subsidised part as far as the need allows (cost of attendance minus the federal SAI and grants); Parent PLUS follows within its caps. No loan exceeds the cost of attendance minus other aid.',
    'Each loan is borrowed so that what reaches the bill after the origination fee covers the price. Each award year uses its own interest rate and fee; a year whose rate is not yet set uses the latest known one (projected).',
    'Loans are disbursed in two halves (September and January). Unsubsidised loans and Parent PLUS accrue interest from disbursement; subsidised loans none before repayment. Repayment starts six months after graduation (Parent PLUS assumed deferred as long), with the interest accrued added to the balance. The grace period and the deferment are general rules not in our sourced notes (grade U).',
    'Tiered Standard plan: the term set by the balance entering repayment, each loan amortised over it (ED publishes no formula: an estimate). RAP: a single filer without dependents whose AGI is the starting salary, growing with income, paying on time.',
  ];
  if (input.parentPlusDenied) {
    list.push(
      'A parent was denied PLUS: the student’s higher limits apply ($9,500 / $10,500 / $12,500 a year, $57,500 in all). Reaching the Parent PLUS cap is not a denial.',
    );
  }
  if (interimUsed) {
    list.push(
      'The interim exception applies: a Direct Loan was made for the student’s program before July 1, 2026, so Parent PLUS keeps the old limit (cost minus other aid) for up to three academic years (to 2028-29) or the rest of the program. Parent PLUS borrowed then is counted toward the $65,000 afterwards (our conservative reading).',
    );
  }
  return list;
}
