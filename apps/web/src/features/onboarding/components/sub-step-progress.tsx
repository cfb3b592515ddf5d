interface SubStepProgressProps {
  titles: readonly string[];
  current: number;
}

/** Progress inside a step: which question group of how many, as text and as a bar. */
export function SubStepProgress({ titles, current }: SubStepProgressProps) {
  const total = titles.length;
  return (
    <div className="mt-4">
      <p aria-hidden="true" className="text-sm text-slate-600">
        Part {current + 1} of {total}
      </p>
      <div
        role="progressbar"
        aria-label="Progress in this step"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current + 1}
        aria-valuetext={`Part ${current + 1} of ${total}: ${titles[current]}`}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-accent-700 transition-[width] duration-300"
          style={{ width: `${((current + 1) / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
