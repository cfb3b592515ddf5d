import { useEffect } from 'react';

const PRODUCT = 'College Cost Planner';

/** Sets the browser tab title: "<page> · College Cost Planner". */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : `${PRODUCT}: plan what college will really cost`;
  }, [title]);
}
