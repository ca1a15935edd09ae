import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/database.ts';
import { registerCatalogModule } from './catalog/index.ts';
import { registerAddresses } from './addresses/index.ts';
import { registerCart } from './cart/index.ts';
import { registerWishlist } from './wishlist/index.ts';
import { couponsStaffRoutes, registerDiscounts } from './discounts/index.ts';
import { registerShippingRates, shippingRatesStaffRoutes } from './shipping-rates/index.ts';
import { createInvoices, registerInvoices } from './invoices/index.ts';
import {
  createCustomerHistory,
  createOrders,
  ordersStaffRoutes,
  registerOrders,
  type OrdersService,
} from './orders/index.ts';
import { createLedger, ledgerStaffRoutes, registerLedger } from './ledger/index.ts';
import {
  createPayments,
  paymentsStaffRoutes,
  registerPayments,
  unavailableBkash,
  type BkashGateway,
} from './payments/index.ts';
import { payoutsStaffRoutes, registerPayouts } from './payouts/index.ts';
import { registerStaffApi } from '../platform/staff-api.ts';
import { createStaff, staffMemberRoutes } from './staff/index.ts';
import { createStorage } from '../platform/storage.ts';
import { assetsStaffRoutes, registerAssets } from './assets/index.ts';
import {
  createCurrentCustomer,
  createCustomersRepository,
  createCustomersService,
  customersRoutes,
} from './customers/index.ts';
import {
  createRegionsRepository,
  createRegionsService,
  createRegionTerms,
  regionsRoutes,
  regionsStaffRoutes,
} from './regions/index.ts';
import {
  createShippingCategoriesRepository,
  createShippingCategoriesService,
  shippingCategoriesRoutes,
  shippingCategoriesStaffRoutes,
} from './shipping-categories/index.ts';
import { createHsCodesRepository, createHsCodesService, hsCodesRoutes } from './hs-codes/index.ts';
import {
  createNotifications,
  registerNotifications,
  statusNotices,
} from './notifications/index.ts';
import {
  createConsolidations,
  createRestrictions,
  createParcelRequests,
  createShipments,
  registerShipments,
  shipmentsStaffRoutes,
  restrictionStaffRoutes,
  type ShipmentsService,
} from './shipments/index.ts';
import { createDeliveryRequests } from './delivery-requests/index.ts';
import { claimsStaffRoutes, registerClaims } from './claims/index.ts';
import { registerRfq, rfqStaffRoutes } from './rfq/index.ts';
import {
  addOnServicesRoutes,
  addOnServicesStaffRoutes,
  createAddOnServices,
} from './add-on-services/index.ts';
import { registerSupport, supportStaffRoutes } from './support/index.ts';
import { createShippingCarts } from './shipping-carts/index.ts';
import { registerThirdPartyIdentities } from './third-party-identities/index.ts';
import { contentRoutes, contentStaffRoutes, createContent } from './content/index.ts';
import {
  campaignRoutes,
  campaignStaffRoutes,
  createCampaignsRepository,
  createCampaignsService,
} from './campaigns/index.ts';
import {
  createLiveStreamsRepository,
  createLiveStreamsService,
  liveStreamRoutes,
  liveStreamStaffRoutes,
} from './live-streams/index.ts';
import {
  createIdentityAdmin,
  createImpersonationRepository,
  createImpersonationService,
  impersonationStaffRoutes,
} from './impersonation/index.ts';
import {
  createWarehousesRepository,
  createWarehousesService,
  warehousesRoutes,
  warehousesStaffRoutes,
} from './warehouses/index.ts';

export {
  bkashClientConfig,
  createBkashClient,
  DEFAULT_CHECK_POLICY,
  type BkashGateway,
} from './payments/index.ts';

/** What the app hands in from outside the modules (the one place to plug real gateways). */
export interface ModuleDependencies {
  /** The bKash client (app.ts builds it from the config; tests hand in a double). */
  bkash?: BkashGateway;
  /** Whether an uploaded asset (a bank-transfer receipt) is the customer's; default: the assets module. */
  assetOwnedBy?: (customerId: number, assetId: number) => Promise<boolean>;
  /** The clock of time-limited rules (the claim window); tests move it. Default: real time. */
  now?: () => Date;
  /** Staff routes of workflows (they span modules), registered in the one staff scope. */
  staffWorkflowRoutes?: (staff: FastifyInstance, services: ModuleServices) => Promise<void>;
}

/**
 * The services that move money, without routes: the worker's reconciliation job uses them
 * as the API does (same factories, so both settle a payment the same way).
 */
export function createMoneyServices(db: Database, deps: Pick<ModuleDependencies, 'bkash'> = {}) {
  const ledger = createLedger(db);
  const invoices = createInvoices(db, ledger);
  const orders = createOrders(db, invoices);
  const shipments = createShipments(db, createAddOnServices(db));
  buyProductsFollowTheirParcels(shipments, orders);
  return {
    ledger,
    invoices,
    orders,
    shipments,
    payments: createPayments(db),
    bkash: deps.bkash ?? unavailableBkash,
    notifications: createNotifications(db),
  };
}

/** Support's read-only view of customers (app.ts also hands its audit to authentication). */
export function createImpersonation(db: Database, config: Pick<Config, 'IDENTITY_ADMIN_URL'>) {
  return createImpersonationService({
    repository: createImpersonationRepository(db),
    customers: createCustomersRepository(db),
    identityAdmin: createIdentityAdmin(config.IDENTITY_ADMIN_URL),
  });
}

/**
 * A Buy-and-Ship product received at our warehouse ships home as a parcel: every move of
 * that parcel (by anyone, the storage job included) is passed on to the product, in the
 * same transaction. Wired wherever both services are made.
 */
function buyProductsFollowTheirParcels(shipments: ShipmentsService, orders: OrdersService) {
  shipments.onMove(async (tx, parcel, _from, to) => {
    if (parcel.buyProductId === null) return;
    await orders.followParcel(tx, parcel.buyProductId, { number: parcel.number!, status: to });
  });
}

/** What the worker's storage sweep needs: parcels, invoices, warehouse rules, notices. */
export function createStorageServices(db: Database) {
  const { shipments, invoices, notifications } = createMoneyServices(db);
  return {
    shipments,
    invoices,
    warehouses: createWarehousesService(createWarehousesRepository(db)),
    notifications,
  };
}

/**
 * Wires each module through its index.ts; the one place that knows them all. Shared pieces
 * are made here once: the config (parsed at start-up) and the region exchange-terms cache.
 */
export async function registerModules(
  app: FastifyInstance,
  db: Database,
  config: Config,
  deps: ModuleDependencies = {},
) {
  const regions = createRegionsService(createRegionsRepository(db), config.DEFAULT_REGION_CODE);
  const regionTerms = createRegionTerms(regions);
  await app.register(regionsRoutes, { service: regions });
  const warehouses = createWarehousesService(createWarehousesRepository(db));
  await app.register(warehousesRoutes, { service: warehouses });
  const customersRepository = createCustomersRepository(db);
  const notifier = createNotifications(db);
  await app.register(customersRoutes, {
    service: createCustomersService(customersRepository),
    subscriberOf: notifier.adoptSubscriberId,
  });
  const currentCustomer = createCurrentCustomer(customersRepository);
  const shippingCategories = createShippingCategoriesService(
    createShippingCategoriesRepository(db),
  );
  await app.register(shippingCategoriesRoutes, { service: shippingCategories });
  const hsCodes = createHsCodesService(createHsCodesRepository(db));
  await app.register(hsCodesRoutes, { service: hsCodes });
  const catalog = await registerCatalogModule(app, { db, regionTerms, config });
  const addresses = await registerAddresses(app, { db, currentCustomer });
  const { service: cart } = await registerCart(app, {
    db,
    currentCustomer,
    regionTerms,
    catalog: catalog.products,
  });
  const wishlist = await registerWishlist(app, { db, currentCustomer, regionTerms, catalog });
  const customerHistory = createCustomerHistory(db);
  const { service: discounts, coupons } = await registerDiscounts(app, {
    db,
    currentCustomer,
    regions,
    customerHistory,
  });
  const { service: shipping, rates: shippingRateSettings } = await registerShippingRates(app, {
    db,
    regions,
    warehouses,
  });
  const ledger = await registerLedger(app, { db, currentCustomer });
  const payouts = await registerPayouts(app, {
    db,
    currentCustomer,
    ledger,
    defaultRegionCode: config.DEFAULT_REGION_CODE,
  });
  const invoices = await registerInvoices(app, { db, currentCustomer, ledger });
  // One storage for every file (receipts, invoice PDFs); a bad S3 setting fails start-up here.
  const storage = createStorage(config);
  const assets = await registerAssets(app, { db, currentCustomer, storage, config });
  const { orders, actions } = await registerOrders(app, { db, currentCustomer, invoices });
  const payments = await registerPayments(app, { db, currentCustomer, regions });
  // Prices only in a currency some region charges in.
  const addOnServices = createAddOnServices(db, async () => [
    ...new Set((await regions.listRegions([])).map((region) => region.currency_code)),
  ]);
  const shipments = await registerShipments(app, {
    db,
    currentCustomer,
    regionCurrency: async (code) => (await regions.currentRegion(code)).currency_code,
    addOnServices,
  });
  buyProductsFollowTheirParcels(shipments, orders);
  const { claims, disputes } = await registerClaims(app, {
    db,
    currentCustomer,
    now: deps.now ?? (() => new Date()),
    windowHours: config.CLAIM_WINDOW_HOURS,
    disputeWindowHours: config.DISPUTE_WINDOW_HOURS,
  });
  const thirdPartyIdentities = await registerThirdPartyIdentities(app, {
    db,
    currentCustomer,
    env: config,
  });
  const content = createContent(db);
  await app.register(contentRoutes, { service: content, now: deps.now ?? (() => new Date()) });
  // Campaign prices reach every price the catalog hands out (product page, cart, checkout).
  const campaigns = createCampaignsService({
    repository: createCampaignsRepository(db),
    catalog: catalog.service,
    regions: {
      name: async (code) =>
        (await regions.listRegions([])).find((region) => region.code === code)?.name ?? null,
    },
    now: deps.now ?? (() => new Date()),
  });
  catalog.useCampaignPrices(campaigns.runningDiscounts);
  await app.register(campaignRoutes, { service: campaigns });
  const liveStreams = createLiveStreamsService({
    repository: createLiveStreamsRepository(db),
    catalog: catalog.service,
    products: catalog.products,
  });
  await app.register(liveStreamRoutes, { service: liveStreams });
  const rfq = await registerRfq(app, {
    db,
    currentCustomer,
    now: deps.now ?? (() => new Date()),
  });
  await app.register(addOnServicesRoutes, { service: addOnServices });
  const support = await registerSupport(app, { db, currentCustomer });
  // What src/workflows composes; app.ts hands it over, so no module imports a workflow.
  const services = {
    regions,
    cart,
    catalog: catalog.products,
    addresses,
    content,
    discounts,
    shipping,
    warehouses,
    shippingCategories,
    addOnServices,
    invoices,
    orders,
    shipments,
    consolidations: createConsolidations(db, addOnServices),
    restrictions: createRestrictions(db),
    parcelRequests: createParcelRequests(db, addOnServices),
    notifications: await registerNotifications(app, { db, currentCustomer, config }),
    hsCodes,
    deliveryRequests: createDeliveryRequests(db),
    shippingCarts: createShippingCarts(db),
    claims,
    rfq,
    disputes,
    ledger,
    payments,
    bkash: deps.bkash ?? unavailableBkash,
    assetOwnedBy: deps.assetOwnedBy ?? assets.assetOwnedBy,
    webPublicUrl: config.WEB_PUBLIC_URL,
    assets,
    storage,
    currentCustomer,
    customers: customersRepository,
    wishlist,
    thirdPartyIdentities,
    payouts,
    identityAdmin: createIdentityAdmin(config.IDENTITY_ADMIN_URL),
  };
  // Staff moves tell the customer, in the move's transaction (one notice per move).
  const notices = statusNotices(services.notifications);
  const staffMembers = createStaff(db);
  const staffApi = {
    token: config.STAFF_TOKEN ?? null,
    directory: staffMembers.directory,
    recordAction: staffMembers.recordAction,
  };
  await registerStaffApi(app, staffApi, async (staff) => {
    await staff.register(staffMemberRoutes, {
      service: staffMembers,
      findIdentity: createIdentityAdmin(config.IDENTITY_ADMIN_URL).identityByEmail,
    });
    await staff.register(regionsStaffRoutes, { service: regions });
    await staff.register(warehousesStaffRoutes, { service: warehouses });
    await staff.register(addOnServicesStaffRoutes, { service: addOnServices });
    await staff.register(couponsStaffRoutes, { coupons });
    await staff.register(shippingRatesStaffRoutes, { rates: shippingRateSettings });
    await staff.register(shippingCategoriesStaffRoutes, { service: shippingCategories });
    await staff.register(ordersStaffRoutes, { orders, actions, onMoved: notices.order });
    await staff.register(paymentsStaffRoutes, { payments });
    await staff.register(ledgerStaffRoutes, { ledger });
    await staff.register(payoutsStaffRoutes, { payouts, onMoved: notices.payout });
    await staff.register(shipmentsStaffRoutes, { shipments, onMoved: notices.parcel });
    await staff.register(restrictionStaffRoutes, { restrictions: services.restrictions });
    await staff.register(assetsStaffRoutes, { service: assets });
    await staff.register(claimsStaffRoutes, { claims });
    await staff.register(contentStaffRoutes, { service: content });
    await staff.register(campaignStaffRoutes, { service: campaigns });
    await staff.register(liveStreamStaffRoutes, { service: liveStreams });
    await staff.register(impersonationStaffRoutes, {
      impersonation: createImpersonation(db, config),
    });
    await staff.register(rfqStaffRoutes, { rfq });
    await staff.register(supportStaffRoutes, {
      service: support,
      onReplied: notices.supportReply,
    });
    await deps.staffWorkflowRoutes?.(staff, services);
  });
  return services;
}
export type ModuleServices = Awaited<ReturnType<typeof registerModules>>;
