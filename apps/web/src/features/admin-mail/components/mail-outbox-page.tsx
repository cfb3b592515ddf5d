import type { MailOutboxItem, MailStatus } from '@ccp/contracts/mail-outbox';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatCount, formatDateTime, formatRelativeTime } from '../../../lib/format';
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

const STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
};

const STATUS_STYLES: Record<MailStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  sent: 'bg-accent-50 text-accent-800 ring-accent-100',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

const STATUS_OPTIONS = [
  { value: '', label: 'All mail' },
  { value: 'pending', label: 'Waiting or retrying' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed (gave up)' },
] as const;

const isStatus = (value: string | null): value is MailStatus =>
  value === 'pending' || value === 'sent' || value === 'failed';

function When({ at }: { at: string | null }) {
  if (!at) return <span className="text-slate-500">—</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelativeTime(at)}
    </time>
  );
}

/** /admin/mail: every mail the product sends, whether it went out, its attempts and failures (ADR 0042). */
export function MailOutboxPage() {
  useDocumentTitle('Mail');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const outbox = useMailOutbox({ page, limit: PAGE_SIZE, status });
  const retry = useRetryMail();
  const { showToast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const data = outbox.data;
  const kept = data?.transport === 'outbox';

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

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
      className: 'min-w-64',
      cell: (m) => (
        <>
          <span className="block font-semibold text-navy-900">{KIND_LABELS[m.kind] ?? m.kind}</span>
          <span className="block text-xs text-slate-700">{m.subject}</span>
          <span className="block text-xs text-slate-600">
            <When at={m.createdAt} />
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
      cell: (m) => (
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            STATUS_STYLES[m.status],
          )}
        >
          {STATUS_LABELS[m.status]}
        </span>
      ),
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
              <When at={m.lastAttemptAt} />
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
          <When at={m.sentAt} />
        ) : m.nextAttemptAt ? (
          <time dateTime={m.nextAttemptAt}>{formatDateTime(m.nextAttemptAt)}</time>
        ) : (
          <span className="text-slate-500">—</span>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
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
      {data ? (
        <dl className="mb-6 grid grid-cols-3 gap-3">
          {(['pending', 'sent', 'failed'] as const).map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-xs font-semibold text-slate-600 uppercase">{STATUS_LABELS[key]}</dt>
              <dd className="mt-1 text-2xl font-bold text-navy-900">{formatCount(data.counts[key])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mb-4 max-w-xs">
        <Select
          label="Show"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setParam('status', event.target.value || null)}
        />
      </div>
      {outbox.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading mail" showLabel />
        </div>
      ) : outbox.isError ? (
        <Alert tone="error" title="The mail could not be loaded.">
          Please try again in a moment.
        </Alert>
      ) : data ? (
        <>
          <Table
            caption="Mail, newest first"
            columns={columns}
            rows={data.items}
            rowKey={(m) => m.id}
            rowClassName="align-top"
            minWidth="min-w-[64rem]"
            empty={status ? 'No mail with this status.' : 'No mail has been queued yet.'}
          />
          <Pagination
            page={data.page}
            limit={data.limit}
            total={data.total}
            noun="mails"
            onPage={(next) => setParam('page', String(next))}
          />
        </>
      ) : null}
    </div>
  );
}
