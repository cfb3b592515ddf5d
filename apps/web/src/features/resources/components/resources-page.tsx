import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GUIDES } from './guides';

/** /family/resources: the Bonus Resources guides, with a contents list that links to each one. */
export default function ResourcesPage({ actions }: { actions?: ReactNode }) {
  useDocumentTitle('Bonus Resources');
  return (
    <>
      <PageHeading
        eyebrow="Bonus Resources"
        title="Guides to paying for college"
        description="Short, practical guides for the decisions ahead: when to file, how the SAI works, where to keep college money, and how to compare and appeal offers."
        actions={actions}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label="Guides" className="lg:sticky lg:top-32 lg:self-start">
          <Card className="p-4 sm:p-5">
            <h2 className="text-sm font-bold tracking-wide text-navy-900 uppercase">In these guides</h2>
            <ol className="mt-3 space-y-1">
              {GUIDES.map((guide, i) => (
                <li key={guide.id}>
                  <a
                    href={`#${guide.id}`}
                    className="flex gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-navy-800 hover:bg-navy-50"
                  >
                    <span className="text-slate-500">{i + 1}.</span>
                    {guide.title}
                  </a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>
        <div className="space-y-6">
          {GUIDES.map((guide) => (
            <Card
              as="article"
              key={guide.id}
              aria-labelledby={`${guide.id}-title`}
              className="scroll-mt-32 p-5 sm:p-8"
            >
              <div id={guide.id} className="scroll-mt-32" />
              <h2 id={`${guide.id}-title`} className="text-2xl font-bold tracking-tight text-navy-900">
                {guide.title}
              </h2>
              <p className="mt-2 text-base text-slate-600">{guide.summary}</p>
              <div className="text-base">{guide.body}</div>
            </Card>
          ))}
        </div>
      </div>
    </>
  );
}
