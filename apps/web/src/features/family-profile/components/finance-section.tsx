import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import type { ReactNode } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { FormMoneyField, FormSelect, FormYesNo } from '../../../components/ui/form-fields';
import { type FinanceDraft, financeDraft, financeRequest } from '../../../lib/family-drafts';
import { FAMILY_FIELDS, RESIDENCE_OPTIONS } from '../../../lib/family-fields';
import { useFamilyProfileWrites } from '../../../lib/family-profile';
import { validateFinance } from '../../../lib/family-validation';
import { SaveBar, SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

type FinanceKey = keyof FinanceDraft;
type Form = { finance: FinanceDraft };

/** An amount shown only after its Yes; a No clears it. */
function GuardedAmount({ flag, amount }: { flag: FinanceKey; amount: FinanceKey }) {
  const { setValue, clearErrors } = useFormContext<Form>();
  const yes = useWatch<Form>({ name: `finance.${flag}` });
  return (
    <>
      <FormYesNo
        name={`finance.${flag}`}
        label={FAMILY_FIELDS[flag as keyof typeof FAMILY_FIELDS].label}
        hint={FAMILY_FIELDS[flag as keyof typeof FAMILY_FIELDS].help}
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
          <FormMoneyField
            name={`finance.${amount}`}
            label={FAMILY_FIELDS[amount as keyof typeof FAMILY_FIELDS].label}
            hint={FAMILY_FIELDS[amount as keyof typeof FAMILY_FIELDS].help}
            className="max-w-md"
          />
          {flag === 'hasBusinessAssets' ? (
            <FormYesNo
              name="finance.businessIsSmallFamilyOwned"
              label={FAMILY_FIELDS.businessIsSmallFamilyOwned.label}
              hint={FAMILY_FIELDS.businessIsSmallFamilyOwned.help}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

function HomeEquity() {
  const residence = useWatch<Form>({ name: 'finance.primaryResidence' });
  if (residence !== 'own') return null;
  return (
    <FormMoneyField
      name="finance.residenceEquity"
      label={FAMILY_FIELDS.residenceEquity.label}
      hint={FAMILY_FIELDS.residenceEquity.help}
    />
  );
}

function Money({ name }: { name: FinanceKey }) {
  const copy = FAMILY_FIELDS[name as keyof typeof FAMILY_FIELDS];
  return <FormMoneyField name={`finance.${name}`} label={copy.label} hint={copy.help} />;
}

function YesNo({ name }: { name: FinanceKey }) {
  const copy = FAMILY_FIELDS[name as keyof typeof FAMILY_FIELDS];
  return <FormYesNo name={`finance.${name}`} label={copy.label} hint={copy.help} />;
}

interface FinanceSectionConfig {
  id: string;
  title: string;
  description: string;
  keys: readonly FinanceKey[];
  body: () => ReactNode;
}

export const FINANCE_SECTIONS: readonly FinanceSectionConfig[] = [
  {
    id: 'savings',
    title: 'Savings and investments',
    description: 'The parents’ assets the FAFSA counts. Write 0 for an account you do not have.',
    keys: ['checkingAmount', 'taxableBrokerageAccountsAmount', 'collegeSavingsAccountsAmount'],
    body: () => (
      <div className="grid gap-5 md:grid-cols-3">
        <Money name="checkingAmount" />
        <Money name="taxableBrokerageAccountsAmount" />
        <Money name="collegeSavingsAccountsAmount" />
      </div>
    ),
  },
  {
    id: 'household-finance',
    title: 'Home, property, business and insurance',
    description:
      'The FAFSA leaves out your home, life insurance and annuities; colleges that use the CSS Profile may count them.',
    keys: [
      'primaryResidence',
      'residenceEquity',
      'ownsInvestmentProperty',
      'investmentEquity',
      'hasBusinessAssets',
      'businessAssetsAmount',
      'businessIsSmallFamilyOwned',
      'hasLifeInsuranceAccount',
      'insuranceAmount',
      'hasAnnuities',
      'annuitiesAmount',
    ],
    body: () => (
      <div className="space-y-6">
        <div className="grid gap-5 md:grid-cols-2">
          <FormSelect
            name="finance.primaryResidence"
            label="Do you own or rent the home you live in?"
            hint={FAMILY_FIELDS.primaryResidence.help}
            options={RESIDENCE_OPTIONS}
            placeholder="Choose"
          />
          <HomeEquity />
        </div>
        <GuardedAmount flag="ownsInvestmentProperty" amount="investmentEquity" />
        <GuardedAmount flag="hasBusinessAssets" amount="businessAssetsAmount" />
        <GuardedAmount flag="hasLifeInsuranceAccount" amount="insuranceAmount" />
        <GuardedAmount flag="hasAnnuities" amount="annuitiesAmount" />
      </div>
    ),
  },
  {
    id: 'retirement',
    title: 'Retirement',
    description:
      'Retirement accounts are not counted as assets; yearly contributions matter to the CSS Profile.',
    keys: ['annualRetirementAmount', 'has401k', 'hasIRA', 'hasRothIRA'],
    body: () => (
      <div className="space-y-6">
        <div className="max-w-md">
          <Money name="annualRetirementAmount" />
        </div>
        <div className="grid gap-6 md:grid-cols-3">
          <YesNo name="has401k" />
          <YesNo name="hasIRA" />
          <YesNo name="hasRothIRA" />
        </div>
      </div>
    ),
  },
  {
    id: 'additional-information',
    title: 'Additional information',
    description: 'Your deduction and the professionals you work with.',
    keys: ['standardDeductionOrg', 'hasFinAdvisor', 'hasCPA'],
    body: () => (
      <div className="space-y-6">
        <div className="max-w-md">
          <Money name="standardDeductionOrg" />
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <YesNo name="hasFinAdvisor" />
          <YesNo name="hasCPA" />
        </div>
      </div>
    ),
  },
];

/** One group of finance answers, saved on its own. */
export function FinanceSection({
  profile,
  config,
}: {
  profile: FamilyProfile;
  config: FinanceSectionConfig;
}) {
  const writes = useFamilyProfileWrites();
  const paths = config.keys.map((k) => `finance.${k}` as const);
  const { form, onSubmit, problem, reset } = useSectionForm<Form>({
    values: { finance: financeDraft(profile) },
    validate: (v) => validateFinance(v.finance, config.keys),
    save: (v) => writes.updateProfile.mutateAsync(financeRequest(v.finance, config.keys)),
    fields: paths,
    rename: Object.fromEntries(config.keys.map((k) => [k, `finance.${k}` as const])),
  });
  return (
    <SectionCard id={config.id} title={config.title} description={config.description}>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          {config.body()}
          <SaveBar
            dirty={form.formState.isDirty}
            busy={form.formState.isSubmitting}
            problem={problem}
            onReset={reset}
          />
        </form>
      </FormProvider>
    </SectionCard>
  );
}
