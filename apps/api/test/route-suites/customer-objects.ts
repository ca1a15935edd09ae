import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fundWallet } from '../wallet-fixtures.ts';
import {
  action,
  ACTIONS,
  address,
  ADDRESSES,
  arrivedBuyProduct,
  arrivedParcel,
  bkashAccount,
  BUY,
  buyProduct,
  call,
  CART,
  cartItem,
  CARTS,
  claim,
  CLAIMS,
  consolidation,
  customerIdOf,
  DELIVERY,
  deliveryRequest,
  dhaka,
  dispute,
  DISPUTES,
  INVOICES,
  linkImport,
  notification,
  NOTIFICATIONS,
  order,
  parcel,
  payment,
  PAYMENTS,
  payoutAccount,
  payoutRequest,
  pushSubscription,
  RFQ,
  rfqRequest,
  session,
  shipmentRequest,
  SHIPMENTS,
  shippingCart,
  shippingCartItem,
  shippingChoice,
  SUPPORT,
  supportInquiry,
  upload,
  WALLET,
  WISHLIST,
  wishlistItem,
  type Headers,
  type World,
} from './customer-factories.ts';

/**
 * How to make customer A's records for each customer route that takes an owned value (see
 * parameter-kinds.ts), as attempts by customer B. Each attempt says which of its fields carry
 * A's record (`ofA`); every owned field of a route needs an attempt where it is the only one
 * (the others are B's own, so nothing but that field can make the route refuse). The suite
 * fails for a route with an owned field and no entry here, so a new route is checked for "B
 * cannot reach A's record" without anyone remembering to add it.
 *
 * B's attempt must be refused as an unknown id would be: 404 `not_found` for A's record in the
 * path or query (before any rule about its state), and for a body field 404 or a 400/422 naming
 * that field (A's upload is "not an upload of yours"). Where the refusal is a 422, A's record is
 * in a state where A's own request would pass (an arrived parcel, an image), so only ownership
 * can refuse B. Afterwards no row of A's or B's may have changed, in any table (customer-rows.ts).
 */
export interface Attempt {
  /** The fields that carry A's record, e.g. `params.id`, `body.items.cart_item_id`. */
  ofA: string[];
  /** The route's path parameters. */
  params?: Record<string, number | string>;
  /** A query string (with `?`). */
  query?: string;
  /** What B sends: valid in shape, so B gets past validation to the ownership check. */
  payload?: object;
  /** When B must get something other than a refusal (a filter showing nothing): check it here. */
  checkB?: (response: LightMyRequestResponse) => void;
}

/** Makes A's records (and B's own, where a request mixes them) and B's attempts on them. */
export type Attempts = (world: World, a: Headers, b: Headers) => Promise<Attempt[]>;

type Params = Record<string, number | string>;

/** B names A's record in the path (every path parameter is A's). */
const inPath =
  (make: (world: World, a: Headers) => Promise<Params>, payload?: object): Attempts =>
  async (world, a) => {
    const params = await make(world, a);
    return [{ ofA: Object.keys(params).map((k) => `params.${k}`), params, payload }];
  };

/** B names, in turn, A's parent with B's child and B's parent with A's child. */
const parentAndChild =
  (
    make: (world: World, who: Headers) => Promise<Params>,
    [parent, child]: [string, string],
    payload?: object,
  ): Attempts =>
  async (world, a, b) => {
    const [ofA, ofB] = [await make(world, a), await make(world, b)];
    return [
      { ofA: [`params.${parent}`], params: { ...ofB, [parent]: ofA[parent]! }, payload },
      { ofA: [`params.${child}`], params: { ...ofB, [child]: ofA[child]! }, payload },
    ];
  };

const emptyPage = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toEqual([]);
};

const cartVariation = async (world: World, who: Headers) => {
  const { item } = await cartItem(world, who);
  return { id: item.id, variationId: item.variations[0]!.id };
};

const parcelTracking = async (world: World, who: Headers) => {
  const p = await parcel(world, who);
  return { id: p.id, trackingId: p.trackings[0]!.id };
};

const cartAndItem = async (world: World, who: Headers) => {
  const { cartId, itemId } = await shippingCart(world, who);
  return { cartId, itemId };
};

/** B pays A's invoice (or session) with B's receipt, or B's own with A's receipt. */
const payWith =
  (target: (world: World, who: Headers) => Promise<number>): Attempts =>
  async (world, a, b) => [
    {
      ofA: ['params.id'],
      params: { id: await target(world, a) },
      payload: {
        gateway: 'bank_transfer',
        receipt_asset_id: await upload(world, b),
        transfer_reference: 'TRX-ACCESS',
      },
    },
    {
      ofA: ['body.receipt_asset_id'],
      params: { id: await target(world, b) },
      payload: {
        gateway: 'bank_transfer',
        receipt_asset_id: await upload(world, a),
        transfer_reference: 'TRX-ACCESS',
      },
    },
  ];

/** B checks out A's cart item, B's own with A's variations, or to A's address. */
const checkout: Attempts = async (world, a, b) => {
  const [aItem, bItem] = [(await cartItem(world, a)).item, (await cartItem(world, b)).item];
  const bAddress = await address(world, b);
  return [
    {
      ofA: ['body.shipping_address_id'],
      payload: {
        items: [{ cart_item_id: bItem.id }],
        shipping_address_id: await address(world, a),
        ...shippingChoice(world),
      },
    },
    {
      ofA: ['body.items.cart_item_id'],
      payload: {
        items: [{ cart_item_id: aItem.id }],
        shipping_address_id: bAddress,
        ...shippingChoice(world),
      },
    },
    {
      ofA: ['body.items.variation_ids'],
      payload: {
        items: [{ cart_item_id: bItem.id, variation_ids: [aItem.variations[0]!.id] }],
        shipping_address_id: bAddress,
        ...shippingChoice(world),
      },
    },
  ];
};

/** Shipping options for A's buy products or parcels, or to A's address. */
const courierOptions =
  (withBuyProducts: boolean): Attempts =>
  async (world, a, b) => {
    const extra = withBuyProducts ? {} : { region: 'BD' };
    const bAddress = await address(world, b);
    const bParcel = (await parcel(world, b)).id;
    const attempts: Attempt[] = [
      {
        ofA: ['body.shipment_product_ids'],
        payload: {
          ...extra,
          shipment_product_ids: [(await parcel(world, a)).id],
          shipping_address_id: bAddress,
        },
      },
      {
        ofA: ['body.shipping_address_id'],
        payload: {
          ...extra,
          shipment_product_ids: [bParcel],
          shipping_address_id: await address(world, a),
        },
      },
    ];
    if (!withBuyProducts) return attempts;
    return [
      ...attempts,
      {
        ofA: ['body.product_ids'],
        payload: { product_ids: [await buyProduct(world, a)], shipping_address_id: bAddress },
      },
    ];
  };

const trackingNumber = async (world: World, who: Headers) => {
  const id = await deliveryRequest(world, who);
  return [
    (await parcel(world, who)).number,
    (await order(world, who)).buyProductNumber,
    (await call(world, 'GET', `${DELIVERY}/${id}`, who)).number as string,
  ];
};

export const customerObjects: Record<string, Attempts> = {
  [`PUT ${ADDRESSES}/:id`]: inPath(async (w, a) => ({ id: await address(w, a) }), dhaka),
  [`DELETE ${ADDRESSES}/:id`]: inPath(async (w, a) => ({ id: await address(w, a) })),

  // The id is a catalog product (public): B asks about one in A's cart and sees its own cart.
  [`GET ${CART}/products/:id/cart-status`]: async (world, a) => [
    {
      ofA: [],
      params: { id: (await cartItem(world, a)).product.id },
      checkB: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ in_cart: false, cart_item_id: null });
      },
    },
  ],
  [`GET ${CART}/cart-items/:id/variations`]: inPath(async (w, a) => ({
    id: (await cartItem(w, a)).item.id,
  })),
  [`PUT ${CART}/cart-items/:id/variations/:variationId`]: parentAndChild(
    cartVariation,
    ['id', 'variationId'],
    { quantity: 1 },
  ),
  [`DELETE ${CART}/cart-items/:id/variations/:variationId`]: parentAndChild(cartVariation, [
    'id',
    'variationId',
  ]),
  // Deleting ids that are not the caller's deletes nothing: B is told 0 were deleted.
  [`POST ${CART}/cart-items/destroy`]: async (world, a) => [
    {
      ofA: ['body.ids'],
      payload: { ids: [(await cartItem(world, a)).item.id] },
      checkB: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ deleted: 0 });
      },
    },
  ],
  [`DELETE ${WISHLIST}/wishlist-items/:id`]: inPath(async (w, a) => ({
    id: await wishlistItem(w, a),
  })),
  [`DELETE ${WISHLIST}/wishlist-link-imports/:id`]: inPath(async (w, a) => ({
    id: await linkImport(w, a),
  })),

  [`GET ${WALLET}/:id/transactions`]: inPath(async (world, a) => {
    await fundWallet(world.db, await customerIdOf(world, a), 5_000);
    const [wallet] = await call(world, 'GET', `${WALLET}/balance`, a);
    return { id: wallet.id };
  }),
  [`PUT ${WALLET}/payout-accounts/:id`]: inPath(
    async (w, a) => ({ id: await payoutAccount(w, a) }),
    bkashAccount,
  ),
  [`DELETE ${WALLET}/payout-accounts/:id`]: inPath(async (w, a) => ({
    id: await payoutAccount(w, a),
  })),
  // B asks to be paid to A's account (from B's own funded wallet): the money stays put.
  [`POST ${WALLET}/payout-requests`]: async (world, a, b) => {
    await fundWallet(world.db, await customerIdOf(world, b), 100_000);
    return [
      {
        ofA: ['body.payout_account_id'],
        payload: { payout_account_id: await payoutAccount(world, a), amount: 20_000 },
      },
    ];
  },
  [`PUT ${WALLET}/payout-requests/:id/cancel`]: inPath(async (w, a) => ({
    id: await payoutRequest(w, a),
  })),

  [`GET ${INVOICES}/invoices/:id`]: inPath(async (w, a) => ({ id: (await order(w, a)).invoiceId })),
  [`GET ${INVOICES}/invoices/:id/download`]: inPath(async (w, a) => ({
    id: (await order(w, a)).invoiceId,
  })),
  [`POST ${INVOICES}/session`]: async (world, a) => [
    { ofA: ['body.invoice_ids'], payload: { invoice_ids: [(await order(world, a)).invoiceId] } },
  ],
  [`GET ${INVOICES}/session/:id`]: inPath(async (w, a) => ({ id: await session(w, a) })),
  [`POST ${INVOICES}/invoices/:id/pay`]: payWith(async (w, who) => (await order(w, who)).invoiceId),
  [`POST ${INVOICES}/session/:id/pay`]: payWith(session),
  [`GET ${PAYMENTS}/transactions/:id`]: inPath(async (w, a) => ({
    id: (await payment(w, a, 'bank_transfer')).id,
  })),
  // B completes A's bKash payment, or its own with A's bKash paymentID.
  [`POST ${PAYMENTS}/transactions/:id/bkash/execute`]: async (world, a, b) => {
    const [ofA, ofB] = [await payment(world, a, 'bkash'), await payment(world, b, 'bkash')];
    return [
      {
        ofA: ['params.id'],
        params: { id: ofA.id },
        payload: { paymentID: ofB.bkashPaymentId, status: 'success' },
      },
      {
        ofA: ['body.paymentID'],
        params: { id: ofB.id },
        payload: { paymentID: ofA.bkashPaymentId, status: 'success' },
      },
    ];
  },

  ['GET /api/storage/customer/asset/v1/assets/:id']: inPath(async (w, a) => ({
    id: await upload(w, a),
  })),
  ['GET /api/storage/customer/asset/v1/assets/:id/thumbnail']: inPath(async (w, a) => ({
    id: await upload(w, a),
  })),

  // A filter by A's order shows B nothing.
  [`GET ${BUY}/list`]: async (world, a) => [
    {
      ofA: ['querystring.order_id'],
      query: `?order_id=${(await order(world, a)).orderId}`,
      checkB: emptyPage,
    },
  ],
  [`GET ${BUY}/details/:id`]: inPath(async (w, a) => ({ id: await buyProduct(w, a) })),
  ['GET /api/tracking/customer/timeline/v1/buy-product/:id']: inPath(async (w, a) => ({
    id: await buyProduct(w, a),
  })),
  // A's product whole, or some of its variations, or its charges.
  [`PUT ${BUY}/:id/cancel`]: async (world, a) => {
    const id = await buyProduct(world, a);
    return [
      { ofA: ['params.id'], params: { id }, payload: {} },
      {
        ofA: ['params.id', 'body.variation_ids'],
        params: { id },
        payload: { type: 'variations', variation_ids: [1] },
      },
      {
        ofA: ['params.id', 'body.charge_ids'],
        params: { id },
        payload: { type: 'product', charge_ids: [1] },
      },
    ];
  },
  // B puts A's order back in its cart, or A's products with its own order.
  [`POST ${BUY}/clone-order`]: async (world, a, b) => {
    const [ofA, ofB] = [await order(world, a), await order(world, b)];
    return [
      { ofA: ['body.order_id'], payload: { order_id: ofA.orderId } },
      {
        ofA: ['body.product_ids'],
        payload: { order_id: ofB.orderId, product_ids: [ofA.buyProductId] },
      },
    ];
  },
  [`POST ${BUY}/checkout/batch`]: checkout,
  [`POST ${BUY}/place-order`]: checkout,

  // A filter by A's buy product shows B nothing.
  [`GET ${ACTIONS}/list`]: async (world, a) => [
    {
      ofA: ['querystring.buy_product_id'],
      query: `?buy_product_id=${(await action(world, a)).buyProductId}`,
      checkB: emptyPage,
    },
  ],
  [`GET ${ACTIONS}/:id`]: inPath(async (w, a) => ({ id: (await action(w, a)).id })),
  [`POST ${ACTIONS}/:id/perform`]: inPath(async (w, a) => ({ id: (await action(w, a)).id }), {
    decision: 'accept',
  }),
  [`POST ${ACTIONS}/:id/refund`]: inPath(async (w, a) => ({ id: (await action(w, a)).id }), {}),

  [`GET ${SHIPMENTS}/shipment-products/:productNumber`]: inPath(async (w, a) => ({
    productNumber: (await parcel(w, a)).number,
  })),
  [`PUT ${SHIPMENTS}/shipment-products/:id/tracking`]: inPath(
    async (w, a) => ({ id: (await parcel(w, a)).id }),
    { tracking_id: 'B-TRACK-1' },
  ),
  [`PUT ${SHIPMENTS}/shipment-products/:id/tracking/:trackingId`]: parentAndChild(
    parcelTracking,
    ['id', 'trackingId'],
    { tracking_id: 'B-TRACK-2' },
  ),
  [`PUT ${SHIPMENTS}/shipment-products/:id/cancel`]: inPath(async (w, a) => ({
    id: (await parcel(w, a)).id,
  })),
  [`PUT ${SHIPMENTS}/shipment-products/:id/start-shipping`]: inPath(async (w, a) => ({
    id: (await parcel(w, a)).id,
  })),
  ['GET /api/tracking/customer/timeline/v1/shipment-product/:id']: inPath(async (w, a) => ({
    id: (await parcel(w, a)).id,
  })),
  [`GET ${SHIPMENTS}/shipment-products/:id/requests`]: inPath(async (w, a) => ({
    id: (await parcel(w, a)).id,
  })),
  [`POST ${SHIPMENTS}/shipment-products/:id/requests`]: inPath(
    async (w, a) => ({ id: (await parcel(w, a)).id }),
    { kind: 'extra_photos' },
  ),
  [`GET ${SHIPMENTS}/consolidations/:id`]: inPath(async (w, a) => ({
    id: await consolidation(w, a),
  })),
  [`POST ${SHIPMENTS}/consolidations/:id/confirm`]: inPath(async (w, a) => ({
    id: await consolidation(w, a),
  })),
  [`POST ${SHIPMENTS}/consolidations/:id/cancel`]: inPath(async (w, a) => ({
    id: await consolidation(w, a),
  })),
  // B names A's parcels for a box of its own.
  [`POST ${SHIPMENTS}/consolidations`]: async (world, a) => [
    {
      ofA: ['body.shipment_product_ids'],
      payload: { shipment_product_ids: [(await parcel(world, a)).id, (await parcel(world, a)).id] },
    },
  ],
  // B sends parcels to A's address, or with A's photo.
  [`POST ${SHIPMENTS}/shipment-products`]: async (world, a, b) => [
    {
      ofA: ['body.shipping_address_id'],
      query: '?region=BD',
      payload: await shipmentRequest(world, b, await address(world, a)),
    },
    {
      ofA: ['body.products.image_ids'],
      query: '?region=BD',
      payload: await shipmentRequest(world, b, await address(world, b), [await upload(world, a)]),
    },
  ],

  // B asks to deliver A's arrived parcel or buy product, or its own parcel to A's address.
  [`POST ${DELIVERY}`]: async (world, a, b) => {
    const bAddress = await address(world, b);
    const request = (type: string, id: number, shippingAddressId: number) => ({
      items: [{ type, id }],
      shipping_address_id: shippingAddressId,
      courier_option: 'pathao',
    });
    return [
      {
        ofA: ['body.items.id'],
        payload: request('shipment_product', (await arrivedParcel(world, a)).id, bAddress),
      },
      {
        ofA: ['body.items.id'],
        payload: request('buy_product', await arrivedBuyProduct(world, a), bAddress),
      },
      {
        ofA: ['body.shipping_address_id'],
        payload: request(
          'shipment_product',
          (await arrivedParcel(world, b)).id,
          await address(world, a),
        ),
      },
    ];
  },
  [`GET ${DELIVERY}/:id`]: inPath(async (w, a) => ({ id: await deliveryRequest(w, a) })),
  // B gathers A's parcels' shipping into a payment session of its own.
  ['POST /api/delivery/customer/delivery-request/v1/international-session']: async (world, a) => [
    {
      ofA: ['body.shipment_product_ids'],
      payload: { shipment_product_ids: [(await parcel(world, a)).id] },
    },
  ],
  // A's parcel, buy product and delivery request, by the numbers printed on them.
  ['GET /api/tracking/customer/v1/find']: async (world, a) =>
    (await trackingNumber(world, a)).map((number) => ({
      ofA: ['querystring.number'],
      query: `?number=${number}`,
    })),

  // B fills A's cart, or puts A's photo in its own.
  [`POST ${CARTS}/:cartId`]: async (world, a, b) => [
    {
      ofA: ['params.cartId'],
      params: { cartId: (await shippingCart(world, a)).cartId },
      payload: shippingCartItem(world),
    },
    {
      ofA: ['body.image_ids'],
      params: { cartId: (await shippingCart(world, b)).cartId },
      payload: shippingCartItem(world, [await upload(world, a)]),
    },
  ],
  // B changes A's item in its own cart, an item of its own in A's cart, or puts A's photo in.
  [`PUT ${CARTS}/:cartId/items/:itemId`]: async (world, a, b) => {
    const [ofA, ofB] = [await cartAndItem(world, a), await cartAndItem(world, b)];
    const body = shippingCartItem(world);
    return [
      { ofA: ['params.cartId'], params: { ...ofB, cartId: ofA.cartId }, payload: body },
      { ofA: ['params.itemId'], params: { ...ofB, itemId: ofA.itemId }, payload: body },
      {
        ofA: ['body.image_ids'],
        params: ofB,
        payload: shippingCartItem(world, [await upload(world, a)]),
      },
    ];
  },
  [`POST ${CARTS}/:cartId/items/:itemId/clone`]: parentAndChild(cartAndItem, ['cartId', 'itemId']),
  [`DELETE ${CARTS}/items/:itemId`]: inPath(async (w, a) => ({
    itemId: (await shippingCart(w, a)).itemId,
  })),

  // B claims on A's parcel or buy product, or on its own parcel with A's photo or video.
  [`POST ${CLAIMS}`]: async (world, a, b) => {
    const bPhoto = await upload(world, b);
    const bParcel = (await parcel(world, b)).id;
    const body = (subject: [string, number], photoIds: number[], videoId?: number) => ({
      subject_type: subject[0],
      subject_id: subject[1],
      reason: 'damaged',
      description: 'Broken on arrival',
      photo_ids: photoIds,
      ...(videoId === undefined ? {} : { video_id: videoId }),
    });
    return [
      {
        ofA: ['body.subject_id'],
        payload: body(['shipment_product', (await parcel(world, a)).id], [bPhoto]),
      },
      {
        ofA: ['body.subject_id'],
        payload: body(['buy_product', await buyProduct(world, a)], [bPhoto]),
      },
      {
        ofA: ['body.photo_ids'],
        payload: body(['shipment_product', bParcel], [await upload(world, a)]),
      },
      {
        ofA: ['body.video_id'],
        payload: body(['shipment_product', bParcel], [bPhoto], await upload(world, a, 'mp4')),
      },
    ];
  },
  [`GET ${CLAIMS}/:id`]: inPath(async (w, a) => ({ id: await claim(w, a) })),

  // B disputes A's buy product, or its own with A's photo.
  ['POST /api/claims/customer/v1/buy-product/:id/dispute']: async (world, a, b) => {
    const body = (photoId: number) => ({
      reason: 'damaged',
      description: 'Broken on arrival',
      quantity: 1,
      photo_ids: [photoId],
      requested_resolution: 'refund',
    });
    return [
      {
        ofA: ['params.id'],
        params: { id: await buyProduct(world, a) },
        payload: body(await upload(world, b)),
      },
      {
        ofA: ['body.photo_ids'],
        params: { id: await buyProduct(world, b) },
        payload: body(await upload(world, a)),
      },
    ];
  },
  [`GET ${DISPUTES}/:id`]: inPath(async (w, a) => ({ id: await dispute(w, a, 'open') })),
  ['GET /api/tracking/customer/timeline/v1/dispute/:id']: inPath(async (w, a) => ({
    id: await dispute(w, a, 'open'),
  })),
  // B answers A's request for evidence, or its own with A's photo.
  [`POST ${DISPUTES}/:id/evidence`]: async (world, a, b) => [
    {
      ofA: ['params.id'],
      params: { id: await dispute(world, a, 'evidence_requested') },
      payload: { message: 'Here is another photo' },
    },
    {
      ofA: ['body.photo_ids'],
      params: { id: await dispute(world, b, 'evidence_requested') },
      payload: { message: 'Here is another photo', photo_ids: [await upload(world, a)] },
    },
  ],

  [`GET ${SUPPORT}/:id`]: inPath(async (w, a) => ({ id: await supportInquiry(w, a) })),
  [`POST ${SUPPORT}/:id/messages`]: inPath(async (w, a) => ({ id: await supportInquiry(w, a) }), {
    body: 'Any news on this?',
  }),

  [`GET ${RFQ}/requests/:id`]: inPath(async (w, a) => ({
    id: (await rfqRequest(w, a, false)).requestId,
  })),
  [`GET ${RFQ}/requests/:id/quotes`]: inPath(async (w, a) => ({
    id: (await rfqRequest(w, a, true)).requestId,
  })),
  [`GET ${RFQ}/quotes/:id`]: inPath(async (w, a) => ({
    id: (await rfqRequest(w, a, true)).quoteId,
  })),
  // B orders A's quote to its own address, or its own quote to A's address.
  [`POST ${RFQ}/quotes/:id/place-order`]: async (world, a, b) => [
    {
      ofA: ['params.id'],
      params: { id: (await rfqRequest(world, a, true)).quoteId },
      payload: { shipping_address_id: await address(world, b) },
    },
    {
      ofA: ['body.shipping_address_id'],
      params: { id: (await rfqRequest(world, b, true)).quoteId },
      payload: { shipping_address_id: await address(world, a) },
    },
  ],
  // B asks for a quote with A's photo.
  [`POST ${RFQ}/requests`]: async (world, a) => [
    {
      ofA: ['body.image_ids'],
      payload: {
        product_name: 'Water bottle',
        image_ids: [await upload(world, a)],
        quantity: 100,
        region_code: 'BD',
      },
    },
  ],

  [`PUT ${NOTIFICATIONS}/notifications/:id/read`]: inPath(async (w, a) => ({
    id: await notification(w, a),
  })),
  // B turns off pushes to A's browser.
  [`DELETE ${NOTIFICATIONS}/push/subscriptions`]: async (world, a) => [
    { ofA: ['body.endpoint'], payload: { endpoint: await pushSubscription(world, a) } },
  ],

  ['POST /api/courier/customer/option/v1/options']: courierOptions(true),
  ['POST /api/courier/customer/option/v1/international-options']: courierOptions(false),
};
