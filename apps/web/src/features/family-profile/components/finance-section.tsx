import { OTHER_FAFSA_AMOUNTS, OTHER_FAFSA_FLAGS } from '@ccp/contracts/family-options';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import type { ReactNode } from 'react';
import {
  type FinanceDraft,
  financeDraft,
  financeRequest,
} from '../../../domains/family/profile/family-drafts';
import {
  FinanceMoney,
  FinanceYesNo,
  GuardedAmount,
  HomeQuestions,
} from '../../../domains/family/profile/family-form-fields';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { financeSchema, heldAt } from '../../../domains/family/profile/family-validation';
import { AutosaveSection } from './section-card';
import { changedAnswers, useSectionForm } from './use-section-form';

type FinanceKey = keyof FinanceDraft;
type Form = { finance: FinanceDraft };

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
        <FinanceMoney name="checkingAmount" />
        <FinanceMoney name="taxableBrokerageAccountsAmount" />
        <FinanceMoney name="collegeSavingsAccountsAmount" />
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
          <HomeQuestions />
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
      'Retirement accounts are not counted as assets. What each parent puts in each year is asked with that parent’s income (Parents), once.',
    keys: ['has401k', 'hasIRA', 'hasRothIRA'],
    body: () => (
      <div className="space-y-6">
        <div className="grid gap-6 md:grid-cols-3">
          <FinanceYesNo name="has401k" />
          <FinanceYesNo name="hasIRA" />
          <FinanceYesNo name="hasRothIRA" />
        </div>
      </div>
    ),
  },
  {
    id: 'other-fafsa-questions',
    title: 'Less common FAFSA questions',
    description:
      'Most families answer none to every one of these (leave an amount empty for none); each changes the SAI only when it applies.',
    keys: [...OTHER_FAFSA_AMOUNTS, ...OTHER_FAFSA_FLAGS],
    body: () => (
      <div className="space-y-6">
        <div className="grid gap-5 md:grid-cols-2">
          {OTHER_FAFSA_AMOUNTS.map((name) => (
            <FinanceMoney key={name} name={name} suffix="per year" />
          ))}
        </div>
        {OTHER_FAFSA_FLAGS.map((name) => (
          <FinanceYesNo key={name} name={name} />
        ))}
      </div>
    ),
  },
  {
    id: 'additional-information',
    title: 'Additional information',
    description: 'The professionals you work with.',
    keys: ['hasFinAdvisor', 'hasCPA'],
    body: () => (
      <div className="space-y-6">
        <div className="grid gap-6 md:grid-cols-2">
          <FinanceYesNo name="hasFinAdvisor" />
          <FinanceYesNo name="hasCPA" />
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
  const section = useSectionForm<Form>({
    profile,
    toValues: (p) => ({ finance: financeDraft(p) }),
    schema: heldAt('finance', financeSchema(config.keys)),
    save: (v, base, version) =>
      writes.updateProfile.mutateAsync({
        ...changedAnswers(financeRequest(v.finance, config.keys), financeRequest(base.finance, config.keys)),
        version,
      }),
    fields: paths,
    at: 'finance.',
  });
  return (
    <AutosaveSection id={config.id} title={config.title} description={config.description} section={section}>
      {config.body()}
    </AutosaveSection>
  );
}
