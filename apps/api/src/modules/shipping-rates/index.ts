// The public face of the shipping-rates module: what workflows and the app may use.
export { registerShippingRates } from './module.ts';
export type { ShippingRatesService } from './service.ts';
export {
  CourierOptionSchema,
  CourierOptionsBodySchema,
  InternationalOptionSchema,
  InternationalOptionsBodySchema,
} from './schemas.ts';
