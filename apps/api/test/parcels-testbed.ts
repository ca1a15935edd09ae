import { expect } from 'vitest';
import { addDhakaAddress, signInCustomer } from './commerce-fixtures.ts';
import { staff } from './orders-testbed.ts';
import { usePaymentsTestbed } from './payments-testbed.ts';

export const SHIPMENT = '/api/shipping-core/customer/shipment/v1';
export const STAFF_SHIPMENT = '/api/shipping-core/admin/shipment/v1';

export interface ParcelView {
  id: number;
  number: string;
  status: string;
  invoice_id: number | null;
  consolidation_id: number | null;
}

export interface Size {
  weight_grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
}

/**
 * The payments testbed plus Ship For Me parcels: a customer with a Dhaka address, parcels
 * requested by air from the first warehouse, received by staff at a given size, and plain
 * staff and customer calls. Parcels' photos are asset 1 (the testbed's asset check says yes).
 */
export function useParcelsTestbed() {
  const bed = usePaymentsTestbed();
  const { ctx } = bed;

  async function customer() {
    const headers = signInCustomer(bed.identity);
    const addressId = await addDhakaAddress(ctx, headers);
    const context = await ctx.app.inject({
      method: 'GET',
      url: '/api/context/customer/v1/ship-for-me?region=BD',
      headers,
    });
    const data = context.json().data;
    const suiteCode: string = data.customer.suite_code;
    return {
      headers,
      addressId,
      suiteCode,
      id: Number(suiteCode.slice(3)),
      warehouseId: data.warehouses[0].id as number,
    };
  }
  type Customer = Awaited<ReturnType<typeof customer>>;

  const product = (extra: Record<string, unknown> = {}) => ({
    title: 'Cotton T-shirt',
    quantity: 1,
    declared_value: 100_000,
    shipping_category_id: bed.ids.shippingCategoryId,
    tracking_id: 'YT0001',
    ...extra,
  });

  async function requestParcels(
    c: Pick<Customer, 'headers' | 'addressId' | 'warehouseId'>,
    products: Record<string, unknown>[],
  ) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${SHIPMENT}/shipment-products?region=BD`,
      headers: c.headers,
      payload: {
        warehouse_id: c.warehouseId,
        shipping_address_id: c.addressId,
        shipping_method_id: bed.ids.airMethodId,
        products,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.products as ParcelView[];
  }

  async function staffCall(method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) {
    const res = await ctx.app.inject({
      method,
      url,
      headers: staff,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** A parcel of the customer's, received at `size`: invoiced and waiting in the warehouse. */
  async function receivedParcel(
    c: Customer,
    size: Size,
    extra: Record<string, unknown> = {},
  ): Promise<ParcelView> {
    const [parcel] = await requestParcels(c, [product(extra)]);
    return staffCall('PUT', `${STAFF_SHIPMENT}/shipment-products/${parcel!.id}/receive`, {
      ...size,
      photo_ids: [1],
    });
  }

  function call(
    c: Pick<Customer, 'headers'>,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) {
    return ctx.app.inject({ method, url, headers: c.headers, ...(payload ? { payload } : {}) });
  }

  /** Pays an invoice from the customer's wallet, funding the wallet with what is due first. */
  async function payByWallet(c: Customer, invoiceId: number) {
    const invoice = await bed.invoice(c.headers, invoiceId);
    await bed.fundWallet(c.id, invoice.due.amount);
    const paid = await bed.pay(c.headers, `invoices/${invoiceId}`, { gateway: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    return invoice;
  }

  /**
   * The air rate of a shipping category (the testbed's unless named) from the warehouse to
   * Bangladesh.
   */
  async function airRate(warehouseId: number, shippingCategoryId = bed.ids.shippingCategoryId) {
    const [prices, methods] = await Promise.all([
      ctx.app.inject({
        method: 'GET',
        url: '/api/shipping-agent/customer/rate/v1/category-prices',
      }),
      ctx.app.inject({
        method: 'GET',
        url: '/api/shipping-agent/customer/international/v1/shipping-methods',
      }),
    ]);
    const price = (
      prices.json().data as {
        shipping_category_id: number;
        warehouse_id: number;
        region_code: string;
        slabs: { min_weight_grams: number; rate_per_kg: { amount: number } }[];
        min_charge: { amount: number };
      }[]
    ).find(
      (p) =>
        p.shipping_category_id === shippingCategoryId &&
        p.warehouse_id === warehouseId &&
        p.region_code === 'BD',
    )!;
    const air = (methods.json().data as { id: number; rate_multiplier_bps: number }[]).find(
      (m) => m.id === bed.ids.airMethodId,
    )!;
    const perKg = (grams: number) =>
      [...price.slabs].reverse().find((s) => grams >= s.min_weight_grams)!.rate_per_kg.amount;
    /** docs/shipping.md by hand: grams × slab per kg, at least the minimum, × the method. */
    const charge = (grams: number) => {
      const base = Math.max(price.min_charge.amount, Math.round((grams * perKg(grams)) / 1000));
      return Math.round((base * air.rate_multiplier_bps) / 10_000);
    };
    return { perKg, charge };
  }

  /** A fresh shopper's Buy-and-Ship product, paid for and moved by staff to `status`. */
  async function buyProductAt(status: 'purchased' | 'shipped_to_warehouse') {
    const s = await bed.shopper();
    const order = await bed.placeOrder(s);
    const id = order.buy_products[0].id as number;
    expect((await bed.markPaid(order.invoice_id)).statusCode).toBe(201);
    // Paid: the product went on to `purchasing` by itself.
    const path = ['purchased', 'shipped_to_warehouse'];
    for (const next of path.slice(0, path.indexOf(status) + 1)) {
      const moved = await bed.staffMove(id, next);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return { s, id, customerId: await bed.customerIdOf(order.invoice_id as number) };
  }

  return {
    ...bed,
    buyProductAt,
    customer,
    product,
    requestParcels,
    receivedParcel,
    staffCall,
    call,
    payByWallet,
    airRate,
  };
}
