import { ChevronDown, FileText, X } from 'lucide-react';
import { useHideElement } from '../../../domains/family/profile/family-profile';
import { LG_AND_UP, useMediaQuery } from '../../../lib/use-media-query';

/** The papers the FAFSA's questions come from: the parents' for a dependent student, the student's own (and a
 * spouse's) for an independent student, whose FAFSA has no parent section. */
const GUIDE_ITEMS = {
  dependent: [
    'Last year’s federal tax return (Form 1040) for each parent',
    'Recent bank, brokerage and 529 statements',
    'An idea of your home’s value and what you owe on it',
    'The student’s earnings and savings',
  ],
  independent: [
    'The student’s last federal tax return (Form 1040), and the spouse’s if married',
    'The student’s (and spouse’s) recent bank, brokerage and retirement statements',
    'The student’s and spouse’s pay this year',
    'Who lives in the student’s household: a spouse, children or others the student supports',
  ],
} as const;

/** What to keep at hand while answering; hidden for good once dismissed. `independent`: the family answered that
 * the student is independent (no parent step). Beside the form from 1024 px; above it on smaller screens, folded
 * (one line that opens) so that the form stays near the top. */
export function OnboardingGuide({ hidden, independent }: { hidden: boolean; independent: boolean }) {
  const hide = useHideElement();
  const wide = useMediaQuery(LG_AND_UP);
  if (hidden) return null;
  const hideButton = (
    <button
      type="button"
      onClick={() => hide.mutate({ element: 'onboarding-guide' })}
      aria-label="Hide this guide"
      className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
  const title = (
    <>
      <FileText aria-hidden="true" className="size-4 text-accent-700" />
      Good to have at hand
    </>
  );
  const body = (
    <>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-snug">
        {GUIDE_ITEMS[independent ? 'independent' : 'dependent'].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 leading-snug text-slate-600">
        Round figures are fine. You can change any answer later on your profile.
      </p>
    </>
  );
  const frame = 'rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm';
  if (!wide) {
    return (
      <section aria-label="Good to have at hand" className={frame}>
        <div className="flex items-start justify-between gap-2">
          <details className="group min-w-0 flex-1">
            <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
              {title}
              <ChevronDown
                aria-hidden="true"
                className="size-4 text-slate-500 transition group-open:rotate-180"
              />
            </summary>
            {body}
          </details>
          {hideButton}
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="onboarding-guide-title" className={frame}>
      <div className="flex items-start justify-between gap-2">
        <h2 id="onboarding-guide-title" className="flex items-center gap-2 font-semibold text-navy-900">
          {title}
        </h2>
        {hideButton}
      </div>
      {body}
    </section>
  );
}
