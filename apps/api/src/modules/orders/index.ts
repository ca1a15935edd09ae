/** The orders module's public face: other modules and the app use nothing else from it. */
export { createOrders, registerOrders } from './module.ts';
export { ordersStaffRoutes } from './staff-routes.ts';
export { createCustomerHistory } from './customer-history.ts';
export type { OrdersService } from './service.ts';
export type { BuyProductStatus } from './state-machine.ts';
export {
  BuyProductSchema,
  CheckoutBodySchema,
  CheckoutSummarySchema,
  CloneBodySchema,
  CloneResultSchema,
  OrderSchema,
  type CheckoutBody,
  type ShippingEstimateUnknown,
} from './schemas.ts';
export { orderBacklogs, orderDailyCounts } from './repository.ts';
