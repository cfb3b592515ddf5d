import type { QuickEstimateAnswersInput, QuickEstimateResponse } from '@ccp/contracts/quick-estimate';
import {
  CHILDREN_UNDER_17_QUESTION,
  PELL_IN_PLAIN_WORDS,
  QUICK_ESTIMATE_QUESTIONS,
  type QuickEstimateKey,
  type QuickEstimateMoneyKey,
} from '@ccp/contracts/quick-estimate-questions';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, FieldHint } from '../../../components/ui/field';
import { MoneyField, moneyText, parseMoney } from '../../../components/ui/money-field';
import { TextField } from '../../../components/ui/text-field';
import { saveEstimateDraft, signUpPathFor } from '../../../domains/family/profile/estimate-draft';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatSai, formatUsd } from '../../../lib/format';
import { useHydrated } from '../../../lib/hydration';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchQuickEstimate } from '../api/quick-estimate-api';

type Texts = Record<Exclude<QuickEstimateKey, 'parents'>, string>;
type Errors = Partial<Record<QuickEstimateKey | 'childrenUnder17', string>>;

const QUESTION = Object.fromEntries(QUICK_ESTIMATE_QUESTIONS.map((q) => [q.key, q])) as Record<
  QuickEstimateKey,
  (typeof QUICK_ESTIMATE_QUESTIONS)[number]
>;
const MONEY_KEYS: readonly QuickEstimateMoneyKey[] = [
  'parentsIncome',
  'parentsAssets',
  'parentsBusinessAndPropertyEquity',
  'studentIncome',
  'studentAssets',
];
const EMPTY: Texts = {
  householdSize: '',
  parentsIncome: '',
  parentsAssets: '',
  parentsBusinessAndPropertyEquity: '',
  studentIncome: '',
  studentAssets: '',
  olderParentAge: '',
};

/** The answers as numbers, or the message under each field that is not answered right (checked again on the server). */
export function readAnswers(
  parents: 1 | 2 | null,
  texts: Texts,
  childrenText = '',
): { answers: QuickEstimateAnswersInput } | { errors: Errors } {
  const errors: Errors = {};
  const numberOf = (key: Exclude<QuickEstimateKey, 'parents'>): number => {
    const q = QUESTION[key];
    const isMoney = (MONEY_KEYS as readonly string[]).includes(key);
    const value = isMoney ? parseMoney(texts[key]) : texts[key].trim() === '' ? null : Number(texts[key]);
    if (value === null) {
      errors[key] = isMoney ? 'Enter an amount (0 if none).' : q.message;
      return 0;
    }
    if (!Number.isInteger(value) || value < q.min || value > q.max) errors[key] = q.message;
    return value;
  };
  if (parents === null) errors.parents = QUESTION.parents.message;
  const answers: QuickEstimateAnswersInput = {
    parents: parents ?? 1,
    householdSize: numberOf('householdSize'),
    parentsIncome: numberOf('parentsIncome'),
    parentsAssets: numberOf('parentsAssets'),
    parentsBusinessAndPropertyEquity: numberOf('parentsBusinessAndPropertyEquity'),
    studentIncome: numberOf('studentIncome'),
    studentAssets: numberOf('studentAssets'),
    olderParentAge: numberOf('olderParentAge'),
  };
  if (!errors.householdSize && parents !== null && answers.householdSize < parents + 1)
    errors.householdSize =
      'The household counts the parents and the student: enter at least that many people.';
  // Optional: blank leaves the estimate's stated assumption (everyone else in the household under 17).
  if (childrenText.trim() !== '') {
    const children = Number(childrenText);
    const q = CHILDREN_UNDER_17_QUESTION;
    if (!Number.isInteger(children) || children < q.min || children > q.max)
      errors.childrenUnder17 = q.message;
    else if (!errors.householdSize && children > answers.householdSize - answers.parents - 1)
      errors.childrenUnder17 =
        'Children under 17 are part of the household besides the parents and the student: enter at most that many.';
    else answers.childrenUnder17 = children;
  }
  return Object.keys(errors).length > 0 ? { errors } : { answers };
}

/** The two-minute estimate (/sai-estimator): eight questions on one screen, no account. */
export function QuickEstimatePage() {
  useDocumentTitle('Two-minute SAI estimate');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [parents, setParents] = useState<1 | 2 | null>(null);
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [children, setChildren] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{
    answers: QuickEstimateAnswersInput;
    estimate: QuickEstimateResponse;
  } | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const parentsId = useId();

  const set = (key: keyof Texts) => (value: string) => {
    setTexts((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setResult(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const read = readAnswers(parents, texts, children);
    if ('errors' in read) {
      setErrors(read.errors);
      setFormError('Please correct the highlighted answers.');
      return;
    }
    setBusy(true);
    try {
      const estimate = await fetchQuickEstimate(read.answers);
      setErrors({});
      setResult({ answers: read.answers, estimate });
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields as Errors);
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  /** The answers go to a short-lived server-side draft; the sign-up page's address names it (a reload keeps them). */
  async function keepGoing() {
    if (!result || busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const draft = await saveEstimateDraft(result.answers);
      navigate(signUpPathFor(draft.id));
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const moneyField = (key: QuickEstimateMoneyKey) => (
    <MoneyField
      key={key}
      label={QUESTION[key].label}
      hint={QUESTION[key].help}
      error={errors[key]}
      value={texts[key]}
      onChange={(e) => set(key)(e.target.value)}
      onBlur={(e) => {
        const value = parseMoney(e.target.value);
        if (value !== null && Number.isInteger(value)) set(key)(moneyText(value));
      }}
    />
  );
  const countField = (key: 'householdSize' | 'olderParentAge') => (
    <TextField
      key={key}
      label={QUESTION[key].label}
      hint={QUESTION[key].help}
      error={errors[key]}
      inputMode="numeric"
      autoComplete="off"
      value={texts[key]}
      onChange={(e) => set(key)(e.target.value)}
    />
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14">
      <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">No account needed</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
        Your Student Aid Index in two minutes
      </h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
        Answer eight questions and see an estimate of the federal Student Aid Index (SAI) your FAFSA is likely
        to produce, with an honest range and the Pell Grant it would bring. Nothing you type here is saved.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1.3fr_1fr]">
        <Card as="section" aria-labelledby="quick-questions">
          <h2 id="quick-questions" className="text-xl font-bold text-navy-900">
            Eight questions
          </h2>
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            {/* The page is pre-rendered: answers typed before the app takes it over would be lost, so the
                questions open once it has (a moment after the first paint). */}
            <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
              <fieldset aria-describedby={`${parentsId}-hint${errors.parents ? ` ${parentsId}-error` : ''}`}>
                <legend className="mb-2 text-sm font-semibold text-slate-800">
                  {QUESTION.parents.label}
                </legend>
                <div className="flex gap-3">
                  {([1, 2] as const).map((count) => (
                    <label
                      key={count}
                      className={cn(
                        'flex min-h-11 min-w-24 cursor-pointer items-center gap-2.5 rounded-lg border px-4 text-base font-medium',
                        'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
                        parents === count
                          ? 'border-navy-700 bg-navy-50 text-navy-900'
                          : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
                        errors.parents ? 'border-red-600' : null,
                      )}
                    >
                      <input
                        type="radio"
                        name="parents"
                        checked={parents === count}
                        onChange={() => {
                          setParents(count);
                          setErrors((current) => ({ ...current, parents: undefined }));
                          setResult(null);
                        }}
                        aria-invalid={errors.parents ? true : undefined}
                        className="size-4 accent-navy-800"
                      />
                      {count === 1 ? 'One parent' : 'Two parents'}
                    </label>
                  ))}
                </div>
                <FieldHint id={parentsId}>{QUESTION.parents.help}</FieldHint>
                <FieldError id={parentsId} message={errors.parents} />
              </fieldset>
              <div className="grid gap-5 sm:grid-cols-2">
                {countField('householdSize')}
                <TextField
                  label={CHILDREN_UNDER_17_QUESTION.label}
                  hint={CHILDREN_UNDER_17_QUESTION.help}
                  error={errors.childrenUnder17}
                  inputMode="numeric"
                  autoComplete="off"
                  value={children}
                  onChange={(e) => {
                    setChildren(e.target.value);
                    setErrors((current) => ({ ...current, childrenUnder17: undefined }));
                    setResult(null);
                  }}
                />
                {countField('olderParentAge')}
              </div>
              {MONEY_KEYS.map(moneyField)}
              <Button type="submit" size="lg" className="w-full" busy={busy}>
                See my estimate
              </Button>
            </fieldset>
          </form>
        </Card>

        <section
          aria-labelledby="quick-result"
          aria-live="polite"
          className="lg:sticky lg:top-24 lg:self-start"
        >
          <Card className="bg-navy-50">
            <h2
              id="quick-result"
              ref={resultRef}
              tabIndex={-1}
              className="text-xl font-bold text-navy-900 focus:outline-none"
            >
              {result ? 'Your estimate' : 'Your estimate will show here'}
            </h2>
            {result ? (
              <EstimateResult estimate={result.estimate} onKeepGoing={keepGoing} />
            ) : (
              <p className="mt-3 leading-relaxed text-slate-700">
                The SAI is what the federal formula expects your family to put toward one year of college. A
                college’s cost minus the SAI is your financial need.
              </p>
            )}
          </Card>
        </section>
      </div>
    </div>
  );
}

function EstimateResult({
  estimate,
  onKeepGoing,
}: {
  estimate: QuickEstimateResponse;
  onKeepGoing: () => void;
}) {
  return (
    <div className="mt-4 space-y-5">
      <dl className="space-y-4">
        <div>
          <dt className="text-sm font-semibold text-slate-700">
            Estimated Student Aid Index, {estimate.awardYear}
          </dt>
          <dd className="text-4xl font-extrabold text-navy-900 tabular-nums">
            {formatSai(estimate.federalSai)}
          </dd>
          <dd className="text-sm text-slate-700">
            Likely between {formatSai(estimate.low)} and {formatSai(estimate.high)}, depending on what these
            questions do not ask.
          </dd>
          <dd className="text-xs text-slate-600">{estimate.tables.federal}.</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">Pell Grant, full-time, per year</dt>
          <dd className="text-2xl font-bold text-navy-900 tabular-nums">{formatUsd(estimate.pell)}</dd>
          {estimate.pellLow !== estimate.pellHigh ? (
            <dd className="text-sm text-slate-700">
              Between {formatUsd(estimate.pellLow)} and {formatUsd(estimate.pellHigh)} over the range.
            </dd>
          ) : null}
          <dd className="text-xs text-slate-600">{estimate.tables.pell}.</dd>
        </div>
      </dl>
      <p className="text-sm leading-relaxed text-slate-700">
        {estimate.pell > 0
          ? `On this estimate the student would get a Pell Grant of about ${formatUsd(estimate.pell)} a year. `
          : 'On this estimate the student would not get a Pell Grant. '}
        {PELL_IN_PLAIN_WORDS}
      </p>
      <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-navy-900">What this estimate assumed</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {estimate.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </details>
      <div className="space-y-2">
        <Button size="lg" className="w-full" onClick={onKeepGoing}>
          Keep going
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
        <p className="text-sm text-slate-700">
          Create a free family account: your answers fill your profile, so you start where you left off.
        </p>
      </div>
    </div>
  );
}
