import type { SaiResult } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { useMemo, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { EstimateNote } from '../../../components/ui/estimate-note';
import { useEditedFamilyProfile } from '../../../domains/family/profile/family-profile';
import { SaveWhatIf } from '../../../domains/family/what-if/save-what-if';
import {
  applyChoices,
  figuresFor,
  initialChoices,
  reasonsFor,
  type WhatIfChoices,
} from '../../../domains/family/what-if/what-if';
import { WhatIfControls } from '../../../domains/family/what-if/what-if-controls';
import { formatSai, formatSaiChange, formatUsd, formatUsdChange } from '../../../lib/format';
import { useSaiFavourites } from '../api/sai-api';
import { FavouriteNetPrices } from './what-if-net-prices';

/**
 * The what-ifs of the SAI page, on the saved profile once it is loaded: the selected case study's while staff act as
 * the family and chose one (the page's figures are then the case study's too).
 */
export function WhatIfPanel({ result, studentName }: { result: SaiResult; studentName: string }) {
  const profile = useEditedFamilyProfile();
  if (!profile.data) return null;
  return (
    <WhatIfEditor key={result.studentId} saved={profile.data} result={result} studentName={studentName} />
  );
}

function WhatIfEditor({
  saved,
  result,
  studentName,
}: {
  saved: FamilyProfile;
  result: SaiResult;
  studentName: string;
}) {
  const [choices, setChoices] = useState<WhatIfChoices>(() => initialChoices(saved));
  const favourites = useSaiFavourites(true);

  const base = useMemo(() => initialChoices(saved), [saved]);
  const baseAwardYear = result.context.baseAwardYear;
  const changed = useMemo(() => applyChoices(saved, choices, baseAwardYear), [saved, choices, baseAwardYear]);
  const savedFigures = useMemo(
    () => figuresFor(saved, result.studentId, result.context),
    [saved, result.studentId, result.context],
  );
  const figures = useMemo(
    () => figuresFor(changed, result.studentId, result.context),
    [changed, result.studentId, result.context],
  );
  const reasons = useMemo(() => reasonsFor(changed, result.awardYear), [changed, result.awardYear]);
  if (!figures || !savedFigures) return null;

  const set = <K extends keyof WhatIfChoices>(key: K, value: WhatIfChoices[K]) =>
    setChoices((c) => ({ ...c, [key]: value }));

  return (
    <Card as="section" aria-labelledby="what-if-title">
      <h2 id="what-if-title" className="text-xl font-bold text-navy-900">
        Try a change
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Move a slider (or use the arrow keys on it) or type an amount: the federal formula runs again in your
        browser at once. Nothing is saved until you press “Save as my profile”.
      </p>

      <dl
        aria-live="polite"
        className="mt-5 grid gap-3 rounded-xl border border-accent-100 bg-accent-50 p-4 sm:grid-cols-3"
      >
        <WhatIfFigure
          label={`SAI for ${studentName} with these changes`}
          amount={figures.federalSai}
          before={savedFigures.federalSai}
          index
        />
        <WhatIfFigure
          label="Pell Grant with these changes"
          amount={figures.pell}
          before={savedFigures.pell}
        />
        <WhatIfFigure
          label="CSS Profile estimate with these changes"
          amount={figures.institutional}
          before={savedFigures.institutional}
        />
      </dl>
      <EstimateNote
        className="mt-2"
        method="Federal formula and CSS Profile-style estimate, worked out in your browser"
        dataYear={result.tables.federal}
        range={{ low: figures.institutionalLow, high: figures.institutionalHigh }}
        reasons={reasons}
      />

      <WhatIfControls saved={saved} base={base} baseAwardYear={baseAwardYear} choices={choices} set={set} />

      <FavouriteNetPrices favourites={favourites.data} studentId={result.studentId} figures={figures} />

      <SaveWhatIf
        saved={saved}
        changed={changed}
        summary={`${studentName}’s SAI becomes ${formatSai(figures.federalSai)} (now ${formatSai(savedFigures.federalSai)}).`}
        onReset={() => setChoices(base)}
        // The saved profile is now the starting point: every slider shows its saved answer again.
        onSaved={(latest) => setChoices(initialChoices(latest))}
      />
    </Card>
  );
}

/** A figure beside its saved value; `index` for the SAI (no "$"), dollars otherwise. */
function WhatIfFigure({
  label,
  amount,
  before,
  index = false,
}: {
  label: string;
  amount: number;
  before: number;
  index?: boolean;
}) {
  const format = index ? formatSai : formatUsd;
  const change =
    amount === before ? 'no change' : (index ? formatSaiChange : formatUsdChange)(amount - before);
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-navy-900">{format(amount)}</dd>
      <dd className="text-xs tabular-nums text-slate-600">
        Saved: {format(before)} ({change})
      </dd>
    </div>
  );
}
