import { expect, type APIRequestContext } from '@playwright/test';
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
