/** The discounts module's public face: other modules and the app use nothing else from it. */
export { registerDiscounts } from './module.ts';
export type { CouponQuote, CustomerHistory, DiscountsService } from './service.ts';
export { couponsStaffRoutes, COUPON_STAFF_BASE } from './staff-routes.ts';
