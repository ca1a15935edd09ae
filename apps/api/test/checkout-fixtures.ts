import type { LightMyRequestResponse } from 'fastify';
import { addDhakaAddress, fillCartWithNewProduct, signInCustomer } from './commerce-fixtures.ts';
import type { FakeIdentity } from './fake-identity.ts';
import type { TestContext } from './test-app.ts';

const BUY = '/api/buy-and-ship/customer/buy-product/v1';

/** A signed-in customer in Dhaka who can put products in the cart and place orders. */
export interface TestBuyer {
  headers: Record<string, string>;
  /** Puts 3 + 2 pieces (BDT 174.59 each) of a new product in the cart; answers the cart item. */
  fillCart(): Promise<{ cartItemId: number; skuIds: string[] }>;
  /** Places an order of these cart items with the demo air shipping; answers the raw response. */
  place(
    cartItemIds: number | number[],
    extra?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
}

/** Shipping choices of the demo data (`loadCommerceDemoData` must have run). */
export async function demoShipping(ctx: TestContext) {
  const prices = await ctx.app.inject({
    method: 'GET',
    url: '/api/shipping-agent/customer/rate/v1/category-prices',
  });
  const methods = await ctx.app.inject({
    method: 'GET',
    url: '/api/shipping-agent/customer/international/v1/shipping-methods',
  });
  return {
    shipping_category_id: prices.json().data[0].shipping_category_id as number,
    shipping_method_id: methods.json().data.find((m: { code: string }) => m.code === 'air')
      .id as number,
  };
}

export async function testBuyer(ctx: TestContext, identity: FakeIdentity): Promise<TestBuyer> {
  const headers = signInCustomer(identity);
  const shipping = await demoShipping(ctx);
  const addressId = await addDhakaAddress(ctx, headers);
  return {
    headers,
    async fillCart() {
      const { product, cartItemId } = await fillCartWithNewProduct(ctx, headers);
      return { cartItemId, skuIds: product.skuIds };
    },
    place(cartItemIds, extra = {}) {
      return ctx.app.inject({
        method: 'POST',
        url: `${BUY}/place-order`,
        headers,
        payload: {
          items: [cartItemIds].flat().map((id) => ({ cart_item_id: id })),
          shipping_address_id: addressId,
          ...shipping,
          ...extra,
        },
      });
    },
  };
}
