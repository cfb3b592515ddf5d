import type { FavouritesResponse, SaiResult } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EstimateNote, NET_PRICE_METHOD_SHORT } from '../../../components/ui/estimate-note';
import { errorMessage } from '../../../lib/api-client';
import { useFamilyProfile, useFamilyProfileWrites } from '../../../lib/family-profile';
import { formatUsd } from '../../../lib/format';
import { useSaiFavourites } from '../api/sai-api';
import {
  applyChoices,
  familyIncome,
  figuresFor,
  initialChoices,
  maxInCollege,
  movableSavings,
  netPriceFor,
  type ProfileChange,
  reasonsFor,
  type WhatIfChoices,
  whatIfWrites,
} from '../lib/what-if';
import { WhatIfSlider } from './what-if-slider';

/** A slider's end: twice the saved amount, at least `floor`, rounded up to `round`. */
const sliderEnd = (saved: number, floor: number, round: number) =>
  Math.ceil(Math.max(floor, saved * 2) / round) * round;

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
  const movable = movableSavings(choices);
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

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <fieldset className="space-y-5">
          <legend className="mb-3 font-semibold text-navy-900">Income</legend>
          {saved.parents.map((parent, i) => (
            <WhatIfSlider
              key={parent.id}
              label={`${parent.firstName || `Parent ${i + 1}`}’s yearly pay before deductions`}
              hint="A raise, a pay cut or a new job: move it to the new pay."
              value={choices.parentIncomes[i] ?? 0}
              max={sliderEnd(base.parentIncomes[i] ?? 0, 200_000, 10_000)}
              step={1_000}
              onChange={(v) =>
                set(
                  'parentIncomes',
                  choices.parentIncomes.map((x, j) => (j === i ? v : x)),
                )
              }
            />
          ))}
          <WhatIfSlider
            label="People in college at the same time"
            hint="A sibling in college: the CSS Profile splits the parents’ share; the federal SAI no longer does."
            value={choices.inCollege}
            min={1}
            max={maxInCollege(saved)}
            step={1}
            count
            onChange={(v) => set('inCollege', v)}
          />
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="mb-3 font-semibold text-navy-900">Savings and investments</legend>
          <WhatIfSlider
            label="Cash, savings and checking"
            value={choices.checking}
            max={sliderEnd(base.checking, 100_000, 10_000)}
            step={500}
            onChange={(v) => set('checking', v)}
          />
          <WhatIfSlider
            label="Investments (brokerage accounts)"
            value={choices.brokerage}
            max={sliderEnd(base.brokerage, 100_000, 10_000)}
            step={500}
            onChange={(v) => set('brokerage', v)}
          />
          <WhatIfSlider
            label="College savings (529 plans)"
            value={choices.collegeSavings}
            max={sliderEnd(base.collegeSavings, 100_000, 10_000)}
            step={500}
            onChange={(v) => set('collegeSavings', v)}
          />
          {saved.ownsInvestmentProperty ? (
            <WhatIfSlider
              label="Investment property equity"
              value={choices.investmentEquity}
              max={sliderEnd(base.investmentEquity, 100_000, 10_000)}
              step={1_000}
              onChange={(v) => set('investmentEquity', v)}
            />
          ) : null}
          {saved.hasBusinessAssets ? (
            <WhatIfSlider
              label="Business assets"
              value={choices.businessAssets}
              max={sliderEnd(base.businessAssets, 100_000, 10_000)}
              step={1_000}
              onChange={(v) => set('businessAssets', v)}
            />
          ) : null}
        </fieldset>

        <fieldset className="space-y-5 lg:col-span-2">
          <legend className="mb-1 font-semibold text-navy-900">Moving money</legend>
          <p className="text-xs text-slate-600">
            Each move takes cash first, then investments ({formatUsd(movable)} can be moved).
          </p>
          <div className="grid gap-5 lg:grid-cols-3">
            <WhatIfSlider
              label="Move into a 529"
              hint="Still a parent asset on the FAFSA."
              value={Math.min(choices.moveTo529, movable)}
              max={movable}
              step={500}
              onChange={(v) => set('moveTo529', v)}
            />
            <WhatIfSlider
              label="Move into a retirement account"
              hint="Retirement accounts are not counted."
              value={Math.min(choices.moveToRetirement, movable)}
              max={movable}
              step={500}
              onChange={(v) => set('moveToRetirement', v)}
            />
            <WhatIfSlider
              label="Spend on a home"
              hint="Cash becomes home equity, which the FAFSA does not count."
              value={Math.min(choices.homePurchase, movable)}
              max={movable}
              step={500}
              onChange={(v) => set('homePurchase', v)}
            />
          </div>
        </fieldset>
      </div>

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

function FavouriteNetPrices({
  favourites,
  studentId,
  figures,
  income,
}: {
  favourites: FavouritesResponse | undefined;
  studentId: string;
  figures: NonNullable<ReturnType<typeof figuresFor>>;
  income: number | null;
}) {
  const list = favourites?.students.find((s) => s.id === studentId)?.favourites ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mt-8">
      <h3 className="font-semibold text-navy-900">Your favourites’ net prices with these changes</h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Estimated net price of each favourite college with these changes
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                College
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Saved
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                With these changes
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((f) => {
              const now = netPriceFor(f.netPriceInputs, f.college.costOfAttendance, figures, income);
              const method = now === null ? null : NET_PRICE_METHOD_SHORT[now.method];
              return (
                <tr key={f.id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-900">
                    {f.college.name}
                    <span className="block text-xs text-slate-600">{f.college.priceYear}</span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {f.college.estimatedNetPrice === null
                      ? 'Not known'
                      : formatUsd(f.college.estimatedNetPrice)}
                  </td>
                  <td className="py-2 text-right font-semibold tabular-nums text-navy-900">
                    {now?.estimate == null ? 'Not known' : formatUsd(now.estimate)}
                    {method && now ? (
                      <EstimateNote
                        method={method}
                        dataYear={f.college.priceYear}
                        range={{ low: now.low, high: now.high }}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
