import {
  CouponAgentsResponseSchema,
  type CouponListRequest,
  CouponListResponseSchema,
  CouponSchema,
  type CouponWriteRequest,
  RemoveCouponResponseSchema,
} from '@ccp/contracts/coupons';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export const couponKeys = {
  all: ['admin-coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  list: (request: CouponListRequest) => [...couponKeys.lists(), request] as const,
  agents: (search: string) => [...couponKeys.all, 'agents', search] as const,
};

export const couponsQuery = (request: CouponListRequest) =>
  queryOptions({
    queryKey: couponKeys.list(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/coupon-code${queryString(request)}`, CouponListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export function useCoupons(request: CouponListRequest) {
  return useQuery(couponsQuery(request));
}

/** The agents a coupon can belong to (docs/product-spec.md §9: page 1, limit 50), by name or organisation. */
export const couponAgentsQuery = (search: string) =>
  queryOptions({
    queryKey: couponKeys.agents(search),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admin/couponAgents${queryString({ page: 1, limit: 50, search: search || undefined })}`,
        CouponAgentsResponseSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useCouponAgents(search: string, enabled: boolean) {
  return useQuery({ ...couponAgentsQuery(search), enabled });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coupon }: { id: string | null; coupon: CouponWriteRequest }) =>
      id
        ? apiClient.send('PUT', `/api/admin/coupon-code/${encodeURIComponent(id)}`, coupon, CouponSchema)
        : apiClient.send('POST', '/api/admin/coupon-code/add', coupon, CouponSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.lists() }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.lists() }),
  });
}
