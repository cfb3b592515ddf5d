import { DEFAULT_GROWTH_RATES } from '@ccp/aid-engine';
import {
  CALCULATOR_MAX_INCREASE_PERCENT,
  CALCULATOR_MAX_YEARS,
  type CalculatorRunResponse,
  NEWEST_PRICES_TEXT,
  US_STATES,
} from '@ccp/contracts';
import { Calculator } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CaseStudyFiguresNote } from '../../../components/ui/figures-notes';
import { MoneyField, moneyText, parseMoney } from '../../../components/ui/money-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useFiguresScope } from '../../../domains/family/figures/figures-scope';
import { useChosenStudent } from '../../../domains/family/profile/use-chosen-student';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCalculatorDefaults, useLinkedCollege, useRunCalculator } from '../api/calculator-api';
import { CalculatorResult } from './calculator-result';
import { CollegePicker, type PickedCollege } from './college-picker';

interface FormState {
  college: PickedCollege | null;
  studentId: string;
  familyState: string;
  sai: string;
  income: string;
  startYear: string;
  years: string;
  increase: string;
}

const THIS_YEAR = new Date().getFullYear();
const stateOptions = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const yearOptions = Array.from({ length: 16 }, (_, k) => {
  const year = THIS_YEAR + k;
  return { value: String(year), label: `${year}-${String((year + 1) % 100).padStart(2, '0')}` };
});
const lengthOptions = Array.from({ length: CALCULATOR_MAX_YEARS }, (_, k) => ({
  value: String(k + 1),
  label: k === 0 ? '1 year' : `${k + 1} years`,
}));

const wholeNumber = (text: string) => {
  const cleaned = text.replace(/[$,\s]/g, '');
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : null;
};

/** /family/cost-calculator: one college, one student, editable assumptions; open before onboarding is complete. */
export function CostCalculatorPage() {
  useDocumentTitle('College Cost Calculator');
  const formId = useId();
  const [params] = useSearchParams();
  const linkedId = Number(params.get('college'));
  const linked = useLinkedCollege(Number.isInteger(linkedId) && linkedId > 0 ? linkedId : null);
  const defaults = useCalculatorDefaults();
  const run = useRunCalculator();
  const scope = useFiguresScope();
  const [form, setForm] = useState<FormState | null>(null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CalculatorRunResponse | null>(null);
  const [previous, setPrevious] = useState<CalculatorRunResponse | null>(null);

  // The student in the link (?student=), else the first: the form starts from that student's own figures.
  const { student: chosen, select: selectStudent } = useChosenStudent(defaults.data?.students ?? []);
  useEffect(() => {
    if (form || !defaults.data) return;
    const student = chosen;
    setForm({
      college: null,
      studentId: student?.id ?? '',
      familyState: defaults.data.familyState ?? '',
      sai: student?.federalSai == null ? '' : String(student.federalSai),
      // The student's own figures for its first college year: the parents' income grown to that year.
      income:
        (student?.income ?? defaults.data.income) === null
          ? ''
          : moneyText(student?.income ?? defaults.data.income ?? 0),
      startYear: String(
        student?.startYear ?? Math.max(THIS_YEAR, yearOptions[0] ? Number(yearOptions[0].value) : THIS_YEAR),
      ),
      years: '4',
      // The family's one growth assumption (its plan's rate), as every other screen uses it.
      increase: String(defaults.data.basis?.costGrowthPercent ?? DEFAULT_GROWTH_RATES.costGrowthPercent),
    });
  }, [defaults.data, form, chosen]);

  // The college named in the link fills the field once, after the defaults; the family may change it after.
  const linkedApplied = useRef(false);
  const ready = form !== null;
  useEffect(() => {
    const college = linked.data?.college;
    if (!college || !ready || linkedApplied.current) return;
    linkedApplied.current = true;
    setForm((current) =>
      current
        ? {
            ...current,
            college: { id: college.id, name: college.name, city: college.city, state: college.state },
          }
        : current,
    );
  }, [linked.data, ready]);

  const heading = (
    <PageHeading
      eyebrow="Plan"
      title="College Cost Calculator"
      description={`See what a college could cost your family each year of study, what you may need, and what families like yours paid after grants. Every year is projected from ${NEWEST_PRICES_TEXT}, U.S. Department of Education, by one rule.`}
    />
  );
  if (defaults.isPending || !form) {
    return (
      <div>
        {heading}
        {defaults.isError ? (
          <Alert tone="error" title="The calculator could not be opened.">
            <p>{errorMessage(defaults.error)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => defaults.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PageSpinner label="Opening the calculator" />
        )}
      </div>
    );
  }

  const students = defaults.data?.students ?? [];
  const set = (changes: Partial<FormState>) => {
    setForm({ ...form, ...changes });
    setLocalErrors({});
  };
  const serverFields = run.error && isApiError(run.error) ? run.error.fields : {};
  const fieldError = (name: string) => localErrors[name] ?? serverFields[name];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const errors: Record<string, string> = {};
    if (!form.college) errors.collegeId = 'Choose a college.';
    const sai = form.sai.trim() === '' ? null : wholeNumber(form.sai);
    if (form.sai.trim() !== '' && sai === null) errors.federalSai = 'Enter the SAI as a whole number.';
    const income = parseMoney(form.income);
    if (income !== null && (Number.isNaN(income) || !Number.isInteger(income) || income < 0)) {
      errors.income = 'Enter the income in whole dollars.';
    }
    const increase = Number(form.increase);
    if (form.increase.trim() === '' || !Number.isFinite(increase))
      errors.annualIncreasePercent = 'Enter a percentage.';
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0 || !form.college) return;
    run.mutate(
      {
        collegeId: form.college.id,
        studentId: form.studentId || null,
        familyState: form.familyState ? (form.familyState as (typeof US_STATES)[number]['code']) : null,
        federalSai: sai,
        income: income === null || Number.isNaN(income) ? null : income,
        startYear: Number(form.startYear),
        years: Number(form.years),
        annualIncreasePercent: increase,
        ...scope.params,
      },
      {
        onSuccess: (answer) => {
          setPrevious(result);
          setResult(answer);
        },
      },
    );
  }

  return (
    <div>
      {heading}
      <CaseStudyFiguresNote basis={defaults.data?.basis} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <Card as="section" aria-labelledby={`${formId}-heading`} className="min-w-0 lg:sticky lg:top-32">
          <h2 id={`${formId}-heading`} className="text-lg font-bold text-navy-900">
            Your assumptions
          </h2>
          <form className="mt-5 space-y-5" onSubmit={submit} noValidate>
            <CollegePicker
              value={form.college}
              onChange={(college) => set({ college })}
              error={fieldError('collegeId')}
            />
            {students.length > 0 ? (
              <Select
                label="Student"
                placeholder="Not for a particular student"
                options={students.map((s) => ({
                  value: s.id,
                  label: s.graduationYear ? `${s.name} (class of ${s.graduationYear})` : s.name,
                }))}
                value={form.studentId}
                hint="Each student's own SAI and first college year."
                onChange={(e) => {
                  const student = students.find((s) => s.id === e.target.value);
                  if (student) selectStudent(student.id);
                  set({
                    studentId: e.target.value,
                    ...(student
                      ? {
                          startYear: String(student.startYear),
                          sai: student.federalSai === null ? '' : String(student.federalSai),
                          income: student.income === null ? '' : moneyText(student.income),
                        }
                      : {}),
                  });
                }}
                error={fieldError('studentId')}
              />
            ) : null}
            <Select
              label="Your state"
              placeholder="Not set (out-of-state prices)"
              hint="Decides in-state or out-of-state tuition."
              options={stateOptions}
              value={form.familyState}
              onChange={(e) => set({ familyState: e.target.value })}
              error={fieldError('familyState')}
            />
            <TextField
              label="Student Aid Index (SAI)"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 12000"
              hint="From your FAFSA or our SAI page. Leave empty if you do not know it yet."
              value={form.sai}
              onChange={(e) => set({ sai: e.target.value })}
              error={fieldError('federalSai')}
            />
            <MoneyField
              label="Household income"
              suffix="per year"
              hint="Picks the college's net price for families like yours."
              value={form.income}
              onChange={(e) => set({ income: e.target.value })}
              error={fieldError('income')}
            />
            <div className="grid grid-cols-2 gap-3">
              <Select
                label="First year"
                options={yearOptions}
                value={form.startYear}
                onChange={(e) => set({ startYear: e.target.value })}
                error={fieldError('startYear')}
              />
              <Select
                label="Years of study"
                options={lengthOptions}
                value={form.years}
                onChange={(e) => set({ years: e.target.value })}
                error={fieldError('years')}
              />
            </div>
            <TextField
              label="Yearly cost increase (%)"
              type="number"
              inputMode="decimal"
              min={0}
              max={CALCULATOR_MAX_INCREASE_PERCENT}
              step={0.5}
              hint={`The plan assumes ${DEFAULT_GROWTH_RATES.costGrowthPercent}% a year: published prices have grown faster than general inflation over the long run.`}
              value={form.increase}
              onChange={(e) => set({ increase: e.target.value })}
              error={fieldError('annualIncreasePercent')}
            />
            <Button type="submit" className="w-full" busy={run.isPending}>
              <Calculator aria-hidden="true" className="size-4" />
              {result ? 'Recalculate' : 'Calculate'}
            </Button>
          </form>
        </Card>

        <Card className="min-h-[24rem] min-w-0">
          {run.isError && !isApiError(run.error) ? (
            <Alert tone="error" title="The calculation did not work.">
              <p>{errorMessage(run.error)}</p>
            </Alert>
          ) : null}
          {run.isError && isApiError(run.error) && Object.keys(run.error.fields).length === 0 ? (
            <Alert tone="error" title="The calculation did not work.">
              <p>{run.error.message}</p>
            </Alert>
          ) : null}
          {result ? (
            <CalculatorResult result={result} previous={previous} />
          ) : (
            <div className="flex h-full min-h-[20rem] flex-col items-center justify-center gap-3 text-center">
              <Calculator aria-hidden="true" className="size-10 text-accent-600" />
              <h2 className="text-lg font-bold text-navy-900">Choose a college and press Calculate</h2>
              <p className="max-w-md text-sm leading-relaxed text-slate-600">
                You will see the cost of attendance by your state, your estimated need and net price for each
                year of study, and the total. Change any assumption and recalculate to see what changes.
              </p>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
