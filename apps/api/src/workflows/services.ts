import type { AddressesService } from '../modules/addresses/index.ts';
import type { CartService } from '../modules/cart/index.ts';
import type { CurrentCustomer } from '../modules/customers/index.ts';
import type { DiscountsService } from '../modules/discounts/index.ts';
import type { InvoicesService } from '../modules/invoices/index.ts';
import type { OrdersService } from '../modules/orders/index.ts';
import type { RegionsService } from '../modules/regions/index.ts';
import type { ShippingRatesService } from '../modules/shipping-rates/index.ts';

/** The module services workflows compose; each comes through its module's index.ts. */
export interface WorkflowServices {
  regions: RegionsService;
  cart: CartService;
  addresses: AddressesService;
  discounts: DiscountsService;
  shipping: ShippingRatesService;
  invoices: InvoicesService;
  orders: OrdersService;
  currentCustomer: CurrentCustomer;
}
