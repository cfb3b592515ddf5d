import type { QuickEstimateAnswersInput } from '@ccp/contracts/quick-estimate';

/**
 * The two-minute estimate's answers on their way to the sign-up ("Keep going"). Held in this module's memory
 * only, never in browser storage (financial data): a reload or a new tab forgets them. The sign-up takes them once
 * (`takeCarriedAnswers` after the account is created) and sends them with the sign-up request.
 */
let carried: QuickEstimateAnswersInput | null = null;

export function carryAnswers(answers: QuickEstimateAnswersInput): void {
  carried = { ...answers };
}

/** The answers waiting for the sign-up, without taking them. */
export function carriedAnswers(): QuickEstimateAnswersInput | null {
  return carried;
}

/** Forgets the answers (after the sign-up used them, or when the visitor drops them). */
export function clearCarriedAnswers(): void {
  carried = null;
}
