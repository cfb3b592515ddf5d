import { MAX_APPEAL_TEXT } from '@ccp/contracts';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useFiguresScope } from '../../../domains/family/figures/figures-scope';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAidOffers, useAppealLetter, useSaveAppeal } from '../api/offers-api';

/**
 * /family/aid-offers/:id/appeal-letter: a one-page letter asking the college to review its offer, with the
 * family's changed circumstances in its own words and our estimate's reference and date. Printable (only the letter
 * goes to paper) and as a PDF; the same words either way.
 */
export default function AppealLetterPage() {
  useDocumentTitle('Appeal letter');
  const { id = '' } = useParams();
  const letter = useAppealLetter(id);
  const scope = useFiguresScope();
  const offers = useAidOffers();
  const offer = offers.data?.offers.find((o) => o.id === id);
  const back = (
    <Link
      to="/family/aid-offers"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to your aid offers
    </Link>
  );
  if (letter.isPending || offers.isPending) return <PageSpinner label="Loading the letter" />;
  if (letter.isError) {
    return (
      <>
        {back}
        <Alert tone="error" title="The letter could not be made" className="mt-4">
          {errorMessage(letter.error)}
        </Alert>
      </>
    );
  }
  const l = letter.data;
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      {back}
      <PageHeading
        title={`Appeal letter to ${offer?.collegeName ?? 'the college'}`}
        description="A draft to ask the financial aid office to look at the offer again. Describe what has changed, check every figure, then print it or download it as a PDF and sign it."
        actions={
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print the letter
            </Button>
            <a
              href={scope.url(`/api/family/aid-offers/${id}/appeal-letter.pdf`)}
              className={buttonClasses('primary')}
              download
            >
              <Download aria-hidden="true" className="size-4" />
              Download the letter (PDF)
            </a>
          </>
        }
      />
      {l.missing.length > 0 ? (
        <Alert tone="info" title="Before you send it">
          <ul className="list-disc pl-5">
            {l.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          {l.report === null ? (
            <a href="/api/family/report.pdf" className="mt-2 inline-block font-semibold underline">
              Download your dated PDF report
            </a>
          ) : null}
        </Alert>
      ) : null}
      {offer ? <CircumstancesForm id={id} saved={offer.appealCircumstances} /> : null}
      <Card
        as="article"
        className="mx-auto w-full max-w-3xl font-serif text-[15px] leading-relaxed text-slate-900"
      >
        <div data-print-only className="grid gap-4 bg-white">
          <div className="text-right">
            {l.from.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="mt-2">{l.date}</p>
          </div>
          <div>
            {l.to.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <p className="font-bold">Re: {l.subject}</p>
          <p>{l.greeting}</p>
          {l.paragraphs.map((p) => (
            <p
              key={p}
              className={p.startsWith('[') ? 'rounded bg-amber-50 p-2 italic text-amber-900' : undefined}
            >
              {p}
            </p>
          ))}
          <p>{l.closing}</p>
          <div className="mt-6">
            {l.signature.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </div>
      </Card>
    </div>
  );
}

function CircumstancesForm({ id, saved }: { id: string; saved: string }) {
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const save = useSaveAppeal(id);
  const { showToast } = useToast();
  const fieldId = useId();
  const error = isApiError(save.error) ? save.error.fields?.circumstances : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(text, { onSuccess: () => showToast('Your circumstances are in the letter.', 'success') });
  }
  return (
    <Card>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
          What has changed for your family
        </label>
        <textarea
          id={fieldId}
          rows={5}
          maxLength={MAX_APPEAL_TEXT}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint`}
          className="w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-3 focus:ring-accent-100"
        />
        <p id={`${fieldId}-hint`} className="text-sm text-slate-600">
          Since you filed the FAFSA: a job loss or lower pay, medical or care costs, a separation, a death in
          the family, another child in college. Give dates and amounts. {text.length.toLocaleString('en-US')}{' '}
          of {MAX_APPEAL_TEXT.toLocaleString('en-US')} characters.
        </p>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
        {save.isError && !error ? <p className="text-sm text-red-700">{errorMessage(save.error)}</p> : null}
        <div>
          <Button type="submit" busy={save.isPending}>
            Put it in the letter
          </Button>
        </div>
      </form>
    </Card>
  );
}
