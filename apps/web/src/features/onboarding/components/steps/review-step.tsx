import {
  FILING_STATUS_LABELS,
  MARITAL_STATUS_LABELS,
  RESIDENCE_KIND_LABELS,
  STUDENT_TYPE_LABELS,
} from '@ccp/contracts/family-options';
import { ONBOARDING_STEPS, type OnboardingStepKey } from '@ccp/contracts/onboarding';
import { stateName } from '@ccp/contracts/us-states';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { parseMoney } from '../../../../components/ui/money-field';
import type { FamilyDraft } from '../../../../domains/family/profile/family-drafts';
import {
  FAMILY_FIELDS,
  ordinal,
  PARENT_FIELDS,
  STUDENT_FIELDS,
} from '../../../../domains/family/profile/family-fields';
import { formatUsd } from '../../../../lib/format';

const NOT_ANSWERED = 'Not answered';

const money = (text: string) => {
  const value = parseMoney(text);
  return value === null || Number.isNaN(value) ? NOT_ANSWERED : formatUsd(value);
};
const yesNo = (value: boolean | null) => (value === null ? NOT_ANSWERED : value ? 'Yes' : 'No');
const text = (value: string) => value.trim() || NOT_ANSWERED;

interface Row {
  label: string;
  value: ReactNode;
}

function Section({
  step,
  rows,
  onEdit,
  children,
}: {
  step: OnboardingStepKey;
  rows?: Row[];
  onEdit: (step: number) => void;
  children?: ReactNode;
}) {
  const index = ONBOARDING_STEPS.findIndex((s) => s.key === step);
  const title = ONBOARDING_STEPS[index]!.title;
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-navy-900">{title}</h2>
        <button
          type="button"
          onClick={() => onEdit(index)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-navy-800 hover:bg-navy-50"
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {title}</span>
        </button>
      </div>
      {rows ? <Rows rows={rows} /> : null}
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div
          key={row.label}
          className="flex justify-between gap-4 border-b border-slate-100 pb-2 sm:block sm:border-0 sm:pb-0"
        >
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="text-right font-medium text-slate-900 sm:text-left">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 9, Review: every answer on one page, each group with a way back to edit it, then the finish. */
export function ReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const draft = useWatch<FamilyDraft>() as FamilyDraft;
  const { household: h, finance: f, parents, students } = draft;
  return (
    <div className="space-y-4">
      <p className="text-base leading-relaxed text-slate-700">
        Check your answers. When you finish, we compute your Student Aid Index from them. You can change any
        of them later on your profile, and the SAI follows.
      </p>
      <Section
        step="household"
        onEdit={onEdit}
        rows={[
          { label: FAMILY_FIELDS.state.label, value: h.state ? stateName(h.state) : NOT_ANSWERED },
          { label: FAMILY_FIELDS.familyMembersCount.label, value: text(h.familyMembersCount) },
          { label: FAMILY_FIELDS.familyMembersInCollege.label, value: text(h.familyMembersInCollege) },
          { label: FAMILY_FIELDS.childrenUnder17.label, value: text(h.childrenUnder17) },
        ]}
      />
      <Section step="parents" onEdit={onEdit}>
        {parents.map((p, i) => (
          <div key={p.id ?? i} className="mt-3">
            <h3 className="text-sm font-semibold text-slate-800">
              {`${p.firstName} ${p.lastName}`.trim() || `Parent ${i + 1}`}
            </h3>
            <Rows
              rows={[
                { label: PARENT_FIELDS.age.label, value: text(p.age) },
                {
                  label: PARENT_FIELDS.maritalStatus.label,
                  value: p.maritalStatus ? MARITAL_STATUS_LABELS[p.maritalStatus] : NOT_ANSWERED,
                },
                { label: PARENT_FIELDS.annualIncome.label, value: money(p.annualIncome) },
                {
                  label: PARENT_FIELDS.filingStatus.label,
                  value: p.filingStatus ? FILING_STATUS_LABELS[p.filingStatus] : NOT_ANSWERED,
                },
                { label: PARENT_FIELDS.taxPaid.label, value: money(p.taxPaid) },
                { label: PARENT_FIELDS.taxableIncome.label, value: money(p.taxableIncome) },
              ]}
            />
          </div>
        ))}
      </Section>
      <Section
        step="savings"
        onEdit={onEdit}
        rows={[
          { label: FAMILY_FIELDS.checkingAmount.label, value: money(f.checkingAmount) },
          {
            label: FAMILY_FIELDS.taxableBrokerageAccountsAmount.label,
            value: money(f.taxableBrokerageAccountsAmount),
          },
          {
            label: FAMILY_FIELDS.collegeSavingsAccountsAmount.label,
            value: money(f.collegeSavingsAccountsAmount),
          },
        ]}
      />
      <Section
        step="household-finance"
        onEdit={onEdit}
        rows={[
          {
            label: FAMILY_FIELDS.primaryResidence.label,
            value: f.primaryResidence ? RESIDENCE_KIND_LABELS[f.primaryResidence] : NOT_ANSWERED,
          },
          ...(f.primaryResidence === 'own'
            ? [{ label: FAMILY_FIELDS.residenceEquity.label, value: money(f.residenceEquity) }]
            : []),
          {
            label: 'Other real estate',
            value: f.ownsInvestmentProperty ? money(f.investmentEquity) : 'No',
          },
          { label: 'Business or farm', value: f.hasBusinessAssets ? money(f.businessAssetsAmount) : 'No' },
          {
            label: 'Cash-value life insurance',
            value: f.hasLifeInsuranceAccount ? money(f.insuranceAmount) : 'No',
          },
          { label: 'Annuities', value: f.hasAnnuities ? money(f.annuitiesAmount) : 'No' },
        ]}
      />
      <Section
        step="retirement"
        onEdit={onEdit}
        rows={[
          { label: FAMILY_FIELDS.annualRetirementAmount.label, value: money(f.annualRetirementAmount) },
          { label: '401(k) or workplace plan', value: yesNo(f.has401k) },
          { label: 'Traditional IRA', value: yesNo(f.hasIRA) },
          { label: 'Roth IRA', value: yesNo(f.hasRothIRA) },
        ]}
      />
      <Section
        step="additional-information"
        onEdit={onEdit}
        rows={[
          { label: 'Financial advisor', value: yesNo(f.hasFinAdvisor) },
          { label: 'Accountant (CPA)', value: yesNo(f.hasCPA) },
        ]}
      />
      <Section step="students" onEdit={onEdit}>
        {students.map((s, i) => (
          <div key={s.id ?? i} className="mt-3">
            <h3 className="text-sm font-semibold text-slate-800">
              {ordinal(i + 1)} student: {text(s.name)}
            </h3>
            <Rows
              rows={[
                { label: STUDENT_FIELDS.graduationYear.label, value: text(s.graduationYear) },
                {
                  label: STUDENT_FIELDS.overallStudentType.label,
                  value: s.overallStudentType ? STUDENT_TYPE_LABELS[s.overallStudentType] : NOT_ANSWERED,
                },
                { label: STUDENT_FIELDS.incomeAmount.label, value: money(s.incomeAmount) },
                {
                  label: STUDENT_FIELDS.savingsAmount.label,
                  value: s.hasSavings ? money(s.savingsAmount) : 'None',
                },
                { label: STUDENT_FIELDS.utmaAmount.label, value: s.hasUtma ? money(s.utmaAmount) : 'None' },
              ]}
            />
          </div>
        ))}
      </Section>
    </div>
  );
}
