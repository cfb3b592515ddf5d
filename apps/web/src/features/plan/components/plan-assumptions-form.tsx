import { DEFAULT_GROWTH_RATES } from '@ccp/aid-engine';
import type { FamilyPlanResponse, PlanAssumptionsRequest } from '@ccp/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyField, moneyText, parseMoney } from '../../../components/ui/money-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useSavePlanAssumptions } from '../api/plan-api';

const ENTERED = 'entered';
const YEARS = ['1', '2', '3', '4', '5', '6'].map((v) => ({
  value: v,
  label: `${v} year${v === '1' ? '' : 's'}`,
}));

interface StudentDraft {
  studentId: string;
  choice: string;
  cost: string;
  gapYear: boolean;
  years: string;
}

function draftOf(plan: FamilyPlanResponse) {
  return {
    cost: String(plan.assumptions.costGrowthPercent),
    income: String(plan.assumptions.incomeGrowthPercent),
    assets: String(plan.assumptions.assetGrowthPercent),
    students: plan.students.map(
      (s): StudentDraft => ({
        studentId: s.id,
        choice: s.enteredCost !== null ? ENTERED : s.collegeId !== null ? String(s.collegeId) : '',
        cost: moneyText(s.enteredCost),
        gapYear: s.gapYear,
        years: String(s.yearsInCollege),
      }),
    ),
  };
}

const percent = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The plan's growth rates and each student's college, gap year and years in college; saved with the family. */
export function PlanAssumptionsForm({ plan }: { plan: FamilyPlanResponse }) {
  const [draft, setDraft] = useState(() => draftOf(plan));
  const save = useSavePlanAssumptions();
  const { showToast } = useToast();
  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const setStudent = (i: number, change: Partial<StudentDraft>) =>
    setDraft((d) => ({ ...d, students: d.students.map((s, j) => (j === i ? { ...s, ...change } : s)) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: PlanAssumptionsRequest = {
      costGrowthPercent: percent(draft.cost),
      incomeGrowthPercent: percent(draft.income),
      assetGrowthPercent: percent(draft.assets),
      students: draft.students.map((s) => ({
        studentId: s.studentId,
        collegeId: s.choice !== '' && s.choice !== ENTERED ? Number(s.choice) : null,
        enteredCost: s.choice === ENTERED ? (parseMoney(s.cost) ?? Number.NaN) : null,
        gapYear: s.gapYear,
        yearsInCollege: Number(s.years),
      })),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        showToast('Your plan assumptions are saved.', 'success');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-6">
      {save.isError ? (
        <Alert tone="error" title="The assumptions were not saved">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="College cost growth (% a year)"
          inputMode="decimal"
          value={draft.cost}
          onChange={(e) => setDraft({ ...draft, cost: e.target.value })}
          error={fields.costGrowthPercent}
          hint={`Published prices grow by this each year (default ${DEFAULT_GROWTH_RATES.costGrowthPercent}%).`}
        />
        <TextField
          label="Income growth (% a year)"
          inputMode="decimal"
          value={draft.income}
          onChange={(e) => setDraft({ ...draft, income: e.target.value })}
          error={fields.incomeGrowthPercent}
        />
        <TextField
          label="Asset growth (% a year)"
          inputMode="decimal"
          value={draft.assets}
          onChange={(e) => setDraft({ ...draft, assets: e.target.value })}
          error={fields.assetGrowthPercent}
        />
      </div>
      {plan.students.map((student, i) => {
        const s = draft.students[i];
        if (!s) return null;
        const options = [
          ...student.favourites.map((f) => ({ value: String(f.collegeId), label: f.name })),
          { value: ENTERED, label: 'A yearly cost I enter' },
        ];
        return (
          <fieldset
            key={student.id}
            className="grid min-w-0 gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm font-bold text-navy-900">{student.name}</legend>
            <Select
              label={`College counted for ${student.name}`}
              options={options}
              placeholder={student.favourites.length === 0 ? 'No favorite yet' : 'First favorite'}
              value={s.choice}
              onChange={(e) => setStudent(i, { choice: e.target.value })}
              error={fields[`students.${i}.collegeId`]}
            />
            {s.choice === ENTERED ? (
              <MoneyField
                label={`Yearly cost for ${student.name}`}
                suffix="in today’s dollars"
                value={s.cost}
                onChange={(e) => setStudent(i, { cost: e.target.value })}
                error={fields[`students.${i}.enteredCost`]}
              />
            ) : null}
            <Select
              label={`Years in college for ${student.name}`}
              options={YEARS}
              value={s.years}
              onChange={(e) => setStudent(i, { years: e.target.value })}
              error={fields[`students.${i}.yearsInCollege`]}
            />
            <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-accent-700"
                checked={s.gapYear}
                onChange={(e) => setStudent(i, { gapYear: e.target.checked })}
              />
              {student.name} takes a gap year before college
            </label>
          </fieldset>
        );
      })}
      <div>
        <Button type="submit" busy={save.isPending}>
          Save assumptions
        </Button>
      </div>
    </form>
  );
}
