import { FamilySaiResponseSchema } from '@ccp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The SAI of one student (the first when none is chosen), as the aid engine computes it on the server. */
export function useFamilySai(studentId: string | null) {
  return useQuery({
    queryKey: ['family', 'sai', studentId ?? 'first'],
    queryFn: () =>
      apiClient.get(
        studentId ? `/api/family/sai?studentId=${encodeURIComponent(studentId)}` : '/api/family/sai',
        FamilySaiResponseSchema,
      ),
    placeholderData: keepPreviousData,
  });
}
