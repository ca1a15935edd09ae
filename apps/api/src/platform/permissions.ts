/**
 * Who on staff may do what: the one permission table of the back office (docs/back-office.md).
 * Every staff route is listed in STAFF_ROUTE_PERMISSIONS; a staff route missing from it stops
 * the API at start-up, and the authorisation-matrix test reads both tables, so a new route is
 * checked for every role without anyone listing it twice.
 */
export const STAFF_ROLES = [
  'admin',
  'warehouse',
  'purchasing',
  'finance',
  'support',
  'content',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each action staff can take, and the roles (besides admin, who may do everything) allowed. */
export const PERMISSIONS = {
  /** Their own membership, the staff API document: every staff member. */
  'staff.self': ['warehouse', 'purchasing', 'finance', 'support', 'content'],
  'staff.manage': [],
  'audit.read': [],
  'customers.read': ['support', 'finance'],
  'customers.note': ['support', 'finance'],
  'orders.read': ['purchasing', 'warehouse', 'support', 'finance'],
  'orders.raise_action': ['purchasing', 'support'],
  'orders.purchase': ['purchasing'],
  'orders.receive': ['warehouse'],
  'parcels.read': ['warehouse', 'support'],
  'parcels.receive': ['warehouse'],
  'parcels.move': ['warehouse'],
  'parcels.requests': ['warehouse'],
  'parcels.storage_sweep': ['warehouse'],
  'delivery.read': ['warehouse', 'support'],
  'delivery.dispatch': ['warehouse'],
  'assets.upload': ['warehouse', 'support'],
  'invoices.mark_paid': ['finance'],
  'payments.read': ['finance'],
  'payments.decide': ['finance'],
  'wallet.credit': ['finance'],
  'payouts.read': ['finance'],
  'payouts.decide': ['finance'],
  'claims.read': ['support', 'finance'],
  'claims.review': ['support'],
  'disputes.read': ['support', 'finance'],
  'disputes.resolve': ['support'],
  'rfq.read': ['purchasing'],
  'rfq.quote': ['purchasing'],
  'support.read': ['support'],
  'support.handle': ['support'],
  'support.impersonate': ['support'],
  'settings.read': ['finance', 'content'],
  'settings.pricing': ['finance'],
  'settings.coupons': ['content'],
  'settings.shipping': [],
  /** A warehouse's address and storage terms: its fees are prices, so admin only. */
  'settings.warehouses': [],
  /** Add-on services' names and prices: finance sets prices (as a region's pricing). */
  'settings.add_on_services': ['finance'],
  /** What may not travel: customs and airline rules, admin only. */
  'settings.restrictions': [],
  /**
   * The company's own details (office address, email, phone) on Contact us and every invoice:
   * content writes the pages that show them.
   */
  'settings.company': ['content'],
  'content.read': ['content'],
  'content.edit': ['content'],
  'content.publish': ['content'],
  'campaigns.edit': ['content'],
  'streams.edit': ['content'],
  /** Pictures for the shop's pages: public once uploaded, so only those who write the pages. */
  'content.images': ['content'],
} as const satisfies Record<string, readonly Exclude<StaffRole, 'admin'>[]>;
export type Permission = keyof typeof PERMISSIONS;

/** The roles that hold a permission: the listed ones and admin. */
export function rolesFor(permission: Permission): StaffRole[] {
  return ['admin', ...PERMISSIONS[permission]];
}

/** What a member with these roles may do, sorted. */
export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[])
    .filter((permission) => rolesFor(permission).some((role) => roles.includes(role)))
    .sort();
}

/**
 * The machine credential (`STAFF_TOKEN`, for the demo loader, test suites and scripts) acts as
 * actor `machine` with every permission except changing who is staff or reading the audit
 * log: those stay with a named, second-factor-signed-in admin.
 */
export const MACHINE_PERMISSIONS: readonly Permission[] = (
  Object.keys(PERMISSIONS) as Permission[]
).filter((permission) => permission !== 'staff.manage' && permission !== 'audit.read');

const BUY = '/api/buy-and-ship/admin';
const CLAIMS = '/api/claims/admin/v1';
const CONTENT = '/api/content/admin/v1';
const SHIPMENT = '/api/shipping-core/admin/shipment/v1';
const PAYMENT = '/api/payment/admin/payment/v1';
const WALLET = '/api/wallet/admin/wallet/v1';
const STAFF = '/api/staff/admin/v1';
const CATEGORIES = '/api/shipping-core/admin/shipping-category/v1/shipping-categories';

/** `METHOD url` (Fastify's url, `:params` included) → the permission the route needs. */
export const STAFF_ROUTE_PERMISSIONS: Record<string, Permission> = {
  'GET /api/docs/staff/json': 'staff.self',
  [`GET ${STAFF}/me`]: 'staff.self',
  [`GET ${STAFF}/queues`]: 'staff.self',
  [`GET ${STAFF}/queues/daily`]: 'staff.self',
  [`GET ${STAFF}/customers`]: 'customers.read',
  [`GET ${STAFF}/customers/:customer_id`]: 'customers.read',
  [`POST ${STAFF}/customers/:customer_id/notes`]: 'customers.note',
  [`GET ${STAFF}/members`]: 'staff.manage',
  [`PUT ${STAFF}/members/:identity_id`]: 'staff.manage',
  [`GET ${STAFF}/identities`]: 'staff.manage',
  [`GET ${STAFF}/audit-log`]: 'audit.read',
  [`GET ${STAFF}/audit-log/export`]: 'audit.read',

  [`GET ${BUY}/buy-product/v1/buy-products`]: 'orders.read',
  [`POST ${BUY}/buy-action/v1/actions`]: 'orders.raise_action',
  [`PUT ${BUY}/buy-product/v1/buy-products/:id/receive`]: 'orders.receive',
  [`POST ${BUY}/buy-product/v1/buy-products/:id/transition`]: 'orders.purchase',

  [`GET ${CLAIMS}/claims`]: 'claims.read',
  [`GET ${CLAIMS}/claims/:id`]: 'claims.read',
  [`GET ${CLAIMS}/claims/:id/photos/:asset_id`]: 'claims.read',
  [`PUT ${CLAIMS}/claims/:id/review`]: 'claims.review',
  [`GET ${CLAIMS}/disputes`]: 'disputes.read',
  [`GET ${CLAIMS}/disputes/:id`]: 'disputes.read',
  [`GET ${CLAIMS}/disputes/:id/photos/:asset_id`]: 'disputes.read',
  [`PUT ${CLAIMS}/disputes/:id/accept`]: 'disputes.resolve',
  [`PUT ${CLAIMS}/disputes/:id/reject`]: 'disputes.resolve',
  [`PUT ${CLAIMS}/disputes/:id/reopen`]: 'disputes.resolve',
  [`PUT ${CLAIMS}/disputes/:id/request-evidence`]: 'disputes.resolve',
  [`PUT ${CLAIMS}/disputes/:id/review`]: 'disputes.resolve',

  [`GET ${CONTENT}/campaigns`]: 'content.read',
  [`GET ${CONTENT}/campaigns/:id`]: 'content.read',
  [`POST ${CONTENT}/campaigns`]: 'campaigns.edit',
  [`PUT ${CONTENT}/campaigns/:id`]: 'campaigns.edit',
  [`GET ${CONTENT}/entries`]: 'content.read',
  [`GET ${CONTENT}/entries/:id`]: 'content.read',
  [`POST ${CONTENT}/entries`]: 'content.edit',
  [`PUT ${CONTENT}/entries/:id`]: 'content.edit',
  [`DELETE ${CONTENT}/entries/:id`]: 'content.edit',
  [`POST ${CONTENT}/entries/:id/publish`]: 'content.publish',
  [`GET ${CONTENT}/company`]: 'settings.read',
  [`PUT ${CONTENT}/company`]: 'settings.company',
  'GET /api/live/admin/v1/streams': 'content.read',
  'GET /api/live/admin/v1/streamers': 'content.read',
  'GET /api/live/admin/v1/categories': 'content.read',
  'POST /api/live/admin/v1/streams': 'streams.edit',
  'PUT /api/live/admin/v1/streams/:id/status': 'streams.edit',
  'POST /api/live/admin/v1/streamers': 'streams.edit',
  'PUT /api/live/admin/v1/streamers/:id': 'streams.edit',
  'POST /api/live/admin/v1/categories': 'streams.edit',
  'PUT /api/live/admin/v1/categories/:id': 'streams.edit',
  'POST /api/storage/admin/asset/v1/shop-images': 'content.images',

  'GET /api/core/admin/region/v1/settings': 'settings.read',
  'PUT /api/core/admin/region/v1/regions/:id/settings': 'settings.pricing',
  'GET /api/discounts/admin/v1/coupons': 'settings.read',
  'POST /api/discounts/admin/v1/coupons': 'settings.coupons',
  'PUT /api/discounts/admin/v1/coupons/:id': 'settings.coupons',
  'GET /api/shipping-agent/admin/rate/v1/rates': 'settings.read',
  'PUT /api/shipping-agent/admin/rate/v1/rates/:id': 'settings.shipping',
  'POST /api/shipping-agent/admin/rate/v1/rates': 'settings.shipping',
  [`GET ${CATEGORIES}`]: 'settings.read',
  [`POST ${CATEGORIES}`]: 'settings.shipping',
  [`PUT ${CATEGORIES}/:id`]: 'settings.shipping',
  'GET /api/core/admin/warehouse/v1/warehouses': 'settings.read',
  'PUT /api/core/admin/warehouse/v1/warehouses/:id': 'settings.warehouses',
  'GET /api/core/admin/add-on-service/v1/services': 'settings.read',
  'PUT /api/core/admin/add-on-service/v1/services/:code': 'settings.add_on_services',
  'GET /api/shipping-core/admin/restriction/v1/rules': 'settings.read',
  'PUT /api/shipping-core/admin/restriction/v1/rules/:code': 'settings.restrictions',

  'GET /api/delivery/admin/delivery-request/v1/requests': 'delivery.read',
  'PUT /api/delivery/admin/delivery-request/v1/requests/:id/status': 'delivery.dispatch',
  [`GET ${SHIPMENT}/consolidations`]: 'parcels.read',
  [`PUT ${SHIPMENT}/consolidations/:id/repack`]: 'parcels.requests',
  [`GET ${SHIPMENT}/parcel-requests`]: 'parcels.read',
  [`PUT ${SHIPMENT}/parcel-requests/:id`]: 'parcels.requests',
  [`GET ${SHIPMENT}/shipment-products`]: 'parcels.read',
  [`GET ${SHIPMENT}/shipment-products/by-number/:productNumber`]: 'parcels.read',
  [`PUT ${SHIPMENT}/shipment-products/:id/receive`]: 'parcels.receive',
  [`PUT ${SHIPMENT}/shipment-products/:id/status`]: 'parcels.move',
  [`POST ${SHIPMENT}/storage-sweep`]: 'parcels.storage_sweep',
  'POST /api/storage/admin/asset/v1/customers/:customer_id/assets': 'assets.upload',

  'POST /api/invoice/admin/invoice/v1/invoices/:id/mark-paid': 'invoices.mark_paid',
  [`GET ${PAYMENT}/payments`]: 'payments.read',
  [`GET ${PAYMENT}/payments/:id/receipt`]: 'payments.read',
  [`GET ${PAYMENT}/payments/needs-review`]: 'payments.read',
  [`POST ${PAYMENT}/payments/:id/approve`]: 'payments.decide',
  [`POST ${PAYMENT}/payments/:id/reject`]: 'payments.decide',
  [`POST ${PAYMENT}/payments/:id/recheck`]: 'payments.decide',
  [`POST ${PAYMENT}/payments/:id/close`]: 'payments.decide',
  [`POST ${WALLET}/customers/:customer_id/credit`]: 'wallet.credit',
  [`GET ${WALLET}/payout-requests`]: 'payouts.read',
  [`POST ${WALLET}/payout-requests/:id/approve`]: 'payouts.decide',
  [`POST ${WALLET}/payout-requests/:id/complete`]: 'payouts.decide',
  [`POST ${WALLET}/payout-requests/:id/reject`]: 'payouts.decide',

  'GET /api/rfq/admin/v1/requests': 'rfq.read',
  'GET /api/rfq/admin/v1/requests/:id': 'rfq.read',
  'GET /api/rfq/admin/v1/requests/:id/images/:asset_id': 'rfq.read',
  'POST /api/rfq/admin/v1/requests/:id/decline': 'rfq.quote',
  'POST /api/rfq/admin/v1/requests/:id/quotes': 'rfq.quote',
  'POST /api/rfq/admin/v1/quotes/:id/withdraw': 'rfq.quote',

  'GET /api/support/admin/v1/support-inquiries': 'support.read',
  'PUT /api/support/admin/v1/support-inquiries/:id/handle': 'support.handle',
  'GET /api/support/admin/v1/support-inquiries/:id': 'support.read',
  'POST /api/support/admin/v1/support-inquiries/:id/messages': 'support.handle',
  'POST /api/user/admin/impersonate/v1/sessions': 'support.impersonate',
  'GET /api/user/admin/impersonate/v1/sessions/by-user': 'support.read',
};

/** The permission a staff route needs, or undefined when the table forgot it. */
export function permissionForRoute(method: string, url: string): Permission | undefined {
  return STAFF_ROUTE_PERMISSIONS[`${method} ${url}`];
}
