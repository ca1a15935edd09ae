import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { harvestJobs } from '../../src/modules/catalog/tables.ts';
import { customers } from '../../src/modules/customers/tables.ts';
import { wishlistLinkImports } from '../../src/modules/wishlist/tables.ts';
import type { Database } from '../../src/platform/database.ts';
import { createProduct } from '../commerce-fixtures.ts';

/**
 * How to create customer A's object for each customer route that takes an id in its path.
 * The access-control suite fails for any such route without an entry here, so a new route is
 * checked for "customer B cannot reach A's object" without anyone remembering to add it.
 */

export interface World {
  app: FastifyInstance;
  db: Database;
  staff: Record<string, string>;
  /** Ids the demo data provides: a shipping category and the air method. */
  shipping: { categoryId: number; methodId: number };
  identityIdOf(headers: Record<string, string>): string;
}

export interface OwnedObject {
  /** The route's path parameters, naming A's object. */
  params: Record<string, number | string>;
  /** What B sends: valid in shape, so B gets past validation to the ownership check. */
  payload?: object;
  /** A's view of the object, read before and after B's attempt: it must not change. */
  snapshot: () => Promise<unknown>;
  /** When B must get something other than 404 (the id is not A's object): check it here. */
  checkB?: (response: LightMyRequestResponse) => void;
}

type Factory = (world: World, a: Record<string, string>) => Promise<OwnedObject>;

const ADDRESSES = '/api/user/customer/address/v1/addresses';
const CART = '/api/purchase/customer/cart/v1';
const WISHLIST = '/api/purchase/customer/wishlist/v1';
const BUY = '/api/buy-and-ship/customer/buy-product/v1';
const ACTIONS = '/api/buy-and-ship/customer/buy-action/v1';
const ADMIN = '/api/buy-and-ship/admin';

const dhaka = {
  country_code: 'BD',
  name: 'Nusrat Jahan',
  phone: '+8801711000000',
  fields: { division: 'dhaka', district: 'dhaka', thana: 'gulshan', address_line1: 'Road 1' },
};

async function call(
  world: World,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const res = await world.app.inject({ method, url, headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

const read = (world: World, url: string, a: Record<string, string>) => () =>
  call(world, 'GET', url, a);

async function address(world: World, a: Record<string, string>): Promise<number> {
  return (await call(world, 'POST', ADDRESSES, a, dhaka)).id;
}

async function cartItem(world: World, a: Record<string, string>) {
  const product = await createProduct(world.db);
  const item = await call(world, 'POST', `${CART}/cart-items`, a, {
    product_id: product.id,
    variations: [{ sku_id: product.skuIds[0], quantity: 3 }],
  });
  return { product, item: item as { id: number; variations: { id: number }[] } };
}

/** A placed order of one buy product, with its invoice. */
async function order(world: World, a: Record<string, string>) {
  const addressId = await address(world, a);
  const { item } = await cartItem(world, a);
  const placed = await call(world, 'POST', `${BUY}/place-order`, a, {
    items: [{ cart_item_id: item.id }],
    shipping_address_id: addressId,
    shipping_category_id: world.shipping.categoryId,
    shipping_method_id: world.shipping.methodId,
  });
  return placed as { invoice_id: number; buy_products: { id: number }[] };
}

async function buyProduct(world: World, a: Record<string, string>): Promise<number> {
  return (await order(world, a)).buy_products[0]!.id;
}

/** A pending price-change action on A's buy product, raised by staff. */
async function action(world: World, a: Record<string, string>): Promise<number> {
  const id = await buyProduct(world, a);
  await call(world, 'POST', `${ADMIN}/buy-product/v1/buy-products/${id}/transition`, world.staff, {
    status: 'purchasing',
  });
  const raised = await call(world, 'POST', `${ADMIN}/buy-action/v1/actions`, world.staff, {
    buy_product_id: id,
    kind: 'price_change',
    message: 'The seller raised the price',
    proposal: { variations: [] },
  });
  return raised.id;
}

const addressEntry =
  (payload?: object): Factory =>
  async (world, a) => ({
    params: { id: await address(world, a) },
    payload,
    snapshot: read(world, ADDRESSES, a),
  });

const cartVariationEntry =
  (payload?: object): Factory =>
  async (world, a) => {
    const { item } = await cartItem(world, a);
    return {
      params: { id: item.id, variationId: item.variations[0]!.id },
      payload,
      snapshot: read(world, `${CART}/cart-items`, a),
    };
  };

const buyProductEntry =
  (payload?: object): Factory =>
  async (world, a) => {
    const id = await buyProduct(world, a);
    return { params: { id }, payload, snapshot: read(world, `${BUY}/details/${id}`, a) };
  };

const actionEntry =
  (payload?: object): Factory =>
  async (world, a) => {
    const id = await action(world, a);
    return { params: { id }, payload, snapshot: read(world, `${ACTIONS}/${id}`, a) };
  };

export const customerObjects: Record<string, Factory> = {
  [`PUT ${ADDRESSES}/:id`]: addressEntry(dhaka),
  [`DELETE ${ADDRESSES}/:id`]: addressEntry(),

  // The id is a catalog product (public): B must see its own cart, not A's.
  [`GET ${CART}/products/:id/cart-status`]: async (world, a) => {
    const { product } = await cartItem(world, a);
    return {
      params: { id: product.id },
      snapshot: read(world, `${CART}/products/${product.id}/cart-status`, a),
      checkB: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ in_cart: false, cart_item_id: null });
      },
    };
  },
  [`GET ${CART}/cart-items/:id/variations`]: async (world, a) => {
    const { item } = await cartItem(world, a);
    return { params: { id: item.id }, snapshot: read(world, `${CART}/cart-items`, a) };
  },
  [`PUT ${CART}/cart-items/:id/variations/:variationId`]: cartVariationEntry({ quantity: 1 }),
  [`DELETE ${CART}/cart-items/:id/variations/:variationId`]: cartVariationEntry(),

  [`DELETE ${WISHLIST}/wishlist-items/:id`]: async (world, a) => {
    const product = await createProduct(world.db);
    const item = await call(world, 'POST', `${WISHLIST}/wishlist-items`, a, {
      product_id: product.id,
    });
    return { params: { id: item.id }, snapshot: read(world, `${WISHLIST}/wishlist-items`, a) };
  },
  // Stored directly: starting a real import would queue a harvest job for the worker.
  [`DELETE ${WISHLIST}/wishlist-link-imports/:id`]: async (world, a) => {
    await call(world, 'GET', `${WISHLIST}/wishlist-link-imports`, a);
    const [customer] = await world.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.identityId, world.identityIdOf(a)));
    const url = `https://item.taobao.com/item.htm?id=access${Date.now()}`;
    const [job] = await world.db.insert(harvestJobs).values({ url }).returning();
    const [linkImport] = await world.db
      .insert(wishlistLinkImports)
      .values({ customerId: customer!.id, harvestJobId: job!.id, url })
      .returning();
    return {
      params: { id: linkImport!.id },
      snapshot: read(world, `${WISHLIST}/wishlist-link-imports`, a),
    };
  },

  ['GET /api/invoice/customer/invoice/v1/invoices/:id']: async (world, a) => {
    const { invoice_id: id } = await order(world, a);
    return {
      params: { id },
      snapshot: read(world, `/api/invoice/customer/invoice/v1/invoices/${id}`, a),
    };
  },

  [`GET ${BUY}/details/:id`]: buyProductEntry(),
  [`PUT ${BUY}/:id/cancel`]: buyProductEntry({}),
  ['GET /api/tracking/customer/timeline/v1/buy-product/:id']: buyProductEntry(),

  [`GET ${ACTIONS}/:id`]: actionEntry(),
  [`POST ${ACTIONS}/:id/perform`]: actionEntry({ decision: 'accept' }),
  [`POST ${ACTIONS}/:id/refund`]: actionEntry({}),
};
