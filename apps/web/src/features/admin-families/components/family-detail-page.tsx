import { type AdminFamilyDetail, stateName } from '@ccp/contracts';
import { ArrowLeft, LifeBuoy, UserMinus, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatMoney, formatPhone, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../../lib/use-list-search';
import { useAdminFamily, useAgentOptions, useFamilyAgent } from '../api/admin-families-api';
import type { FamilyAction } from './families-page';
import { StatusBadge } from './family-labels';

const money = (value: number | null) => (value === null ? 'Not yet known' : formatMoney(value));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** /admin/families/:userId: one family, with its financial agent; `familyAction` is composed in by app/. */
export function FamilyDetailPage({ familyAction }: { familyAction?: FamilyAction } = {}) {
  const { userId = '' } = useParams();
  const family = useAdminFamily(userId);
  useDocumentTitle(family.data ? `${family.data.name} · Families` : 'Family details');
  if (family.isPending || family.isError) {
    return (
      <div>
        <BackLink />
        <PageHeading
          title="Family details"
          description="One family’s profile, parents, students and financial agent."
        />
        {family.isPending ? (
          <PageSpinner label="Loading the family" />
        ) : (
          <Alert tone="error" title="The family could not be loaded.">
            {errorMessage(family.error)}
          </Alert>
        )}
      </div>
    );
  }
  return <FamilyDetail family={family.data} routeId={userId} familyAction={familyAction} />;
}

function BackLink() {
  return (
    <Link
      to="/admin/families"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All families
    </Link>
  );
}

function FamilyDetail({
  family,
  routeId,
  familyAction,
}: {
  family: AdminFamilyDetail;
  routeId: string;
  familyAction?: FamilyAction;
}) {
  const arrival = family.arrival;
  return (
    <div>
      <BackLink />
      <PageHeading
        eyebrow="Family"
        title={family.name}
        description={`Created ${formatDateTime(family.createdAt)} · last activity ${formatRelativeTime(family.lastActivityAt)}`}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge status={family.status} />
            {familyAction ? familyAction(family) : null}
          </div>
        }
      />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          <Section id="household" title="Household">
            <dl className="grid gap-4 sm:grid-cols-3">
              <Fact label="E-mail">{family.email}</Fact>
              <Fact label="Phone">{family.phone ? formatPhone(family.phone) : 'Not given'}</Fact>
              <Fact label="State">{family.state ? stateName(family.state) : 'Not given'}</Fact>
              <Fact label="Family members">{family.familyMembersCount ?? 'Not given'}</Fact>
              <Fact label="In college">{family.familyMembersInCollege ?? 'Not given'}</Fact>
              <Fact label="Onboarding">
                {family.status === 'active' ? 'Finished' : `Step ${family.onboardingStep + 1}`}
              </Fact>
            </dl>
            <h3 className="mt-6 mb-2 text-sm font-semibold text-navy-900">Parents</h3>
            {family.parents.length === 0 ? (
              <p className="text-sm text-slate-600">No parent entered yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                {family.parents.map((p) => (
                  <li key={p.id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                    <span className="font-medium text-slate-900">
                      {p.firstName} {p.lastName}
                      {p.age ? <span className="font-normal text-slate-600"> · {p.age} years</span> : null}
                    </span>
                    <span className="text-slate-700">Annual income {money(p.annualIncome)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section id="aid" title="Aid figures">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label="Federal SAI">{money(family.federalSai)}</Fact>
              <Fact label="Institutional estimate">{money(family.institutionalSai)}</Fact>
            </dl>
            {family.saiComputedAt ? (
              <p className="mt-3 text-xs text-slate-600">Computed {formatDateTime(family.saiComputedAt)}.</p>
            ) : null}
          </Section>

          <Section id="students" title="Students and favourite colleges">
            {family.students.length === 0 ? (
              <p className="text-sm text-slate-600">No student entered yet.</p>
            ) : (
              <div className="flex flex-col gap-5">
                {family.students.map((s) => (
                  <article key={s.id} aria-labelledby={`student-${s.id}`}>
                    <h3 id={`student-${s.id}`} className="font-semibold text-slate-900">
                      {s.name}
                      {s.graduationYear ? (
                        <span className="font-normal text-slate-600"> · class of {s.graduationYear}</span>
                      ) : null}
                    </h3>
                    <p className="mt-1 text-sm text-slate-700">
                      Federal SAI {money(s.federalSai)} · Pell Grant {money(s.pellAward)} ({s.awardYear})
                    </p>
                    {s.favourites.length === 0 ? (
                      <p className="mt-2 text-sm text-slate-600">No favourite college yet.</p>
                    ) : (
                      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                        {s.favourites.map((f) => (
                          <li key={f.id} className="flex flex-wrap justify-between gap-2 px-4 py-2.5 text-sm">
                            <span className="font-medium text-slate-900">
                              {f.name} <span className="font-normal text-slate-600">({f.state})</span>
                            </span>
                            <span className="text-slate-700">
                              Cost {money(f.costOfAttendance)} · net price {money(f.netPrice)}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </article>
                ))}
              </div>
            )}
          </Section>
        </div>

        <div className="flex flex-col gap-5">
          <AgentSection family={family} routeId={routeId} />

          <Section id="help" title="Help requests">
            {family.helpRequests.length === 0 ? (
              <p className="text-sm text-slate-600">This family has not asked for help.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {family.helpRequests.map((h) => (
                  <li key={h.id} className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
                    <p className="flex items-center gap-1.5 font-semibold text-amber-900">
                      <LifeBuoy aria-hidden="true" className="size-4" />
                      {formatDateTime(h.createdAt)}
                      {h.resolvedAt ? ' · resolved' : ' · open'}
                    </p>
                    {h.message ? <p className="mt-1 text-slate-800">{h.message}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section id="arrival" title="How the family arrived">
            <p className="text-sm text-slate-800">
              {arrival.directSignUp
                ? 'Signed up directly.'
                : arrival.invitedBy
                  ? `Invited by ${arrival.invitedBy.name} (${arrival.invitedBy.kind === 'financial_agent' ? 'financial agent' : 'admission professional'}, ${arrival.invitedBy.organisation}).`
                  : 'Invited.'}
            </p>
            {arrival.invitedBy ? (
              <p className="mt-1 text-sm text-slate-600">{arrival.invitedBy.email}</p>
            ) : null}
            {arrival.invitedAt ? (
              <p className="mt-1 text-sm text-slate-600">
                Invitation sent {formatDateTime(arrival.invitedAt)}.
              </p>
            ) : null}
          </Section>
        </div>
      </div>
    </div>
  );
}

function AgentSection({ family, routeId }: { family: AdminFamilyDetail; routeId: string }) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [agentId, setAgentId] = useState('');
  const [removing, setRemoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const options = useAgentOptions(debounced, true);
  const { assign, remove } = useFamilyAgent(routeId);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const choices = (options.data?.items ?? [])
    .filter((a) => a.id !== family.agent?.id)
    .map((a) => ({ value: a.id, label: `${a.name} · ${a.organisation}` }));

  return (
    <Section id="agent" title="Financial agent">
      {done ? (
        <Alert tone="success" title={done} className="mb-4">
          The agent and the family have been notified.
        </Alert>
      ) : null}
      {family.agent ? (
        <div className="mb-4 rounded-xl border border-slate-200 p-3 text-sm">
          <p className="font-semibold text-slate-900">{family.agent.name}</p>
          <p className="text-slate-700">{family.agent.organisation}</p>
          <p className="text-slate-600">{family.agent.email}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setRemoving(true)}>
            <UserMinus aria-hidden="true" className="size-4" />
            Remove agent
          </Button>
        </div>
      ) : (
        <p className="mb-4 text-sm text-slate-600">No financial agent is assigned to this family.</p>
      )}
      <form
        className="flex flex-col gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!agentId) return;
          try {
            const detail = await assign.mutateAsync(agentId);
            setDone(`${detail.agent?.name ?? 'The agent'} is now this family’s financial agent.`);
            setAgentId('');
            setSearch('');
          } catch {
            setDone(null);
          }
        }}
      >
        <TextField
          label="Find an agent"
          type="search"
          placeholder="Name, e-mail or organisation"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          label={family.agent ? 'Replace with' : 'Assign an agent'}
          placeholder={choices.length ? 'Choose a financial agent' : 'No agent matches'}
          options={choices}
          value={agentId}
          onChange={(e) => setAgentId(e.target.value)}
        />
        {assign.isError ? (
          <Alert tone="error" title="The agent was not assigned.">
            {errorMessage(assign.error)}
          </Alert>
        ) : null}
        <Button type="submit" disabled={!agentId} busy={assign.isPending}>
          <UserPlus aria-hidden="true" className="size-4" />
          Assign agent
        </Button>
      </form>
      <Dialog
        open={removing}
        onOpenChange={(open) => {
          setRemoving(open);
          if (!open) remove.reset();
        }}
        title="Remove the financial agent?"
        description={`${family.agent?.name ?? 'The agent'} will no longer see ${family.name}. The agent and the family are notified.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={async () => {
                try {
                  await remove.mutateAsync();
                  setRemoving(false);
                  setDone('The financial agent was removed.');
                } catch {
                  // The dialog shows the error.
                }
              }}
            >
              Remove agent
            </Button>
          </>
        }
      >
        {remove.isError ? (
          <Alert tone="error" title="The agent was not removed.">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
      </Dialog>
    </Section>
  );
}
