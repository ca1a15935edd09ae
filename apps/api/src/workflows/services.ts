import type { AddOnServices } from '../modules/add-on-services/index.ts';
import type { AddressesService } from '../modules/addresses/index.ts';
import type { AssetsService } from '../modules/assets/index.ts';
import type { CartService } from '../modules/cart/index.ts';
import type { CatalogProducts } from '../modules/catalog/index.ts';
import type { RfqService } from '../modules/rfq/index.ts';
import type { ClaimsService, DisputesService } from '../modules/claims/index.ts';
import type { CurrentCustomer, CustomersRepository } from '../modules/customers/index.ts';
import type { DeliveryRequestsService } from '../modules/delivery-requests/index.ts';
import type { DiscountsService } from '../modules/discounts/index.ts';
import type { InvoicesService } from '../modules/invoices/index.ts';
import type { LedgerService } from '../modules/ledger/index.ts';
import type { HsCodesService } from '../modules/hs-codes/index.ts';
import type { NotificationsService } from '../modules/notifications/index.ts';
import type { OrdersService } from '../modules/orders/index.ts';
import type {
  ConsolidationsService,
  ParcelRequestsService,
  RestrictionSettings,
  ShipmentsService,
} from '../modules/shipments/index.ts';
import type { ShippingCartsService } from '../modules/shipping-carts/index.ts';
import type { BkashGateway, PaymentsService } from '../modules/payments/index.ts';
import type { RegionsService } from '../modules/regions/index.ts';
import type { ShippingCategoriesService } from '../modules/shipping-categories/index.ts';
import type { ShippingRatesService } from '../modules/shipping-rates/index.ts';
import type { WarehousesService } from '../modules/warehouses/index.ts';
import type { WishlistService } from '../modules/wishlist/index.ts';
import type { ThirdPartyIdentitiesService } from '../modules/third-party-identities/index.ts';
import type { PayoutsService } from '../modules/payouts/index.ts';
import type { IdentityAdmin } from '../modules/impersonation/index.ts';

/** The module services workflows compose; each comes through its module's index.ts. */
export interface WorkflowServices {
  regions: RegionsService;
  cart: CartService;
  /** Catalog products as checkout reads them (their shipping categories). */
  catalog: CatalogProducts;
  addresses: AddressesService;
  discounts: DiscountsService;
  shipping: ShippingRatesService;
  /** Ship For Me: source warehouses and shipping categories (context, calculator). */
  warehouses: WarehousesService;
  shippingCategories: ShippingCategoriesService;
  /** Add-on services' names, prices and insurance rate, read when a charge is made. */
  addOnServices: AddOnServices;
  invoices: InvoicesService;
  orders: OrdersService;
  /** Ship For Me parcels: their moves, receipt and shipping invoice. */
  shipments: ShipmentsService;
  /** What may not travel: the rules a Ship For Me request is checked against. */
  restrictions: RestrictionSettings;
  /** Several parcels repacked and shipped as one box. */
  consolidations: ConsolidationsService;
  /** Arrival checks, special requests and reported errors: staff work items on parcels. */
  parcelRequests: ParcelRequestsService;
  hsCodes: HsCodesService;
  /** What customers are told: in the app, by email and push (notify in the caller's tx). */
  notifications: NotificationsService;
  /** The last mile of arrived goods (both services). */
  deliveryRequests: DeliveryRequestsService;
  /** Customers' server-side drafts of Ship For Me requests. */
  shippingCarts: ShippingCartsService;
  /** Claims on delivered parcels and buy products, inside the claim window. */
  claims: ClaimsService;
  /** Requests for quotation and staff's quotes; an ordered quote becomes a buy order. */
  rfq: RfqService;
  /** Buy-and-Ship disputes (claims of kind `dispute`) and their refunds. */
  disputes: DisputesService;
  ledger: LedgerService;
  payments: PaymentsService;
  bkash: BkashGateway;
  /** Customers' uploads: staff read a bank transfer's receipt, claims check their evidence. */
  assets: AssetsService;
  /** Whether an uploaded asset is the customer's (the bank-transfer receipt check). */
  assetOwnedBy: (customerId: number, assetId: number) => Promise<boolean>;
  /** The web site's public address (bKash's callback page). */
  webPublicUrl: string;
  currentCustomer: CurrentCustomer;
  /** Customers' rows: closing an account locks, checks and erases one. */
  customers: CustomersRepository;
  wishlist: WishlistService;
  /** Sign-ins linked from other providers (erased when the account closes). */
  thirdPartyIdentities: ThirdPartyIdentitiesService;
  payouts: PayoutsService;
  /** The identity service's admin API: closing an account deletes the identity. */
  identityAdmin: IdentityAdmin;
}

/** What settling and reconciling payments need: the worker has these without the HTTP app. */
export type PaymentServices = Pick<
  WorkflowServices,
  'invoices' | 'orders' | 'shipments' | 'ledger' | 'payments' | 'bkash' | 'notifications'
>;
