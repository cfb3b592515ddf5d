/* One help request and its conversation, with the reply box and resolve/reopen: the family's and the staff's view. */
import type { HelpThread } from '@ccp/contracts/help-threads';
import { CheckCircle2, LifeBuoy, RotateCcw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useHelpThreadAction } from './help-threads';

export type HelpViewer = 'family' | 'staff';

const ROLE_WORD = { family: 'Family', financial_agent: 'Financial agent', admin: 'Administrator' } as const;

interface HelpThreadProps {
  thread: HelpThread;
  viewer: HelpViewer;
  /** The family's name, shown on its own opening message. */
  familyName: string;
  /** Why the reader may not write (e.g. staff acting as the family); null when it may. */
  readOnlyReason?: string | null;
}

function Bubble({
  who,
  roleLabel,
  at,
  body,
  mine,
}: {
  who: string;
  roleLabel: string;
  at: string;
  body: string;
  mine: boolean;
}) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 text-sm',
          mine ? 'bg-accent-50 text-slate-900' : 'border border-slate-200 bg-white text-slate-900',
        )}
      >
        <p className="text-xs font-semibold text-slate-700">
          {who}{' '}
          <span className="font-normal text-slate-600">
            · {roleLabel} · {formatDateTime(at)}
          </span>
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words">{body}</p>
      </div>
    </li>
  );
}

export function HelpThreadView({ thread, viewer, familyName, readOnlyReason = null }: HelpThreadProps) {
  const action = useHelpThreadAction();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const headingId = useId();
  const open = thread.status === 'open';
  const label = viewer === 'family' ? 'Write to your advisor' : 'Your answer to the family';

  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message) {
      setProblem('Write your message first.');
      return;
    }
    setProblem(null);
    action.mutate({ kind: 'message', id: thread.id, message }, { onSuccess: () => setDraft('') });
  };

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border p-4',
        open ? 'border-amber-200 bg-amber-50/60' : 'border-slate-200 bg-slate-50',
      )}
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-navy-900">
        {open ? (
          <LifeBuoy aria-hidden="true" className="size-4 text-amber-700" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-4 text-accent-700" />
        )}
        Help request of {formatDateTime(thread.createdAt)}
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            open ? 'bg-amber-100 text-amber-900' : 'bg-accent-100 text-accent-800',
          )}
        >
          {open ? 'Open' : 'Resolved'}
        </span>
      </h3>
      {!open && thread.resolvedAt ? (
        <p className="mt-1 text-xs text-slate-600">
          Resolved {formatDateTime(thread.resolvedAt)}
          {thread.resolvedByName ? ` by ${thread.resolvedByName}` : ''}.
        </p>
      ) : null}
      {open && thread.reopenedAt ? (
        <p className="mt-1 text-xs text-slate-600">Reopened {formatDateTime(thread.reopenedAt)}.</p>
      ) : null}
      <ol className="mt-3 flex flex-col gap-2" aria-label="Conversation">
        <Bubble
          who={familyName}
          roleLabel="Family"
          at={thread.createdAt}
          body={thread.message || 'Asked for help (no message).'}
          mine={viewer === 'family'}
        />
        {thread.messages.map((m) => (
          <Bubble
            key={m.id}
            who={m.authorName}
            roleLabel={ROLE_WORD[m.authorRole]}
            at={m.createdAt}
            body={m.body}
            mine={viewer === 'family' ? m.authorRole === 'family' : m.authorRole !== 'family'}
          />
        ))}
      </ol>
      {thread.messages.length === 0 && open ? (
        <p className="mt-2 text-sm text-slate-700">
          {viewer === 'family'
            ? 'No answer yet: you will be told on the bell and by email.'
            : 'Not answered yet.'}
        </p>
      ) : null}
      {readOnlyReason ? (
        <p className="mt-3 text-sm text-slate-700">{readOnlyReason}</p>
      ) : (
        <div className="mt-3">
          {open ? (
            <form onSubmit={send} noValidate>
              <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {label}
              </label>
              <textarea
                id={fieldId}
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (problem) setProblem(null);
                }}
                maxLength={2000}
                rows={3}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${fieldId}-problem` : undefined}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-accent-700 focus:ring-3 focus:ring-accent-100 focus:outline-none"
              />
              {problem ? (
                <p id={`${fieldId}-problem`} className="mt-1 text-sm text-red-700">
                  {problem}
                </p>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-2">
                <Button type="submit" busy={action.isPending && action.variables?.kind === 'message'}>
                  Send
                </Button>
                <Button
                  variant="secondary"
                  busy={action.isPending && action.variables?.kind === 'resolve'}
                  onClick={() => {
                    setProblem(null);
                    action.mutate({ kind: 'resolve', id: thread.id });
                  }}
                >
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  Mark resolved
                </Button>
              </div>
            </form>
          ) : (
            <Button
              variant="secondary"
              busy={action.isPending}
              onClick={() => action.mutate({ kind: 'reopen', id: thread.id })}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Reopen
            </Button>
          )}
          {action.isError ? (
            <Alert tone="error" className="mt-2">
              {errorMessage(action.error)}
            </Alert>
          ) : null}
        </div>
      )}
    </article>
  );
}
