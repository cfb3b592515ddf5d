import type { Notification, NotificationAudience } from '@ccp/contracts/notifications';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format';
import { sanitiseMessage } from '../sanitise-message';

const messageOf = (item: Notification, audience: NotificationAudience) =>
  ({
    family: item.familyMessage,
    agent: item.agentMessage,
    admin: item.adminMessage,
    professional: item.professionalMessage,
  })[audience];

const isRead = (item: Notification, audience: NotificationAudience) =>
  ({ family: item.read, agent: item.agentRead, admin: item.adminRead, professional: item.professionalRead })[
    audience
  ];

const FAMILY_PAGE: Record<Exclude<NotificationAudience, 'family'>, string> = {
  agent: '/agent/families/',
  admin: '/admin/families/',
  professional: '/admission-professional/families/',
};

/** §4: family items are read-only; staff items open the family when there is a user id. */
function linkOf(item: Notification, audience: NotificationAudience): string | null {
  if (audience === 'family' || !item.userid) return null;
  return `${FAMILY_PAGE[audience]}${encodeURIComponent(item.userid)}`;
}

function NotificationItem({
  item,
  audience,
  onFollow,
}: {
  item: Notification;
  audience: NotificationAudience;
  onFollow: () => void;
}) {
  const unread = !isRead(item, audience);
  const to = linkOf(item, audience);
  const body = (
    <>
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-100 text-xs font-bold text-accent-800"
      >
        {item.senderInitials || '·'}
      </span>
      <span className="min-w-0 flex-1">
        {unread ? <span className="sr-only">Unread: </span> : null}
        <span
          className="block text-sm leading-snug text-slate-800 [&_b]:font-semibold [&_b]:text-navy-900 [&_strong]:font-semibold"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify here, where it is shown (ADR 0073).
          dangerouslySetInnerHTML={{ __html: sanitiseMessage(messageOf(item, audience)) }}
        />
        <time dateTime={item.createdAt} className="mt-1 block text-xs text-slate-600">
          {formatRelativeTime(item.createdAt)}
        </time>
      </span>
      {unread ? (
        <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent-600" />
      ) : null}
    </>
  );
  const classes = cn('flex gap-3 px-4 py-3', unread ? 'bg-accent-50' : 'bg-white');
  return (
    <li className="border-b border-slate-100 last:border-b-0">
      {to ? (
        <Link
          to={to}
          onClick={onFollow}
          className={cn(classes, 'outline-offset-[-3px] hover:bg-navy-50 focus-visible:bg-navy-50')}
        >
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}

/** The panel's notifications, newest first (the bell loads this chunk, with DOMPurify, when the panel opens). */
export default function NotificationList({
  items,
  audience,
  onFollow,
}: {
  items: readonly Notification[];
  audience: NotificationAudience;
  onFollow: () => void;
}) {
  return (
    <ul aria-label="Notifications list">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} audience={audience} onFollow={onFollow} />
      ))}
    </ul>
  );
}
