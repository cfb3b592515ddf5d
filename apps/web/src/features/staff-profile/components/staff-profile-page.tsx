import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatPhone } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type StaffKind, useStaffProfile } from '../api/staff-profile-api';
import { StaffProfileForm } from './staff-profile-form';

const ROLE_TITLE: Record<StaffKind, string> = {
  admin: 'Administrator',
  agent: 'Financial agent',
  professional: 'Admission professional',
};

const DESCRIPTION: Record<StaffKind, string> = {
  admin: 'Your name and phone number as other administrators, agents and families see them.',
  agent: 'Your name, phone number and organisation as the families you advise see them.',
  professional: 'Your name, phone number and institution as the families you invite see them.',
};

interface StaffProfilePageProps {
  kind: StaffKind;
  /** More sections under the profile card (the change-password form). */
  children?: ReactNode;
}

/** Own profile of an admin, agent or admission professional: view and update it. */
export function StaffProfilePage({ kind, children }: StaffProfilePageProps) {
  useDocumentTitle('Your profile');
  const profile = useStaffProfile(kind);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Your profile" description={DESCRIPTION[kind]} />
      {profile.isPending ? <PageSpinner label="Loading your profile" /> : null}
      {profile.isError ? (
        <Alert tone="error" title="Your profile could not be loaded.">
          <p>{errorMessage(profile.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {profile.data ? (
        <div className="space-y-8">
          <Card as="section" aria-labelledby="profile-summary">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
              <Avatar name={profile.data.name} size="lg" />
              <div className="min-w-0">
                <h2 id="profile-summary" className="truncate text-xl font-bold text-navy-900">
                  {profile.data.name}
                </h2>
                <p className="text-sm text-slate-600">
                  {ROLE_TITLE[kind]}
                  {profile.data.organisation ? ` · ${profile.data.organisation}` : ''}
                </p>
                <dl className="mt-3 grid gap-x-8 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold text-slate-700">Email</dt>
                  <dd className="break-all text-slate-900">{profile.data.email}</dd>
                  <dt className="font-semibold text-slate-700">Phone</dt>
                  <dd className="text-slate-900">{formatPhone(profile.data.phone) || 'Not given'}</dd>
                </dl>
              </div>
            </div>
            <hr className="my-8 border-slate-200" />
            <StaffProfileForm kind={kind} profile={profile.data} />
          </Card>
          {children ? <Card>{children}</Card> : null}
        </div>
      ) : null}
    </div>
  );
}
