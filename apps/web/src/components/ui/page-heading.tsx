import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  description?: ReactNode;
  /** Small line above the title, e.g. the area ("Administration"). */
  eyebrow?: string;
  actions?: ReactNode;
}

/** The heading of an app page: one h1 per page, with an optional sentence about what it is for. */
export function PageHeading({ title, description, eyebrow, actions }: PageHeadingProps) {
  return (
    <header className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="max-w-3xl">
        {eyebrow ? (
          <p className="mb-2 text-xs font-bold tracking-widest text-accent-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-3 text-base leading-relaxed text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
