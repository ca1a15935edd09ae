// The public face of the orders module: what workflows and the app may use.
export { registerOrders } from './module.ts';
export { ordersStaffRoutes } from './staff-routes.ts';
export type { OrderCaller, OrdersService } from './service.ts';
export type { OrdersTransaction } from './repository.ts';
export {
  CheckoutBodySchema,
  CheckoutSummarySchema,
  CloneBodySchema,
  CloneResultSchema,
  OrderSchema,
  type CheckoutBody,
} from './schemas.ts';
