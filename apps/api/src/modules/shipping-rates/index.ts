/** The shipping rates module's public face: other modules and the app use nothing else from it. */
export { registerShippingRates } from './module.ts';
export {
  CourierOptionSchema,
  CourierOptionsBodySchema,
  EstimateBodySchema,
  EstimateSchema,
  EtaSchema,
  InternationalOptionSchema,
  InternationalOptionsBodySchema,
  ShippingMethodSchema,
} from './schemas.ts';
export type { ShippingRatesService } from './service.ts';
export { MAX_PARCEL_GRAMS, MAX_PARCEL_SIDE_CM, PROHIBITED_ITEMS } from './rules.ts';
export { shippingRatesStaffRoutes, RATE_STAFF_BASE } from './staff-routes.ts';
