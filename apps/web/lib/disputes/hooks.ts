'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@crossport/api-client';
import { api, ok } from '../api.ts';

const DISPUTES = '/api/claims/customer/v1/disputes';
export type DisputeBody =
  paths['/api/claims/customer/v1/buy-product/{id}/dispute']['post']['requestBody']['content']['application/json'];
export type EvidenceBody =
  paths['/api/claims/customer/v1/disputes/{id}/evidence']['post']['requestBody']['content']['application/json'];

const key = ['disputes'] as const;
export const disputePath = (id: number) => `/dashboard/disputes/${id}`;

/** The customer's disputes, newest first (the dashboard list). */
export function useDisputes() {
  return useQuery({
    queryKey: [...key, 'list'],
    queryFn: async ({ signal }) =>
      (await ok(api.GET(DISPUTES, { params: { query: { page: 1, per_page: 100 } }, signal }))).data,
    staleTime: 0,
  });
}

/** The dispute on one buy product, if there is one (a product has at most one). */
export function useDisputeOf(buyProductId: number) {
  const list = useDisputes();
  return { ...list, data: list.data?.find((d) => d.buy_product_id === buyProductId) ?? null };
}

export function useDispute(id: number) {
  return useQuery({
    queryKey: [...key, id],
    queryFn: async ({ signal }) =>
      (await ok(api.GET(`${DISPUTES}/{id}`, { params: { path: { id } }, signal }))).data,
    staleTime: 0,
  });
}

export function useOpenDispute(buyProductId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DisputeBody) =>
      (
        await ok(
          api.POST('/api/claims/customer/v1/buy-product/{id}/dispute', {
            params: { path: { id: buyProductId } },
            body,
          }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAnswerDispute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EvidenceBody) =>
      (await ok(api.POST(`${DISPUTES}/{id}/evidence`, { params: { path: { id } }, body }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
