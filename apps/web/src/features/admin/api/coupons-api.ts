import {
  CouponAgentsResponseSchema,
  type CouponListRequest,
  CouponListResponseSchema,
  CouponSchema,
  type CouponWriteRequest,
  RemoveCouponResponseSchema,
} from '@ccp/contracts/coupons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

const KEY = 'admin-coupons';

export function useCoupons(request: CouponListRequest) {
  return useQuery({
    queryKey: [KEY, 'list', request],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/coupon-code${queryString(request)}`, CouponListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The agents a coupon can belong to (docs/product-spec.md §9: page 1, limit 50), by name or organisation. */
export function useCouponAgents(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'agents', search],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admin/couponAgents${queryString({ page: 1, limit: 50, search: search || undefined })}`,
        CouponAgentsResponseSchema,
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coupon }: { id: string | null; coupon: CouponWriteRequest }) =>
      id
        ? apiClient.send('PUT', `/api/admin/coupon-code/${encodeURIComponent(id)}`, coupon, CouponSchema)
        : apiClient.send('POST', '/api/admin/coupon-code/add', coupon, CouponSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY, 'list'] }),
  });
}

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send(
        'POST',
        `/api/admin/coupon-code/remove/${encodeURIComponent(id)}`,
        undefined,
        RemoveCouponResponseSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY, 'list'] }),
  });
}
