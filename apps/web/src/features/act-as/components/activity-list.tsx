import type { ActivityItem } from '@ccp/contracts/act-as';
import { formatDateTime } from '../../../lib/format';

/** The activity log's items, newest first: when, who, where, and one sentence per change. */
export function ActivityList({ items, showFamily }: { items: readonly ActivityItem[]; showFamily: boolean }) {
  return (
    <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className="px-4 py-4 sm:px-6">
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold text-slate-600">
            <time dateTime={item.at}>{formatDateTime(item.at)}</time>
            <span>{item.actor.name}</span>
            {showFamily ? <span>{item.familyName}</span> : null}
            <span>{item.where}</span>
          </p>
          <ul className="mt-1.5 space-y-1 text-sm leading-relaxed text-slate-800">
            {item.sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
