import { Calculator } from 'lucide-react';

/** The short "calculating your SAI" moment between the finish and the SAI page. */
export function FinishingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-navy-950/60 p-4 backdrop-blur-[2px]">
      <div
        role="status"
        aria-live="assertive"
        className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-2xl"
      >
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-700">
          <Calculator aria-hidden="true" className="size-7 motion-safe:animate-pulse" />
        </span>
        <p className="mt-4 text-lg font-bold text-navy-900">Calculating your SAI…</p>
        <p className="mt-2 text-sm text-slate-600">
          We are running the federal formula on your answers and estimating your Pell Grant.
        </p>
        <div className="mt-5 h-1.5 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full w-full rounded-full bg-accent-700 motion-safe:animate-pulse" />
        </div>
      </div>
    </div>
  );
}
