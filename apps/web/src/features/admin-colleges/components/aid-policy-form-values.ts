/* The aid policy form's values: from a stored policy, and back to the write the API takes. */
import {
  AID_POLICY_ANSWERS,
  AID_POLICY_LABELS,
  type AidPolicyRecord,
  type AidPolicyWrite,
  AidPolicyWriteSchema,
  FULL_NEED_VALUES,
  GUARANTEE_RESIDENCIES,
  INCOME_LIMITS,
  SOURCE_GRADES,
} from '@ccp/contracts';
import { type FormReading, readWithSchema } from '../../../lib/form-errors';

export type AidPolicyFormValues = Record<keyof AidPolicyWrite, string>;

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const ANSWER_FIELDS = [
  {
    key: 'cssProfileRequired',
    label: 'CSS Profile',
    options: options(AID_POLICY_ANSWERS, AID_POLICY_LABELS.cssProfileRequired),
  },
  {
    key: 'meetsFullNeed',
    label: 'Full need',
    options: options(FULL_NEED_VALUES, AID_POLICY_LABELS.meetsFullNeed),
  },
  {
    key: 'needBlind',
    label: 'Need-blind',
    options: options(AID_POLICY_ANSWERS, AID_POLICY_LABELS.needBlind),
  },
  {
    key: 'noLoanPolicy',
    label: 'Loans',
    options: options(AID_POLICY_ANSWERS, AID_POLICY_LABELS.noLoanPolicy),
  },
] as const;

export const RESIDENCY_OPTIONS = options(GUARANTEE_RESIDENCIES, AID_POLICY_LABELS.guaranteeResidency);
export const INCOME_LIMIT_OPTIONS = INCOME_LIMITS.map((value) => ({
  value,
  label: value === 'below' ? 'Income must be below the figure' : 'Income at or below the figure qualifies',
}));
export const GRADE_OPTIONS = SOURCE_GRADES.map((value) => ({
  value,
  label: `${value.charAt(0)}${value.slice(1).toLowerCase()}: ${AID_POLICY_LABELS.grade[value]}`,
}));

export function aidPolicyValuesOf(record: AidPolicyRecord | null): AidPolicyFormValues {
  return {
    cssProfileRequired: record?.cssProfileRequired ?? 'unknown',
    meetsFullNeed: record?.meetsFullNeed ?? 'unknown',
    needBlind: record?.needBlind ?? 'unknown',
    noLoanPolicy: record?.noLoanPolicy ?? 'unknown',
    freeTuitionIncomeMax: record?.freeTuitionIncomeMax?.toString() ?? '',
    freeTotalIncomeMax: record?.freeTotalIncomeMax?.toString() ?? '',
    incomeLimit: record?.incomeLimit ?? 'at_or_below',
    guaranteeResidency: record?.guaranteeResidency ?? '',
    guaranteeAssetsNote: record?.guaranteeAssetsNote ?? '',
    policyYear: record?.policyYear ?? '',
    source: record?.source ?? '',
    grade: record?.grade ?? '',
    checkedOn: record?.checkedOn ?? '',
    nonresidentAidAmount: record?.nonresidentAidAmount?.toString() ?? '',
    nonresidentAidNote: record?.nonresidentAidNote ?? '',
    nonresidentAidYear: record?.nonresidentAidYear ?? '',
    nonresidentAidSource: record?.nonresidentAidSource ?? '',
    nonresidentAidGrade: record?.nonresidentAidGrade ?? '',
  };
}

/** Reads the form; returns the body, or a message per field it could not read (the server checks the rest). */
export function aidPolicyWriteOf(values: AidPolicyFormValues): {
  body: AidPolicyWrite | null;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const dollars = (key: 'freeTuitionIncomeMax' | 'freeTotalIncomeMax' | 'nonresidentAidAmount') => {
    const raw = values[key].replace(/[$,\s]/g, '');
    if (raw === '') return null;
    if (!/^\d+$/.test(raw)) {
      errors[key] = 'Enter whole dollars, like 200000.';
      return null;
    }
    return Number(raw);
  };
  const text = (key: keyof AidPolicyWrite) => values[key].trim() || null;
  const body = {
    cssProfileRequired: values.cssProfileRequired,
    meetsFullNeed: values.meetsFullNeed,
    needBlind: values.needBlind,
    noLoanPolicy: values.noLoanPolicy,
    freeTuitionIncomeMax: dollars('freeTuitionIncomeMax'),
    freeTotalIncomeMax: dollars('freeTotalIncomeMax'),
    incomeLimit: values.incomeLimit,
    guaranteeResidency: text('guaranteeResidency'),
    guaranteeAssetsNote: text('guaranteeAssetsNote'),
    policyYear: text('policyYear'),
    source: values.source.trim(),
    grade: values.grade,
    checkedOn: text('checkedOn'),
    nonresidentAidAmount: dollars('nonresidentAidAmount'),
    nonresidentAidNote: text('nonresidentAidNote'),
    nonresidentAidYear: text('nonresidentAidYear'),
    nonresidentAidSource: text('nonresidentAidSource'),
    nonresidentAidGrade: text('nonresidentAidGrade'),
  } as AidPolicyWrite;
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors };
}

/** Reads the form: what it cannot read as numbers, then the contracts schema (the server's rules and messages). */
export function readAidPolicy(values: AidPolicyFormValues): FormReading<AidPolicyWrite> {
  const typed = aidPolicyWriteOf(values);
  if (!typed.body) return typed;
  const { errors } = readWithSchema(AidPolicyWriteSchema, typed.body);
  return Object.keys(errors).length > 0 ? { body: null, errors } : typed;
}

/** Every field of the form, for the server's field errors. */
export const AID_POLICY_FIELDS = Object.keys(aidPolicyValuesOf(null)) as (keyof AidPolicyFormValues)[];
