import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFamilyActivity } from '../api/act-as-api';
import { ActivityList } from './activity-list';

/** /family/activity: everything an administrator or your agent did while acting as your family (ADR 0030). */
export function FamilyActivityPage() {
  useDocumentTitle('Activity');
  const [page, setPage] = useState(1);
  const activity = useFamilyActivity(page);
  return (
    <>
      <PageHeading
        title="Activity"
        description="Each time your financial agent or an administrator works on your profile as your family, it is listed here: when they started and stopped, and every change they made, from the old value to the new one."
      />
      {activity.isPending ? (
        <PageSpinner label="Loading your activity" />
      ) : activity.isError ? (
        <Alert tone="error">{errorMessage(activity.error)}</Alert>
      ) : activity.data.items.length === 0 ? (
        <p className="text-slate-700">Nobody has worked on your profile for you yet.</p>
      ) : (
        <div className="space-y-4">
          <ActivityList items={activity.data.items} showFamily={false} />
          <Pagination
            page={page}
            limit={activity.data.limit}
            total={activity.data.total}
            onPage={setPage}
            noun="entry"
          />
        </div>
      )}
    </>
  );
}
