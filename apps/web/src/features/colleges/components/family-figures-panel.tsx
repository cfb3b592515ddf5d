import { type CollegeDefaultsResponse, type CostAssumptions, US_STATES } from '@ccp/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { locationName } from '../../../lib/college-labels';
import { formatSai } from '../../../lib/format';
import { useCommittedText } from '../hooks/use-committed-text';
import type { Filters } from '../hooks/use-search-filters';

interface FamilyFiguresPanelProps {
  defaults: CollegeDefaultsResponse | undefined;
  assumptions: CostAssumptions | undefined;
  filters: Filters;
  update: (changes: Filters, options?: { replace?: boolean }) => void;
}

const stateOptions = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** Whose figures the costs are worked out with: the student, the family's state and SAI (changeable here). */
export function FamilyFiguresPanel({ defaults, assumptions, filters, update }: FamilyFiguresPanelProps) {
  const headingId = useId();
  const fieldsId = useId();
  // On phones the figures fold away behind a button, so that results come first.
  const [open, setOpen] = useState(false);
  const students = defaults?.students ?? [];
  const chosen = students.find((s) => s.id === filters.student) ?? students[0];
  const studentId = chosen?.id ?? '';
  const ownSai = chosen ? chosen.federalSai : (defaults?.federalSai ?? null);
  const [saiText, setSaiText] = useCommittedText(filters.family_federal_sai, (typed) => {
    const cleaned = typed.replace(/[$,\s]/g, '');
    update({ family_federal_sai: /^-?\d+$/.test(cleaned) ? cleaned : undefined }, { replace: true });
  });
  const cleanedSai = saiText.replace(/[$,\s]/g, '');
  const changed = filters.family_state !== undefined || filters.family_federal_sai !== undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-navy-100 bg-navy-50/60 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id={headingId} className="text-base font-bold text-navy-900">
          Costs worked out for your family
        </h2>
        {assumptions ? (
          <p className="text-sm text-slate-700">
            {assumptions.familyState ? `Living in ${locationName(assumptions.familyState)}` : 'State not set'}
            {' · '}
            {assumptions.federalSai === null ? 'SAI not set' : `SAI ${formatSai(assumptions.federalSai)}`}
            {` · Prices for ${assumptions.priceYear}`}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3 lg:hidden"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Hide these figures' : 'Change student, state or SAI'}
      </Button>
      <div
        id={fieldsId}
        className={`${open ? 'grid' : 'hidden'} mt-4 gap-4 sm:grid-cols-2 lg:grid lg:grid-cols-4 lg:items-start`}
      >
        {students.length > 0 ? (
          <Select
            label="Student"
            options={students.map((s) => ({
              value: s.id,
              label: s.graduationYear ? `${s.name} (${s.graduationYear})` : s.name,
            }))}
            value={studentId}
            hint="Each student's own SAI and first college year"
            onChange={(e) =>
              update({ student: e.target.value, family_federal_sai: undefined }, { replace: true })
            }
          />
        ) : null}
        <Select
          label="Family state"
          placeholder="Not set"
          hint={filters.family_state ? undefined : 'From your profile'}
          options={stateOptions}
          value={filters.family_state ?? defaults?.familyState ?? ''}
          onChange={(e) => update({ family_state: e.target.value || undefined }, { replace: true })}
        />
        <TextField
          label="Student Aid Index (SAI)"
          inputMode="numeric"
          autoComplete="off"
          placeholder={ownSai === null ? 'Not set' : String(ownSai)}
          hint={
            filters.family_federal_sai
              ? 'Net prices use this SAI'
              : `${chosen ? `${chosen.name}'s SAI` : 'From your profile'}; type to try another`
          }
          value={saiText}
          onChange={(e) => setSaiText(e.target.value)}
          error={
            cleanedSai !== '' && !/^-?\d+$/.test(cleanedSai) ? 'Enter the SAI as a whole number.' : undefined
          }
        />
        {changed ? (
          <div className="sm:pt-7">
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                update({ family_state: undefined, family_federal_sai: undefined }, { replace: true })
              }
            >
              Use my profile's figures
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
