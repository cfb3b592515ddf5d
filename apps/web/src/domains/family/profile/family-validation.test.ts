import { schoolYearEnd } from '@ccp/contracts/family-rules';
import { describe, expect, it } from 'vitest';
import { readWithSchema } from '../../../lib/form-errors';
import { emptyParent, emptyStudent, type FinanceDraft } from './family-drafts';
import {
  financeSchema,
  heldAt,
  parentSchema,
  studentSchema,
  validateFinance,
  validateHousehold,
  validateParent,
  validateSituation,
  validateStudent,
  ZipFormSchema,
} from './family-validation';

describe('validation gives the server’s messages', () => {
  it('checks household answers and the number in college', () => {
    const errors = validateHousehold(
      {
        state: '',
        familyMembersCount: '2',
        familyMembersInCollege: '3',
        childrenUnder17: '',
        filingStatus: '',
      },
      ['state', 'familyMembersCount', 'familyMembersInCollege'],
    );
    expect(errors).toEqual({
      'household.state': 'Choose the state you live in.',
      'household.familyMembersInCollege':
        'The number in college cannot be more than the people in your household.',
    });
  });

  it('refuses negative, non-numeric, fractional and absurd amounts', () => {
    const finance = {
      checkingAmount: '-1',
      taxableBrokerageAccountsAmount: 'lots',
      collegeSavingsAccountsAmount: '12.5',
      annualRetirementAmount: '1,000,000,000',
    } as FinanceDraft;
    expect(
      validateFinance(finance, [
        'checkingAmount',
        'taxableBrokerageAccountsAmount',
        'collegeSavingsAccountsAmount',
        'annualRetirementAmount',
      ]),
    ).toEqual({
      'finance.checkingAmount': 'The amount cannot be negative.',
      'finance.taxableBrokerageAccountsAmount': 'Enter an amount in whole dollars.',
      'finance.collegeSavingsAccountsAmount': 'Enter a whole-dollar amount, without cents.',
      'finance.annualRetirementAmount': 'That amount is too large. Enter a value up to $100,000,000.',
    });
  });

  it('asks the amount only after a Yes', () => {
    const no = { ownsInvestmentProperty: false, investmentEquity: '' } as FinanceDraft;
    expect(validateFinance(no, ['ownsInvestmentProperty', 'investmentEquity'])).toEqual({});
    const yes = { ownsInvestmentProperty: true, investmentEquity: '' } as FinanceDraft;
    expect(validateFinance(yes, ['ownsInvestmentProperty', 'investmentEquity'])).toEqual({
      'finance.investmentEquity': 'Enter an amount (0 if none).',
    });
  });

  it('checks a parent and a student', () => {
    expect(validateParent({ ...emptyParent(), firstName: 'Jo', age: '7' }, 1, ['about'])).toEqual({
      'parents.1.age': 'Enter an age between 18 and 100.',
    });
    const student = {
      ...emptyStudent(),
      name: 'Rae',
      graduationYear: String(schoolYearEnd() - 1),
      overallStudentType: 'gap_year' as const,
    };
    expect(validateStudent({ ...student, sat: '1700' }, 0, ['school'])).toEqual({
      'students.0.sat': 'Enter an SAT score between 400 and 1600.',
    });
  });

  it('asks the parents’ situation in the FAFSA’s order: status, then who provided more support when apart', () => {
    const two = [
      { ...emptyParent(), firstName: 'Ana' },
      { ...emptyParent(), firstName: 'Ben' },
    ];
    expect(
      validateSituation({
        situation: { parentsMaritalStatus: '', reportingParentRemarried: null },
        parents: two,
      }),
    ).toEqual({
      'situation.parentsMaritalStatus': 'Choose the parents’ marital status.',
    });
    const divorced = { parentsMaritalStatus: 'divorced' as const, reportingParentRemarried: null };
    expect(validateSituation({ situation: divorced, parents: two })).toEqual({
      'situation.providedMoreSupport':
        'Choose the parent who provided more financial support in the last 12 months.',
    });
    const answered = [
      { ...two[0]!, providedMoreSupport: true },
      { ...two[1]!, providedMoreSupport: false },
    ];
    expect(validateSituation({ situation: divorced, parents: answered })).toEqual({});
    const married = { parentsMaritalStatus: 'married' as const, reportingParentRemarried: null };
    expect(validateSituation({ situation: married, parents: two })).toEqual({});
  });

  it('refuses a senior graduating years from now (issue 21)', () => {
    const student = { ...emptyStudent(), name: 'Rae', overallStudentType: 'high_school_senior' as const };
    expect(
      validateStudent({ ...student, graduationYear: String(schoolYearEnd() + 2) }, 0, ['school'])[
        'students.0.graduationYear'
      ],
    ).toMatch(/A high school senior finishes high school in/);
    expect(validateStudent({ ...student, graduationYear: String(schoolYearEnd()) }, 0, ['school'])).toEqual(
      {},
    );
  });

  it('takes a Schedule C loss (negative) but not cents or text, with the server’s messages', () => {
    const income = { ...emptyParent(), annualIncome: '50,000', filingStatus: 'single' as const };
    expect(validateParent({ ...income, scheduleCNetProfit: '-4,000' }, 0, ['income'])).toEqual({});
    expect(validateParent({ ...income, scheduleCNetProfit: '' }, 0, ['income'])).toEqual({});
    expect(validateParent({ ...income, scheduleCNetProfit: '12.5' }, 0, ['income'])).toEqual({
      'parents.0.scheduleCNetProfit': 'Enter a whole-dollar amount, without cents.',
    });
    expect(validateParent({ ...income, scheduleCNetProfit: 'lots' }, 0, ['income'])).toEqual({
      'parents.0.scheduleCNetProfit': 'Enter an amount in whole dollars.',
    });
  });

  it('refuses a graduation year that contradicts “Middle school”', () => {
    const earliest = schoolYearEnd() + 4;
    const student = {
      ...emptyStudent(),
      name: 'Mia',
      graduationYear: String(earliest - 2),
      overallStudentType: 'middle_school' as const,
    };
    expect(validateStudent(student, 0, ['school'])['students.0.graduationYear']).toMatch(
      new RegExp(`middle school finishes high school in ${earliest} at the earliest`),
    );
    expect(
      validateStudent({ ...student, graduationYear: String(earliest) }, 0, ['school'])[
        'students.0.graduationYear'
      ],
    ).toBeUndefined();
  });

  it('reads a profile section where its form holds the record, with the wizard’s rules and messages', () => {
    const parent = { ...emptyParent(), firstName: 'Jo', lastName: 'Li', age: '7', annualIncome: '' };
    expect(
      readWithSchema(heldAt('parents.0', parentSchema(['about', 'income'])), { parents: [parent] }).errors,
    ).toEqual(validateParent(parent, 0, ['about', 'income']));
    const student = { ...emptyStudent(), name: 'Rae', filedTaxes: true, taxAmount: 'lots' };
    expect(
      readWithSchema(heldAt('students.0', studentSchema(['money'])), { students: [student] }).errors,
    ).toEqual({
      'students.0.taxAmount': 'Enter an amount in whole dollars.',
      'students.0.incomeAmount': 'Enter an amount (0 if none).',
      'students.0.hasSavings': 'Answer yes or no.',
      'students.0.hasUtma': 'Answer yes or no.',
    });
    const finance = { ownsInvestmentProperty: true, investmentEquity: '-5' } as FinanceDraft;
    expect(
      readWithSchema(heldAt('finance', financeSchema(['ownsInvestmentProperty'])), { finance }).errors,
    ).toEqual({ 'finance.investmentEquity': 'The amount cannot be negative.' });
  });

  it('takes an empty ZIP code or five digits', () => {
    for (const zip of ['', '  ', '43215', ' 43215 '])
      expect(readWithSchema(ZipFormSchema, { zip }).errors).toEqual({});
    for (const zip of ['4321', '4321a', '432155'])
      expect(readWithSchema(ZipFormSchema, { zip }).errors).toEqual({
        zip: 'Enter a 5-digit ZIP code, like 43215.',
      });
  });
});
