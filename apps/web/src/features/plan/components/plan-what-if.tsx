import type { FamilyPlanResponse } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { SaveWhatIf } from '../../../domains/family/what-if/save-what-if';
import { initialChoices, type WhatIfChoices } from '../../../domains/family/what-if/what-if';
import { WhatIfControls } from '../../../domains/family/what-if/what-if-controls';
import { formatUsd, formatUsdChange } from '../../../lib/format';
import type { PlanFigures } from '../lib/plan-what-if';

function signedChange(now: number, before: number): string {
  return now === before ? 'no change' : formatUsdChange(now - before);
}

/**
 * The plan's what-ifs: the SAI page's controls on a copy of the saved profile; the page redraws its table and chart
 * from `figures` (the engine's plan on the changed profile). Nothing is saved until "Save as my profile".
 */
export function PlanWhatIf({
  saved,
  changed,
  plan,
  figures,
  choices,
  setChoices,
}: {
  saved: FamilyProfile;
  changed: FamilyProfile;
  plan: FamilyPlanResponse;
  figures: PlanFigures;
  choices: WhatIfChoices;
  setChoices: (choices: WhatIfChoices) => void;
}) {
  const base = initialChoices(saved);
  const set = <K extends keyof WhatIfChoices>(key: K, value: WhatIfChoices[K]) =>
    setChoices({ ...choices, [key]: value });
  const before = plan.totals;
  const now = figures.totals;
  return (
    <>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Move a slider (or use the arrow keys on it) or type an amount: every year of the plan is worked out
        again in your browser at once. Nothing is saved until you press “Save as my profile”.
      </p>
      <dl
        aria-live="polite"
        className="mt-5 grid gap-3 rounded-xl border border-accent-100 bg-accent-50 p-4 sm:grid-cols-3"
      >
        <Figure
          label="Net price over the plan with these changes"
          amount={now.netPrice}
          before={before.netPrice}
        />
        <Figure label="Pell Grants over the plan" amount={now.pell} before={before.pell} />
        <Figure
          label="Need-based grants over the plan"
          amount={now.needBasedGrant}
          before={before.needBasedGrant}
        />
      </dl>
      <WhatIfControls
        saved={saved}
        base={base}
        baseAwardYear={plan.baseAwardYear}
        choices={choices}
        set={set}
      />
      <SaveWhatIf
        saved={saved}
        changed={changed}
        summary={`The plan’s net price becomes ${formatUsd(now.netPrice)} (now ${formatUsd(before.netPrice)}).`}
        onReset={() => setChoices(base)}
        // The saved profile is now the starting point: every slider shows its saved answer again.
        onSaved={(latest) => setChoices(initialChoices(latest))}
      />
    </>
  );
}

function Figure({ label, amount, before }: { label: string; amount: number; before: number }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-navy-900">{formatUsd(amount)}</dd>
      <dd className="text-xs tabular-nums text-slate-600">
        Saved: {formatUsd(before)} ({signedChange(amount, before)})
      </dd>
    </div>
  );
}
