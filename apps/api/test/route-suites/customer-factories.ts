import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buyProducts } from '../../src/modules/orders/tables.ts';
import { harvestJobs } from '../../src/modules/catalog/tables.ts';
import { claimEvents, claims } from '../../src/modules/claims/tables.ts';
import { customers } from '../../src/modules/customers/tables.ts';
import { deliveryRequests } from '../../src/modules/delivery-requests/tables.ts';
import { customerNotifications } from '../../src/modules/notifications/tables.ts';
import {
  parcelRequests,
  shipmentConsolidations,
  shipmentProducts,
} from '../../src/modules/shipments/tables.ts';
import { supportInquiries } from '../../src/modules/support/tables.ts';
import { wishlistLinkImports } from '../../src/modules/wishlist/tables.ts';
import type { Database } from '../../src/platform/database.ts';
import { createProduct } from '../commerce-fixtures.ts';
import { multipartFile, sampleFiles } from '../multipart.ts';
import { fundWallet } from '../wallet-fixtures.ts';

/**
 * Small factories of a customer's records for the access-control suite, through the API where
 * that is quick and straight into the tables where a real one takes a whole journey (a delivered
 * parcel, a repacked box). Every record is new, so no two customers share one by accident.
 */

export type Headers = Record<string, string>;

export interface World {
  app: FastifyInstance;
  db: Database;
  staff: Headers;
  /** Ids the demo data provides: a shipping category and the air method. */
  shipping: { categoryId: number; methodId: number };
  identityIdOf(headers: Headers): string;
}

export const ADDRESSES = '/api/user/customer/address/v1/addresses';
export const CART = '/api/purchase/customer/cart/v1';
export const WISHLIST = '/api/purchase/customer/wishlist/v1';
export const BUY = '/api/buy-and-ship/customer/buy-product/v1';
export const ACTIONS = '/api/buy-and-ship/customer/buy-action/v1';
export const INVOICES = '/api/invoice/customer/invoice/v1';
export const PAYMENTS = '/api/payment/customer/payment/v1';
export const WALLET = '/api/wallet/customer/wallet/v1';
export const SHIPMENTS = '/api/shipping-core/customer/shipment/v1';
export const CARTS = '/api/shipping-core/customer/shipping-cart/v1/shipping-carts';
export const CLAIMS = '/api/claims/customer/v1/claims';
export const DISPUTES = '/api/claims/customer/v1/disputes';
export const DELIVERY = '/api/delivery/customer/delivery-request/v1/requests';
export const RFQ = '/api/rfq/customer/v1';
export const NOTIFICATIONS = '/api/notification/customer/v1';
export const SUPPORT = '/api/user/customer/support/v1/support-inquiries';
const ADMIN = '/api/buy-and-ship/admin';

export const dhaka = {
  country_code: 'BD',
  name: 'Nusrat Jahan',
  phone: '+8801711000000',
  fields: { division: 'dhaka', district: 'dhaka', thana: 'gulshan', address_line1: 'Road 1' },
};

export async function call(
  world: World,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const res = await world.app.inject({ method, url, headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

export async function customerIdOf(world: World, headers: Headers): Promise<number> {
  await call(world, 'GET', `${WALLET}/balance`, headers);
  const [customer] = await world.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.identityId, world.identityIdOf(headers)));
  return customer!.id;
}

export async function address(world: World, headers: Headers): Promise<number> {
  return (await call(world, 'POST', ADDRESSES, headers, dhaka)).id;
}

export async function cartItem(world: World, headers: Headers) {
  const product = await createProduct(world.db);
  const item = await call(world, 'POST', `${CART}/cart-items`, headers, {
    product_id: product.id,
    variations: [
      { sku_id: product.skuIds[0], quantity: 3 },
      { sku_id: product.skuIds[1], quantity: 2 },
    ],
  });
  return { product, item: item as { id: number; variations: { id: number }[] } };
}

export async function wishlistItem(world: World, headers: Headers): Promise<number> {
  const product = await createProduct(world.db);
  return (
    await call(world, 'POST', `${WISHLIST}/wishlist-items`, headers, { product_id: product.id })
  ).id;
}

/** Stored directly: starting a real import would queue a harvest job for the worker. */
export async function linkImport(world: World, headers: Headers): Promise<number> {
  const customerId = await customerIdOf(world, headers);
  const url = `https://item.taobao.com/item.htm?id=access${customerId}x${Date.now()}`;
  const [job] = await world.db.insert(harvestJobs).values({ url }).returning();
  const [row] = await world.db
    .insert(wishlistLinkImports)
    .values({ customerId, harvestJobId: job!.id, url })
    .returning();
  return row!.id;
}

export const shippingChoice = (world: World) => ({
  shipping_category_id: world.shipping.categoryId,
  shipping_method_id: world.shipping.methodId,
});

/** A placed order of one buy product, with its invoice (and a coupon, when given). */
export async function order(world: World, headers: Headers, couponCode?: string) {
  const addressId = await address(world, headers);
  const { item } = await cartItem(world, headers);
  const placed = await call(world, 'POST', `${BUY}/place-order`, headers, {
    items: [{ cart_item_id: item.id }],
    shipping_address_id: addressId,
    ...shippingChoice(world),
    ...(couponCode ? { coupon_code: couponCode } : {}),
  });
  const products = placed.buy_products as { id: number; number: string }[];
  return {
    orderId: placed.id as number,
    invoiceId: placed.invoice_id as number,
    buyProductId: products[0]!.id,
    buyProductNumber: products[0]!.number,
  };
}

export async function buyProduct(world: World, headers: Headers): Promise<number> {
  return (await order(world, headers)).buyProductId;
}

/** A buy product that has arrived in the customer's country (ready for a delivery request). */
export async function arrivedBuyProduct(world: World, headers: Headers): Promise<number> {
  const id = await buyProduct(world, headers);
  await world.db.update(buyProducts).set({ status: 'arrived' }).where(eq(buyProducts.id, id));
  return id;
}

/** A pending price-change action on the customer's buy product, raised by staff. */
export async function action(world: World, headers: Headers) {
  const buyProductId = await buyProduct(world, headers);
  await call(
    world,
    'POST',
    `${ADMIN}/buy-product/v1/buy-products/${buyProductId}/transition`,
    world.staff,
    { status: 'purchasing' },
  );
  const raised = await call(world, 'POST', `${ADMIN}/buy-action/v1/actions`, world.staff, {
    buy_product_id: buyProductId,
    kind: 'price_change',
    message: 'The seller raised the price',
    proposal: { variations: [] },
  });
  return { id: raised.id as number, buyProductId };
}

/** An invoice session over the customer's order's invoice. */
export async function session(world: World, headers: Headers): Promise<number> {
  const { invoiceId } = await order(world, headers);
  return (await call(world, 'POST', `${INVOICES}/session`, headers, { invoice_ids: [invoiceId] }))
    .id;
}

/** A file the customer uploaded: an image (a receipt, a claim photo) unless a video is asked. */
export async function upload(
  world: World,
  headers: Headers,
  kind: 'png' | 'mp4' = 'png',
): Promise<number> {
  const body = multipartFile(sampleFiles[kind], { fileName: `upload.${kind}` });
  const res = await world.app.inject({
    method: 'POST',
    url: '/api/storage/customer/asset/v1/assets',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** Starts paying an invoice; bKash payments answer with bKash's paymentID too. */
export async function payment(
  world: World,
  headers: Headers,
  gateway: 'bank_transfer' | 'bkash',
  invoiceId?: number,
) {
  const id = invoiceId ?? (await order(world, headers)).invoiceId;
  const res = await world.app.inject({
    method: 'POST',
    url: `${INVOICES}/invoices/${id}/pay`,
    headers: { ...headers, 'idempotency-key': `access-${gateway}-${id}` },
    payload:
      gateway === 'bkash'
        ? { gateway }
        : {
            gateway,
            receipt_asset_id: await upload(world, headers),
            transfer_reference: 'TRX-ACCESS',
          },
  });
  expect(res.statusCode, res.body).toBe(201);
  const paymentId = res.json().data.id as number;
  const row = await call(world, 'GET', `${PAYMENTS}/transactions/${paymentId}`, headers);
  return { id: paymentId, bkashPaymentId: row.bkash?.payment_id as string | null, invoiceId: id };
}

export const bkashAccount = { gateway: 'bkash', details: { wallet_number: '01711000000' } };

/** The customer's payout account, and their wallet funded enough for a payout from it. */
export async function payoutAccount(world: World, headers: Headers): Promise<number> {
  await fundWallet(world.db, await customerIdOf(world, headers), 100_000);
  return (await call(world, 'POST', `${WALLET}/payout-accounts`, headers, bkashAccount)).id;
}

export async function payoutRequest(world: World, headers: Headers): Promise<number> {
  const account = await payoutAccount(world, headers);
  return (
    await call(
      world,
      'POST',
      `${WALLET}/payout-requests`,
      { ...headers, 'idempotency-key': `access-${account}` },
      { payout_account_id: account, amount: 20_000 },
    )
  ).id;
}

/** A Ship For Me request body from the demo's first warehouse to one of the caller's addresses. */
export async function shipmentRequest(
  world: World,
  headers: Headers,
  addressId: number,
  imageIds: number[] = [],
) {
  const context = await call(
    world,
    'GET',
    '/api/context/customer/v1/ship-for-me?region=BD',
    headers,
  );
  return {
    warehouse_id: context.warehouses[0].id as number,
    shipping_address_id: addressId,
    shipping_method_id: world.shipping.methodId,
    products: [
      {
        title: 'Running shoes',
        quantity: 1,
        declared_value: 500_000,
        shipping_category_id: world.shipping.categoryId,
        image_ids: imageIds,
        tracking_id: 'SF100200300',
      },
    ],
  };
}

export interface Parcel {
  id: number;
  number: string;
  trackings: { id: number }[];
}

/** The customer's parcel, on its way to the warehouse with one tracking id. */
export async function parcel(world: World, headers: Headers): Promise<Parcel> {
  const body = await shipmentRequest(world, headers, await address(world, headers));
  const placed = await call(
    world,
    'POST',
    `${SHIPMENTS}/shipment-products?region=BD`,
    headers,
    body,
  );
  return placed.products[0] as Parcel;
}

/** A parcel that has arrived in the customer's country (ready for a delivery request). */
export async function arrivedParcel(world: World, headers: Headers): Promise<Parcel> {
  const p = await parcel(world, headers);
  await world.db
    .update(shipmentProducts)
    .set({ status: 'arrived' })
    .where(eq(shipmentProducts.id, p.id));
  return p;
}

/** A request to the warehouse about the parcel, written straight to the table (a real one
 * needs the parcel received at the warehouse). */
export async function parcelRequest(world: World, headers: Headers, parcelId: number) {
  await world.db.insert(parcelRequests).values({
    productId: parcelId,
    customerId: await customerIdOf(world, headers),
    kind: 'extra_photos',
    status: 'open',
    currency: 'BDT',
  });
}

/** The customer's consolidation, written straight to the table (a real one needs parcels weighed). */
export async function consolidation(world: World, headers: Headers): Promise<number> {
  const [row] = await world.db
    .insert(shipmentConsolidations)
    .values({
      customerId: await customerIdOf(world, headers),
      regionCode: 'BD',
      currency: 'BDT',
      warehouseId: 1,
      shippingMethodId: world.shipping.methodId,
      status: 'requested',
      separateShipping: 100_000,
      parcelShipping: {},
    })
    .returning();
  return row!.id;
}

/** A contact-form inquiry the signed-in customer sent (straight to the table: no rate limit). */
export async function supportInquiry(world: World, headers: Headers): Promise<number> {
  const [row] = await world.db
    .insert(supportInquiries)
    .values({
      customerId: await customerIdOf(world, headers),
      name: 'Access Check',
      email: 'access@example.com',
      topic: 'order',
      message: 'Where is my order? It has been a while.',
    })
    .returning();
  return row!.id;
}

/** A dispute on the customer's buy product, written straight to the table (as claims below). */
export async function dispute(
  world: World,
  headers: Headers,
  status: 'open' | 'evidence_requested',
): Promise<number> {
  const [row] = await world.db
    .insert(claims)
    .values({
      kind: 'dispute',
      customerId: await customerIdOf(world, headers),
      subjectType: 'buy_product',
      subjectId: await buyProduct(world, headers),
      reason: 'damaged',
      description: 'Broken on arrival',
      photoIds: [await upload(world, headers)],
      status,
      deliveredAt: new Date(),
      quantity: 1,
      requestedResolution: 'refund',
      paidAmount: 1_000,
      currency: 'BDT',
    })
    .returning();
  await world.db
    .insert(claimEvents)
    .values({ claimId: row!.id, toStatus: status, actor: 'customer', note: 'Opened' });
  return row!.id;
}

/** Written straight to the table: a claim needs a delivered parcel, a whole shipping journey. */
export async function claim(world: World, headers: Headers): Promise<number> {
  const [row] = await world.db
    .insert(claims)
    .values({
      customerId: await customerIdOf(world, headers),
      subjectType: 'shipment_product',
      subjectId: (await parcel(world, headers)).id,
      reason: 'damaged',
      description: 'Broken on arrival',
      photoIds: [await upload(world, headers)],
      status: 'open',
      deliveredAt: new Date(),
    })
    .returning();
  return row!.id;
}

/** Written straight to the table: an arrived item takes a whole shipping journey. */
export async function deliveryRequest(world: World, headers: Headers): Promise<number> {
  const [row] = await world.db
    .insert(deliveryRequests)
    .values({
      customerId: await customerIdOf(world, headers),
      status: 'requested',
      address: {
        id: await address(world, headers),
        name: 'A',
        phone: '+8801711000000',
        lines: ['Dhaka'],
        country_code: 'BD',
      },
      courierCode: 'pathao',
      courierName: 'Pathao',
      weightGrams: 500,
      currency: 'BDT',
      price: 6_000,
    })
    .returning();
  return row!.id;
}

/** A notice to the customer, unread. */
export async function notification(world: World, headers: Headers): Promise<number> {
  const [row] = await world.db
    .insert(customerNotifications)
    .values({
      customerId: await customerIdOf(world, headers),
      kind: 'storage_reminder',
      title: 'Free storage ends soon',
      body: 'Your parcel has been with us a while.',
      emailStatus: 'none',
    })
    .returning();
  return row!.id;
}

/** The customer's shipping cart with one product in it. */
export async function shippingCart(world: World, headers: Headers) {
  const cart = await call(world, 'GET', `${CARTS}?region=BD`, headers);
  const filled = await call(world, 'POST', `${CARTS}/${cart.id}`, headers, shippingCartItem(world));
  const items = filled.items as { id: number }[];
  return { cartId: cart.id as number, itemId: items[items.length - 1]!.id };
}

export const shippingCartItem = (world: World, imageIds: number[] = []) => ({
  title: 'Speaker',
  quantity: 1,
  declared_value: 1_000,
  shipping_category_id: world.shipping.categoryId,
  image_ids: imageIds,
});

/** The customer's request for quotation with one photo, and a staff quote on it when asked. */
export async function rfqRequest(world: World, headers: Headers, quoted: boolean) {
  const request = await call(world, 'POST', `${RFQ}/requests`, headers, {
    product_name: 'Water bottle',
    image_ids: [await upload(world, headers)],
    quantity: 100,
    region_code: 'BD',
  });
  if (!quoted) return { requestId: request.id as number, quoteId: 0 };
  const quote = await call(
    world,
    'POST',
    `/api/rfq/admin/v1/requests/${request.id}/quotes`,
    world.staff,
    {
      tiers: [{ min_quantity: 10, unit_price: 10_000 }],
      moq: 10,
      shipping_estimate: 50_000,
      shipping_method_id: world.shipping.methodId,
      shipping_category_id: world.shipping.categoryId,
      unit_weight_grams: 200,
      source_site: '1688',
      valid_until: new Date(Date.now() + 86_400_000).toISOString(),
    },
  );
  return { requestId: request.id as number, quoteId: quote.id as number };
}

let pushCounter = 0;

/** A browser's push subscription, saved for the customer. */
export async function pushSubscription(world: World, headers: Headers): Promise<string> {
  pushCounter += 1;
  const endpoint = `https://fcm.googleapis.com/fcm/send/access-${process.pid}-${Date.now()}-${pushCounter}`;
  await call(world, 'POST', `${NOTIFICATIONS}/push/subscriptions`, headers, {
    endpoint,
    expirationTime: null,
    keys: { p256dh: 'BPa1b2c3d4e5f6g7h8i9j0kLmNoPqRsTuV', auth: 'aBcDeFgHiJkLmNoP' },
  });
  return endpoint;
}
