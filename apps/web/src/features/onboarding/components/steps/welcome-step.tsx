import { ONBOARDING_STEPS } from '@ccp/contracts/onboarding';
import { Clock, Lock, Sparkles } from 'lucide-react';

/** Step 1: what onboarding is for, how long it takes and what happens to the answers. */
export function WelcomeStep({ familyName }: { familyName: string }) {
  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-base leading-relaxed text-slate-700">
        Welcome, {familyName}. In the next steps you tell us about your household, its income and savings, and
        the students heading to college. From your answers we compute your{' '}
        <strong>Student Aid Index (SAI)</strong>, the number every college uses to decide your federal aid,
        show the Pell Grant it implies, and explain what would change it.
      </p>
      <ul className="grid gap-4 sm:grid-cols-3">
        <li className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <Clock aria-hidden="true" className="size-5 text-accent-700" />
          <p className="mt-2 font-semibold text-navy-900">About 15 minutes</p>
          <p className="mt-1 text-sm text-slate-600">Round numbers are fine; you can refine them later.</p>
        </li>
        <li className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <Sparkles aria-hidden="true" className="size-5 text-accent-700" />
          <p className="mt-2 font-semibold text-navy-900">Saved as you go</p>
          <p className="mt-1 text-sm text-slate-600">
            Close the page any time and continue where you stopped.
          </p>
        </li>
        <li className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <Lock aria-hidden="true" className="size-5 text-accent-700" />
          <p className="mt-2 font-semibold text-navy-900">Private</p>
          <p className="mt-1 text-sm text-slate-600">
            Your figures are stored on our server, never in your browser, and shared only with your advisor.
          </p>
        </li>
      </ul>
      <div>
        <h2 className="text-base font-semibold text-navy-900">The steps</h2>
        <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
          {ONBOARDING_STEPS.map((step, i) => (
            <li key={step.key}>
              {i + 1}. {step.title}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
