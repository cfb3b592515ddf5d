import type { ReactNode } from 'react';

interface QuestionGroupProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One group of questions inside a step: a heading, a sentence on why we ask, then the fields. */
export function QuestionGroup({ title, intro, children }: QuestionGroupProps) {
  return (
    <section aria-label={title} className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
        {intro ? <p className="mt-1 max-w-2xl text-base leading-relaxed text-slate-600">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
