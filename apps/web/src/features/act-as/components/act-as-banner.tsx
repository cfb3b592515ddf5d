import type { MeResponse } from '@ccp/contracts/accounts';
import { ADMIN_EMAIL_NOT_FOUND, AGENT_EMAIL_NOT_FOUND } from '@ccp/contracts/act-as-values';
import { ArrowLeft, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useSelectedCaseStudy } from '../../../domains/family/case-studies/case-study-selection';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../../lib/api-client';
import { useBackToStaff } from '../api/act-as-api';
import { FamilySwitcher } from './family-switcher';

interface ActAsBannerProps {
  me: MeResponse;
  /** The case-study version picker (docs/product-spec.md §4), drawn in the banner's second row. */
  versionPicker?: ReactNode;
  onSignOut: () => void;
}

/**
 * The yellow banner on every family page while an admin or agent acts as the family (docs/product-spec.md §4
 * Simulation): who acts, 'Logged in as' the family, the selected version, the family switcher and the way back.
 */
export function ActAsBanner({ me, versionPicker, onSignOut }: ActAsBannerProps) {
  const simulation = me.simulation;
  const back = useBackToStaff();
  const { showToast } = useToast();
  const { selected } = useSelectedCaseStudy();
  if (!simulation) return null;
  const role = simulation.actorRole === 'admin' ? 'admin' : 'financial_agent';
  const backLabel = role === 'admin' ? 'Back to Admin' : 'Back to Agent';
  const familyName = me.family?.name ?? me.user.name;

  const goBack = () => {
    const notFound = role === 'admin' ? ADMIN_EMAIL_NOT_FOUND : AGENT_EMAIL_NOT_FOUND;
    if (!simulation.actorEmail) {
      showToast(notFound, 'error');
      return;
    }
    back.mutate(
      { role, email: simulation.actorEmail, id: simulation.actorUserId },
      {
        onError: (error) => {
          const message = isApiError(error) && error.message === notFound ? notFound : GENERIC_ERROR_MESSAGE;
          showToast(message, 'error');
        },
      },
    );
  };

  return (
    <section
      aria-label="Acting as a family"
      className="border-b border-amber-400 bg-amber-200 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
          <p className="flex items-center gap-1.5 font-semibold">
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            <span>
              {simulation.actorName}
              <span className="font-normal"> ({role === 'admin' ? 'Administrator' : 'Financial agent'})</span>
            </span>
          </p>
          <p>
            Logged in as <strong>{familyName}</strong>
          </p>
          <p className="flex items-center gap-1.5">
            <span>Version:</span>
            <span className="rounded-md bg-amber-100 px-2 py-0.5 font-semibold">
              {selected ? selected.name : 'Family Profile'}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:shrink-0 lg:flex-nowrap">
          <FamilySwitcher role={role} currentFamilyId={me.family?.id ?? null} />
          <Button variant="secondary" size="sm" onClick={goBack} busy={back.isPending}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {backLabel}
          </Button>
          <Button variant="ghost" size="sm" onClick={onSignOut} className="hover:bg-amber-100">
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </Button>
        </div>
      </div>
      {versionPicker ? <div className="mx-auto max-w-6xl px-4 pb-3 sm:px-6">{versionPicker}</div> : null}
    </section>
  );
}
