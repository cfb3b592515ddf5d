import type { MailOutboxItem } from '@ccp/contracts/mail-outbox';
import { useState } from 'react';
import { QueueStatusPill, QueueWhen } from '../../../components/queue-log/queue-cells';
import { QueueLog, type QueueLogConfig, useQueueLogParams } from '../../../components/queue-log/queue-log';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import type { TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMailOutbox, useRetryMail } from '../api/mail-outbox-api';

const PAGE_SIZE = 20;

const KIND_LABELS: Record<string, string> = {
  'password-reset': 'Password reset',
  'family-invitation': 'Family invitation',
  'staff-invitation': 'Staff invitation',
  'help-request': 'Help request',
  'help-message': 'Help request message',
  'help-resolved': 'Help request resolved',
  'help-reopened': 'Help request reopened',
  'account-deleted': 'Account deleted',
  'sign-up-confirmation': 'Sign-up link',
  'sign-up-existing-account': 'Sign-up with a taken email',
  other: 'Mail',
};

const LOG: QueueLogConfig<'sent'> = {
  done: { status: 'sent', label: 'Sent' },
  table: { caption: 'Mail, newest first', noun: 'mails', minWidth: 'min-w-[64rem]' },
  loading: { spinner: 'Loading mail', failed: 'The mail could not be loaded.' },
  empty: { all: 'All mail', filtered: 'No mail with this status.', none: 'No mail has been queued yet.' },
};

/** /admin/mail: every mail the product sends, whether it went out, its attempts and failures (ADR 0042). */
export function MailOutboxPage() {
  useDocumentTitle('Mail');
  const params = useQueueLogParams(LOG);
  const outbox = useMailOutbox({ page: params.page, limit: PAGE_SIZE, status: params.status });
  const retry = useRetryMail();
  const { showToast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const kept = outbox.data?.transport === 'outbox';

  async function retryOne(mail: MailOutboxItem) {
    setFailure(null);
    try {
      await retry.mutateAsync(mail.id);
      showToast(`The mail to ${mail.to} is queued again.`, 'success');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  const columns: TableColumn<MailOutboxItem>[] = [
    {
      key: 'mail',
      header: 'Mail',
      inCard: 'title',
      className: 'min-w-64',
      cell: (m) => (
        <>
          <span className="block font-semibold text-navy-900">{KIND_LABELS[m.kind] ?? m.kind}</span>
          <span className="block text-xs text-slate-700">{m.subject}</span>
          <span className="block text-xs text-slate-600">
            <QueueWhen at={m.createdAt} />
          </span>
          {m.links && m.links.length > 0 ? (
            <ul className="mt-1 space-y-0.5 text-xs">
              {m.links.map((link) => (
                <li key={link} className="break-all">
                  <a href={link} className="font-medium text-accent-700 underline underline-offset-2">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    },
    { key: 'to', header: 'To', cell: (m) => <span className="break-all">{m.to}</span> },
    {
      key: 'status',
      header: 'Status',
      cell: (m) => <QueueStatusPill config={LOG} status={m.status} />,
    },
    { key: 'attempts', header: 'Attempts', numeric: true, cell: (m) => formatCount(m.attempts) },
    {
      key: 'last',
      header: 'Last error',
      className: 'min-w-48',
      cell: (m) =>
        m.lastError ? (
          <>
            <span className="block break-words">{m.lastError}</span>
            <span className="block text-xs text-slate-600">
              <QueueWhen at={m.lastAttemptAt} />
            </span>
          </>
        ) : (
          <span className="text-slate-500">{m.lastAttemptAt ? 'None' : 'Not tried yet'}</span>
        ),
    },
    {
      key: 'next',
      header: 'Sent or next try',
      className: 'whitespace-nowrap',
      cell: (m) =>
        m.sentAt ? (
          <QueueWhen at={m.sentAt} />
        ) : m.nextAttemptAt ? (
          <time dateTime={m.nextAttemptAt}>{formatDateTime(m.nextAttemptAt)}</time>
        ) : (
          <span className="text-slate-500">—</span>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      inCard: 'action',
      className: 'whitespace-nowrap text-right',
      cell: (m) =>
        m.canRetry ? (
          <Button
            variant="secondary"
            size="sm"
            busy={retry.isPending && retry.variables === m.id}
            onClick={() => void retryOne(m)}
            aria-label={`Send the mail to ${m.to} again`}
          >
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="Mail"
        description="Every mail the product sends (password resets, invitations, sign-up links, help requests) is queued with the change that causes it and sent by a background sender. A failed send is retried with growing pauses, then marked failed: here is each mail and what happened to it."
      />
      {kept ? (
        <Alert tone="info" title="No SMTP server is configured" className="mb-6">
          Mail is kept here and printed in the server log instead of being sent, so its links are shown below.
          Set SMTP_URL on the server to send real mail.
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error" className="mb-6">
          {failure}
        </Alert>
      ) : null}
      <QueueLog config={LOG} query={outbox} params={params} columns={columns} />
    </div>
  );
}
