import type {
  QuickEstimateAnswersInput,
  SignUpDraft,
  SignUpDraftCreated,
} from '@ccp/contracts/quick-estimate';
import { apiClient, serverChecked } from './api-client';

/**
 * The two-minute estimate's answers on their way to the sign-up ("Keep going"), kept on the server for an hour
 * (`/api/estimate/drafts`, docs/decisions/0056) under an opaque random id that the sign-up page's address carries
 * (`/family/signup?estimate=<id>`): a reload keeps them, with no financial data in browser storage or in the address.
 */
export const ESTIMATE_DRAFT_PARAM = 'estimate';

/** The sign-up page's address for a draft. */
export const signUpPathFor = (id: string) =>
  `/family/signup?${ESTIMATE_DRAFT_PARAM}=${encodeURIComponent(id)}`;

export function saveEstimateDraft(answers: QuickEstimateAnswersInput): Promise<SignUpDraftCreated> {
  return apiClient.send('POST', '/api/estimate/drafts', answers, serverChecked<SignUpDraftCreated>(), {
    refreshOnUnauthorized: false,
  });
}

export function fetchEstimateDraft(id: string): Promise<SignUpDraft> {
  return apiClient.get(`/api/estimate/drafts/${encodeURIComponent(id)}`, serverChecked<SignUpDraft>(), {
    refreshOnUnauthorized: false,
  });
}

/** Forgets a draft (after the sign-up used it, or when the visitor starts without it); a failure changes nothing. */
export async function forgetEstimateDraft(id: string): Promise<void> {
  try {
    await apiClient.request(`/api/estimate/drafts/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      refreshOnUnauthorized: false,
    });
  } catch {
    // It expires within the hour anyway.
  }
}
