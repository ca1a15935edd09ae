// The public face of the discounts module: what workflows and the app may use.
export { registerDiscounts } from './module.ts';
export type { CouponQuote, DiscountsService } from './service.ts';
