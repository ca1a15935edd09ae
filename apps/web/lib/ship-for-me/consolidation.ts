'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '../api.ts';
import { shipForMeKeys } from './hooks.ts';

const BOXES = '/api/shipping-core/customer/shipment/v1/consolidations';

const boxKey = (id: number) => [...shipForMeKeys.all, 'consolidation', id] as const;

export function useConsolidation(id: number) {
  return useQuery({
    queryKey: boxKey(id),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(`${BOXES}/{id}`, { params: { path: { id } }, signal }))).data,
    staleTime: 0,
  });
}

/** Asks to ship the picked parcels as one box; every Ship For Me list is read again after. */
export function useRequestConsolidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await ok(api.POST(BOXES, { body: { shipment_product_ids: ids } }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipForMeKeys.all }),
  });
}

/** Confirm the repacked box (raises its invoice) or cancel it (each parcel billed alone). */
export function useConsolidationAnswer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'confirm' | 'cancel') => {
      const params = { params: { path: { id } } };
      return answer === 'confirm'
        ? (await ok(api.POST(`${BOXES}/{id}/confirm`, params))).data
        : (await ok(api.POST(`${BOXES}/{id}/cancel`, params))).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipForMeKeys.all }),
  });
}

/** A parcel may join a box while it waits in the warehouse with an unpaid invoice. */
export function canJoinBox(parcel: { status: string; consolidation_id: number | null }): boolean {
  return parcel.status === 'invoiced' && parcel.consolidation_id === null;
}
