import { useSelectedCaseStudy } from '../case-studies/case-study-selection';

/**
 * Whose figures the family screens ask for (docs/decisions/0047): the selected case study's while an admin or agent
 * acting as the family has one selected (domains/family/case-studies/case-study-selection.tsx), else the family's own. Every query of a
 * figure puts `key` in its query key and sends `familyVersionId` through `params` or `url`.
 */
export interface FiguresScope {
  versionId: string | null;
  /** A query-key part: the case study's id, or 'own'. */
  key: string;
  /** The parameters to add to a query string or a body: `{ familyVersionId }` while a case study is selected. */
  params: { familyVersionId?: string };
  /** `url` with `familyVersionId` added while a case study is selected. */
  url: (url: string) => string;
}

export function figuresScope(versionId: string | null): FiguresScope {
  return {
    versionId,
    key: versionId ?? 'own',
    params: versionId ? { familyVersionId: versionId } : {},
    url: (url) =>
      versionId
        ? `${url}${url.includes('?') ? '&' : '?'}familyVersionId=${encodeURIComponent(versionId)}`
        : url,
  };
}

export function useFiguresScope(): FiguresScope {
  return figuresScope(useSelectedCaseStudy().selected?.id ?? null);
}
