import { CheckCircle2, LifeBuoy } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDiscardPrompt } from '../../../components/ui/leave-guard';
import { useHelpThreads } from '../../../domains/family/help/help-threads';
import { useFamilyProfile } from '../../../domains/family/profile/family-profile';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { SupportEmailLink, useSupportEmail } from '../../../lib/support-email';
import { useRequestHelp } from '../api/help-api';

function WhatHappensNext({ email }: { email: string }) {
  const support = useSupportEmail();
  const answeredBy = useHelpThreads().data?.answeredBy;
  return (
    <ol className="list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
      <li>
        {answeredBy && answeredBy !== 'our advisors' ? (
          <>
            Your request goes to <strong>{answeredBy}</strong>, by email and on their family list.
          </>
        ) : (
          <>
            Your request is emailed to our advisors at <strong>{support}</strong>.
          </>
        )}
      </li>
      <li>
        They review your profile and your SAI, then answer in the conversation on your Help page, usually
        within two business days; you are told on the bell and by email at <strong>{email}</strong>.
      </li>
      <li>Keep your profile up to date in the meantime: they will see your latest answers.</li>
    </ol>
  );
}

/** "Request help" on the family pages: records the request with its time and says what happens next. */
export function RequestHelpButton() {
  const profile = useFamilyProfile();
  const request = useRequestHelp();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const messageId = useId();
  const open_ = profile.data?.helpRequest ?? null;
  const email = profile.data?.email ?? 'your email address';
  const close = () => {
    setOpen(false);
    setMessage('');
    request.reset();
  };
  // A message typed and not sent asks before the dialog closes (ADR 0066); once sent, nothing is lost.
  const { prompt, requestClose } = useDiscardPrompt(
    open && !open_ && message.trim() !== '' && !request.isPending,
    close,
  );

  return (
    <>
      <Button
        variant={open_ ? 'secondary' : 'primary'}
        onClick={() => setOpen(true)}
        disabled={!profile.data}
      >
        {open_ ? (
          <CheckCircle2 aria-hidden="true" className="size-4 text-accent-700" />
        ) : (
          <LifeBuoy aria-hidden="true" className="size-4" />
        )}
        {open_ ? 'Help requested' : 'Request help'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) setOpen(true);
          else requestClose();
        }}
        title={open_ ? 'We have your request' : 'Ask an advisor for help'}
        description={
          open_
            ? `You asked for help on ${formatDateTime(open_.requestedAt, 'long')}.`
            : 'An advisor can walk you through your SAI, your colleges and how to lower what you pay.'
        }
        footer={
          open_ ? (
            <Button onClick={close}>Close</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={requestClose}>
                Cancel
              </Button>
              <Button
                busy={request.isPending}
                onClick={() =>
                  request.mutate(
                    { message: message.trim() || undefined },
                    { onSuccess: () => setMessage('') },
                  )
                }
              >
                Send my request
              </Button>
            </>
          )
        }
      >
        {open_ ? (
          <div className="space-y-3">
            {request.data?.mailedTo === 'agent' ? (
              <Alert tone="success">We sent your request to {request.data.answeredBy}.</Alert>
            ) : null}
            {request.data?.mailedTo === 'support' ? (
              <Alert tone="success">
                We emailed your request to our advisors at {request.data.supportEmail}.
              </Alert>
            ) : null}
            {open_.message ? (
              <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">“{open_.message}”</p>
            ) : null}
            <h3 className="text-sm font-semibold text-navy-900">What happens next</h3>
            <WhatHappensNext email={email} />
            <p className="text-sm text-slate-700">
              Anything to add?{' '}
              <Link
                to="/family/help"
                onClick={() => setOpen(false)}
                className="font-semibold text-accent-700 underline"
              >
                Open the conversation
              </Link>{' '}
              to write to your advisor and read their answers, or write to{' '}
              <SupportEmailLink className="font-semibold text-accent-700 underline" />.
            </p>
          </div>
        ) : (
          <div className="space-y-4">
            {prompt}
            <div>
              <label htmlFor={messageId} className="mb-1.5 block text-sm font-semibold text-slate-800">
                What would you like help with? <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <textarea
                id={messageId}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                maxLength={2000}
                rows={4}
                className="block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-accent-700 focus:ring-3 focus:ring-accent-100 focus:outline-none"
              />
            </div>
            <h3 className="text-sm font-semibold text-navy-900">What happens next</h3>
            <WhatHappensNext email={email} />
            {request.isError ? <Alert tone="error">{errorMessage(request.error)}</Alert> : null}
          </div>
        )}
      </Dialog>
    </>
  );
}
