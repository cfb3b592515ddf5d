import { FileText, X } from 'lucide-react';
import { useHideElement } from '../../../lib/family-profile';

/** What to keep at hand while answering; hidden for good once dismissed. */
export function OnboardingGuide({ hidden }: { hidden: boolean }) {
  const hide = useHideElement();
  if (hidden) return null;
  return (
    <section
      aria-labelledby="onboarding-guide-title"
      className="hidden rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm lg:block"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="onboarding-guide-title" className="flex items-center gap-2 font-semibold text-navy-900">
          <FileText aria-hidden="true" className="size-4 text-accent-700" />
          Good to have at hand
        </h2>
        <button
          type="button"
          onClick={() => hide.mutate({ element: 'onboarding-guide' })}
          aria-label="Hide this guide"
          className="-m-1 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-snug">
        <li>Last year’s federal tax return (Form 1040) for each parent</li>
        <li>Recent bank, brokerage and 529 statements</li>
        <li>An idea of your home’s value and what you owe on it</li>
        <li>The student’s earnings and savings</li>
      </ul>
      <p className="mt-3 leading-snug text-slate-600">
        Round figures are fine. You can change any answer later on your profile.
      </p>
    </section>
  );
}
