'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@crossport/api-client';
import { api, ok } from '../api.ts';
import type { EstimateBody, ShipmentRequestBody, ShipmentStatus } from './types.ts';

const SHIPMENT = '/api/shipping-core/customer/shipment/v1';
export const SHIPMENT_PAGE_SIZE = 10;

export const shipForMeKeys = {
  all: ['ship-for-me'] as const,
  context: (region: string | null) => ['ship-for-me', 'context', region] as const,
  meta: ['ship-for-me', 'meta'] as const,
  orders: (status: ShipmentStatus | null, page: number) =>
    ['ship-for-me', 'orders', status, page] as const,
  counts: ['ship-for-me', 'counts'] as const,
  parcel: (number: string) => ['ship-for-me', 'parcel', number] as const,
  hsCodes: (text: string) => ['hs-codes', text] as const,
};

/** Warehouses, categories, methods, rules; with a session also the suite code and address. */
export function useShipForMeContext(region: string | null) {
  return useQuery({
    queryKey: shipForMeKeys.context(region),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/context/customer/v1/ship-for-me', {
            params: { query: region ? { region } : {} },
            signal,
          }),
        )
      ).data,
  });
}

export function useShipmentMeta() {
  return useQuery({
    queryKey: shipForMeKeys.meta,
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/shipping-core/customer/meta/v1/shipment-product', { signal }))).data,
  });
}

/**
 * The HS code search: digits search by code, words by description; each is sent only when
 * non-empty after trimming (spec §5), and nothing is asked for fewer than 2 characters.
 */
export function useHsCodeSearch(text: string) {
  const query = text.trim();
  const byCode = /^[\d.\s]+$/.test(query);
  return useQuery({
    queryKey: shipForMeKeys.hsCodes(query),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/hs-code/customer/v1/hs-codes', {
            params: {
              query: {
                ...(byCode ? { hs_code: query } : { description: query }),
                page: 1,
                per_page: 8,
              },
            },
            signal,
          }),
        )
      ).data,
    enabled: query.replace(/[.\s]/g, '').length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useShippingEstimate() {
  return useMutation({
    mutationFn: async (body: EstimateBody) =>
      (await ok(api.POST('/api/shipping-core/customer/calculator/v1/estimate', { body }))).data,
  });
}

export type LandedCostBody =
  paths['/api/shipping-core/customer/calculator/v1/landed-cost']['post']['requestBody']['content']['application/json'];

/** What a product costs at the door, itemised (public; the same sums the invoice uses). */
export function useLandedCost() {
  return useMutation({
    mutationFn: async (body: LandedCostBody) =>
      (await ok(api.POST('/api/shipping-core/customer/calculator/v1/landed-cost', { body }))).data,
  });
}

export function useRequestShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, region }: { body: ShipmentRequestBody; region: string | null }) =>
      (
        await ok(
          api.POST(`${SHIPMENT}/shipment-products`, {
            params: { query: region ? { region } : {} },
            body,
          }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipForMeKeys.all }),
  });
}

export function useShipmentOrders(status: ShipmentStatus | null, page: number) {
  return useQuery({
    queryKey: shipForMeKeys.orders(status, page),
    queryFn: async ({ signal }) =>
      ok(
        api.GET(`${SHIPMENT}/shipment-orders`, {
          params: {
            query: { page, per_page: SHIPMENT_PAGE_SIZE, ...(status ? { status } : {}) },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useShipmentCounts() {
  return useQuery({
    queryKey: shipForMeKeys.counts,
    queryFn: async ({ signal }) =>
      (await ok(api.GET(`${SHIPMENT}/state/shipment-orders`, { signal }))).data,
    staleTime: 0,
  });
}

export function useParcel(number: string) {
  return useQuery({
    queryKey: shipForMeKeys.parcel(number),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET(`${SHIPMENT}/shipment-products/{productNumber}`, {
            params: { path: { productNumber: number } },
            signal,
          }),
        )
      ).data,
    staleTime: 0,
  });
}

type ParcelMove =
  | { kind: 'cancel'; id: number }
  | { kind: 'start-shipping'; id: number }
  | { kind: 'add-tracking'; id: number; trackingId: string }
  | { kind: 'edit-tracking'; id: number; trackingRowId: number; trackingId: string };

/** What the customer does to a parcel; every list and the detail are read again after. */
export function useParcelMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: ParcelMove) => {
      const path = { id: move.id };
      switch (move.kind) {
        case 'cancel':
          return (
            await ok(api.PUT(`${SHIPMENT}/shipment-products/{id}/cancel`, { params: { path } }))
          ).data;
        case 'start-shipping':
          return (
            await ok(
              api.PUT(`${SHIPMENT}/shipment-products/{id}/start-shipping`, { params: { path } }),
            )
          ).data;
        case 'add-tracking':
          return (
            await ok(
              api.PUT(`${SHIPMENT}/shipment-products/{id}/tracking`, {
                params: { path },
                body: { tracking_id: move.trackingId },
              }),
            )
          ).data;
        case 'edit-tracking':
          return (
            await ok(
              api.PUT(`${SHIPMENT}/shipment-products/{id}/tracking/{trackingId}`, {
                params: { path: { id: move.id, trackingId: move.trackingRowId } },
                body: { tracking_id: move.trackingId },
              }),
            )
          ).data;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipForMeKeys.all }),
  });
}

/** An uploaded photo's address (the API serves the customer's own files only). */
export function assetHref(id: number): string {
  return `/api/storage/customer/asset/v1/assets/${id}`;
}

/** The photo's 400 px thumbnail (404 when it has none: the route never serves the photo itself). */
export function thumbnailHref(id: number): string {
  return `${assetHref(id)}/thumbnail`;
}

const requestsKey = (id: number) => [...shipForMeKeys.all, 'requests', id] as const;

/** What the customer asked our warehouse to do to a parcel, with the answers. */
export function useParcelRequests(id: number, enabled: boolean) {
  return useQuery({
    queryKey: requestsKey(id),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET(`${SHIPMENT}/shipment-products/{id}/requests`, {
            params: { path: { id } },
            signal,
          }),
        )
      ).data,
    enabled,
    staleTime: 0,
  });
}

export type ParcelRequestBody =
  paths['/api/shipping-core/customer/shipment/v1/shipment-products/{id}/requests']['post']['requestBody']['content']['application/json'];

export function useAskParcelRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ParcelRequestBody) =>
      (
        await ok(
          api.POST(`${SHIPMENT}/shipment-products/{id}/requests`, {
            params: { path: { id } },
            body,
          }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipForMeKeys.all }),
  });
}
