import { FUNDING_RESOURCE_LABELS } from '@ccp/aid-engine';
import type { FamilyFundingResponse } from '@ccp/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/money-field';
import { useToast } from '../../../components/ui/toast';
import { YesNoField } from '../../../components/ui/yes-no-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/format';
import { moneyRules } from '../../../lib/money-rules';
import { useSaveFunding } from '../api/funding-api';
import { draftOf, type FundingDraft, requestOf } from '../lib/funding-draft';

type Student = FundingDraft['students'][number];

/**
 * The family's funding choices: the order of its resources, the amounts, whether the parents borrow PLUS (or were
 * denied it), and per student its savings, work, Direct Loans, the interim exception's question and the salary.
 * Every change redraws the plan at once; "Save funding choices" keeps them.
 */
export function FundingChoicesForm({
  funding,
  draft,
  setDraft,
  edited,
}: {
  funding: FamilyFundingResponse;
  draft: FundingDraft;
  setDraft: Dispatch<SetStateAction<FundingDraft>>;
  edited: boolean;
}) {
  const save = useSaveFunding();
  const { showToast } = useToast();
  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const set = (change: Partial<FundingDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setStudent = (i: number, change: Partial<Student>) =>
    setDraft((d) => ({ ...d, students: d.students.map((s, j) => (j === i ? { ...s, ...change } : s)) }));
  const move = (i: number, by: -1 | 1) =>
    setDraft((d) => {
      const order = [...d.order];
      const [item] = order.splice(i, 1);
      if (item) order.splice(i + by, 0, item);
      return { ...d, order };
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(requestOf(draft), {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        showToast('Your funding choices are saved.', 'success');
      },
    });
  }

  const s = funding.settings;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid min-w-0 gap-5 rounded-xl border border-slate-200 p-4 sm:p-5 [&>*]:min-w-0"
    >
      <h3 className="text-base font-bold text-navy-900">Your choices</h3>
      {save.isError ? (
        <Alert tone="error" title="The funding choices were not saved">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-slate-800">The order your resources are used in</legend>
        <ol className="mt-2 grid gap-2">
          {draft.order.map((kind, i) => (
            <li
              key={kind}
              className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 font-medium text-slate-800">
                {i + 1}. {FUNDING_RESOURCE_LABELS[kind]}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`Move ${FUNDING_RESOURCE_LABELS[kind]} up`}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={i === draft.order.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move ${FUNDING_RESOURCE_LABELS[kind]} down`}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        {fields.order ? <p className="mt-1 text-sm text-red-700">{fields.order}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <MoneyField
          label="Parents’ 529 plans and savings to use"
          value={draft.parentSavings}
          onChange={(e) => set({ parentSavings: e.target.value })}
          hint={`Leave empty to use your 529 balance on your profile (${formatUsd(s.profile529)}); drawn down evenly over the years.`}
          error={fields.parentSavings}
        />
        <MoneyField
          label="Parents pay from income"
          suffix="per year"
          value={draft.parentIncomePerYear}
          onChange={(e) => set({ parentIncomePerYear: e.target.value })}
          hint="Shared among the students in college that year."
          error={fields.parentIncomePerYear}
        />
        <YesNoField
          label="Will the parents borrow Parent PLUS Loans?"
          value={draft.parentsBorrowPlus}
          onChange={(v) => set({ parentsBorrowPlus: v })}
        />
        <YesNoField
          label="Was a parent denied a PLUS Loan (adverse credit)?"
          value={draft.parentPlusDenied}
          onChange={(v) => set({ parentPlusDenied: v })}
          hint={`A denial lets the student borrow more (${moneyRules().parentDeniedDirectLoan} a year). Reaching the Parent PLUS cap is not a denial.`}
        />
      </div>
      {s.students.map((student, i) => {
        const d = draft.students[i];
        if (!d) return null;
        return (
          <fieldset
            key={student.studentId}
            className="grid min-w-0 gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 [&>*]:min-w-0"
          >
            <legend className="px-1 text-sm font-bold text-navy-900">{student.name}</legend>
            <MoneyField
              label={`${student.name}’s savings to use`}
              value={d.savings}
              onChange={(e) => setStudent(i, { savings: e.target.value })}
              hint={`Leave empty to use the savings on the profile (${formatUsd(student.profileSavings)}).`}
              error={fields[`students.${i}.savings`]}
            />
            <MoneyField
              label={`${student.name} earns toward college`}
              suffix="per year"
              value={d.workPerYear}
              onChange={(e) => setStudent(i, { workPerYear: e.target.value })}
              hint="A job or work-study: paid as wages during the year."
              error={fields[`students.${i}.workPerYear`]}
            />
            <YesNoField
              label={`Will ${student.name} borrow federal Direct Loans?`}
              value={d.borrowsDirectLoans}
              onChange={(v) => setStudent(i, { borrowsDirectLoans: v })}
            />
            <MoneyField
              label={`${student.name}’s starting salary`}
              suffix="per year"
              value={d.startingSalary}
              onChange={(e) => setStudent(i, { startingSalary: e.target.value })}
              hint={
                student.medianEarnings !== null
                  ? `Leave empty to use the college’s median earnings (${formatUsd(student.medianEarnings)}, College Scorecard).`
                  : 'The college publishes no earnings: enter a salary to see the Repayment Assistance Plan.'
              }
              error={fields[`students.${i}.startingSalary`]}
            />
            {student.interimQuestionApplies ? (
              <YesNoField
                className="sm:col-span-2"
                label={`Was a federal Direct Loan made for ${student.name}’s program (to ${student.name} or to a parent) before July 1, 2026?`}
                value={d.borrowedBeforeJuly2026}
                onChange={(v) => setStudent(i, { borrowedBeforeJuly2026: v })}
                hint={`If so, Parent PLUS keeps the old limit (the cost minus other aid) for up to three academic years or the rest of the program, instead of ${moneyRules().parentPlusAnnualCap} a year and ${moneyRules().parentPlusAggregateCap} in all.`}
              />
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          Save funding choices
        </Button>
        {edited ? (
          <Button variant="secondary" onClick={() => setDraft(draftOf(funding))}>
            Undo changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
