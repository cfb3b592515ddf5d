import type { SaiResult } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EstimateNote } from '../../../components/ui/estimate-note';
import { errorMessage } from '../../../lib/api-client';
import { useFamilyProfile, useFamilyProfileWrites } from '../../../lib/family-profile';
import { formatUsd } from '../../../lib/format';
import { useSaiFavourites } from '../api/sai-api';
import {
  applyChoices,
  familyIncome,
  figuresFor,
  initialChoices,
  type ProfileChange,
  reasonsFor,
  type WhatIfChoices,
  whatIfWrites,
} from '../lib/what-if';
import { WhatIfControls } from './what-if-controls';
import { FavouriteNetPrices } from './what-if-net-prices';

function signedChange(now: number, before: number): string {
  const d = now - before;
  if (d === 0) return 'no change';
  return `${d > 0 ? '+' : '−'}${formatUsd(Math.abs(d))}`;
}

const changeText = (v: ProfileChange['from']) =>
  v === null ? 'Not answered' : typeof v === 'number' ? formatUsd(v) : v === 'own' ? 'Owned' : v;

/** The what-ifs of the SAI page, on the saved profile once it is loaded. */
export function WhatIfPanel({ result, studentName }: { result: SaiResult; studentName: string }) {
  const profile = useFamilyProfile();
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
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const writes = useFamilyProfileWrites();
  const favourites = useSaiFavourites(true);

  const base = useMemo(() => initialChoices(saved), [saved]);
  const changed = useMemo(() => applyChoices(saved, choices), [saved, choices]);
  const savedFigures = useMemo(
    () => figuresFor(saved, result.studentId, result.awardYear),
    [saved, result.studentId, result.awardYear],
  );
  const figures = useMemo(
    () => figuresFor(changed, result.studentId, result.awardYear),
    [changed, result.studentId, result.awardYear],
  );
  const plan = useMemo(() => whatIfWrites(saved, changed), [saved, changed]);
  const reasons = useMemo(() => reasonsFor(changed), [changed]);
  if (!figures || !savedFigures) return null;

  const set = <K extends keyof WhatIfChoices>(key: K, value: WhatIfChoices[K]) =>
    setChoices((c) => ({ ...c, [key]: value }));
  const untouched = plan.changes.length === 0;

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      let latest = saved;
      if (plan.family) latest = await writes.updateProfile.mutateAsync(plan.family);
      for (const parent of plan.parents) latest = await writes.updateParent.mutateAsync(parent);
      // The saved profile is now the starting point: every slider shows its saved answer again.
      setChoices(initialChoices(latest));
      setConfirming(false);
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

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
        dataYear={`${result.awardYear} federal tables`}
        range={{ low: figures.institutionalLow, high: figures.institutionalHigh }}
        reasons={reasons}
      />

      <WhatIfControls saved={saved} base={base} choices={choices} set={set} />

      <FavouriteNetPrices
        favourites={favourites.data}
        studentId={result.studentId}
        figures={figures}
        income={familyIncome(changed)}
      />

      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={untouched} onClick={() => setChoices(base)}>
          Start again
        </Button>
        <Button
          disabled={untouched}
          onClick={() => {
            setSaveError(null);
            setConfirming(true);
          }}
        >
          Save as my profile
        </Button>
      </div>

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Save these changes to your profile?"
        description="Your profile will hold these answers, and every figure in the product will use them."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button busy={saving} onClick={() => void save()}>
              Save to my profile
            </Button>
          </>
        }
      >
        <ul className="space-y-2 text-sm">
          {plan.changes.map((c) => (
            <li key={c.label}>
              <span className="font-semibold text-slate-900">{c.label}:</span> {changeText(c.from)} →{' '}
              {changeText(c.to)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">
          {studentName}’s SAI becomes {formatUsd(figures.federalSai)} (now{' '}
          {formatUsd(savedFigures.federalSai)}).
        </p>
        {saveError ? (
          <Alert tone="error" title="Your profile was not changed" className="mt-4">
            <p>{saveError}</p>
          </Alert>
        ) : null}
      </Dialog>
    </Card>
  );
}

function WhatIfFigure({ label, amount, before }: { label: string; amount: number; before: number }) {
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
