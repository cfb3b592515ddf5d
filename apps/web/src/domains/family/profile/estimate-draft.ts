import type {
  QuickEstimateAnswersInput,
  SignUpDraft,
  SignUpDraftCreated,
} from '@ccp/contracts/quick-estimate';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, isApiError, serverChecked } from '../../../lib/api-client';

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

export const estimateDraftKeys = {
  all: ['estimate-draft'] as const,
  one: (id: string | null) => [...estimateDraftKeys.all, id] as const,
};

/** A draft by id (none: not asked); a 4xx answer (gone, expired) is not asked again. */
export const estimateDraftQuery = (id: string | null) =>
  queryOptions({
    queryKey: estimateDraftKeys.one(id),
    queryFn: () => fetchEstimateDraft(id as string),
    enabled: id !== null,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });

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
