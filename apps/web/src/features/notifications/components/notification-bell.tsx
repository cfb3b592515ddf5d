import type { NotificationAudience } from '@ccp/contracts/notifications';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useDismiss } from '../../../components/ui/use-dismiss';
import { useMarkAllRead, useNotifications } from '../api/notifications-api';

/** docs/product-spec.md §9: the list shows 10 items until 'See all notifications' is pressed. */
export const INITIAL_NOTIFICATIONS = 10;

// The list and DOMPurify load when the panel first opens: the bell and its count stay small on every page.
const NotificationList = lazy(() => import('./notification-list'));

/**
 * The header's notification bell (docs/product-spec.md §4): the unread count, and a panel with the newest
 * notifications (10 until 'See all notifications'), unread ones highlighted, 'Mark All as Read'. The list refreshes
 * every 10 minutes and each time the panel opens. A non-modal disclosure: Escape or a press outside closes it and
 * focus returns to the bell.
 */
export function NotificationBell({ audience }: { audience: NotificationAudience }) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const query = useNotifications(audience);
  const markAll = useMarkAllRead(audience);
  const { refetch } = query;

  const unread = query.data?.unread ?? 0;
  const items = query.data?.items ?? [];
  const shown = showAll ? items : items.slice(0, INITIAL_NOTIFICATIONS);

  useEffect(() => {
    if (query.error) console.info('Notifications could not be loaded', query.error);
  }, [query.error]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setShowAll(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, close);

  useEffect(() => {
    if (!open) return;
    void refetch();
    panelRef.current?.focus();
  }, [open, refetch]);

  const countLabel = unread > 99 ? '99+' : String(unread);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen((was) => !was)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-300 px-1 text-[11px] leading-5 font-bold text-navy-950 ring-2 ring-navy-900"
          >
            {countLabel}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          ref={panelRef}
          id={`${id}-panel`}
          tabIndex={-1}
          aria-labelledby={`${id}-title`}
          className="fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-800 shadow-xl outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <h2
              id={`${id}-title`}
              className="flex items-baseline gap-2 text-base font-bold whitespace-nowrap text-navy-900"
            >
              Notifications
              {unread > 0 ? (
                <span className="ml-2 text-sm font-medium text-slate-600">{unread} unread</span>
              ) : null}
            </h2>
            <button
              type="button"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
              className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-accent-700 hover:bg-accent-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
            >
              Mark All as Read
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={query.isFetching}>
            {query.isPending ? (
              <div className="flex justify-center p-6">
                <Spinner label="Loading notifications" showLabel />
              </div>
            ) : query.isError && items.length === 0 ? (
              <p className="p-4 text-sm text-slate-700">
                Notifications could not be loaded.{' '}
                <button
                  type="button"
                  onClick={() => void refetch()}
                  className="font-semibold text-accent-700 underline"
                >
                  Try again
                </button>
              </p>
            ) : items.length === 0 ? (
              <p className="p-6 text-center text-sm text-slate-600">No notifications yet.</p>
            ) : (
              <Suspense
                fallback={
                  <div className="flex justify-center p-6">
                    <Spinner label="Loading notifications" showLabel />
                  </div>
                }
              >
                <NotificationList items={shown} audience={audience} onFollow={() => setOpen(false)} />
              </Suspense>
            )}
          </div>
          {!showAll && items.length > INITIAL_NOTIFICATIONS ? (
            <div className="border-t border-slate-200 p-2">
              <button
                type="button"
                onClick={() => setShowAll(true)}
                className="w-full rounded-md px-3 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50"
              >
                See all notifications
              </button>
            </div>
          ) : null}
          {showAll && (query.data?.total ?? 0) > items.length ? (
            <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
              Showing the latest {items.length} of {query.data?.total}.
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
