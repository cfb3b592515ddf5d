import { AID_POLICY_LABELS, type CollegeAidPolicy } from '@ccp/contracts';
import { Alert } from '../../../components/ui/alert';
import { formatMoney } from '../../../lib/format';
import { Facts, Section } from './college-page-parts';

function guaranteeText(policy: CollegeAidPolicy, amount: number, what: string): string {
  const rule = AID_POLICY_LABELS.incomeLimit[policy.incomeLimit];
  return `${what} for families earning ${rule} ${formatMoney(amount)} a year`;
}

/** The college's own published aid rules, read-only, with their source, grade and whether they are stale. */
export function CollegeAidPolicySection({ policy }: { policy: CollegeAidPolicy }) {
  const guarantees = [
    policy.freeTuitionIncomeMax === null
      ? null
      : guaranteeText(policy, policy.freeTuitionIncomeMax, 'Free tuition'),
    policy.freeTotalIncomeMax === null
      ? null
      : guaranteeText(policy, policy.freeTotalIncomeMax, 'Free tuition, housing and food'),
  ].filter((g): g is string => g !== null);
  const rows: [string, string][] = [
    ['CSS Profile', AID_POLICY_LABELS.cssProfileRequired[policy.cssProfileRequired]],
    ['Full need', AID_POLICY_LABELS.meetsFullNeed[policy.meetsFullNeed]],
    ['Admission', AID_POLICY_LABELS.needBlind[policy.needBlind]],
    ['Loans', AID_POLICY_LABELS.noLoanPolicy[policy.noLoanPolicy]],
  ];
  if (guarantees.length > 0) {
    rows.push(['Published guarantee', guarantees.join('; ')]);
    rows.push([
      'Who it is for',
      policy.guaranteeResidency
        ? AID_POLICY_LABELS.guaranteeResidency[policy.guaranteeResidency]
        : 'Not stated',
    ]);
    rows.push(['First year', policy.policyYear ?? 'Not stated']);
  }
  return (
    <Section
      title="How this college awards aid"
      aside={`As the college publishes it · graded ${policy.grade.toLowerCase()}`}
    >
      {policy.stale || policy.staleNote ? (
        <Alert
          tone="info"
          title={policy.stale ? 'This guarantee may be out of date' : 'Year not published'}
          className="mb-4"
        >
          <p>{policy.staleNote}</p>
        </Alert>
      ) : null}
      <Facts rows={rows} />
      {policy.guaranteeAssetsNote ? (
        <p className="mt-3 text-sm text-slate-700">Conditions: {policy.guaranteeAssetsNote}</p>
      ) : null}
      <p className="mt-3 text-xs leading-relaxed text-slate-600">
        Source: {policy.source} (graded {policy.grade}: {AID_POLICY_LABELS.grade[policy.grade]}
        {policy.checkedOn ? `, checked ${policy.checkedOn}` : ''}). The estimated net price above applies this
        policy: its aid form, whether it meets full need and any guarantee your family meets. The college's
        net price calculator gives its own figure.
      </p>
    </Section>
  );
}
