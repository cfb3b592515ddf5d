import { filingAwardYear, PARENT_AGE_HELP, saiRuleRates } from '@ccp/aid-engine';
import {
  type DependencyKey,
  FILING_STATUS_LABELS,
  FILING_STATUSES,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  OTHER_FAFSA_AMOUNT_LABELS,
  OTHER_FAFSA_FLAG_LABELS,
  RESIDENCE_KIND_LABELS,
  RESIDENCE_KINDS,
  STUDENT_TYPE_LABELS,
  STUDENT_TYPES,
} from '@ccp/contracts/family-options';
import { US_STATES } from '@ccp/contracts/us-states';

/**
 * The words of the family profile: one label and one plain-language explanation per field, shared by the
 * onboarding wizard and the profile page so that a question reads the same wherever it is asked.
 */
export interface FieldCopy {
  label: string;
  help: string;
}

export const FAMILY_FIELDS = {
  state: {
    label: 'State you live in',
    help: 'Your state of legal residence. It decides in-state tuition at public colleges and which state grants you can get.',
  },
  familyMembersCount: {
    label: 'People in your household',
    help: 'Count the parents, the student, other children you support more than half, and anyone else who lives with you and gets more than half of their support from you.',
  },
  familyMembersInCollege: {
    label: 'How many will be in college at the same time',
    help: 'Students in the household who will be in college during the same school year, not counting parents. Many colleges that use the CSS Profile lower what they expect you to pay for each one.',
  },
  childrenUnder17: {
    label: 'Children under 17 in the household',
    help: 'Children who were under 17 at the end of the tax year the FAFSA reads (two years before college starts) and whom you claim: each lowers the federal income tax by the child tax credit ($2,200 for 2025). Leave it empty and we count everyone in the household besides the parents and the student.',
  },
  filingStatus: {
    label: 'How the household files taxes',
    help: 'The filing status on your most recent federal tax return (Form 1040, the boxes at the top).',
  },
  checkingAmount: {
    label: 'Cash, checking and savings',
    help: 'What is in your checking and savings accounts today, plus cash. Count parents’ accounts only; the student’s own money is asked later.',
  },
  taxableBrokerageAccountsAmount: {
    label: 'Taxable investment accounts',
    help: 'A taxable brokerage account is an ordinary investment account (not a 401(k) or IRA) that holds stocks, bonds, mutual funds, ETFs or CDs. Enter today’s value minus anything you borrowed against it.',
  },
  collegeSavingsAccountsAmount: {
    label: 'College savings (529 plans, Coverdell ESAs)',
    help: '529 college savings plans and Coverdell accounts owned by a parent or by the student. Both count as parent savings on the FAFSA, and at the lower parent rate.',
  },
  annualRetirementAmount: {
    label: 'Contributions to retirement accounts',
    help: 'What you put into 401(k), 403(b), IRA and similar accounts in a year. The FAFSA does not count this; the CSS Profile adds it back to income.',
  },
  primaryResidence: {
    label: 'Your home',
    help: 'The FAFSA never counts the home you live in. Colleges that use the CSS Profile do count home equity, often with a cap.',
  },
  residenceEquity: {
    label: 'Home equity',
    help: 'What your home would sell for today, minus what you still owe on the mortgage and home-equity loans.',
  },
  ownsInvestmentProperty: {
    label: 'Do you own real estate other than your home?',
    help: 'A rental property, vacation home or land. Its equity counts as an investment on the FAFSA.',
  },
  investmentEquity: {
    label: 'Equity in that real estate',
    help: 'What the property would sell for today, minus what you owe on it.',
  },
  hasBusinessAssets: {
    label: 'Do you own a business or a farm?',
    help: 'Any share in a business or farm, including a family farm you live on. Since 2024 the FAFSA counts these, after an adjustment that protects part of their value.',
  },
  businessAssetsAmount: {
    label: 'Net worth of the business or farm',
    help: 'Your share of what the business or farm owns (cash, buildings, equipment, inventory), minus what it owes.',
  },
  businessIsSmallFamilyOwned: {
    label: 'Is it a small family business?',
    help: 'Yes when your family owns and controls more than half of it and it has fewer than 100 full-time employees. Some colleges treat these more gently.',
  },
  hasLifeInsuranceAccount: {
    label: 'Do you have life insurance with a cash value?',
    help: 'Whole or universal life insurance builds a cash value you could withdraw. Term life insurance has none: answer No for it.',
  },
  insuranceAmount: {
    label: 'Cash value of the policies',
    help: 'The cash surrender value on your latest policy statement. The FAFSA does not count it; some colleges ask for it.',
  },
  hasAnnuities: {
    label: 'Do you own annuities?',
    help: 'Contracts bought from an insurance company that pay you an income later.',
  },
  annuitiesAmount: {
    label: 'Value of the annuities',
    help: 'The current value on your latest statement. The FAFSA leaves annuities out; the CSS Profile asks about them.',
  },
  has401k: {
    label: 'Do you have a 401(k), 403(b) or other workplace plan?',
    help: 'Workplace retirement plans are not counted as assets by the FAFSA or most colleges.',
  },
  hasIRA: {
    label: 'Do you have a traditional IRA?',
    help: 'Individual retirement accounts are not counted as assets by the FAFSA.',
  },
  hasRothIRA: {
    label: 'Do you have a Roth IRA?',
    help: 'Roth IRAs are retirement accounts too: not counted as assets, but a withdrawal can count as income later.',
  },
  standardDeductionOrg: {
    label: 'Deduction on your tax return',
    help: 'The standard deduction for your filing status, or your itemized deductions if you itemize (Form 1040, line 12). We fill in the standard amount; change it if you itemize.',
  },
  hasFinAdvisor: {
    label: 'Do you work with a financial advisor?',
    help: 'An advisor can help you time income and move savings before the FAFSA looks at them.',
  },
  hasCPA: {
    label: 'Does an accountant (CPA) prepare your taxes?',
    help: 'Your accountant can give you exact figures for income, tax paid and business net worth.',
  },
  // The FAFSA's less common questions (issue 21): "usually none", each with the rule it follows.
  childSupportReceived: {
    label: OTHER_FAFSA_AMOUNT_LABELS.childSupportReceived,
    help: 'The FAFSA counts child support received as an asset of the parents (it is not asked when assets are exempt). Usually none.',
  },
  untaxedIraDistributions: {
    label: OTHER_FAFSA_AMOUNT_LABELS.untaxedIraDistributions,
    help: 'Form 1040 line 4a minus 4b, less any rollover: the FAFSA adds untaxed income to the parents’ total income. Usually none.',
  },
  untaxedPensions: {
    label: OTHER_FAFSA_AMOUNT_LABELS.untaxedPensions,
    help: 'Form 1040 line 5a minus 5b, less any rollover: added to total income. Usually none.',
  },
  taxExemptInterest: {
    label: OTHER_FAFSA_AMOUNT_LABELS.taxExemptInterest,
    help: 'Form 1040 line 2a (for example municipal bonds): added to total income. Usually none.',
  },
  foreignIncome: {
    label: OTHER_FAFSA_AMOUNT_LABELS.foreignIncome,
    help: 'Form 2555: added to total income and, from 2026-27, to the income the Pell Grant tests compare with the poverty guideline. Usually none.',
  },
  educationCredits: {
    label: OTHER_FAFSA_AMOUNT_LABELS.educationCredits,
    help: 'Schedule 3 line 3: the FAFSA subtracts them from total income. Usually none.',
  },
  filedSchedulesABDEFH: {
    label: 'Did you file Schedule A, B, D, E, F or H with your tax return?',
    help: 'Itemized deductions (A), more than $1,500 of interest or dividends (B), capital gains (D), rental or partnership income (E), a farm (F) or household employees (H). Any of them means the FAFSA asks about assets even when income is under $60,000; more families itemize from tax year 2025 with the higher SALT cap. Not answered: we judge from your investments and property.',
  },
  meansTestedBenefits: {
    label: OTHER_FAFSA_FLAG_LABELS.meansTestedBenefits,
    help: 'Then the FAFSA does not ask about assets at all, whatever the income. Usually no.',
  },
  dislocatedWorker: {
    label: OTHER_FAFSA_FLAG_LABELS.dislocatedWorker,
    help: 'The FAFSA stopped asking this in 2024-25, so it does not change the federal SAI. Tell each college’s aid office: it can adjust your figures for a job loss (professional judgment). Usually no.',
  },
} as const satisfies Record<string, FieldCopy>;

export const PARENT_FIELDS = {
  firstName: { label: 'First name', help: '' },
  lastName: { label: 'Last name', help: '' },
  age: {
    label: 'Age',
    help: PARENT_AGE_HELP,
  },
  maritalStatus: {
    label: 'Marital status',
    help: 'Your status today. For divorced or separated parents, the FAFSA asks about the parent who gave more financial support.',
  },
  annualIncome: {
    label: 'Pay before deductions',
    help: 'Wages and salary for one year, before taxes and before anything is taken out for retirement or benefits (the W-2’s box 5 is close). Profit from self-employment goes in its own field. The FAFSA uses the tax return from two years before college starts.',
  },
  scheduleCNetProfit: {
    label: 'Net profit from self-employment (Schedule C)',
    help: 'The net profit of this parent’s own business or freelance work on Schedule C (line 31), in whole dollars; a loss with a minus sign, like -4,000. It counts as income and as earnings from work. Beyond $10,000 either way, the FAFSA asks about assets even under $60,000 of income. Leave empty if none.',
  },
  preTaxRetirementAmount: {
    label: 'Taken from pay for a traditional 401(k), 403(b) or 457',
    help: 'Pre-tax retirement contributions taken out of this parent’s pay in that year (the W-2 shows them in box 12, codes D, E or G). They lower the adjusted gross income and the tax, and the FAFSA does not add them back. Leave empty if none.',
  },
  deductibleIraAmount: {
    label: 'Deductible IRA or SEP-IRA contributions',
    help: 'Traditional IRA or SEP-IRA contributions this parent deducts on the tax return (Schedule 1, lines 16 and 20). They lower the adjusted gross income, but the FAFSA adds them back as untaxed income. Leave empty if none.',
  },
  rothRetirementAmount: {
    label: 'Roth contributions (Roth IRA or Roth 401(k))',
    help: 'Made from pay after tax: they change neither the adjusted gross income nor the SAI. Asked so that they are not mistaken for the pre-tax kinds above. Leave empty if none.',
  },
  filingStatus: {
    label: 'Tax filing status',
    help: 'As on this parent’s most recent federal return. Choose the same status for both parents if you file jointly.',
  },
  taxPaid: {
    label: 'Federal income tax paid',
    help: 'The income tax on the return (Form 1040, line 22), not what was withheld from paychecks. We estimate it from the income and filing status; change it if you know the figure.',
  },
  taxableIncome: {
    label: 'Taxable income',
    help: 'Income after deductions (Form 1040, line 15). Estimated for you; change it if you know the figure.',
  },
  standardDeduction: {
    label: 'Deduction',
    help: 'The standard deduction for the filing status, or itemized deductions.',
  },
} as const satisfies Record<string, FieldCopy>;

/** The SAI rates the help texts name: those of the award year families file now (the engine's tables). */
const RATES = saiRuleRates(filingAwardYear(new Date()));

/** The parents' situation (issue 21): each with the FAFSA rule it follows ("why we ask"). */
export const SITUATION_FIELDS = {
  parentsMaritalStatus: {
    label: 'What is the parents’ marital status today?',
    help: 'The FAFSA’s first question about the parents. Married parents and unmarried parents living together both report. Divorced or separated parents who still live together: choose “Unmarried and both legal parents living together”.',
  },
  providedMoreSupport: {
    label: 'Which parent provided more financial support in the last 12 months?',
    help: 'The FAFSA rule since 2024-25: when the legal parents do not live together, the parent who gave more financial support in the last 12 months reports (if it was equal, the one who gave more in the last year support was given). It no longer matters whom the student lives with.',
  },
  reportingParentRemarried: {
    label: 'Has this parent remarried?',
    help: 'A stepparent married to the parent who reports is on the FAFSA too: the FAFSA counts the spouse’s income and assets. Add the stepparent below.',
  },
  relationship: {
    label: 'Relationship to the student',
    help: 'A legal parent is a biological or adoptive parent. A stepparent counts only as the spouse of the parent who reports.',
  },
  otherParentHouseholdSize: {
    label: 'People in this parent’s own household (optional)',
    help: 'CSS Profile colleges ask about the other parent and give that parent an allowance for their own household before expecting a contribution. The FAFSA does not ask.',
  },
  otherParentAssets: {
    label: 'This parent’s cash and investments (optional)',
    help: 'Savings, checking and investments, not retirement accounts or the home. Used only for the institutional (CSS Profile) estimate.',
  },
} as const satisfies Record<string, FieldCopy>;

/** "Why we ask" for each FAFSA dependency question: the rule it follows. */
export const DEPENDENCY_HELP: Record<DependencyKey, string> = {
  married:
    'Married (or separated but not divorced) on the day the FAFSA is filed: independent; the spouse’s income counts too.',
  graduateStudent:
    'Working toward a master’s or doctorate, or a professional degree, in the award year: independent.',
  activeDutyOrVeteran:
    'On active duty for purposes other than training, or discharged other than dishonorably: independent.',
  supportsDependants:
    'Children who get more than half their support from the student, or other people who live with the student and get more than half their support: independent, Formula C.',
  orphanWardOrFoster: 'At any time since turning 13: independent, no documents from parents needed.',
  emancipatedOrGuardianship: 'Decided by a court in the student’s state of legal residence: independent.',
  homelessYouth:
    'Determined at any time on or after July 1 of the year before the award year by a school district liaison, a shelter or a college aid office: independent.',
  unusualCircumstances:
    'Provisionally independent: the FAFSA is filed without the parents and the college’s aid office decides, with documents from a third party. Our estimate uses Formula B or C until then and says so.',
  parentsRefuse:
    'No Student Aid Index: only unsubsidized Direct Loans, once the college’s aid office confirms. We show no SAI rather than a made-up one.',
};

export const STUDENT_FIELDS = {
  name: { label: 'Student’s name', help: '' },
  birthYear: {
    label: 'Year of birth',
    help: 'The FAFSA counts a student born before January 1 of (the year college starts − 23) as independent: 24 or older by then. It also lets us check the student’s age against the parents’.',
  },
  spouseIncomeAmount: {
    label: 'Spouse’s pay before deductions',
    help: 'A married student’s FAFSA counts the spouse’s income and assets with the student’s.',
  },
  householdSize: {
    label: 'People in the student’s household',
    help: 'For an independent student: the student, a spouse and the dependants the student supports. It sets the living allowance of Formula B or C.',
  },
  graduationYear: {
    label: 'High-school graduation year',
    help: 'The year the student finishes (or finished) high school. It decides which aid year applies.',
  },
  overallStudentType: {
    label: 'Where the student is in school',
    help: 'Tells us how soon college starts and whether test scores are real or hypothetical.',
  },
  gpa: { label: 'GPA', help: 'Unweighted or weighted, on a 0 to 5 scale, like 3.6.' },
  sat: { label: 'SAT score', help: 'Total score, 400 to 1600.' },
  act: { label: 'ACT score', help: 'Composite score, 1 to 36.' },
  filedTaxes: {
    label: 'Did the student file a tax return?',
    help: 'Many students with a summer job file to get withheld tax back.',
  },
  taxAmount: {
    label: 'Federal income tax the student paid',
    help: 'From the student’s return (Form 1040, line 22). Usually $0 for a summer job.',
  },
  incomeAmount: {
    label: 'Student’s income from work',
    help: 'The FAFSA protects a part of a dependent student’s earnings and counts half of the rest.',
  },
  savingsAmount: {
    label: 'Student’s own savings',
    help: `Checking and savings in the student’s name. The FAFSA counts ${RATES.studentAssetPercent}% of a student’s savings, against about ${RATES.parentAssetTopPercent}% of parents’.`,
  },
  utmaAmount: {
    label: 'UTMA/UGMA custodial accounts',
    help: 'Accounts a parent or grandparent opened under the Uniform Transfers (or Gifts) to Minors Act. Legally they belong to the student, so they count as the student’s savings.',
  },
} as const satisfies Record<string, FieldCopy>;

/** A student's question bound to its field: the name in the family form, its label and its help. */
export function studentField(index: number, key: keyof typeof STUDENT_FIELDS) {
  const { label, help } = STUDENT_FIELDS[key];
  return { name: `students.${index}.${key}`, label, hint: help };
}

/** 1 to 10 people in the household. */
export const HOUSEHOLD_SIZE_OPTIONS = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 person' : `${i + 1} people`,
}));
/** 0 to 4 in college at the same time. */
export const IN_COLLEGE_OPTIONS = Array.from({ length: 5 }, (_, i) => ({
  value: String(i),
  label: i === 0 ? 'None yet' : i === 1 ? '1 student' : `${i} students`,
}));
export const CHILDREN_UNDER_17_OPTIONS = Array.from({ length: 10 }, (_, i) => ({
  value: String(i),
  label: i === 0 ? 'None' : i === 1 ? '1 child' : `${i} children`,
}));
export const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
export const FILING_STATUS_OPTIONS = FILING_STATUSES.map((value) => ({
  value,
  label: FILING_STATUS_LABELS[value],
}));
export const MARITAL_STATUS_OPTIONS = MARITAL_STATUSES.map((value) => ({
  value,
  label: MARITAL_STATUS_LABELS[value],
}));
export const RESIDENCE_OPTIONS = RESIDENCE_KINDS.map((value) => ({
  value,
  label: RESIDENCE_KIND_LABELS[value],
}));
export const STUDENT_TYPE_OPTIONS = STUDENT_TYPES.map((value) => ({
  value,
  label: STUDENT_TYPE_LABELS[value],
}));

/** High-school graduation years a student can have, latest last. */
export function graduationYearOptions() {
  return Array.from({ length: GRADUATION_YEAR_MAX - GRADUATION_YEAR_MIN + 1 }, (_, i) => {
    const year = String(GRADUATION_YEAR_MIN + i);
    return { value: year, label: year };
  });
}

/** 1st, 2nd, 3rd ... 8th (docs/product-spec.md §9: students are shown with ordinals). */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
