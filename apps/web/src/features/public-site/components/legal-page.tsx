import type { ReactNode } from 'react';

interface LegalPageProps {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}

/** Frame of the privacy policy and terms of service: a readable column of text. */
export function LegalPage({ title, updated, intro, children }: LegalPageProps) {
  return (
    <div className="bg-white">
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        <header className="border-b border-slate-200 pb-8">
          <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">Legal</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-slate-600">Last updated: {updated}</p>
          <div className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</div>
        </header>
        <div className="mt-4">{children}</div>
      </article>
    </div>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-3 space-y-4 leading-relaxed text-slate-700 [&_li]:pl-1 [&_strong]:text-navy-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
