import { useFormContext, useWatch } from 'react-hook-form';
import { FormMoneyField, FormSelect, FormYesNo } from '../../../components/ui/form-fields';
import type { FinanceDraft, HouseholdDraft } from './family-drafts';
import {
  CHILDREN_UNDER_17_OPTIONS,
  FAMILY_FIELDS,
  FILING_STATUS_OPTIONS,
  HOUSEHOLD_SIZE_OPTIONS,
  IN_COLLEGE_OPTIONS,
  PARENT_FIELDS,
  RESIDENCE_OPTIONS,
  STATE_OPTIONS,
} from './family-fields';

/*
 * The household and finance questions, bound to `household.<key>` and `finance.<key>` of the surrounding form with
 * their words from FAMILY_FIELDS: the onboarding wizard and the profile page ask them the same way.
 */

type HouseholdChoice = keyof HouseholdDraft;
const HOUSEHOLD_CHOICES: Record<
  HouseholdChoice,
  { options: readonly { value: string; label: string }[]; placeholder: string }
> = {
  state: { options: STATE_OPTIONS, placeholder: 'Choose a state' },
  filingStatus: { options: FILING_STATUS_OPTIONS, placeholder: 'Choose a filing status' },
  familyMembersCount: { options: HOUSEHOLD_SIZE_OPTIONS, placeholder: 'Choose' },
  familyMembersInCollege: { options: IN_COLLEGE_OPTIONS, placeholder: 'Choose' },
  childrenUnder17: { options: CHILDREN_UNDER_17_OPTIONS, placeholder: 'Not answered' },
};

/** A household question; `at`: where the form holds the answers ("household." in the wizard, "" on the profile). */
export function HouseholdSelect({
  name,
  className,
  at = 'household.',
}: {
  name: HouseholdChoice;
  className?: string;
  at?: string;
}) {
  const copy = FAMILY_FIELDS[name];
  const { options, placeholder } = HOUSEHOLD_CHOICES[name];
  return (
    <FormSelect
      name={`${at}${name}`}
      label={copy.label}
      hint={copy.help}
      options={options}
      placeholder={placeholder}
      className={className}
    />
  );
}

export type FinanceKey = keyof FinanceDraft & keyof typeof FAMILY_FIELDS;
type Form = { finance: FinanceDraft };
type AmountKey = 'investmentEquity' | 'businessAssetsAmount' | 'insuranceAmount' | 'annuitiesAmount';
type FlagKey = 'ownsInvestmentProperty' | 'hasBusinessAssets' | 'hasLifeInsuranceAccount' | 'hasAnnuities';

interface FieldProps {
  name: FinanceKey;
  className?: string;
}

export function FinanceMoney({ name, className, suffix }: FieldProps & { suffix?: string }) {
  const copy = FAMILY_FIELDS[name];
  return (
    <FormMoneyField
      name={`finance.${name}`}
      label={copy.label}
      hint={copy.help}
      className={className}
      suffix={suffix}
    />
  );
}

export function FinanceYesNo({ name, className }: FieldProps) {
  const copy = FAMILY_FIELDS[name];
  return <FormYesNo name={`finance.${name}`} label={copy.label} hint={copy.help} className={className} />;
}

/** Own or rent, then the home's equity for an owner; `className` goes to both fields. */
export function HomeQuestions({ className }: { className?: string }) {
  const residence = useWatch<Form>({ name: 'finance.primaryResidence' });
  return (
    <>
      <FormSelect
        name="finance.primaryResidence"
        label="Do you own or rent the home you live in?"
        hint={FAMILY_FIELDS.primaryResidence.help}
        options={RESIDENCE_OPTIONS}
        placeholder="Choose"
        className={className}
      />
      {residence === 'own' ? <FinanceMoney name="residenceEquity" className={className} /> : null}
    </>
  );
}

/** A Yes/No with its amount, asked only after a Yes; a No clears the amount (and, for a business, its kind). */
export function GuardedAmount({ flag, amount }: { flag: FlagKey; amount: AmountKey }) {
  const { setValue, clearErrors } = useFormContext<Form>();
  const yes = useWatch<Form>({ name: `finance.${flag}` });
  return (
    <>
      <FormYesNo
        name={`finance.${flag}`}
        label={FAMILY_FIELDS[flag].label}
        hint={FAMILY_FIELDS[flag].help}
        onAnswer={(answer) => {
          if (answer) return;
          setValue(`finance.${amount}`, '', { shouldDirty: true });
          clearErrors(`finance.${amount}`);
          if (flag === 'hasBusinessAssets')
            setValue('finance.businessIsSmallFamilyOwned', null, { shouldDirty: true });
        }}
      />
      {yes ? (
        <>
          <FinanceMoney name={amount} className="max-w-md" />
          {flag === 'hasBusinessAssets' ? <FinanceYesNo name="businessIsSmallFamilyOwned" /> : null}
        </>
      ) : null}
    </>
  );
}

const RETIREMENT_KINDS = ['preTaxRetirementAmount', 'deductibleIraAmount', 'rothRetirementAmount'] as const;

/**
 * The three kinds of retirement contributions of one parent (`prefix` is `parents.<i>`), asked apart because the
 * FAFSA treats them apart: pre-tax payroll plans lower the AGI, deductible IRAs lower it and are added back, Roth
 * contributions change nothing (docs/sai/profile-mapping.md).
 */
export function ParentRetirementFields({ prefix }: { prefix: string }) {
  return (
    <fieldset className="md:col-span-2">
      <legend className="text-sm font-semibold text-navy-900">Retirement savings in that year</legend>
      <div className="mt-3 grid gap-5 md:grid-cols-3">
        {RETIREMENT_KINDS.map((key) => (
          <FormMoneyField
            key={key}
            name={`${prefix}.${key}`}
            label={PARENT_FIELDS[key].label}
            hint={PARENT_FIELDS[key].help}
          />
        ))}
      </div>
    </fieldset>
  );
}
