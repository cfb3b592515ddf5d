import type { FundingChoices } from '@ccp/aid-engine';
import type { FamilyFundingResponse, FundingResourceKind, FundingSettingsRequest } from '@ccp/contracts';
import { moneyText, parseMoney } from '../../../components/ui/money-field';

/** The funding choices as the form holds them: amounts as typed (empty = the profile's figure). */
export interface FundingDraft {
  order: FundingResourceKind[];
  parentSavings: string;
  parentIncomePerYear: string;
  parentsBorrowPlus: boolean;
  parentPlusDenied: boolean;
  students: {
    studentId: string;
    savings: string;
    workPerYear: string;
    borrowsDirectLoans: boolean;
    borrowedBeforeJuly2026: boolean | null;
    startingSalary: string;
  }[];
}

export function draftOf(funding: FamilyFundingResponse): FundingDraft {
  const s = funding.settings;
  return {
    order: [...s.order],
    parentSavings: moneyText(s.parentSavings),
    parentIncomePerYear: moneyText(s.parentIncomePerYear),
    parentsBorrowPlus: s.parentsBorrowPlus,
    parentPlusDenied: s.parentPlusDenied,
    students: s.students.map((st) => ({
      studentId: st.studentId,
      savings: moneyText(st.savings),
      workPerYear: moneyText(st.workPerYear),
      borrowsDirectLoans: st.borrowsDirectLoans,
      borrowedBeforeJuly2026: st.borrowedBeforeJuly2026,
      startingSalary: moneyText(st.startingSalary),
    })),
  };
}

/** A typed amount the engine can use: a whole, non-negative number; otherwise the fallback. */
function usable(text: string, fallback: number | null): number | null {
  const value = parseMoney(text);
  if (value === null) return null;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** The choices the engine works with while the family types: an amount not (yet) valid keeps its saved value. */
export function choicesOf(draft: FundingDraft, funding: FamilyFundingResponse): FundingChoices {
  const saved = funding.settings;
  return {
    order: draft.order,
    parentSavings: usable(draft.parentSavings, saved.parentSavings),
    parentIncomePerYear: usable(draft.parentIncomePerYear, saved.parentIncomePerYear) ?? 0,
    parentsBorrowPlus: draft.parentsBorrowPlus,
    parentPlusDenied: draft.parentPlusDenied,
    students: saved.students.map((st) => {
      const d = draft.students.find((x) => x.studentId === st.studentId);
      if (!d) return st;
      return {
        studentId: st.studentId,
        savings: usable(d.savings, st.savings),
        workPerYear: usable(d.workPerYear, st.workPerYear) ?? 0,
        borrowsDirectLoans: d.borrowsDirectLoans,
        borrowedBeforeJuly2026: d.borrowedBeforeJuly2026,
        startingSalary: usable(d.startingSalary, st.startingSalary),
        medianEarnings: st.medianEarnings,
      };
    }),
  };
}

const amount = (text: string) => parseMoney(text) ?? Number.NaN;

/** The request the form sends: amounts as typed (the server says what is wrong with one). */
export function requestOf(draft: FundingDraft): FundingSettingsRequest {
  return {
    order: draft.order,
    parentSavings: parseMoney(draft.parentSavings) === null ? null : amount(draft.parentSavings),
    parentIncomePerYear: parseMoney(draft.parentIncomePerYear) ?? 0,
    parentsBorrowPlus: draft.parentsBorrowPlus,
    parentPlusDenied: draft.parentPlusDenied,
    students: draft.students.map((s) => ({
      studentId: s.studentId,
      savings: parseMoney(s.savings) === null ? null : amount(s.savings),
      workPerYear: parseMoney(s.workPerYear) ?? 0,
      borrowsDirectLoans: s.borrowsDirectLoans,
      borrowedBeforeJuly2026: s.borrowedBeforeJuly2026,
      startingSalary: parseMoney(s.startingSalary) === null ? null : amount(s.startingSalary),
    })),
  };
}
