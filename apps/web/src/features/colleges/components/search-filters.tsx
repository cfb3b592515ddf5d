import { CIP_FAMILIES, COLLEGE_DEFINITIONS, COLLEGE_LOCATIONS } from '@ccp/contracts';
import { Button } from '../../../components/ui/button';
import { MoneyField, moneyText, parseMoney } from '../../../components/ui/money-field';
import { Select, type SelectOption } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useCommittedText } from '../hooks/use-committed-text';
import type { Filters } from '../hooks/use-search-filters';

interface SearchFiltersProps {
  filters: Filters;
  update: (changes: Filters, options?: { replace?: boolean }) => void;
  clear: () => void;
  activeCount: number;
  /** The home ZIP code distances are measured from, if the profile has one. */
  homeZip: string | null;
}

const ANY = 'Any';

const stateOptions: SelectOption[] = COLLEGE_LOCATIONS.map((s) => ({ value: s.code, label: s.name }));
const majorOptions: SelectOption[] = CIP_FAMILIES.map((f) => ({ value: f.code, label: f.title }));

/** Preset minimums; a value from a shared link that is not a preset is offered as well. */
function percentOptions(presets: number[], current: string | undefined): SelectOption[] {
  const values = new Set(presets);
  if (current !== undefined && Number.isFinite(Number(current))) values.add(Number(current));
  return [...values].sort((a, b) => a - b).map((v) => ({ value: String(v), label: `At least ${v}%` }));
}

/** A filter chosen from a list: its URL key, its words and its choices (given the current value). */
interface SelectFilter {
  key: keyof Filters;
  label: string;
  placeholder: string;
  tooltip?: string;
  options: (current: string | undefined) => SelectOption[];
}

const choices = (values: number[], label: (value: number) => string) => (): SelectOption[] =>
  values.map((v) => ({ value: String(v), label: label(v) }));
const atLeastPercent = (presets: number[]) => (current: string | undefined) =>
  percentOptions(presets, current);

const FIT: SelectFilter[] = [
  {
    key: 'fit',
    label: 'Fit for the student',
    placeholder: 'Any fit',
    tooltip:
      "Reach, target or likely, from the student's SAT or ACT score against the college's middle 50% and its acceptance rate.",
    options: () => [
      { value: 'likely', label: 'Likely' },
      { value: 'target', label: 'Target' },
      { value: 'reach', label: 'Reach' },
    ],
  },
  {
    key: 'can_we_pay',
    label: 'Can we pay for this?',
    placeholder: 'Any',
    tooltip:
      'Your funding plan with the college counted for the student: covered by your savings and income, or within the federal loans (no gap beyond them).',
    options: () => [
      { value: 'covered', label: 'Covered by savings and income' },
      { value: 'within_loans', label: 'Within the federal loans (no gap)' },
    ],
  },
];

const PLACE_AND_KIND: SelectFilter[] = [
  { key: 'state', label: 'State', placeholder: 'Any state', options: () => stateOptions },
  {
    key: 'college_level',
    label: 'Level',
    placeholder: ANY,
    options: () => [
      { value: '4-year', label: '4-year' },
      { value: '2-year', label: '2-year' },
    ],
  },
  {
    key: 'college_type',
    label: 'Type',
    placeholder: ANY,
    options: () => [
      { value: 'public', label: 'Public' },
      { value: 'private-nonprofit', label: 'Private nonprofit' },
      { value: 'private-for-profit', label: 'Private for-profit' },
    ],
  },
  {
    key: 'major_code',
    label: 'Field of study',
    placeholder: 'Any field',
    tooltip: 'Colleges that awarded at least one degree in this field (CIP family) in 2021-22.',
    options: () => majorOptions,
  },
];

const OUTCOMES: SelectFilter[] = [
  {
    key: 'acceptance',
    label: 'Acceptance rate',
    placeholder: ANY,
    tooltip: COLLEGE_DEFINITIONS.acceptanceRate,
    options: atLeastPercent([10, 25, 50, 75, 90]),
  },
  {
    key: 'graduation_rate',
    label: 'Graduation rate',
    placeholder: ANY,
    tooltip: COLLEGE_DEFINITIONS.graduationRate,
    options: atLeastPercent([25, 50, 60, 70, 80, 90]),
  },
  {
    key: 'gift_rate',
    label: 'Gift aid rate',
    placeholder: ANY,
    tooltip: COLLEGE_DEFINITIONS.giftRate,
    options: atLeastPercent([10, 25, 40, 50, 60]),
  },
  {
    key: 'aid_rate',
    label: 'Federal aid rate',
    placeholder: ANY,
    tooltip: COLLEGE_DEFINITIONS.aidRate,
    options: atLeastPercent([25, 50, 75, 90]),
  },
  {
    key: 'max_debt_payment',
    label: 'Monthly loan payment',
    placeholder: ANY,
    tooltip:
      'The median federal debt of graduates, repaid over 10 years at the federal undergraduate loan rate.',
    options: choices([100, 150, 200, 250, 300], (v) => `At most $${v} a month`),
  },
  {
    key: 'min_earnings',
    label: 'Earnings 10 years after entry',
    placeholder: ANY,
    tooltip:
      'The median yearly earnings of former students who received federal aid, 10 years after they started (College Scorecard).',
    options: choices(
      [30_000, 40_000, 50_000, 60_000, 75_000],
      (v) => `At least $${v.toLocaleString('en-US')} a year`,
    ),
  },
  {
    key: 'max_payment_share',
    label: 'Loan payment as a share of earnings',
    placeholder: ANY,
    tooltip:
      'A year of the monthly loan payment on the median federal debt, divided by the median earnings 10 years after entry.',
    options: choices([5, 8, 10, 15], (v) => `At most ${v}%`),
  },
];

/** A run of list filters, in the table's order. */
function SelectFilters({
  filters,
  set,
  list,
}: {
  filters: Filters;
  set: (key: keyof Filters) => (value: string) => void;
  list: SelectFilter[];
}) {
  return list.map((f) => (
    <Select
      key={f.key}
      label={f.label}
      placeholder={f.placeholder}
      tooltip={f.tooltip}
      options={f.options(filters[f.key])}
      value={filters[f.key] ?? ''}
      onChange={(e) => set(f.key)(e.target.value)}
    />
  ));
}

function WholeNumberField({
  label,
  value,
  onCommit,
  hint,
}: {
  label: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  hint?: string;
}) {
  const [text, setText] = useCommittedText(value, (typed) => {
    const digits = typed.replace(/[,\s]/g, '');
    onCommit(/^\d+$/.test(digits) ? digits : undefined);
  });
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={text !== '' && !/^[\d,\s]+$/.test(text) ? 'Enter a whole number.' : undefined}
    />
  );
}

/** The search filters; every change is written to the URL. */
export function SearchFilters({ filters, update, clear, activeCount, homeZip }: SearchFiltersProps) {
  const set = (key: keyof Filters) => (value: string) => update({ [key]: value || undefined });
  const [coaText, setCoaText] = useCommittedText(
    filters.coa === undefined ? undefined : moneyText(Number(filters.coa)),
    (typed) => {
      const amount = parseMoney(typed);
      update(
        { coa: amount !== null && Number.isInteger(amount) && amount >= 0 ? String(amount) : undefined },
        { replace: true },
      );
    },
  );
  const coaAmount = parseMoney(coaText);

  return (
    <div className="space-y-5">
      <SelectFilters filters={filters} set={set} list={FIT} />
      <Select
        label="Distance from home"
        placeholder="Any distance"
        tooltip="Straight-line miles from the home ZIP code in your profile."
        options={[25, 50, 100, 250, 500, 1000].map((v) => ({ value: String(v), label: `Within ${v} miles` }))}
        value={filters.max_distance ?? ''}
        onChange={(e) => set('max_distance')(e.target.value)}
        hint={homeZip ? `From ZIP code ${homeZip}.` : 'Add your home ZIP code to your profile first.'}
        disabled={!homeZip && !filters.max_distance}
      />
      <SelectFilters filters={filters} set={set} list={PLACE_AND_KIND} />
      <MoneyField
        label="Cost of attendance"
        suffix="at most"
        hint="Tuition, fees, room and board a year, at your state’s rate (the full cost also counts books, transport and personal costs)."
        value={coaText}
        onChange={(e) => setCoaText(e.target.value)}
        error={
          coaText !== '' && (coaAmount === null || Number.isNaN(coaAmount) || coaAmount < 0)
            ? 'Enter an amount in whole dollars.'
            : undefined
        }
      />
      <SelectFilters filters={filters} set={set} list={OUTCOMES} />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Undergraduates</legend>
        <div className="grid grid-cols-2 gap-3">
          <WholeNumberField
            label="From"
            value={filters.college_size_min}
            onCommit={(v) => update({ college_size_min: v }, { replace: true })}
          />
          <WholeNumberField
            label="To"
            value={filters.college_size_max}
            onCommit={(v) => update({ college_size_max: v }, { replace: true })}
          />
        </div>
      </fieldset>
      <p className="text-xs leading-relaxed text-slate-600">
        A filter on a figure leaves out colleges that publish no such figure.
      </p>
      <Button variant="secondary" size="sm" onClick={clear} disabled={activeCount === 0} className="w-full">
        Clear filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </Button>
    </div>
  );
}
