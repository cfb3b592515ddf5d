import type { AdminFamilyStatus } from '@ccp/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StatusBadge } from './status-badge';

/** "All families": back to the staff member's list. */
export function FamilyBackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All families
    </Link>
  );
}

/**
 * A staff member's page of one family: the document title, and while the family loads or when it cannot be
 * loaded, the page's heading with a spinner or the error (`missing` when the server answers 404: not a family
 * this staff member may see). `children` renders the family once it has loaded.
 */
export function FamilyDetailFrame<T extends { name: string }>({
  family,
  backTo,
  description,
  missing,
  children,
}: {
  family: UseQueryResult<T>;
  backTo: string;
  description: string;
  /** What a 404 says; without it, a 404 is shown as any other failure, with the server's message. */
  missing?: { title: string; text: string };
  children: (family: T) => ReactNode;
}) {
  useDocumentTitle(family.data ? `${family.data.name} · Families` : 'Family details');
  if (family.isPending || family.isError) {
    const notFound = isApiError(family.error) && family.error.status === 404 ? missing : undefined;
    return (
      <div>
        <FamilyBackLink to={backTo} />
        <PageHeading title="Family details" description={description} />
        {family.isPending ? (
          <PageSpinner label="Loading the family" />
        ) : (
          <Alert tone="error" title={notFound ? notFound.title : 'The family could not be loaded.'}>
            {notFound ? notFound.text : errorMessage(family.error)}
          </Alert>
        )}
      </div>
    );
  }
  return children(family.data);
}

/** The heading of a family's page for the admin and the financial agent: when it came, its status, the actions. */
export function FamilyHeading({
  family,
  children,
}: {
  family: { name: string; status: AdminFamilyStatus; createdAt: string; lastActivityAt: string };
  /** The actions beside the status (e.g. "Act as this family"). */
  children?: ReactNode;
}) {
  return (
    <PageHeading
      eyebrow="Family"
      title={family.name}
      description={`Created ${formatDateTime(family.createdAt)} · last activity ${formatRelativeTime(family.lastActivityAt)}`}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={family.status} />
          {children}
        </div>
      }
    />
  );
}
