import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { Select } from '../../../components/ui/select';
import { formatUsd } from '../../../lib/format';
import {
  maxInCollege,
  movableSavings,
  RETIREMENT_MOVES,
  type RetirementMove,
  retirementLimit,
  retirementMoveLimit,
  type WhatIfChoices,
} from './what-if';
import { WhatIfSlider } from './what-if-slider';

const RETIREMENT_OPTIONS = (Object.keys(RETIREMENT_MOVES) as RetirementMove[]).map((key) => ({
  value: key,
  label: RETIREMENT_MOVES[key].label,
}));
const isRetirementMove = (value: string): value is RetirementMove => value in RETIREMENT_MOVES;

/** A slider's end: twice the saved amount, at least `floor`, rounded up to `round`. */
const sliderEnd = (saved: number, floor: number, round: number) =>
  Math.ceil(Math.max(floor, saved * 2) / round) * round;

type AmountKey = 'checking' | 'brokerage' | 'collegeSavings' | 'investmentEquity' | 'businessAssets';
type MoveKey = 'moveTo529' | 'moveToRetirement' | 'homePurchase';

/** The savings sliders, in their order; `when` hides one the profile does not have. */
const SAVINGS: { key: AmountKey; label: string; step: number; when?: (p: FamilyProfile) => boolean }[] = [
  { key: 'checking', label: 'Cash, savings and checking', step: 500 },
  { key: 'brokerage', label: 'Investments (brokerage accounts)', step: 500 },
  { key: 'collegeSavings', label: 'College savings (529 plans)', step: 500 },
  {
    key: 'investmentEquity',
    label: 'Investment property equity',
    step: 1_000,
    when: (p) => p.ownsInvestmentProperty,
  },
  { key: 'businessAssets', label: 'Business assets', step: 1_000, when: (p) => p.hasBusinessAssets },
];

/** The moves of savings: each takes cash first, then investments, up to what can be moved. */
const MOVES: { key: MoveKey; label: string; hint: string }[] = [
  { key: 'moveTo529', label: 'Move into a 529', hint: 'Still a parent asset on the FAFSA.' },
  {
    key: 'moveToRetirement',
    label: 'Move into a retirement account',
    hint: 'Retirement accounts are not counted as assets.',
  },
  {
    key: 'homePurchase',
    label: 'Spend on a home',
    hint: 'Cash becomes home equity, which the FAFSA does not count.',
  },
];

interface Control {
  id: string;
  label: string;
  hint?: string;
  value: number;
  min?: number;
  max: number;
  step: number;
  count?: boolean;
  onChange: (value: number) => void;
}

function Sliders({ controls }: { controls: Control[] }) {
  return controls.map(({ id, ...control }) => <WhatIfSlider key={id} {...control} />);
}

/**
 * The what-if sliders: income, savings and moving money, on the saved answers (`base`) and the current choices.
 * `baseAwardYear`: the award year the profile's money stands for (its tax year's retirement limits apply).
 */
export function WhatIfControls({
  saved,
  base,
  baseAwardYear,
  choices,
  set,
}: {
  saved: FamilyProfile;
  base: WhatIfChoices;
  baseAwardYear: string;
  choices: WhatIfChoices;
  set: <K extends keyof WhatIfChoices>(key: K, value: WhatIfChoices[K]) => void;
}) {
  const movable = movableSavings(choices);

  const income: Control[] = [
    ...saved.parents.map((parent, i) => ({
      id: parent.id,
      label: `${parent.firstName || `Parent ${i + 1}`}’s yearly pay before deductions`,
      hint: 'A raise, a pay cut or a new job: move it to the new pay.',
      value: choices.parentIncomes[i] ?? 0,
      max: sliderEnd(base.parentIncomes[i] ?? 0, 200_000, 10_000),
      step: 1_000,
      onChange: (v: number) =>
        set(
          'parentIncomes',
          choices.parentIncomes.map((x, j) => (j === i ? v : x)),
        ),
    })),
    {
      id: 'inCollege',
      label: 'People in college at the same time',
      hint: 'A sibling in college: the CSS Profile splits the parents’ share; the federal SAI no longer does.',
      value: choices.inCollege,
      min: 1,
      max: maxInCollege(saved),
      step: 1,
      count: true,
      onChange: (v: number) => set('inCollege', v),
    },
  ];
  const savings: Control[] = SAVINGS.filter((s) => s.when?.(saved) ?? true).map((s) => ({
    id: s.key,
    label: s.label,
    value: choices[s.key],
    max: sliderEnd(base[s.key], 100_000, 10_000),
    step: s.step,
    onChange: (v: number) => set(s.key, v),
  }));
  const retirementHelp = RETIREMENT_MOVES[choices.retirementMove].help(
    retirementLimit(saved, choices.retirementMove, baseAwardYear),
  );
  // One year's move into a retirement account stops at the IRS's yearly limit for that account.
  const retirementMax = Math.min(movable, retirementMoveLimit(saved, choices.retirementMove, baseAwardYear));
  const moves: Control[] = MOVES.map((m) => {
    const max = m.key === 'moveToRetirement' ? retirementMax : movable;
    return {
      id: m.key,
      label: m.label,
      hint: m.hint,
      value: Math.min(choices[m.key], max),
      max,
      step: 500,
      onChange: (v: number) => set(m.key, Math.min(v, max)),
    };
  });

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <fieldset className="space-y-5">
        <legend className="mb-3 font-semibold text-navy-900">Income</legend>
        <Sliders controls={income} />
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-3 font-semibold text-navy-900">Savings and investments</legend>
        <Sliders controls={savings} />
      </fieldset>

      <fieldset className="space-y-5 lg:col-span-2">
        <legend className="mb-1 font-semibold text-navy-900">Moving money</legend>
        <p className="text-xs text-slate-600">
          Each move takes cash first, then investments ({formatUsd(movable)} can be moved).
        </p>
        <Select
          className="max-w-md"
          label="Which retirement account"
          hint={retirementHelp}
          options={RETIREMENT_OPTIONS}
          value={choices.retirementMove}
          onChange={(event) => {
            const kind = event.target.value;
            if (isRetirementMove(kind)) set('retirementMove', kind);
          }}
        />
        <div className="grid gap-5 lg:grid-cols-3">
          <Sliders controls={moves} />
        </div>
      </fieldset>
    </div>
  );
}
