'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths, Schemas } from '@crossport/api-client';
import { api, ok } from '../api.ts';

const REQUESTS = '/api/rfq/customer/v1/requests';
export type RfqRequest = Schemas['RfqRequest'];
export type RfqQuote = Schemas['RfqQuote'];
export type RfqRequestBody =
  paths[typeof REQUESTS]['post']['requestBody']['content']['application/json'];

const key = ['rfq'] as const;
export const RFQ_PER_PAGE = 20;

/** A page of the customer's requests for quotation, newest first. */
export function useRfqRequests(page: number) {
  return useQuery({
    queryKey: [...key, 'list', page],
    queryFn: async ({ signal }) =>
      ok(api.GET(REQUESTS, { params: { query: { page, per_page: RFQ_PER_PAGE } }, signal })),
  });
}

/** One request with its quotes and timeline. */
export function useRfqRequest(id: number) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/rfq/customer/v1/requests/{id}', { params: { path: { id } }, signal }),
        )
      ).data,
  });
}

export function useSubmitRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RfqRequestBody) => (await ok(api.POST(REQUESTS, { body }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Orders a quote; calling again answers the same order (the API places it exactly once). */
export function usePlaceRfqOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { quoteId: number; shippingAddressId: number }) =>
      (
        await ok(
          api.POST('/api/rfq/customer/v1/quotes/{id}/place-order', {
            params: { path: { id: input.quoteId } },
            body: { shipping_address_id: input.shippingAddressId },
          }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
