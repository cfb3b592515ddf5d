import { useFormContext, useWatch } from 'react-hook-form';
import { FormMoneyField, FormSelect, FormYesNo } from '../../../../components/ui/form-fields';
import type { FamilyDraft } from '../../../../lib/family-drafts';
import { FAMILY_FIELDS, RESIDENCE_OPTIONS } from '../../../../lib/family-fields';
import { QuestionGroup } from '../question-group';

type AmountPath =
  | 'finance.residenceEquity'
  | 'finance.investmentEquity'
  | 'finance.businessAssetsAmount'
  | 'finance.insuranceAmount'
  | 'finance.annuitiesAmount';

/** A No clears the amount that belonged to the Yes. */
function useClearOnNo() {
  const { setValue, clearErrors } = useFormContext<FamilyDraft>();
  return (path: AmountPath) => (answer: boolean) => {
    if (answer) return;
    setValue(path, '');
    clearErrors(path);
  };
}

/** Step 5, Household Finance: home, other real estate, business or farm, insurance and annuities. */
export function HouseholdFinanceStep({ sub }: { sub: number }) {
  const clearOnNo = useClearOnNo();
  const { setValue } = useFormContext<FamilyDraft>();
  const [residence, ownsProperty, hasBusiness, hasInsurance, hasAnnuities] = useWatch<
    FamilyDraft,
    [
      'finance.primaryResidence',
      'finance.ownsInvestmentProperty',
      'finance.hasBusinessAssets',
      'finance.hasLifeInsuranceAccount',
      'finance.hasAnnuities',
    ]
  >({
    name: [
      'finance.primaryResidence',
      'finance.ownsInvestmentProperty',
      'finance.hasBusinessAssets',
      'finance.hasLifeInsuranceAccount',
      'finance.hasAnnuities',
    ],
  });

  if (sub === 0) {
    return (
      <QuestionGroup title="Your home" intro={FAMILY_FIELDS.primaryResidence.help}>
        <FormSelect
          name="finance.primaryResidence"
          label="Do you own or rent the home you live in?"
          options={RESIDENCE_OPTIONS}
          placeholder="Choose"
          className="max-w-md"
        />
        {residence === 'own' ? (
          <FormMoneyField
            name="finance.residenceEquity"
            label={FAMILY_FIELDS.residenceEquity.label}
            hint={FAMILY_FIELDS.residenceEquity.help}
            className="max-w-md"
          />
        ) : null}
      </QuestionGroup>
    );
  }
  if (sub === 1) {
    return (
      <QuestionGroup title="Other real estate">
        <FormYesNo
          name="finance.ownsInvestmentProperty"
          label={FAMILY_FIELDS.ownsInvestmentProperty.label}
          hint={FAMILY_FIELDS.ownsInvestmentProperty.help}
          onAnswer={clearOnNo('finance.investmentEquity')}
        />
        {ownsProperty ? (
          <FormMoneyField
            name="finance.investmentEquity"
            label={FAMILY_FIELDS.investmentEquity.label}
            hint={FAMILY_FIELDS.investmentEquity.help}
            className="max-w-md"
          />
        ) : null}
      </QuestionGroup>
    );
  }
  if (sub === 2) {
    return (
      <QuestionGroup title="Business or farm">
        <FormYesNo
          name="finance.hasBusinessAssets"
          label={FAMILY_FIELDS.hasBusinessAssets.label}
          hint={FAMILY_FIELDS.hasBusinessAssets.help}
          onAnswer={(answer) => {
            clearOnNo('finance.businessAssetsAmount')(answer);
            if (!answer) setValue('finance.businessIsSmallFamilyOwned', null);
          }}
        />
        {hasBusiness ? (
          <>
            <FormMoneyField
              name="finance.businessAssetsAmount"
              label={FAMILY_FIELDS.businessAssetsAmount.label}
              hint={FAMILY_FIELDS.businessAssetsAmount.help}
              className="max-w-md"
            />
            <FormYesNo
              name="finance.businessIsSmallFamilyOwned"
              label={FAMILY_FIELDS.businessIsSmallFamilyOwned.label}
              hint={FAMILY_FIELDS.businessIsSmallFamilyOwned.help}
            />
          </>
        ) : null}
      </QuestionGroup>
    );
  }
  return (
    <QuestionGroup title="Insurance and annuities">
      <FormYesNo
        name="finance.hasLifeInsuranceAccount"
        label={FAMILY_FIELDS.hasLifeInsuranceAccount.label}
        hint={FAMILY_FIELDS.hasLifeInsuranceAccount.help}
        onAnswer={clearOnNo('finance.insuranceAmount')}
      />
      {hasInsurance ? (
        <FormMoneyField
          name="finance.insuranceAmount"
          label={FAMILY_FIELDS.insuranceAmount.label}
          hint={FAMILY_FIELDS.insuranceAmount.help}
          className="max-w-md"
        />
      ) : null}
      <FormYesNo
        name="finance.hasAnnuities"
        label={FAMILY_FIELDS.hasAnnuities.label}
        hint={FAMILY_FIELDS.hasAnnuities.help}
        onAnswer={clearOnNo('finance.annuitiesAmount')}
      />
      {hasAnnuities ? (
        <FormMoneyField
          name="finance.annuitiesAmount"
          label={FAMILY_FIELDS.annuitiesAmount.label}
          hint={FAMILY_FIELDS.annuitiesAmount.help}
          className="max-w-md"
        />
      ) : null}
    </QuestionGroup>
  );
}
