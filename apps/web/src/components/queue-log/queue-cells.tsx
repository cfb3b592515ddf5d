import { cn } from '../../lib/cn';
import { formatDateTime, formatRelativeTime } from '../../lib/format';
import { type QueueLogConfig, type QueueStatus, type QueueTone, statusesOf } from './queue-log';

/* The cells a queue log's columns share: a row's status and a moment. */

const TONE_STYLES: Record<QueueTone, string> = {
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  done: 'bg-accent-50 text-accent-800 ring-accent-100',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** A row's status as a coloured label ("Waiting", "Sent", "Failed"). */
export function QueueStatusPill<Done extends string>({
  config,
  status,
}: {
  config: QueueLogConfig<Done>;
  status: QueueStatus<Done>;
}) {
  const shown = statusesOf(config).find((s) => s.status === status);
  if (!shown) return null;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONE_STYLES[shown.tone],
      )}
    >
      {shown.label}
    </span>
  );
}

/** A moment as "3 minutes ago", the full date and time on hover; a dash when there is none. */
export function QueueWhen({ at }: { at: string | null }) {
  if (!at) return <span className="text-slate-500">—</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelativeTime(at)}
    </time>
  );
}
