import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useSession } from '../../../lib/session';

/** The case study (draft family version) being edited while an admin or agent acts as the family. */
export interface SelectedCaseStudy {
  id: string;
  name: string;
}

interface Selection {
  selected: SelectedCaseStudy | null;
  select: (version: SelectedCaseStudy | null) => void;
}

const SelectionContext = createContext<Selection | null>(null);

/**
 * Holds the selected case study in memory only (never in browser storage: the server holds the truth). Provided
 * around the family area, so leaving it (back to the staff area, sign-out) forgets the selection.
 */
export function CaseStudySelectionProvider({ children }: { children: ReactNode }) {
  const [selected, select] = useState<SelectedCaseStudy | null>(null);
  const value = useMemo(() => ({ selected, select }), [selected]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

const NONE: Selection = { selected: null, select: () => {} };

/**
 * The selected case study and the way to change it. Only a simulated session (an admin or agent acting as the
 * family, `/api/me` says) has one: the family alone always edits its own profile.
 */
export function useSelectedCaseStudy(): Selection {
  const selection = useContext(SelectionContext) ?? NONE;
  const simulated = Boolean(useSession().data?.simulation);
  return simulated ? selection : NONE;
}
