import type { FundingPlanResult } from '@ccp/aid-engine';

const GRADES: Record<string, string> = {
  P: 'primary source',
  'P-repo': 'primary source, read through a file that quotes it',
  S: 'secondary source',
  U: 'not confirmed',
};

/** How the funding plan is made: its assumptions and each rule with its source and how sure it is. */
export function FundingSources({ plan }: { plan: FundingPlanResult }) {
  return (
    <details className="rounded-xl border border-slate-200 p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-navy-900">
        How this is worked out, and the rules’ sources
      </summary>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {plan.assumptions.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
      <h4 className="mt-4 font-semibold text-navy-900">The federal rules</h4>
      <ul className="mt-2 space-y-2 text-slate-700">
        {plan.sources.map((s) => (
          <li key={s.rule}>
            {s.rule}.{' '}
            <span className="text-slate-600">
              Source: {s.source} ({GRADES[s.grade] ?? s.grade}).
            </span>
            {s.caveat ? <span className="font-semibold text-slate-800"> {s.caveat}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
