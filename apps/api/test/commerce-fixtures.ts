import { identitySession, type FakeIdentity } from './fake-identity.ts';
import type { TestContext } from './test-app.ts';
import type { Database } from '../src/platform/database.ts';
import { products, type StoredVariations } from '../src/modules/catalog/tables.ts';

let counter = 0;

/** Signs a fresh customer in with the fake identity service; answers the request headers. */
export function signInCustomer(
  identity: FakeIdentity,
  traits: Record<string, string> = {},
): Record<string, string> {
  const session = identitySession(traits);
  const token = `token-${session.id}`;
  identity.sessions.set(token, session);
  return { 'x-session-token': token };
}

/** Guest headers with ids no other test uses. */
export function guestHeaders(): Record<string, string> {
  counter += 1;
  const id = `guest-${process.pid}-${Date.now()}-${counter}`;
  return { 'x-guest-id': id, 'x-guest-session': `${id}-s` };
}

export interface TestProduct {
  id: number;
  skuIds: string[];
}

/**
 * A product of its own in the catalog with `skus` SKUs: CNY 10.00 a piece from 1, CNY 9.00 from
 * 10 pieces; 500 g each.
 */
export async function createProduct(
  db: Database,
  options: { skus?: number; shop?: string; priceFen?: number; stock?: number } = {},
): Promise<TestProduct> {
  counter += 1;
  const key = `t${process.pid}x${Date.now()}x${counter}`;
  const price = options.priceFen ?? 1000;
  const skuCount = options.skus ?? 2;
  const variations: StoredVariations = {
    properties: [
      {
        id: 'p1',
        name: 'Colour',
        values: Array.from({ length: skuCount }, (_, i) => ({ id: `p1v${i + 1}`, name: `C${i}` })),
      },
    ],
    skus: Array.from({ length: skuCount }, (_, i) => ({
      id: `${key}-${i + 1}`,
      value_ids: [`p1v${i + 1}`],
      stock: options.stock ?? 100,
      weight_grams: 500,
      price_tiers: [
        { min_quantity: 1, amount: price },
        { min_quantity: 10, amount: price - 100 },
      ],
    })),
  };
  const [row] = await db
    .insert(products)
    .values({
      sourceSite: 'taobao',
      sourceUrl: `https://item.taobao.com/item.htm?id=${key}`,
      sourceProductId: key,
      titleOriginal: `Test product ${key}`,
      title: `Test product ${key}`,
      images: [`https://img.example.com/${key}.jpg`],
      shopId: options.shop ?? 'taobao:test-shop',
      shopName: options.shop ?? 'Test shop',
      categoryId: 1,
      variations,
      priceMin: price - 100,
      priceMax: price,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('Test product not stored');
  return { id: row.id, skuIds: variations.skus.map((s) => s.id) };
}

/** Adds a Dhaka (Gulshan) address for the signed-in customer; answers its id. */
export async function addDhakaAddress(
  ctx: TestContext,
  headers: Record<string, string>,
): Promise<number> {
  const address = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/customer/address/v1/addresses',
    headers,
    payload: {
      country_code: 'BD',
      name: 'Nusrat',
      phone: '+8801711000000',
      fields: { division: 'dhaka', district: 'dhaka', thana: 'gulshan', address_line1: 'Road 1' },
    },
  });
  return address.json().data.id;
}

/** Puts 3 + 2 pieces of a new product in the customer's cart; answers the product and item. */
export async function fillCartWithNewProduct(
  ctx: TestContext,
  headers: Record<string, string>,
): Promise<{ product: TestProduct; cartItemId: number }> {
  const product = await createProduct(ctx.database.db);
  const item = await ctx.app.inject({
    method: 'POST',
    url: '/api/purchase/customer/cart/v1/cart-items',
    headers,
    payload: {
      product_id: product.id,
      variations: [
        { sku_id: product.skuIds[0], quantity: 3 },
        { sku_id: product.skuIds[1], quantity: 2 },
      ],
    },
  });
  return { product, cartItemId: item.json().data.id };
}
