import type { QuickEstimateAnswersInput, QuickEstimateResponse } from '@ccp/contracts/quick-estimate';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /api/estimate/quick` (no account). The answer is taken as the server encoded it with its contracts schema,
 * so that this public page loads no zod.
 */
export async function fetchQuickEstimate(answers: QuickEstimateAnswersInput): Promise<QuickEstimateResponse> {
  return (await apiClient.request('/api/estimate/quick', {
    method: 'POST',
    body: answers,
    refreshOnUnauthorized: false,
  })) as QuickEstimateResponse;
}
