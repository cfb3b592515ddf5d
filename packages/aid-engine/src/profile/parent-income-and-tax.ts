import { roundHalfAwayFromZero } from '../round';
import { usd } from '../sai/steps';
import { estimateFederalTaxes, taxFromTaxableIncome } from '../tax/estimate-federal-taxes';
import type { FilingStatus } from '../tax/filing-status';
import { federalTaxYear } from '../tax/tax-years';
import type { MappingNotes } from './mapping-notes';
import { PARENT_AGE_IN_THE_FORMULA } from './parent-age';
import type { FamilyProfileInput, ParentInput } from './profile-input';
import { dollars, known, positiveDollars } from './profile-money';
import { type ReportingParents, reportingParents } from './reporting-parents';
import { taxCreditChildren } from './tax-credit-children';

/** How the profile's annual retirement contributions affect income. */
export type RetirementKind = 'pre-tax plan' | 'deductible IRA' | 'Roth';

/**
 * 401(k)/403(b)-type pre-tax deferrals when `has401k` or no account type is set; deductible IRA payments with
 * only `hasIRA`; Roth contributions (no effect on AGI) with only `hasRothIRA`.
 */
export function retirementKind(profile: FamilyProfileInput): RetirementKind {
  if (profile.has401k || (!profile.hasIRA && !profile.hasRothIRA)) return 'pre-tax plan';
  return profile.hasIRA ? 'deductible IRA' : 'Roth';
}

/** One reporting parent's income and tax figures. */
export interface ParentFigures {
  index: number;
  filingStatus: FilingStatus;
  income: number;
  preTax: number;
  deductibleIra: number;
  earned: number;
  agi: number;
  incomeTax: number;
  /** Net profit from self-employment (Schedule C), a loss negative; 0 when not given. */
  scheduleC: number;
}

/** Records that a tax was estimated from income. */
export function taxEstimateNote(notes: MappingNotes, what: string, taxYear: number): void {
  const { year, exact } = federalTaxYear(taxYear);
  notes.assumptions.push(
    `${what}: estimated with the federal tax estimator (tax year ${taxYear}, standard deduction)` +
      (exact ? '.' : `; ${year.taxYear} brackets used (the nearest year held).`),
  );
}

/**
 * A parent's age at the end of the tax year the FAFSA reads: the age given, less one (a family files in the autumn
 * after the tax year ended). Null when not given.
 */
export function ageInTaxYear(age: number | null): number | null {
  return age === null || !Number.isFinite(age) ? null : age - 1;
}

/**
 * Each reporting parent's AGI, income earned from work and U.S. income tax paid. `annualIncome` is wages;
 * retirement contributions are split by income share (see `retirementKind`). Tax paid: `taxPaid`, else
 * `taxableIncome` taxed by the brackets, else the tax estimator; a joint return's equal figures count once.
 */
export function parentIncomeAndTax(
  profile: FamilyProfileInput,
  parentsInfo: ReportingParents,
  taxYear: number,
  notes: MappingNotes,
): ParentFigures[] {
  const { reporting, filing, joint, staleJoint } = parentsInfo;
  // Notes name each parent by the place it was entered in (the profile's parents[n]).
  const at = (i: number) => parentsInfo.indexes[i] ?? i;
  const couple = reporting.length === 2;
  // ── Retirement contributions (income side) ──────────────────────────────────────────────────────────────────
  const incomes = reporting.map((p) => positiveDollars(p.annualIncome));
  // The per-parent answers (pre-tax payroll plan, deductible IRA/SEP, Roth) win over the household's single
  // "annual retirement contributions" figure, which cannot say which kind of account the money went to.
  const perParent = reporting.some(
    (p) =>
      known(p.preTaxRetirementAmount ?? null) ||
      known(p.deductibleIraAmount ?? null) ||
      known(p.rothRetirementAmount ?? null),
  );
  const retirement = perParent ? 0 : positiveDollars(profile.annualRetirementAmount);
  const kind = retirementKind(profile);
  const totalIncome = incomes.reduce((a, b) => a + b, 0);

  const parents: ParentFigures[] = reporting.map((p, i) => {
    const income = incomes[i] as number;
    let preTax: number;
    let deductibleIra: number;
    if (perParent) {
      preTax = Math.min(positiveDollars(p.preTaxRetirementAmount ?? null), income);
      deductibleIra = positiveDollars(p.deductibleIraAmount ?? null);
    } else {
      const share = totalIncome > 0 ? (retirement * income) / totalIncome : i === 0 ? retirement : 0;
      preTax = kind === 'pre-tax plan' ? Math.min(roundHalfAwayFromZero(share), income) : 0;
      deductibleIra = kind === 'deductible IRA' ? roundHalfAwayFromZero(share) : 0;
    }
    const scheduleC = dollars(p.scheduleCNetProfit ?? null);
    // FAFSA "income earned from work" counts wages and Schedule C profit (a loss lowers it).
    const earned = income - preTax + scheduleC;
    if (p.annualIncome === null)
      notes.assumptions.push(`Parent ${at(i) + 1}’s pay before deductions is not given: taken as 0.`);
    notes.used.push({
      field: `parents[${at(i)}].annualIncome`,
      how: 'pay before deductions: the AGI and the income earned from work (payroll and employment allowances)',
    });
    if (scheduleC !== 0) {
      notes.used.push({
        field: `parents[${at(i)}].scheduleCNetProfit`,
        how: 'net profit from self-employment (Schedule C, a loss lowers it): part of the AGI and of the income earned from work, and reported as Schedule C net income; the tax estimate leaves out self-employment tax',
      });
    }
    if (perParent) {
      if (preTax > 0)
        notes.used.push({
          field: `parents[${at(i)}].preTaxRetirementAmount`,
          how: 'pre-tax 401(k)/403(b)/457 contributions: taken out of the AGI and the tax; the FAFSA does not add them back',
        });
      if (deductibleIra > 0)
        notes.used.push({
          field: `parents[${at(i)}].deductibleIraAmount`,
          how: 'deductible IRA/SEP contributions: lower the AGI and the tax, and are added back as untaxed income',
        });
      if (positiveDollars(p.rothRetirementAmount ?? null) > 0)
        notes.used.push({
          field: `parents[${at(i)}].rothRetirementAmount`,
          how: 'Roth contributions: made from taxed pay, they change neither the AGI nor the SAI',
        });
    }
    return {
      index: i,
      filingStatus: filing[i] as FilingStatus,
      income,
      preTax,
      deductibleIra,
      earned,
      agi: Math.max(income - preTax - deductibleIra + scheduleC, 0),
      incomeTax: 0,
      scheduleC,
    };
  });
  if (perParent && positiveDollars(profile.annualRetirementAmount) > 0) {
    notes.used.push({
      field: 'annualRetirementAmount',
      how: 'not used: each parent’s pre-tax, deductible IRA and Roth contributions are given instead',
    });
  }
  if (retirement > 0 && reporting.length > 0) {
    const how =
      kind === 'pre-tax plan'
        ? 'pre-tax 401(k)/403(b)-type contributions: lower AGI and taxes; since 2024-25 the FAFSA does not add them back'
        : kind === 'deductible IRA'
          ? 'deductible IRA payments: lower AGI and taxes, and are added back as untaxed income'
          : 'Roth contributions: made from taxed income, no effect on AGI';
    notes.used.push({ field: 'annualRetirementAmount', how });
    if (couple)
      notes.assumptions.push(
        'Retirement contributions are split between the parents in proportion to income.',
      );
    if (!profile.has401k && !profile.hasIRA && !profile.hasRothIRA) {
      notes.assumptions.push(
        'Retirement contributions with no account type given: taken as pre-tax workplace-plan deferrals.',
      );
    }
  }

  // ── Income tax paid ─────────────────────────────────────────────────────────────────────────────────────────
  const taxData = federalTaxYear(taxYear).year;
  const taxNote = (what: string) => taxEstimateNote(notes, what, taxYear);
  // Children under 17 for the child tax credit: all on the first reporting parent's return (a joint return holds
  // both parents). Unknown: the household's other members (not the reporting parents, not the student) are taken
  // as under 17 (a senior's siblings at home were younger in the tax year), and said. The two-minute estimate
  // makes the same assumption when not told.
  const {
    children,
    given: childrenKnown,
    others,
  } = taxCreditChildren(profile.childrenUnder17, profile.familyMembersCount, reporting.length);
  let childrenNoted = false;
  const childrenFor = (index: number): number => {
    if (!childrenNoted) {
      childrenNoted = true;
      if (childrenKnown) {
        notes.used.push({
          field: 'childrenUnder17',
          how: `children under 17 in the household: the child tax credit (tax year ${taxData.taxYear}: ${usd(taxData.childTaxCredit.perChild)} each, phased out above the AGI limit) lowers the estimated income tax`,
        });
      } else {
        notes.assumptions.push(
          others > 0
            ? `Children under 17 not given: the household’s ${others} other ${others === 1 ? 'member is' : 'members are'} taken as children under 17 for the child tax credit.`
            : 'Children under 17 not given: the household has no other members, so no child tax credit.',
        );
      }
    }
    return index === 0 ? children : 0;
  };
  const ages = reporting.map((p) => ageInTaxYear(p.age));
  const seniorNote = (who: string) => {
    notes.assumptions.push(
      `${who} taken as 65 or older at the end of tax year ${taxYear} (one year younger than the age given): ` +
        `the extra standard deduction${taxData.afterAgiDeductions ? ' and the senior deduction' : ''} lower the estimated tax.`,
    );
  };
  if (joint) {
    const [a, b] = parents as [ParentFigures, ParentFigures];
    const [pa, pb] = reporting as [ParentInput, ParentInput];
    const sameOrSum = (x: number | null, y: number | null): number | null => {
      if (known(x) && known(y)) return x === y ? x : x + y;
      return known(x) ? x : known(y) ? y : null;
    };
    const paid = sameOrSum(pa.taxPaid, pb.taxPaid);
    const taxable = sameOrSum(pa.taxableIncome, pb.taxableIncome);
    if (known(pa.taxPaid) && known(pb.taxPaid)) {
      notes.assumptions.push(
        'Joint return: the same tax on both parents is counted once; different figures are added.',
      );
    }
    if (paid !== null) {
      a.incomeTax = Math.max(dollars(paid), 0);
      for (const i of [0, 1]) {
        if (known((reporting[i] as ParentInput).taxPaid)) {
          notes.used.push({
            field: `parents[${at(i)}].taxPaid`,
            how: 'U.S. income tax paid on the joint return',
          });
        }
      }
    } else if (taxable !== null) {
      a.incomeTax = taxFromTaxableIncome(
        taxData,
        'married_joint',
        taxable,
        a.agi + b.agi,
        childrenFor(0),
      ).incomeTax;
      for (const i of [0, 1]) {
        if (known((reporting[i] as ParentInput).taxableIncome)) {
          notes.used.push({
            field: `parents[${at(i)}].taxableIncome`,
            how: 'taxable income of the joint return, taxed by the brackets',
          });
        }
      }
      notes.assumptions.push(
        `Parents’ tax paid is not given: computed from their taxable income with the ${taxData.taxYear} brackets, less the child tax credit; no other credits.`,
      );
    } else {
      a.incomeTax = estimateFederalTaxes({
        wages: a.income,
        spouseWages: b.income,
        filingStatus: 'married_joint',
        taxYear,
        preTaxRetirementContributions: a.preTax + b.preTax,
        adjustmentsToIncome: a.deductibleIra + b.deductibleIra,
        otherIncome: a.scheduleC + b.scheduleC,
        qualifyingChildren: childrenFor(0),
        ages,
      }).incomeTax;
      if (ages.some((x) => x !== null && x >= 65)) seniorNote('A parent');
      taxNote('Parents’ tax paid and taxable income are not given (joint return)');
    }
  } else {
    for (const f of parents) {
      const given = reporting[f.index] as ParentInput;
      // A joint return's figures on a parent who no longer files jointly: estimate again on own income.
      const p: ParentInput = staleJoint[f.index] ? { ...given, taxPaid: null, taxableIncome: null } : given;
      if (known(p.taxPaid)) {
        f.incomeTax = Math.max(dollars(p.taxPaid), 0);
        notes.used.push({ field: `parents[${at(f.index)}].taxPaid`, how: 'U.S. income tax paid' });
      } else if (known(p.taxableIncome)) {
        f.incomeTax = taxFromTaxableIncome(
          taxData,
          f.filingStatus,
          p.taxableIncome,
          f.agi,
          childrenFor(f.index),
        ).incomeTax;
        notes.used.push({
          field: `parents[${at(f.index)}].taxableIncome`,
          how: 'taxable income, taxed by the brackets',
        });
        notes.assumptions.push(
          `Parent ${at(f.index) + 1}’s tax paid is not given: computed from the taxable income with the ${taxData.taxYear} brackets, less the child tax credit; no other credits.`,
        );
      } else {
        const age = ages[f.index] ?? null;
        f.incomeTax = estimateFederalTaxes({
          wages: f.income,
          filingStatus: f.filingStatus,
          taxYear,
          preTaxRetirementContributions: f.preTax,
          adjustmentsToIncome: f.deductibleIra,
          otherIncome: f.scheduleC,
          qualifyingChildren: childrenFor(f.index),
          ages: [age],
        }).incomeTax;
        if (age !== null && age >= 65) seniorNote(`Parent ${at(f.index) + 1}`);
        taxNote(`Parent ${at(f.index) + 1}’s tax paid and taxable income are not given`);
      }
    }
  }
  reporting.forEach((p, i) => {
    if (p.age !== null) {
      notes.used.push({
        field: `parents[${at(i)}].age`,
        how: PARENT_AGE_IN_THE_FORMULA,
      });
    }
  });

  return parents;
}

/** One parent's retirement contributions as the engine counts them (whole dollars, 0 for none). */
export interface ParentRetirement {
  /** Whether this parent reports on the FAFSA (divorced or separated parents: only the first). */
  reports: boolean;
  preTax: number;
  deductibleIra: number;
}

/**
 * Each profile parent's retirement contributions exactly as `parentIncomeAndTax` counts them: the per-parent
 * answers when any parent gives them, else the household's yearly figure split by income share as its account
 * type says. A what-if that changes one parent's contributions writes them all per parent, so that the household
 * figure (ignored once per-parent answers exist) does not drop out of the other parent's income.
 */
export function parentsRetirement(profile: FamilyProfileInput): ParentRetirement[] {
  const notes: MappingNotes = { used: [], assumptions: [] };
  const info = reportingParents(profile, notes);
  const figures = parentIncomeAndTax(profile, info, 2024, notes);
  return profile.parents.map((_p, index) => {
    const at = info.indexes.indexOf(index);
    const f = at >= 0 ? figures[at] : undefined;
    return { reports: f !== undefined, preTax: f?.preTax ?? 0, deductibleIra: f?.deductibleIra ?? 0 };
  });
}
