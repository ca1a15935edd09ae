import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { customerCall } from './customer-api.ts';
import { STAFF_HEADERS, staffUrl } from './staff.ts';

/** What staff measure of a parcel or a repacked box. */
export interface ParcelSize {
  weight_grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
}

export const STAFF_PARCELS = '/api/shipping-core/admin/shipment/v1/shipment-products';
// The smallest valid PNG: what a warehouse camera's photo stands for here.
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface Parcel {
  id: number;
  number: string;
  status: string;
}

/** Staff at the warehouse: find the customer's parcel by suite code, photograph and weigh it. */
export async function staffReceive(
  request: APIRequestContext,
  suiteCode: string,
  customerId: number,
  sizeOf: (parcel: Parcel) => ParcelSize = () => ({
    weight_grams: 1_250,
    length_cm: 30,
    width_cm: 20,
    height_cm: 10,
  }),
) {
  const found = await request.get(staffUrl(`${STAFF_PARCELS}?q=${suiteCode}`), {
    headers: STAFF_HEADERS,
  });
  expect(found.status(), await found.text()).toBe(200);
  const parcels = ((await found.json()) as { data: Parcel[] }).data;
  const photoId = await staffPhoto(request, customerId);
  for (const parcel of parcels) {
    const received = await request.put(staffUrl(`${STAFF_PARCELS}/${parcel.id}/receive`), {
      headers: STAFF_HEADERS,
      data: { ...sizeOf(parcel), photo_ids: [photoId] },
    });
    expect(received.status(), await received.text()).toBe(200);
  }
  return parcels;
}

export async function staffMoveParcel(
  request: APIRequestContext,
  id: number,
  ...statuses: string[]
) {
  for (const status of statuses) {
    const moved = await request.put(staffUrl(`${STAFF_PARCELS}/${id}/status`), {
      headers: STAFF_HEADERS,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** A photo staff take at the warehouse, uploaded for the customer; answers its asset id. */
export async function staffPhoto(request: APIRequestContext, customerId: number): Promise<number> {
  const photo = await request.post(
    staffUrl(`/api/storage/admin/asset/v1/customers/${customerId}/assets`),
    {
      headers: STAFF_HEADERS,
      multipart: { file: { name: 'parcel.png', mimeType: 'image/png', buffer: PHOTO } },
    },
  );
  expect(photo.status(), await photo.text()).toBe(201);
  return ((await photo.json()) as { data: { id: number } }).data.id;
}

/** What a Ship For Me request needs of the customer: warehouses, categories, suite code. */
export interface ShipForMeContext {
  warehouses: { id: number }[];
  shipping_categories: { id: number }[];
  shipping_methods: { id: number; code: string }[];
  customer: { suite_code: string };
}

/**
 * The signed-in customer (with an address) asks us to forward products by air from the first
 * warehouse to their first address; answers the context and the order's parcels.
 */
export async function requestAirParcels(
  page: Page,
  products: (categoryId: number) => object[],
): Promise<{ context: ShipForMeContext; parcels: Parcel[] }> {
  const context = await customerCall<ShipForMeContext>(
    page,
    'GET',
    '/api/context/customer/v1/ship-for-me?region=BD',
  );
  const addresses = await customerCall<{ id: number }[]>(
    page,
    'GET',
    '/api/user/customer/address/v1/addresses',
  );
  const order = await customerCall<{ products: Parcel[] }>(
    page,
    'POST',
    '/api/shipping-core/customer/shipment/v1/shipment-products?region=BD',
    {
      warehouse_id: context.warehouses[0]!.id,
      shipping_address_id: addresses[0]!.id,
      shipping_method_id: context.shipping_methods.find((m) => m.code === 'air')!.id,
      products: products(context.shipping_categories[0]!.id),
    },
  );
  return { context, parcels: order.products };
}
