import type { JsonSchema, RouteCase, RouteField } from './route-cases.ts';

/**
 * What every value a request carries is, for the access-control suite. Each path parameter and
 * each query or body field at any depth is one of:
 * - `owned`: it names one of the caller's own records (an address, a parcel number, an upload).
 *   The suite sends customer A's in customer B's request and expects a refusal, for each such
 *   field on its own (`customer-objects.ts` says how to make A's record);
 * - `public`: it names shared data any customer may name (catalog products and SKUs, shipping
 *   categories and methods, warehouses, regions);
 * - `data`: not a reference at all (text the customer types, amounts, counts, paging, choices).
 *
 * The kind comes from, in order: the route's entry in `ROUTE_KINDS` below (the exceptions), the
 * schema (a flag, a number, a date, a fixed choice cannot name a record), the reviewed name tables
 * below, and names that read as references (`id`, `*_id(s)`, `*Id`, `number`, `*_number`) and
 * path parameters, which are owned unless an exception says otherwise. A value that none of these
 * classify fails the suite, so whoever adds it decides what it is.
 */
export type ParameterKind = 'owned' | 'public' | 'data';

export interface Classification {
  kind: ParameterKind;
  /** Where the kind came from, shown when the suite fails. */
  why: string;
  /**
   * For an owned field that names a part of another field's record (a variation of the buy
   * product in the path): B can only name A's part together with A's record.
   */
  within?: string;
}

type Exception = { kind: ParameterKind; why: string; within?: string };

/** Names that mean the same shared thing on every route. */
const PUBLIC_NAMES: Record<string, string> = {
  shipping_category_id: 'a shipping category (shared price list)',
  shipping_method_id: 'a shipping method (air, sea)',
  method_id: 'a shipping method (air, sea)',
  warehouse_id: 'one of our warehouses',
  destination_warehouse_id: 'one of our warehouses',
  product_id: 'a catalog product',
  sku_id: 'a catalog SKU',
  sku_ids: 'catalog SKUs',
  alternative_sku_id: 'a catalog SKU the seller offers instead',
  category_id: 'a catalog category',
  shop_id: 'a seller shop in the catalog',
  source_site: 'a marketplace we buy from',
  region: 'a region code',
  region_code: 'a region code',
  country_code: 'a country code',
  currency: 'a currency code',
  hs_code: 'a customs tariff code',
  courier_option: 'a local courier code',
  code: 'a coupon code (shared by every customer who may use it)',
  coupon_id: 'a coupon (shared by every customer who may use it)',
  coupon_code: 'a coupon code (shared by every customer who may use it)',
};

/** Names of values that are not references: what the customer types, counts and amounts. */
const DATA_NAMES: Record<string, string> = {
  page: 'paging',
  per_page: 'paging',
  limit: 'paging',
  cursor: 'paging',
  keyword: 'search text',
  search: 'search text',
  quantity: 'a count',
  amount: 'an amount of money',
  declared_value: 'an amount of money',
  min_price: 'an amount of money',
  max_price: 'an amount of money',
  product_price: 'an amount of money',
  domestic_delivery: 'an amount of money',
  weight_grams: 'a measure',
  length_cm: 'a measure',
  width_cm: 'a measure',
  height_cm: 'a measure',
  title: 'text the customer types',
  name: 'text the customer types',
  product_name: 'text the customer types',
  phone: 'text the customer types',
  email: 'text the customer types',
  confirm_email: 'text the customer types: their own email, checked against the caller',
  description: 'text the customer types',
  message: 'text the customer types',
  body: 'text the customer types (a message of a support thread)',
  note: 'text the customer types',
  specifications: 'text the customer types',
  reason: 'text the customer types',
  cancel_reason: 'text the customer types',
  fields: 'address lines the customer types',
  url: 'a product link on another site',
  link: 'a product link on another site',
  product_url: 'a product link on another site',
  tracking_id: 'the shop courier’s tracking text, not one of our records',
  transfer_reference: 'the bank’s number of the customer’s transfer, shown to staff as typed',
  carrier: 'the shop courier’s name',
  tax_id: 'the consignee’s tax number, as typed',
  wallet_number: 'payout details the customer types',
  account_name: 'payout details the customer types',
  account_number: 'payout details the customer types',
  bank_name: 'payout details the customer types',
  branch_name: 'payout details the customer types',
  routing_number: 'payout details the customer types',
  p256dh: 'a browser’s push encryption key',
  auth: 'a browser’s push encryption key',
  expand: 'which parts of the answer to include',
};

const REFERENCE_NAME = /(^|_)(ids?|numbers?)$|[a-z](Id|ID)s?$/;

/**
 * A name that reads as a reference to one of the customer's records: a reference by its name
 * that the tables above do not call shared data or plain data (`tracking_id`, `wallet_number`).
 */
export const isOwnedReferenceName = (name: string) =>
  REFERENCE_NAME.test(name) && !(name in PUBLIC_NAMES) && !(name in DATA_NAMES);

const CATALOG_PRODUCT = { kind: 'public', why: 'a catalog product' } as const;
const SHARED_BY_SLUG = { kind: 'public', why: 'published content, by its slug' } as const;
const STREAMS = { kind: 'public', why: 'public live streams and their streamers' } as const;

/**
 * The reviewed exceptions, by route: values whose name does not say what they are. Public
 * routes list every reference they take here (a public route cannot take a customer's record).
 */
export const ROUTE_KINDS: Record<string, Record<string, Exception>> = {
  'GET /api/core/customer/region/v1/regions/:id/settings': {
    'params.id': { kind: 'public', why: 'a region' },
  },
  'GET /api/core/customer/warehouse/v1/warehouses/:id': {
    'params.id': { kind: 'public', why: 'a warehouse' },
  },
  'GET /api/product/customer/v1/products/find/:id': { 'params.id': CATALOG_PRODUCT },
  'GET /api/product/customer/v1/products/find/:id/description': { 'params.id': CATALOG_PRODUCT },
  'GET /api/product/customer/v1/products/find/:id/reviews': { 'params.id': CATALOG_PRODUCT },
  'GET /api/product/customer/v1/products/find/:id/related-products': {
    'params.id': CATALOG_PRODUCT,
  },
  'GET /api/product/customer/v1/products/infos': {
    'querystring.ids': { kind: 'public', why: 'catalog products' },
  },
  'GET /api/product/customer/v1/harvest-jobs/:id': {
    'params.id': {
      kind: 'public',
      why: 'a harvest job reads a public product page; anyone may start or read one',
    },
  },
  'GET /api/product/customer/v1/images/:seed': {
    'params.seed': { kind: 'public', why: 'a generated placeholder image' },
  },
  'GET /api/storage/customer/asset/v1/shop-images/:name': {
    'params.name': { kind: 'public', why: 'a catalog shop image' },
  },
  'GET /api/content/customer/v1/contents/:slug': { 'params.slug': SHARED_BY_SLUG },
  'GET /api/content/customer/v1/multiple-contents': { 'querystring.slugs': SHARED_BY_SLUG },
  'GET /api/content/customer/v1/campaigns/:slug': { 'params.slug': SHARED_BY_SLUG },
  'GET /api/content/customer/v1/campaigns/:id/web/products': {
    'params.id': { kind: 'public', why: 'a published campaign' },
  },
  'GET /api/v1/streams/feed': {
    'querystring.categoryId': STREAMS,
    'querystring.feedId': STREAMS,
    'querystring.streamerId': STREAMS,
    'querystring.loginId': {
      kind: 'data',
      why: 'the viewer’s login at the streaming provider, echoed back to it only',
    },
  },
  'GET /api/v1/streams/details': { 'querystring.streamId': STREAMS },
  'GET /api/v1/streams/offers': { 'querystring.streamId': STREAMS },
  'POST /api/user/customer/support/v1/support-inquiries': {
    'body.order_number': {
      kind: 'data',
      why: 'text the sender types, stored for staff and never looked up or echoed',
    },
    'body.website': { kind: 'data', why: 'the honeypot field' },
  },
  'GET /api/purchase/customer/cart/v1/products/:id/cart-status': {
    'params.id': CATALOG_PRODUCT,
  },
  'POST /api/v1/third-party/:provider/identity': {
    'params.provider': { kind: 'public', why: 'a configured identity provider' },
    'body.session_id': {
      kind: 'public',
      why: 'a session at the provider, introspected there; the link made is the caller’s own',
    },
  },
  // The variations and charges of the buy product in the path: numbered within that product,
  // so they are A's only together with A's product.
  'PUT /api/buy-and-ship/customer/buy-product/v1/:id/cancel': {
    'body.variation_ids': {
      kind: 'owned',
      why: 'variations of the caller’s buy product',
      within: 'params.id',
    },
    'body.charge_ids': {
      kind: 'owned',
      why: 'charges of the caller’s buy product',
      within: 'params.id',
    },
  },
  'POST /api/notification/customer/v1/push/subscriptions': {
    'body.endpoint': {
      kind: 'public',
      why:
        'a browser’s push address: saving it binds it to whoever is signed in on that ' +
        'browser, by design (docs/security.md)',
    },
  },
  'DELETE /api/notification/customer/v1/push/subscriptions': {
    'body.endpoint': { kind: 'owned', why: 'one of the caller’s push subscriptions' },
  },
};

/** A flag, a number, a date or a fixed choice cannot name a record. */
const cannotNameARecord = (schema: JsonSchema) => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    schema.enum !== undefined ||
    'const' in schema ||
    ['date-time', 'date', 'binary'].includes(schema.format ?? '') ||
    types.every((type) => type === 'boolean' || type === 'number' || type === 'null')
  );
};

/** What the field is, or undefined when nothing classifies it (the suite then fails). */
export function classify(c: RouteCase, field: RouteField): Classification | undefined {
  const route = `${c.method} ${c.url}`;
  const exception = ROUTE_KINDS[route]?.[field.path];
  if (exception) return { ...exception, why: `ROUTE_KINDS: ${exception.why}` };
  if (field.schemas.length > 0 && field.schemas.every(cannotNameARecord)) {
    return { kind: 'data', why: 'schema: a flag, number, date or fixed choice' };
  }
  if (field.name in PUBLIC_NAMES) return { kind: 'public', why: PUBLIC_NAMES[field.name]! };
  if (field.name in DATA_NAMES) return { kind: 'data', why: DATA_NAMES[field.name]! };
  if (field.path.startsWith('params.') || REFERENCE_NAME.test(field.name)) {
    return { kind: 'owned', why: 'a path parameter or a reference by its name' };
  }
  return undefined;
}
