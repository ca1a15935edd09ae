import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';

const BUY = '/api/buy-and-ship/customer/buy-product/v1';
const PRODUCTS = '/api/product/customer/v1';
const CART = '/api/purchase/customer/cart/v1';

/** One product per journey: followed home, waiting for a decision, waiting for payment. */
const DEMO_KEYWORDS = ['backpack', 'wireless earbuds', 'led lamp'] as const;
const HOME_JOURNEY = [
  'purchasing',
  'purchased',
  'shipped_to_warehouse',
  'received_abroad',
  'handed_to_international',
  'arrived',
] as const;

interface Sku {
  id: string;
  stock: number;
}

/**
 * Gives the demo customer an order to look at: one product arrived and ready for delivery
 * (with its whole timeline), one whose price changed at the shop (Action needed) and one
 * waiting for payment. It goes through the API itself, in-process with a one-time staff
 * token, so the demo never bypasses a rule the product enforces. Does nothing when the
 * customer already has orders. Answers how many buy products it placed.
 */
export async function loadDemoOrders(options: {
  databaseUrl: string;
  identityUrl: string;
  /** A session of the demo customer at the identity service. */
  sessionToken: string;
}): Promise<number> {
  const staffToken = randomBytes(24).toString('hex');
  const database = openDatabase(options.databaseUrl, 2);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config: loadConfig({
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        IDENTITY_URL: options.identityUrl,
        STAFF_TOKEN: staffToken,
      }),
      database,
      logger: false,
    });
    const api = app;
    const call = async <T>(
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
      as: 'customer' | 'staff' = 'customer',
    ): Promise<T> => {
      const headers =
        as === 'staff'
          ? { 'x-staff-token': staffToken }
          : { 'x-session-token': options.sessionToken };
      const res = await api.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (res.statusCode >= 300 && res.statusCode !== 412) {
        throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
      }
      return (res.body ? res.json().data : undefined) as T;
    };

    await call('POST', '/api/user/customer/sync/v1/sync-identity');
    const stat = await call<{ total: number }>('GET', `${BUY}/stat`);
    if (stat.total > 0) return 0;

    for (const keyword of DEMO_KEYWORDS) {
      const [found] = await call<{ id: number }[]>('POST', `${PRODUCTS}/products/search`, {
        keyword,
        sort: 'popular',
        per_page: 1,
      });
      if (!found) throw new Error(`The demo catalog has no "${keyword}"`);
      const product = await call<{ variations: { skus: Sku[] } }>(
        'GET',
        `${PRODUCTS}/products/find/${found.id}`,
      );
      const sku = product.variations.skus.find((s) => s.stock >= 2);
      if (!sku) throw new Error(`Product ${found.id} has nothing in stock`);
      await call('POST', `${CART}/cart-items`, {
        product_id: found.id,
        variations: [{ sku_id: sku.id, quantity: 2 }],
      });
    }

    const address = await call<{ id: number }>('POST', '/api/user/customer/address/v1/addresses', {
      country_code: 'BD',
      name: 'Demo Customer',
      phone: '+8801711000000',
      fields: {
        division: 'dhaka',
        district: 'dhaka',
        thana: 'gulshan',
        address_line1: 'House 7, Road 12, Gulshan 1',
      },
    });
    const [price] = await call<{ shipping_category_id: number }[]>(
      'GET',
      '/api/shipping-agent/customer/rate/v1/category-prices',
    );
    const methods = await call<{ id: number; code: string }[]>(
      'GET',
      '/api/shipping-agent/customer/international/v1/shipping-methods',
    );
    const method = methods.find((m) => m.code === 'air') ?? methods[0];
    if (!price || !method) throw new Error('The demo shipping rates are missing');
    const cart = await call<{ id: number }[]>('GET', `${CART}/cart-items?page=1`);
    const order = await call<{
      buy_products: {
        id: number;
        variations: { sku_id: string; unit_price: { amount: number } }[];
      }[];
    }>('POST', `${BUY}/place-order`, {
      items: cart.map((item) => ({ cart_item_id: item.id })),
      shipping_address_id: address.id,
      shipping_category_id: price.shipping_category_id,
      shipping_method_id: method.id,
      note: 'Demo order',
    });

    const [home, decision] = order.buy_products;
    if (!home || !decision) throw new Error('The demo order has fewer products than asked');
    for (const status of HOME_JOURNEY) {
      // The order's invoice also bills the product still waiting for payment, so staff buy
      // this one on an explicit override, which its timeline shows.
      await call(
        'POST',
        `/api/buy-and-ship/admin/buy-product/v1/buy-products/${home.id}/transition`,
        { status, override_unpaid_invoice: status === 'purchased' },
        'staff',
      );
    }
    await call(
      'POST',
      `/api/buy-and-ship/admin/buy-product/v1/buy-products/${decision.id}/transition`,
      { status: 'purchasing' },
      'staff',
    );
    const [variation] = decision.variations;
    if (!variation) throw new Error('The demo product has no variation');
    await call(
      'POST',
      '/api/buy-and-ship/admin/buy-action/v1/actions',
      {
        buy_product_id: decision.id,
        kind: 'price_change',
        message: 'The shop raised its price since you ordered.',
        proposal: {
          variations: [
            {
              sku_id: variation.sku_id,
              unit_price: Math.round((variation.unit_price.amount * 115) / 100),
            },
          ],
        },
      },
      'staff',
    );
    return order.buy_products.length;
  } finally {
    await app?.close();
    await database.pool.end();
  }
}
