import { afterAll, beforeAll, expect } from 'vitest';
import { loadCommerceDemoData } from '../src/demo/commerce-demo.ts';
import {
  addDhakaAddress,
  fillCartWithNewProduct,
  signInCustomer,
  type TestProduct,
} from './commerce-fixtures.ts';
import { useFakeIdentity } from './fake-identity.ts';
import type { AppOptions } from '../src/app.ts';
import { useTestApp } from './test-app.ts';

export const BUY = '/api/buy-and-ship/customer/buy-product/v1';
export const ACTIONS = '/api/buy-and-ship/customer/buy-action/v1';
export const ADMIN = '/api/buy-and-ship/admin';
export const INVOICES = '/api/invoice/customer/invoice/v1';
export const STAFF_TOKEN = 'test-staff-token-0123456789';
export const staff = { 'x-staff-token': STAFF_TOKEN };

export interface Shopper {
  headers: Record<string, string>;
  addressId: number;
  product: TestProduct;
  cartItemId: number;
}

/** Staff routes on with `token` for this test file's app (the setting is restored after it). */
export function useStaffToken(token: string): void {
  const previousToken = process.env.STAFF_TOKEN;
  process.env.STAFF_TOKEN = token;
  afterAll(() => {
    if (previousToken === undefined) delete process.env.STAFF_TOKEN;
    else process.env.STAFF_TOKEN = previousToken;
  });
}

/**
 * The API with staff routes on, the commerce demo data, and small factories for the order
 * tests of one feature file: a shopper with a cart, a placed order, a staff move.
 */
export function useOrdersTestbed(
  options: {
    app?: () => Pick<AppOptions, 'bkash' | 'assetOwnedBy' | 'now'>;
    /** More settings for this file's app (CLAIM_WINDOW_HOURS…). */
    env?: Record<string, string>;
  } = {},
) {
  useStaffToken(STAFF_TOKEN);
  const identity = useFakeIdentity();
  const ctx = useTestApp({
    env: () => ({
      IDENTITY_URL: identity.url,
      // The fake serves the admin API too (closing an account deletes the identity).
      IDENTITY_ADMIN_URL: identity.url,
      SESSION_CACHE_SECONDS: '0',
      ...options.env,
    }),
    app: options.app,
  });
  const ids = { shippingCategoryId: 0, airMethodId: 0 };

  beforeAll(async () => {
    await loadCommerceDemoData(ctx.database.db);
    const prices = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-agent/customer/rate/v1/category-prices',
    });
    ids.shippingCategoryId = prices.json().data[0].shipping_category_id;
    const methods = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-agent/customer/international/v1/shipping-methods',
    });
    ids.airMethodId = methods.json().data.find((m: { code: string }) => m.code === 'air').id;
  });

  /** A signed-in customer with a Dhaka address and 3 + 2 pieces of a product in the cart. */
  async function shopper(): Promise<Shopper> {
    const headers = signInCustomer(identity);
    const addressId = await addDhakaAddress(ctx, headers);
    const { product, cartItemId } = await fillCartWithNewProduct(ctx, headers);
    return { headers, addressId, product, cartItemId };
  }

  function checkoutBody(s: Shopper, extra: Record<string, unknown> = {}) {
    return {
      items: [{ cart_item_id: s.cartItemId }],
      shipping_address_id: s.addressId,
      shipping_category_id: ids.shippingCategoryId,
      shipping_method_id: ids.airMethodId,
      ...extra,
    };
  }

  async function placeOrder(s: Shopper, extra: Record<string, unknown> = {}) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BUY}/place-order`,
      headers: s.headers,
      payload: checkoutBody(s, extra),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  async function staffMove(id: number, status: string, extra: Record<string, unknown> = {}) {
    return ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/buy-product/v1/buy-products/${id}/transition`,
      headers: staff,
      payload: { status, note: `to ${status}`, ...extra },
    });
  }

  /** Staff record cash received at the office for what the invoice has due. */
  async function markPaid(invoiceId: number) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/invoice/admin/invoice/v1/invoices/${invoiceId}/mark-paid`,
      headers: staff,
      payload: { method: 'cash', reference: `till-${invoiceId}` },
    });
  }

  return { ctx, identity, ids, shopper, checkoutBody, placeOrder, staffMove, markPaid };
}
