import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { assets } from '../../src/modules/assets/tables.ts';
import { harvestJobs } from '../../src/modules/catalog/tables.ts';
import { claims } from '../../src/modules/claims/tables.ts';
import { customers } from '../../src/modules/customers/tables.ts';
import { deliveryRequests } from '../../src/modules/delivery-requests/tables.ts';
import { customerNotifications } from '../../src/modules/notifications/tables.ts';
import { shipmentConsolidations } from '../../src/modules/shipments/tables.ts';
import { wishlistLinkImports } from '../../src/modules/wishlist/tables.ts';
import type { Database } from '../../src/platform/database.ts';
import { createProduct } from '../commerce-fixtures.ts';
import { multipartFile, sampleFiles } from '../multipart.ts';
import { fundWallet } from '../wallet-fixtures.ts';

/**
 * How to create customer A's objects for each customer route that takes an id (in its path, or
 * an `id`/`*_id`/`*_ids` field of its query or body). The access-control suite fails for any
 * such route without an entry here, so a new route is checked for "customer B cannot reach A's
 * object" without anyone remembering to add it.
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
  params?: Record<string, number | string>;
  /** A query string (with `?`) naming A's object. */
  query?: string;
  /** What B sends: valid in shape, so B gets past validation to the ownership check. */
  payload?: object;
  /** Headers B sends besides its session (an Idempotency-Key for money-moving routes). */
  headers?: Record<string, string>;
  /** A's view of the object, read before and after B's attempt: it must not change. */
  snapshot: () => Promise<unknown>;
  /** When B must get something other than 404 (the id is not A's object): check it here. */
  checkB?: (response: LightMyRequestResponse) => void;
}

type Headers = Record<string, string>;
/** Creates A's object(s); B's request is one attempt per object (B may own other objects). */
type Factory = (world: World, a: Headers, b: Headers) => Promise<OwnedObject | OwnedObject[]>;

export interface RouteObjects {
  /** Id fields that name shared data (catalog products and SKUs, shipping options), not A's. */
  publicIds?: string[];
  /** Creates A's objects for the remaining ids; absent when every id is public. */
  create?: Factory;
}

const ADDRESSES = '/api/user/customer/address/v1/addresses';
const CART = '/api/purchase/customer/cart/v1';
const WISHLIST = '/api/purchase/customer/wishlist/v1';
const BUY = '/api/buy-and-ship/customer/buy-product/v1';
const ACTIONS = '/api/buy-and-ship/customer/buy-action/v1';
const ADMIN = '/api/buy-and-ship/admin';
const INVOICES = '/api/invoice/customer/invoice/v1';
const PAYMENTS = '/api/payment/customer/payment/v1';
const WALLET = '/api/wallet/customer/wallet/v1';

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

/** An invoice session over A's order's invoice. */
async function session(world: World, a: Headers): Promise<number> {
  const { invoice_id: id } = await order(world, a);
  return (await call(world, 'POST', `${INVOICES}/session`, a, { invoice_ids: [id] })).id;
}

/** A's pending bank transfer (needs no gateway double in this suite). */
/** A receipt A uploaded (a bank transfer pays only with the customer's own receipt). */
async function receipt(world: World, a: Headers): Promise<number> {
  const body = multipartFile(sampleFiles.png);
  const res = await world.app.inject({
    method: 'POST',
    url: '/api/storage/customer/asset/v1/assets',
    headers: { ...a, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const paymentEntry =
  (payload?: object): Factory =>
  async (world, a) => {
    const { invoice_id: invoiceId } = await order(world, a);
    const res = await world.app.inject({
      method: 'POST',
      url: `${INVOICES}/invoices/${invoiceId}/pay`,
      headers: { ...a, 'idempotency-key': `access-${invoiceId}` },
      payload: { gateway: 'bank_transfer', receipt_asset_id: await receipt(world, a) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    return { params: { id }, payload, snapshot: read(world, `${PAYMENTS}/transactions/${id}`, a) };
  };

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

async function customerIdOf(world: World, a: Headers): Promise<number> {
  await call(world, 'GET', `${WALLET}/balance`, a);
  const [customer] = await world.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.identityId, world.identityIdOf(a)));
  return customer!.id;
}

const bkashAccount = { gateway: 'bkash', details: { wallet_number: '01711000000' } };

/** A's payout account, and A's wallet funded enough for a payout from it. */
async function payoutAccount(world: World, a: Headers): Promise<number> {
  await fundWallet(world.db, await customerIdOf(world, a), 100_000);
  return (await call(world, 'POST', `${WALLET}/payout-accounts`, a, bkashAccount)).id;
}

const payoutAccountEntry =
  (payload?: object): Factory =>
  async (world, a) => ({
    params: { id: await payoutAccount(world, a) },
    payload,
    snapshot: read(world, `${WALLET}/payout-accounts`, a),
  });

/** B's own cart item, for requests that mix B's objects with one of A's. */
async function ownCartItemId(world: World, b: Headers): Promise<number> {
  return (await cartItem(world, b)).item.id;
}

const CATALOG_IDS = ['body.product_id', 'body.variations.sku_id'];
const SHIPPING_OPTIONS = ['body.shipping_category_id', 'body.shipping_method_id'];

const SHIPMENTS = '/api/shipping-core/customer/shipment/v1';

/** A Ship For Me request body from the demo's first warehouse to one of the caller's addresses. */
async function shipmentRequest(
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

/** A's parcel, on its way to the warehouse with one tracking id. */
async function parcel(world: World, a: Headers) {
  const body = await shipmentRequest(world, a, await address(world, a));
  const order = await call(world, 'POST', `${SHIPMENTS}/shipment-products?region=BD`, a, body);
  return order.products[0] as { id: number; number: string; trackings: { id: number }[] };
}

/** A route on one of A's parcels: B must not read or change it. */
function parcelEntry(
  extra: { payload?: object; tracking?: boolean; byNumber?: boolean } = {},
): RouteObjects {
  return {
    create: async (world, a) => {
      const p = await parcel(world, a);
      const params: Record<string, number | string> = extra.byNumber
        ? { productNumber: p.number }
        : { id: p.id, ...(extra.tracking ? { trackingId: p.trackings[0]!.id } : {}) };
      return {
        params,
        ...(extra.payload ? { payload: extra.payload } : {}),
        snapshot: read(world, `${SHIPMENTS}/shipment-products/${p.number}`, a),
      };
    },
  };
}

const DELIVERY = '/api/delivery/customer/delivery-request/v1/requests';

/** A's consolidation, written straight to the table (a real one needs parcels weighed). */
function consolidationEntry(): RouteObjects {
  return {
    create: async (world, a) => {
      const [row] = await world.db
        .insert(shipmentConsolidations)
        .values({
          customerId: await customerIdOf(world, a),
          regionCode: 'BD',
          currency: 'BDT',
          warehouseId: 1,
          shippingMethodId: world.shipping.methodId,
          status: 'requested',
          separateShipping: 100_000,
          parcelShipping: {},
        })
        .returning();
      return {
        params: { id: row!.id },
        snapshot: read(world, `${SHIPMENTS}/consolidations/${row!.id}`, a),
      };
    },
  };
}

/** An image A uploaded: B may neither download it nor its thumbnail. */
async function imageEntry(world: World, a: Headers): Promise<OwnedObject> {
  const body = multipartFile(sampleFiles.png);
  const res = await world.app.inject({
    method: 'POST',
    url: '/api/storage/customer/asset/v1/assets',
    headers: { ...a, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json().data;
  return {
    params: { id },
    snapshot: () => world.db.select().from(assets).where(eq(assets.id, id)),
  };
}
const CARTS = '/api/shipping-core/customer/shipping-cart/v1/shipping-carts';
const CLAIMS = '/api/claims/customer/v1/claims';
const DISPUTES = '/api/claims/customer/v1/disputes';

/** A's dispute on A's buy product, written straight to the table (as claims below). */
async function disputeOf(world: World, a: Headers, status: 'open' | 'evidence_requested') {
  const [row] = await world.db
    .insert(claims)
    .values({
      kind: 'dispute',
      customerId: await customerIdOf(world, a),
      subjectType: 'buy_product',
      subjectId: await buyProduct(world, a),
      reason: 'damaged',
      description: 'Broken on arrival',
      photoIds: [await receipt(world, a)],
      status,
      deliveredAt: new Date(),
      quantity: 1,
      requestedResolution: 'refund',
      paidAmount: 1_000,
      currency: 'BDT',
    })
    .returning();
  return { id: row!.id, snapshot: read(world, `${DISPUTES}/${row!.id}`, a) };
}

/** A claim body on a subject, with the given uploads as evidence. */
const claimBody = (subject: [string, number], photoIds: number[], videoId?: number) => ({
  subject_type: subject[0],
  subject_id: subject[1],
  reason: 'damaged',
  description: 'Broken on arrival',
  photo_ids: photoIds,
  ...(videoId === undefined ? {} : { video_id: videoId }),
});

/** A's shipping cart with one product in it. */
async function shippingCart(world: World, a: Headers) {
  const cart = await call(world, 'GET', `${CARTS}?region=BD`, a);
  const filled = await call(world, 'POST', `${CARTS}/${cart.id}`, a, {
    title: 'Speaker',
    quantity: 1,
    declared_value: 1_000,
    shipping_category_id: world.shipping.categoryId,
  });
  return { cartId: cart.id as number, itemId: filled.items[0].id as number };
}

const cartItemBody = (world: World, imageIds: number[] = []) => ({
  title: 'Speaker',
  quantity: 1,
  declared_value: 1_000,
  shipping_category_id: world.shipping.categoryId,
  image_ids: imageIds,
});

/** A route on A's cart (and item): B must not change it. */
function cartEntry(withBody: boolean): RouteObjects {
  return {
    ...(withBody ? { publicIds: ['body.shipping_category_id'] } : {}),
    create: async (world, a) => {
      const { cartId, itemId } = await shippingCart(world, a);
      return {
        params: { cartId, itemId },
        ...(withBody ? { payload: cartItemBody(world) } : {}),
        snapshot: read(world, `${CARTS}?region=BD`, a),
      };
    },
  };
}

const RFQ = '/api/rfq/customer/v1';

/** A's request for quotation with one photo, and a staff quote on it when asked. */
async function rfqRequest(world: World, a: Headers, quoted: boolean) {
  const request = await call(world, 'POST', `${RFQ}/requests`, a, {
    product_name: 'Water bottle',
    image_ids: [await receipt(world, a)],
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

export const customerObjects: Record<string, RouteObjects> = {
  [`GET ${RFQ}/requests/:id`]: {
    create: async (world, a) => {
      const { requestId } = await rfqRequest(world, a, false);
      return {
        params: { id: requestId },
        snapshot: read(world, `${RFQ}/requests/${requestId}`, a),
      };
    },
  },
  [`GET ${RFQ}/requests/:id/quotes`]: {
    create: async (world, a) => {
      const { requestId } = await rfqRequest(world, a, true);
      return {
        params: { id: requestId },
        snapshot: read(world, `${RFQ}/requests/${requestId}`, a),
      };
    },
  },
  [`GET ${RFQ}/quotes/:id`]: {
    create: async (world, a) => {
      const { quoteId } = await rfqRequest(world, a, true);
      return { params: { id: quoteId }, snapshot: read(world, `${RFQ}/quotes/${quoteId}`, a) };
    },
  },
  // B orders A's quote to B's own address (404); nothing of A's changes.
  [`POST ${RFQ}/quotes/:id/place-order`]: {
    create: async (world, a, b) => {
      const { requestId, quoteId } = await rfqRequest(world, a, true);
      return {
        params: { id: quoteId },
        payload: { shipping_address_id: await address(world, b) },
        snapshot: read(world, `${RFQ}/requests/${requestId}`, a),
      };
    },
  },
  // B disputes A's buy product (404): nothing of A's changes.
  ['POST /api/claims/customer/v1/buy-product/:id/dispute']: {
    create: async (world, a, b) => ({
      params: { id: await buyProduct(world, a) },
      payload: {
        reason: 'damaged',
        description: 'Broken on arrival',
        quantity: 1,
        photo_ids: [await receipt(world, b)],
        requested_resolution: 'refund',
      },
      snapshot: read(world, DISPUTES, a),
    }),
  },
  [`GET ${DISPUTES}/:id`]: {
    create: async (world, a) => {
      const { id, snapshot } = await disputeOf(world, a, 'open');
      return { params: { id }, snapshot };
    },
  },
  ['GET /api/tracking/customer/timeline/v1/dispute/:id']: {
    create: async (world, a) => {
      const { id, snapshot } = await disputeOf(world, a, 'open');
      return { params: { id }, snapshot };
    },
  },
  // B answers A's request for evidence (404), and A's dispute stays waiting for it.
  [`POST ${DISPUTES}/:id/evidence`]: {
    create: async (world, a) => {
      const { id, snapshot } = await disputeOf(world, a, 'evidence_requested');
      return { params: { id }, payload: { message: 'Here is another photo' }, snapshot };
    },
  },
  // B claims on A's parcel or buy product (404), or on B's own parcel with A's photo or
  // video as evidence (422: not B's uploads). Nothing of A's changes.
  [`POST ${CLAIMS}`]: {
    create: async (world, a, b) => {
      const snapshot = read(world, CLAIMS, a);
      const bPhoto = await receipt(world, b);
      const bParcel = (await parcel(world, b)).id;
      const aUpload = await receipt(world, a);
      const unprocessable = (res: LightMyRequestResponse) =>
        expect(res.statusCode, res.body).toBe(422);
      return [
        {
          payload: claimBody(['shipment_product', (await parcel(world, a)).id], [bPhoto]),
          snapshot,
        },
        { payload: claimBody(['buy_product', await buyProduct(world, a)], [bPhoto]), snapshot },
        {
          payload: claimBody(['shipment_product', bParcel], [aUpload]),
          snapshot,
          checkB: unprocessable,
        },
        {
          payload: claimBody(['shipment_product', bParcel], [bPhoto], aUpload),
          snapshot,
          checkB: unprocessable,
        },
      ];
    },
  },
  // Written straight to the table: a claim needs a delivered parcel, a whole shipping journey.
  [`GET ${CLAIMS}/:id`]: {
    create: async (world, a) => {
      const [row] = await world.db
        .insert(claims)
        .values({
          customerId: await customerIdOf(world, a),
          subjectType: 'shipment_product',
          subjectId: (await parcel(world, a)).id,
          reason: 'damaged',
          description: 'Broken on arrival',
          photoIds: [await receipt(world, a)],
          status: 'open',
          deliveredAt: new Date(),
        })
        .returning();
      return { params: { id: row!.id }, snapshot: read(world, `${CLAIMS}/${row!.id}`, a) };
    },
  },
  [`POST ${CARTS}/:cartId`]: {
    publicIds: ['body.shipping_category_id'],
    create: async (world, a, b) => {
      const { cartId } = await shippingCart(world, a);
      const snapshot = read(world, `${CARTS}?region=BD`, a);
      // A's cart (404), or A's photo put in B's own cart (422: not B's upload).
      const bCart = await call(world, 'GET', `${CARTS}?region=BD`, b);
      return [
        { params: { cartId }, payload: cartItemBody(world), snapshot },
        {
          params: { cartId: bCart.id },
          payload: cartItemBody(world, [await receipt(world, a)]),
          snapshot,
          checkB: (res) => expect(res.statusCode, res.body).toBe(422),
        },
      ];
    },
  },
  [`PUT ${CARTS}/:cartId/items/:itemId`]: cartEntry(true),
  [`POST ${CARTS}/:cartId/items/:itemId/clone`]: cartEntry(false),
  [`DELETE ${CARTS}/items/:itemId`]: {
    create: async (world, a) => {
      const { itemId } = await shippingCart(world, a);
      return { params: { itemId }, snapshot: read(world, `${CARTS}?region=BD`, a) };
    },
  },
  // B asks to deliver to A's address (404), or A's parcel to B's own address (422: not B's).
  [`POST ${DELIVERY}`]: {
    create: async (world, a, b) => {
      const aParcel = await parcel(world, a);
      const snapshot = read(world, DELIVERY, a);
      return [
        {
          payload: {
            items: [{ type: 'shipment_product', id: aParcel.id }],
            shipping_address_id: await address(world, a),
            courier_option: 'pathao',
          },
          snapshot,
        },
        {
          payload: {
            items: [{ type: 'shipment_product', id: aParcel.id }],
            shipping_address_id: await address(world, b),
            courier_option: 'pathao',
          },
          snapshot,
          checkB: (res) => expect(res.statusCode, res.body).toBe(422),
        },
      ];
    },
  },
  [`GET ${DELIVERY}/:id`]: {
    create: async (world, a) => {
      // Written straight to the table: an arrived item takes a whole shipping journey.
      const [row] = await world.db
        .insert(deliveryRequests)
        .values({
          customerId: await customerIdOf(world, a),
          status: 'requested',
          address: {
            id: 1,
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
      return { params: { id: row!.id }, snapshot: read(world, `${DELIVERY}/${row!.id}`, a) };
    },
  },
  [`GET ${SHIPMENTS}/shipment-products/:productNumber`]: parcelEntry({ byNumber: true }),
  [`PUT ${SHIPMENTS}/shipment-products/:id/tracking`]: parcelEntry({
    payload: { tracking_id: 'B-TRACK-1' },
  }),
  [`PUT ${SHIPMENTS}/shipment-products/:id/tracking/:trackingId`]: parcelEntry({
    payload: { tracking_id: 'B-TRACK-2' },
    tracking: true,
  }),
  [`PUT ${SHIPMENTS}/shipment-products/:id/cancel`]: parcelEntry(),
  [`PUT ${SHIPMENTS}/shipment-products/:id/start-shipping`]: parcelEntry(),
  [`GET ${SHIPMENTS}/consolidations/:id`]: consolidationEntry(),
  [`GET ${SHIPMENTS}/shipment-products/:id/requests`]: parcelEntry(),
  [`POST ${SHIPMENTS}/shipment-products/:id/requests`]: parcelEntry({
    payload: { kind: 'extra_photos' },
  }),
  // A notice to A: B may not mark it read (A's unread count must not change).
  ['PUT /api/notification/customer/v1/notifications/:id/read']: {
    create: async (world, a) => {
      const [row] = await world.db
        .insert(customerNotifications)
        .values({
          customerId: await customerIdOf(world, a),
          kind: 'storage_reminder',
          title: 'Free storage ends soon',
          body: 'Your parcel has been with us a while.',
          emailStatus: 'none',
        })
        .returning();
      return {
        params: { id: row!.id },
        snapshot: read(world, '/api/notification/customer/v1/notifications', a),
      };
    },
  },
  [`POST ${SHIPMENTS}/consolidations/:id/confirm`]: consolidationEntry(),
  [`POST ${SHIPMENTS}/consolidations/:id/cancel`]: consolidationEntry(),
  // B names A's parcels for a box of its own: 404, and A's parcels are untouched.
  [`POST ${SHIPMENTS}/consolidations`]: {
    create: async (world, a) => {
      const [first, second] = [await parcel(world, a), await parcel(world, a)];
      return {
        payload: { shipment_product_ids: [first.id, second.id] },
        snapshot: read(world, `${SHIPMENTS}/shipment-products/${first.number}`, a),
      };
    },
  },
  ['GET /api/tracking/customer/timeline/v1/shipment-product/:id']: parcelEntry(),
  // B sends parcels to A's address (404), or with A's photo on B's own request (422).
  [`POST ${SHIPMENTS}/shipment-products`]: {
    // A tracking id is the shop courier's text, not one of our records.
    publicIds: [
      'body.warehouse_id',
      'body.shipping_method_id',
      'body.products.shipping_category_id',
      'body.products.tracking_id',
    ],
    create: async (world, a, b) => {
      const snapshot = read(world, `${SHIPMENTS}/shipment-orders`, a);
      const aPhoto = await receipt(world, a);
      return [
        { payload: await shipmentRequest(world, b, await address(world, a)), snapshot },
        {
          payload: await shipmentRequest(world, b, await address(world, b), [aPhoto]),
          snapshot,
          checkB: (res) => expect(res.statusCode, res.body).toBe(422),
        },
      ];
    },
  },
  [`GET ${WALLET}/:id/transactions`]: {
    create: async (world, a) => {
      await fundWallet(world.db, await customerIdOf(world, a), 5_000);
      const [wallet] = await call(world, 'GET', `${WALLET}/balance`, a);
      return {
        params: { id: wallet.id },
        snapshot: read(world, `${WALLET}/${wallet.id}/transactions`, a),
      };
    },
  },
  [`PUT ${WALLET}/payout-accounts/:id`]: { create: payoutAccountEntry(bkashAccount) },
  [`DELETE ${WALLET}/payout-accounts/:id`]: { create: payoutAccountEntry() },
  // B asks to be paid to A's account (from B's own funded wallet): the money stays put.
  [`POST ${WALLET}/payout-requests`]: {
    create: async (world, a, b) => {
      const id = await payoutAccount(world, a);
      await fundWallet(world.db, await customerIdOf(world, b), 100_000);
      return {
        payload: { payout_account_id: id, amount: 20_000 },
        headers: { 'idempotency-key': `access-${id}` },
        snapshot: read(world, `${WALLET}/payout-requests`, a),
      };
    },
  },
  [`PUT ${WALLET}/payout-requests/:id/cancel`]: {
    create: async (world, a) => {
      const account = await payoutAccount(world, a);
      const request = await call(
        world,
        'POST',
        `${WALLET}/payout-requests`,
        { ...a, 'idempotency-key': `access-${account}` },
        { payout_account_id: account, amount: 20_000 },
      );
      return {
        params: { id: request.id },
        snapshot: read(world, `${WALLET}/payout-requests`, a),
      };
    },
  },

  [`PUT ${ADDRESSES}/:id`]: { create: addressEntry(dhaka) },
  [`DELETE ${ADDRESSES}/:id`]: { create: addressEntry() },

  // The id is a catalog product (public): B must see its own cart, not A's.
  [`GET ${CART}/products/:id/cart-status`]: {
    create: async (world, a) => {
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
  },
  [`POST ${CART}/cart-items`]: { publicIds: CATALOG_IDS },
  // No object of A's here: the provider is shared, the session is checked at the provider
  // and the link made is the caller's own. (Not configured in this suite's app: 404.)
  ['POST /api/v1/third-party/:provider/identity']: {
    publicIds: ['body.session_id'],
    create: async () => ({
      params: { provider: 'livestream' },
      payload: { session_id: 'a-provider-session' },
      snapshot: async () => null,
      checkB: (res) => {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('provider_not_available');
      },
    }),
  },
  [`PUT ${CART}/cart-items`]: { publicIds: CATALOG_IDS },
  [`GET ${CART}/cart-items/:id/variations`]: {
    publicIds: ['querystring.sku_ids'],
    create: async (world, a) => {
      const { item } = await cartItem(world, a);
      return { params: { id: item.id }, snapshot: read(world, `${CART}/cart-items`, a) };
    },
  },
  [`PUT ${CART}/cart-items/:id/variations/:variationId`]: {
    create: cartVariationEntry({ quantity: 1 }),
  },
  [`DELETE ${CART}/cart-items/:id/variations/:variationId`]: { create: cartVariationEntry() },
  // Deleting ids that are not the caller's deletes nothing: B is told 0 were deleted.
  [`POST ${CART}/cart-items/destroy`]: {
    create: async (world, a) => {
      const { item } = await cartItem(world, a);
      return {
        payload: { ids: [item.id] },
        snapshot: read(world, `${CART}/cart-items`, a),
        checkB: (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.json().data).toMatchObject({ deleted: 0 });
        },
      };
    },
  },

  [`POST ${WISHLIST}/wishlist-items`]: { publicIds: ['body.product_id'] },
  [`DELETE ${WISHLIST}/wishlist-items/:id`]: {
    create: async (world, a) => {
      const product = await createProduct(world.db);
      const item = await call(world, 'POST', `${WISHLIST}/wishlist-items`, a, {
        product_id: product.id,
      });
      return { params: { id: item.id }, snapshot: read(world, `${WISHLIST}/wishlist-items`, a) };
    },
  },
  // Stored directly: starting a real import would queue a harvest job for the worker.
  [`DELETE ${WISHLIST}/wishlist-link-imports/:id`]: {
    create: async (world, a) => {
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
  },

  ['GET /api/invoice/customer/invoice/v1/invoices/:id']: {
    create: async (world, a) => {
      const { invoice_id: id } = await order(world, a);
      return {
        params: { id },
        snapshot: read(world, `/api/invoice/customer/invoice/v1/invoices/${id}`, a),
      };
    },
  },

  // Invoice sessions and payments: B names A's invoice, session or payment.
  [`POST ${INVOICES}/session`]: {
    create: async (world, a) => {
      const { invoice_id: id } = await order(world, a);
      return {
        payload: { invoice_ids: [id] },
        snapshot: read(world, `${INVOICES}/invoices/${id}`, a),
      };
    },
  },
  [`GET ${INVOICES}/session/:id`]: {
    create: async (world, a) => {
      const id = await session(world, a);
      return { params: { id }, snapshot: read(world, `${INVOICES}/session/${id}`, a) };
    },
  },
  [`POST ${INVOICES}/invoices/:id/pay`]: {
    create: async (world, a) => {
      const { invoice_id: id } = await order(world, a);
      return {
        params: { id },
        payload: { gateway: 'bank_transfer', receipt_asset_id: 1 },
        snapshot: read(world, `${INVOICES}/invoices/${id}`, a),
      };
    },
  },
  [`POST ${INVOICES}/session/:id/pay`]: {
    create: async (world, a) => {
      const id = await session(world, a);
      return {
        params: { id },
        payload: { gateway: 'bank_transfer', receipt_asset_id: 1 },
        snapshot: read(world, `${INVOICES}/session/${id}`, a),
      };
    },
  },
  [`GET ${PAYMENTS}/transactions/:id`]: { create: paymentEntry() },
  [`POST ${PAYMENTS}/transactions/:id/bkash/execute`]: {
    create: paymentEntry({ paymentID: 'TR0011abc', status: 'cancel' }),
  },

  ['GET /api/invoice/customer/invoice/v1/invoices/:id/download']: {
    create: async (world, a) => {
      const { invoice_id: id } = await order(world, a);
      return {
        params: { id },
        snapshot: read(world, `/api/invoice/customer/invoice/v1/invoices/${id}`, a),
      };
    },
  },

  ['GET /api/storage/customer/asset/v1/assets/:id']: { create: imageEntry },
  ['GET /api/storage/customer/asset/v1/assets/:id/thumbnail']: { create: imageEntry },

  // A filter by A's order shows B nothing.
  [`GET ${BUY}/list`]: {
    create: async (world, a) => {
      const placed = await order(world, a);
      const id = placed.buy_products[0]!.id;
      return {
        query: `?order_id=${(await call(world, 'GET', `${BUY}/details/${id}`, a)).order.id}`,
        snapshot: read(world, `${BUY}/details/${id}`, a),
        checkB: (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.json().data).toEqual([]);
        },
      };
    },
  },
  [`GET ${BUY}/details/:id`]: { create: buyProductEntry() },
  [`PUT ${BUY}/:id/cancel`]: {
    publicIds: ['body.variation_ids', 'body.charge_ids'],
    create: buyProductEntry({}),
  },
  ['GET /api/tracking/customer/timeline/v1/buy-product/:id']: { create: buyProductEntry() },
  [`POST ${BUY}/clone-order`]: {
    create: async (world, a) => {
      const placed = await order(world, a);
      const id = placed.buy_products[0]!.id;
      const details = await call(world, 'GET', `${BUY}/details/${id}`, a);
      return [
        { payload: { order_id: details.order.id }, snapshot: read(world, `${CART}/cart-items`, a) },
        {
          payload: { order_id: details.order.id, product_ids: [id] },
          snapshot: read(world, `${CART}/cart-items`, a),
        },
      ];
    },
  },
  // B checks out its own cart item to A's address, or A's cart item to its own address.
  ...Object.fromEntries(
    ['checkout/batch', 'place-order'].map((path) => [
      `POST ${BUY}/${path}`,
      {
        publicIds: SHIPPING_OPTIONS,
        create: async (world: World, a: Headers, b: Headers): Promise<OwnedObject[]> => {
          const shipping = {
            shipping_category_id: world.shipping.categoryId,
            shipping_method_id: world.shipping.methodId,
          };
          const aAddress = await address(world, a);
          const { item: aItem } = await cartItem(world, a);
          const snapshot = read(world, `${CART}/cart-items`, a);
          return [
            {
              payload: {
                items: [{ cart_item_id: await ownCartItemId(world, b) }],
                shipping_address_id: aAddress,
                ...shipping,
              },
              snapshot: read(world, ADDRESSES, a),
            },
            {
              payload: {
                items: [{ cart_item_id: aItem.id, variation_ids: [aItem.variations[0]!.id] }],
                shipping_address_id: await address(world, b),
                ...shipping,
              },
              snapshot,
            },
          ];
        },
      } satisfies RouteObjects,
    ]),
  ),

  // A filter by A's buy product shows B nothing.
  [`GET ${ACTIONS}/list`]: {
    create: async (world, a) => {
      const id = await action(world, a);
      const details = await call(world, 'GET', `${ACTIONS}/${id}`, a);
      return {
        query: `?buy_product_id=${details.buy_product_id}`,
        snapshot: read(world, `${ACTIONS}/${id}`, a),
        checkB: (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.json().data).toEqual([]);
        },
      };
    },
  },
  [`GET ${ACTIONS}/:id`]: { create: actionEntry() },
  [`POST ${ACTIONS}/:id/perform`]: {
    publicIds: ['body.alternative_sku_id'],
    create: actionEntry({ decision: 'accept' }),
  },
  [`POST ${ACTIONS}/:id/refund`]: { create: actionEntry({}) },

  // Shipping options for A's buy products, or to A's address.
  ...Object.fromEntries(
    [
      ['options', 'product_ids'],
      ['international-options', 'shipment_product_ids'],
    ].map(([path, productsField]) => [
      `POST /api/courier/customer/option/v1/${path}`,
      {
        publicIds: path === 'options' ? ['body.destination_warehouse_id'] : [],
        create: async (world: World, a: Headers, b: Headers): Promise<OwnedObject[]> => {
          const extra = path === 'options' ? {} : { region: 'BD' };
          const aProduct = await buyProduct(world, a);
          const aAddress = await address(world, a);
          const snapshot = read(world, ADDRESSES, a);
          return [
            {
              payload: { ...extra, [productsField!]: [aProduct], shipping_address_id: aAddress },
              snapshot,
            },
            {
              payload: {
                ...extra,
                [productsField!]: [await buyProduct(world, b)],
                shipping_address_id: aAddress,
              },
              snapshot,
            },
            {
              payload: {
                ...extra,
                [productsField!]: [aProduct],
                shipping_address_id: await address(world, b),
              },
              snapshot,
            },
          ];
        },
      } satisfies RouteObjects,
    ]),
  ),
};
