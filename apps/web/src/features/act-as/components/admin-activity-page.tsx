import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminActivity } from '../api/act-as-api';
import { ActivityList } from './activity-list';

/** /admin/activity: the whole act-as log, filterable by family and by staff member (ADR 0030). */
export function AdminActivityPage() {
  useDocumentTitle('Activity');
  const [filters, setFilters] = useState({ page: 1, familyId: '', actorId: '' });
  const activity = useAdminActivity(filters);
  const data = activity.data;
  return (
    <>
      <PageHeading
        eyebrow="Administration"
        title="Activity"
        description="Every time an administrator or agent acted as a family, and every change made while acting."
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <Select
          label="Family"
          placeholder="All families"
          value={filters.familyId}
          options={(data?.families ?? []).map((f) => ({ value: f.id, label: f.name }))}
          onChange={(event) => setFilters({ ...filters, page: 1, familyId: event.target.value })}
        />
        <Select
          label="Staff member"
          placeholder="All staff members"
          value={filters.actorId}
          options={(data?.actors ?? []).map((a) => ({
            value: a.id,
            label: `${a.name} (${a.role === 'admin' ? 'administrator' : 'financial agent'})`,
          }))}
          onChange={(event) => setFilters({ ...filters, page: 1, actorId: event.target.value })}
        />
      </div>
      {activity.isPending ? (
        <PageSpinner label="Loading the activity" />
      ) : activity.isError ? (
        <Alert tone="error">{errorMessage(activity.error)}</Alert>
      ) : activity.data.items.length === 0 ? (
        <p className="text-slate-700">No activity matches these filters.</p>
      ) : (
        <div className="space-y-4">
          <ActivityList items={activity.data.items} showFamily />
          <Pagination
            page={filters.page}
            limit={activity.data.limit}
            total={activity.data.total}
            onPage={(page) => setFilters({ ...filters, page })}
            noun="entry"
          />
        </div>
      )}
    </>
  );
}
