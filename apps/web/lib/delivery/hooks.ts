'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@crossport/api-client';
import { api, ok } from '../api.ts';

export { itemKey } from './selection.ts';

const REQUESTS = '/api/delivery/customer/delivery-request/v1/requests';
/** Arrived goods are few at a time; one page holds them (the API's maximum page). */
const ARRIVED_PAGE = 100;

export type DeliveryRequest = Schemas['DeliveryRequest'];
export type DeliveryItemType = DeliveryRequest['items'][number]['type'];

/** Something that has arrived in the customer's country and can be delivered. */
export interface DeliverableItem {
  type: DeliveryItemType;
  id: number;
  number: string;
  title: string;
}

/** Buy products in `arrived` and parcels in `arrived` or `ready_for_delivery`. */
export function useDeliverableItems() {
  return useQuery({
    queryKey: ['delivery', 'deliverable'],
    queryFn: async ({ signal }): Promise<DeliverableItem[]> => {
      const [buy, ...parcelPages] = await Promise.all([
        ok(
          api.GET('/api/buy-and-ship/customer/buy-product/v1/list', {
            params: { query: { status: 'arrived', page: 1, per_page: ARRIVED_PAGE } },
            signal,
          }),
        ),
        ...(['arrived', 'ready_for_delivery'] as const).map((status) =>
          ok(
            api.GET('/api/shipping-core/customer/shipment/v1/shipment-orders', {
              params: { query: { status, page: 1, per_page: ARRIVED_PAGE } },
              signal,
            }),
          ),
        ),
      ]);
      const parcels = parcelPages.flatMap((page) =>
        page.data.flatMap((order) =>
          order.products.filter((p) => p.status === 'arrived' || p.status === 'ready_for_delivery'),
        ),
      );
      return [
        ...parcels.map((p) => ({
          type: 'shipment_product' as const,
          id: p.id,
          number: p.number,
          title: p.title,
        })),
        ...buy.data.map((b) => ({
          type: 'buy_product' as const,
          id: b.id,
          number: b.number,
          title: b.title,
        })),
      ];
    },
    staleTime: 0,
  });
}

/** Local couriers for the chosen items to the chosen address, priced by their weight. */
export function useCourierOptions(items: DeliverableItem[], addressId: number | null) {
  const productIds = items.filter((i) => i.type === 'buy_product').map((i) => i.id);
  const shipmentProductIds = items.filter((i) => i.type === 'shipment_product').map((i) => i.id);
  return useQuery({
    queryKey: ['delivery', 'couriers', productIds, shipmentProductIds, addressId],
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.POST('/api/courier/customer/option/v1/options', {
            body: {
              product_ids: productIds,
              shipment_product_ids: shipmentProductIds,
              shipping_address_id: addressId!,
            },
            signal,
          }),
        )
      ).data,
    enabled: items.length > 0 && addressId !== null,
  });
}

export function useCreateDeliveryRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      items: { type: DeliveryItemType; id: number }[];
      shipping_address_id: number;
      courier_option: string;
      note?: string;
    }) => (await ok(api.POST(REQUESTS, { body }))).data,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDeliveryRequest(id: number) {
  return useQuery({
    queryKey: ['delivery', 'request', id],
    queryFn: async ({ signal }) =>
      (await ok(api.GET(`${REQUESTS}/{id}`, { params: { path: { id } }, signal }))).data,
  });
}
