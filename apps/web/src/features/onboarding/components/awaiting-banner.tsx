import { ONBOARDING_STEPS } from '@ccp/contracts/onboarding';
import { Hourglass, X } from 'lucide-react';
import { useHideElement } from '../../../domains/family/profile/family-profile';

interface AwaitingBannerProps {
  hidden: boolean;
  completed: number;
}

/** For a family whose plan is waiting on its answers; hidden for good once dismissed. */
export function AwaitingBanner({ hidden, completed }: AwaitingBannerProps) {
  const hide = useHideElement();
  if (hidden) return null;
  const left = ONBOARDING_STEPS.length - completed;
  return (
    <section
      aria-label="Your plan is waiting"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 sm:items-center sm:px-5"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 sm:mt-0" />
      <p className="flex-1 text-sm leading-relaxed">
        <strong className="font-semibold">Your plan is waiting for your answers.</strong>{' '}
        {left === 1 ? 'One step' : `${left} steps`} to go: finish onboarding to see your Student Aid Index,
        search colleges by what they would cost you, and open the rest of your plan.
      </p>
      <button
        type="button"
        onClick={() => hide.mutate({ element: 'awaiting-banner' })}
        className="-m-1 inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-semibold text-amber-900 hover:bg-amber-100"
      >
        <X aria-hidden="true" className="size-4" />
        <span>
          Hide<span className="sr-only"> this message</span>
        </span>
      </button>
    </section>
  );
}
