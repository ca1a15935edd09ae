import { beforeEach, expect } from 'vitest';
import { addDhakaAddress, signInCustomer } from './commerce-fixtures.ts';
import { multipartFile, sampleFiles, videoFile } from './multipart.ts';
import { staff, useOrdersTestbed } from './orders-testbed.ts';

export const CLAIMS = '/api/claims/customer/v1/claims';
export const STAFF_CLAIMS = '/api/claims/admin/v1/claims';
const SHIPMENT = '/api/shipping-core/customer/shipment/v1';
const STAFF_PARCELS = '/api/shipping-core/admin/shipment/v1/shipment-products';
const ASSETS = '/api/storage/customer/asset/v1/assets';
const HOUR_MS = 3_600_000;

/**
 * The orders testbed with a clock the claim window is judged by (reset to real time before
 * each test), and factories for what a claim needs: a customer with a delivered parcel or buy
 * product, and their uploaded photos and video.
 */
export function useClaimsTestbed(options: { windowHours?: number } = {}) {
  let offsetMs = 0;
  const bed = useOrdersTestbed({
    app: () => ({ now: () => new Date(Date.now() + offsetMs) }),
    ...(options.windowHours ? { env: { CLAIM_WINDOW_HOURS: String(options.windowHours) } } : {}),
  });
  const { ctx } = bed;
  beforeEach(() => {
    offsetMs = 0;
  });

  const clock = {
    /** The API's clock runs `hours` ahead of real time (delivery happened at real time). */
    hoursAfterDelivery(hours: number) {
      offsetMs = hours * HOUR_MS;
    },
  };

  async function upload(headers: Record<string, string>, bytes: Buffer, fileName: string) {
    const body = multipartFile(bytes, { fileName });
    const res = await ctx.app.inject({
      method: 'POST',
      url: ASSETS,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; content_type: string; thumbnail_url: string | null };
  }

  /** A signed-in customer with a Dhaka address, two photos and an unboxing video uploaded. */
  async function customer() {
    const headers = signInCustomer(bed.identity);
    const addressId = await addDhakaAddress(ctx, headers);
    const photos = [
      (await upload(headers, sampleFiles.png, 'box.png')).id,
      (await upload(headers, sampleFiles.jpeg, 'inside.jpg')).id,
    ];
    const video = await upload(headers, videoFile('isom'), 'unboxing.mp4');
    return { headers, addressId, photos, video };
  }
  type Customer = Awaited<ReturnType<typeof customer>>;

  async function staffPut(url: string, payload: object) {
    const res = await ctx.app.inject({ method: 'PUT', url, headers: staff, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /**
   * A parcel of the customer's, moved as far as `until`: received at the warehouse (its
   * invoice marked paid by staff), shipped, and delivered by staff — or only requested.
   */
  async function parcel(c: Customer, until: 'requested' | 'delivered' = 'delivered') {
    const context = await ctx.app.inject({
      method: 'GET',
      url: '/api/context/customer/v1/ship-for-me?region=BD',
      headers: c.headers,
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${SHIPMENT}/shipment-products?region=BD`,
      headers: c.headers,
      payload: {
        warehouse_id: context.json().data.warehouses[0].id,
        shipping_address_id: c.addressId,
        shipping_method_id: bed.ids.airMethodId,
        products: [
          {
            title: 'Ceramic vase',
            quantity: 1,
            declared_value: 300_000,
            shipping_category_id: bed.ids.shippingCategoryId,
            tracking_id: 'SF-CLAIM-1',
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json().data.products[0] as { id: number; number: string };
    if (until === 'requested') return made;
    const received = await staffPut(`${STAFF_PARCELS}/${made.id}/receive`, {
      weight_grams: 900,
      length_cm: 20,
      width_cm: 15,
      height_cm: 15,
      photo_ids: [c.photos[0]],
    });
    expect((await bed.markPaid(received.invoice_id)).statusCode).toBe(201);
    const started = await ctx.app.inject({
      method: 'PUT',
      url: `${SHIPMENT}/shipment-products/${made.id}/start-shipping`,
      headers: c.headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    for (const status of ['in_transit', 'arrived', 'ready_for_delivery', 'delivered']) {
      await staffPut(`${STAFF_PARCELS}/${made.id}/status`, { status });
    }
    return made;
  }

  /** A Buy-and-Ship product of a fresh shopper, paid and moved by staff up to delivered. */
  async function deliveredBuyProduct() {
    const s = await bed.shopper();
    const order = await bed.placeOrder(s);
    const id = order.buy_products[0].id as number;
    expect((await bed.markPaid(order.invoice_id)).statusCode).toBe(201);
    // Paid: the product went on to `purchasing` by itself.
    for (const status of [
      'purchased',
      'shipped_to_warehouse',
      'received_abroad',
      'handed_to_international',
      'arrived',
      'delivered',
    ]) {
      const moved = await bed.staffMove(id, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const photo = (await upload(s.headers, sampleFiles.webp, 'torn.webp')).id;
    return { headers: s.headers, id, photo };
  }

  function openClaim(headers: Record<string, string>, payload: object) {
    return ctx.app.inject({ method: 'POST', url: CLAIMS, headers, payload });
  }

  /** A claim body on the customer's parcel with both photos and the video. */
  const claimOn = (c: Customer, parcelId: number, extra: object = {}) => ({
    subject_type: 'shipment_product',
    subject_id: parcelId,
    reason: 'damaged',
    description: 'The vase arrived in three pieces; the box was crushed on one corner.',
    photo_ids: c.photos,
    video_id: c.video.id,
    ...extra,
  });

  function review(id: number, to: string, note: string) {
    return ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_CLAIMS}/${id}/review`,
      headers: staff,
      payload: { to, note },
    });
  }

  return {
    ...bed,
    clock,
    upload,
    customer,
    parcel,
    deliveredBuyProduct,
    openClaim,
    claimOn,
    review,
  };
}
