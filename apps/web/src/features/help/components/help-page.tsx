import type { ReactNode } from 'react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { HelpThreadView } from '../../../domains/family/help/help-thread';
import { useHelpThreads } from '../../../domains/family/help/help-threads';
import { useFamilyProfile } from '../../../domains/family/profile/family-profile';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestHelp } from '../api/help-api';

const ACTING_NOTE =
  'You are acting as this family: answer its help requests as yourself, from the family’s page in your own portal.';

/** "Ask an advisor": a new help request, when none is open. */
function AskForHelp({ answeredBy }: { answeredBy: string }) {
  const request = useRequestHelp();
  const [message, setMessage] = useState('');
  const fieldId = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ message: message.trim() || undefined }, { onSuccess: () => setMessage('') });
  };
  return (
    <Card as="section" aria-labelledby={`${fieldId}-title`} className="p-5 sm:p-6">
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-navy-900">
        Ask an advisor
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {answeredBy === 'our advisors' ? 'Our advisors answer' : `${answeredBy} answers`} here, usually within
        two business days; you are told on the bell and by email.
      </p>
      <form onSubmit={send} className="mt-4">
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold text-slate-800">
          What would you like help with? <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={fieldId}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={2000}
          rows={4}
          className="block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-accent-700 focus:ring-3 focus:ring-accent-100 focus:outline-none"
        />
        <Button type="submit" className="mt-3" busy={request.isPending}>
          Send my request
        </Button>
        {request.isError ? (
          <Alert tone="error" className="mt-3">
            {errorMessage(request.error)}
          </Alert>
        ) : null}
      </form>
    </Card>
  );
}

/** /family/help: the family's help requests and their conversations with its agent or an administrator. */
export default function HelpPage({ actions }: { actions?: ReactNode }) {
  useDocumentTitle('Help');
  const threads = useHelpThreads();
  const profile = useFamilyProfile();
  const acting = useSession().data?.simulation != null;
  if (threads.isPending) return <PageSpinner label="Loading your help requests" />;
  if (threads.isError) return <Alert tone="error">{errorMessage(threads.error)}</Alert>;
  const { items, answeredBy } = threads.data;
  const hasOpen = items.some((t) => t.status === 'open');
  const familyName = profile.data?.name || 'Your family';
  return (
    <>
      <PageHeading
        eyebrow="Help"
        title="Your help requests"
        description="Questions about your SAI, your colleges or how to pay: ask them here and read the answers."
        actions={actions}
      />
      <div className="flex flex-col gap-5">
        {acting ? <Alert tone="info">{ACTING_NOTE}</Alert> : null}
        {!hasOpen && !acting ? <AskForHelp answeredBy={answeredBy} /> : null}
        {items.length === 0 ? (
          <p className="text-sm text-slate-700">You have not asked for help yet.</p>
        ) : (
          <section aria-label="Help requests" className="flex flex-col gap-4">
            {items.map((thread) => (
              <HelpThreadView
                key={thread.id}
                thread={thread}
                viewer="family"
                familyName={familyName}
                readOnlyReason={acting ? 'Answer from your own portal.' : null}
              />
            ))}
          </section>
        )}
      </div>
    </>
  );
}
